import Foundation

/// Lays out a ``Timeline`` as a chart: value over time on top, velocity below, with the targets, retargets,
/// logical completion, removal and any interactions marked. Written as SVG (``svg``) or PNG (``pngData(scale:)``).
public struct TimelineChart: Sendable {
    public var title: String
    public var subtitle: String
    public var width: Double = 900
    public var timeline: Timeline
    public var duration: Double
    /// What the value panel is called.
    public var valueLabel = "value"
    /// Instants marked with a label across both panels (a scene's taps and drags).
    public var annotations: [(time: Double, label: String)] = []

    public init(title: String, subtitle: String, timeline: Timeline, duration: Double) {
        self.title = title; self.subtitle = subtitle; self.timeline = timeline; self.duration = duration
    }

    private let left = 70.0, right = 30.0
    private var plotWidth: Double { width - left - right }
    private static let valueColor = "#2563eb", velocityColor = "#9333ea", targetColor = "#64748b"
    private static let logicalColor = "#16a34a", removalColor = "#dc2626", annotationColor = "#d97706"
    private static let inkColor = "#475569", frameColor = "#cbd5e1", gridColor = "#e2e8f0", panelColor = "#f8fafc"

    /// The chart as an SVG document.
    public var svg: String { drawing.svg }

    /// The chart's primitives.
    public var drawing: ChartDrawing {
        let valuePanel = Panel(top: 110, height: 300)
        let velocityPanel = Panel(top: 460, height: 150)
        var chart = ChartDrawing(width: width, height: velocityPanel.top + velocityPanel.height + 60)
        chart.add(.text(title, x: left, y: 30, anchor: .start, color: "#000000", size: 18, bold: true))
        chart.add(.text(subtitle, x: left, y: 52, anchor: .start, color: Self.inkColor, size: 12, bold: false))
        let values = timeline.samples.map(\.value) + timeline.targets.map(\.value)
        let velocities = timeline.samples.compactMap(\.velocity).filter(\.isFinite)
        panel(valuePanel, label: valueLabel, series: timeline.samples.map { ($0.time, $0.value) },
              range: range(values), color: Self.valueColor, targets: true, into: &chart)
        panel(velocityPanel, label: "velocity (per second)",
              series: timeline.samples.compactMap { s in s.velocity.map { (s.time, $0) } },
              range: range(velocities + [0]), color: Self.velocityColor, targets: false, into: &chart)
        timeAxis(below: velocityPanel, into: &chart)
        markers(from: valuePanel.top, to: velocityPanel.top + velocityPanel.height, into: &chart)
        return chart
    }

    struct Panel { var top: Double; var height: Double }

    private func x(_ t: Double) -> Double { left + plotWidth * (duration > 0 ? t / duration : 0) }

    private func range(_ values: [Double]) -> (Double, Double) {
        let finite = values.filter(\.isFinite)
        var lo = finite.min() ?? 0, hi = finite.max() ?? 1
        if hi - lo < 1e-9 { lo -= 0.5; hi += 0.5 }
        let pad = (hi - lo) * 0.08
        return (lo - pad, hi + pad)
    }

    private func panel(_ p: Panel, label name: String, series: [(Double, Double)], range: (Double, Double),
                       color: String, targets: Bool, into chart: inout ChartDrawing) {
        let (lo, hi) = range
        func y(_ v: Double) -> Double { p.top + p.height * (1 - (v - lo) / (hi - lo)) }
        chart.add(.rect(x: left, y: p.top, width: plotWidth, height: p.height, fill: Self.panelColor, stroke: Self.frameColor))
        for tick in niceTicks(lo, hi, count: 5) {
            chart.add(.line(x1: left, y1: y(tick), x2: left + plotWidth, y2: y(tick), color: Self.gridColor, dash: [], role: nil))
            chart.add(.text(label(tick), x: left - 6, y: y(tick) + 4, anchor: .end, color: Self.inkColor, size: 12, bold: false))
        }
        if lo < 0 && hi > 0 {
            chart.add(.line(x1: left, y1: y(0), x2: left + plotWidth, y2: y(0), color: "#94a3b8", dash: [], role: nil))
        }
        if targets {
            for (i, target) in timeline.targets.enumerated() {
                let end = i + 1 < timeline.targets.count ? timeline.targets[i + 1].time : duration
                chart.add(.line(x1: x(target.time), y1: y(target.value), x2: x(min(end, duration)), y2: y(target.value),
                                color: Self.targetColor, dash: [6, 4], role: "target"))
            }
        }
        let points = series.filter { $0.1.isFinite && $0.0 <= duration }.map { (x: x($0.0), y: y($0.1)) }
        chart.add(.polyline(points: points, color: color, width: 2, role: targets ? "value" : "velocity"))
        chart.add(.text(name, x: left + 8, y: p.top + 16, anchor: .start, color: color, size: 12, bold: true))
    }

    private func timeAxis(below p: Panel, into chart: inout ChartDrawing) {
        let bottom = p.top + p.height
        for tick in niceTicks(0, duration, count: 8) where tick >= 0 && tick <= duration {
            chart.add(.line(x1: x(tick), y1: bottom, x2: x(tick), y2: bottom + 5, color: Self.inkColor, dash: [], role: nil))
            chart.add(.text(label(tick), x: x(tick), y: bottom + 18, anchor: .middle, color: Self.inkColor, size: 12, bold: false))
        }
        chart.add(.text("time (s)", x: left + plotWidth, y: bottom + 36, anchor: .end, color: Self.inkColor, size: 12, bold: false))
    }

    private func markers(from top: Double, to bottom: Double, into chart: inout ChartDrawing) {
        var labelRow = 0.0
        func vertical(_ t: Double, _ color: String, _ text: String, _ role: String, dash: [Double]) {
            guard t <= duration else { return }
            defer { labelRow = (labelRow + 1).truncatingRemainder(dividingBy: 3) }
            chart.add(.line(x1: x(t), y1: top, x2: x(t), y2: bottom, color: color, dash: dash, role: role))
            let anchor: ChartDrawing.Anchor = x(t) > left + plotWidth * 0.8 ? .end : .start
            let dx = anchor == .end ? -4.0 : 4.0
            chart.add(.text(text, x: x(t) + dx, y: top - 6 - labelRow * 14, anchor: anchor, color: color, size: 12, bold: false))
        }
        for annotation in annotations {
            vertical(annotation.time, Self.annotationColor, annotation.label, "interaction", dash: [3, 3])
        }
        for target in timeline.targets.dropFirst() {
            vertical(target.time, Self.targetColor, "retarget → \(label(target.value)) @\(label(target.time))s", "retarget", dash: [2, 3])
        }
        // Several changes riding on one animation complete together: mark each instant once.
        for t in Set(timeline.logicalCompletions).sorted() {
            vertical(t, Self.logicalColor, "logically complete \(label(t))s", "logical", dash: [5, 3])
        }
        for t in Set(timeline.removals).sorted() {
            vertical(t, Self.removalColor, "removed \(label(t))s", "removed", dash: [])
        }
    }

    private func niceTicks(_ lo: Double, _ hi: Double, count: Int) -> [Double] {
        guard hi > lo, hi.isFinite, lo.isFinite else { return [lo] }
        let raw = (hi - lo) / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        let first = (lo / step).rounded(.up) * step
        return stride(from: first, through: hi + step * 1e-9, by: step).map { abs($0) < step * 1e-9 ? 0 : $0 }
    }

    private func label(_ v: Double) -> String {
        // Past 10¹⁵ (or not a number) a value has no useful thousandths, and would not fit an Int.
        guard v.isFinite, abs(v) < 1e15 else { return String(format: "%g", v) }
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
