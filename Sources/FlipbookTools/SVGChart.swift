import Foundation

/// Draws a ``Timeline`` as an SVG chart: value over time on top, velocity below, with the targets, retargets,
/// logical completion and removal marked.
public struct SVGChart {
    public var title: String
    public var subtitle: String
    public var width: Double = 900
    public var timeline: Timeline
    public var duration: Double

    public init(title: String, subtitle: String, timeline: Timeline, duration: Double) {
        self.title = title; self.subtitle = subtitle; self.timeline = timeline; self.duration = duration
    }

    private let left = 70.0, right = 30.0
    private var plotWidth: Double { width - left - right }
    private static let valueColor = "#2563eb", velocityColor = "#9333ea", targetColor = "#64748b"
    private static let logicalColor = "#16a34a", removalColor = "#dc2626"

    public var svg: String {
        let valuePanel = Panel(top: 110, height: 300)
        let velocityPanel = Panel(top: 460, height: 150)
        let height = velocityPanel.top + velocityPanel.height + 60
        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" viewBox="0 0 \(f(width)) \(f(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="12">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(f(left))" y="30" font-size="18" font-weight="bold">\(escape(title))</text>
        <text x="\(f(left))" y="52" fill="#475569">\(escape(subtitle))</text>

        """
        let values = timeline.samples.map(\.value) + timeline.targets.map(\.value)
        let velocities = timeline.samples.compactMap(\.velocity).filter(\.isFinite)
        out += panel(valuePanel, label: "value", series: timeline.samples.map { ($0.time, $0.value) },
                     range: range(values), color: Self.valueColor, targets: true)
        out += panel(velocityPanel, label: "velocity (per second)",
                     series: timeline.samples.compactMap { s in s.velocity.map { (s.time, $0) } },
                     range: range(velocities + [0]), color: Self.velocityColor, targets: false)
        out += timeAxis(below: velocityPanel)
        out += markers(from: valuePanel.top, to: velocityPanel.top + velocityPanel.height)
        out += "</svg>\n"
        return out
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
                       color: String, targets: Bool) -> String {
        let (lo, hi) = range
        func y(_ v: Double) -> Double { p.top + p.height * (1 - (v - lo) / (hi - lo)) }
        var out = "<g>\n<rect x=\"\(f(left))\" y=\"\(f(p.top))\" width=\"\(f(plotWidth))\" height=\"\(f(p.height))\" fill=\"#f8fafc\" stroke=\"#cbd5e1\"/>\n"
        for tick in niceTicks(lo, hi, count: 5) {
            out += "<line x1=\"\(f(left))\" x2=\"\(f(left + plotWidth))\" y1=\"\(f(y(tick)))\" y2=\"\(f(y(tick)))\" stroke=\"#e2e8f0\"/>"
            out += "<text x=\"\(f(left - 6))\" y=\"\(f(y(tick) + 4))\" text-anchor=\"end\" fill=\"#475569\">\(label(tick))</text>\n"
        }
        if lo < 0 && hi > 0 {
            out += "<line x1=\"\(f(left))\" x2=\"\(f(left + plotWidth))\" y1=\"\(f(y(0)))\" y2=\"\(f(y(0)))\" stroke=\"#94a3b8\"/>\n"
        }
        if targets {
            for (i, target) in timeline.targets.enumerated() {
                let end = i + 1 < timeline.targets.count ? timeline.targets[i + 1].time : duration
                out += "<line class=\"target\" x1=\"\(f(x(target.time)))\" x2=\"\(f(x(min(end, duration))))\" y1=\"\(f(y(target.value)))\" y2=\"\(f(y(target.value)))\" stroke=\"\(Self.targetColor)\" stroke-dasharray=\"6 4\"/>\n"
            }
        }
        let points = series.filter { $0.1.isFinite && $0.0 <= duration }.map { "\(f(x($0.0))),\(f(y($0.1)))" }
        out += "<polyline class=\"\(targets ? "value" : "velocity")\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(points.joined(separator: " "))\"/>\n"
        out += "<text x=\"\(f(left + 8))\" y=\"\(f(p.top + 16))\" fill=\"\(color)\" font-weight=\"bold\">\(name)</text>\n</g>\n"
        return out
    }

    private func timeAxis(below p: Panel) -> String {
        var out = "<g>\n"
        let bottom = p.top + p.height
        for tick in niceTicks(0, duration, count: 8) where tick >= 0 && tick <= duration {
            out += "<line x1=\"\(f(x(tick)))\" x2=\"\(f(x(tick)))\" y1=\"\(f(bottom))\" y2=\"\(f(bottom + 5))\" stroke=\"#475569\"/>"
            out += "<text x=\"\(f(x(tick)))\" y=\"\(f(bottom + 18))\" text-anchor=\"middle\" fill=\"#475569\">\(label(tick))</text>\n"
        }
        out += "<text x=\"\(f(left + plotWidth))\" y=\"\(f(bottom + 36))\" text-anchor=\"end\" fill=\"#475569\">time (s)</text>\n</g>\n"
        return out
    }

    private func markers(from top: Double, to bottom: Double) -> String {
        var out = "<g>\n"
        var labelRow = 0.0
        func vertical(_ t: Double, _ color: String, _ text: String, _ cls: String, dash: String) {
            guard t <= duration else { return }
            defer { labelRow = (labelRow + 1).truncatingRemainder(dividingBy: 3) }
            out += "<line class=\"\(cls)\" x1=\"\(f(x(t)))\" x2=\"\(f(x(t)))\" y1=\"\(f(top))\" y2=\"\(f(bottom))\" stroke=\"\(color)\" stroke-dasharray=\"\(dash)\"/>"
            let anchor = x(t) > left + plotWidth * 0.8 ? "end" : "start"
            let dx = anchor == "end" ? -4.0 : 4.0
            out += "<text x=\"\(f(x(t) + dx))\" y=\"\(f(top - 6 - labelRow * 14))\" text-anchor=\"\(anchor)\" fill=\"\(color)\">\(escape(text))</text>\n"
        }
        for target in timeline.targets.dropFirst() {
            vertical(target.time, Self.targetColor, "retarget → \(label(target.value)) @\(label(target.time))s", "retarget", dash: "2 3")
        }
        // Several changes riding on one animation complete together: mark each instant once.
        for t in Set(timeline.logicalCompletions).sorted() {
            vertical(t, Self.logicalColor, "logically complete \(label(t))s", "logical", dash: "5 3")
        }
        for t in Set(timeline.removals).sorted() {
            vertical(t, Self.removalColor, "removed \(label(t))s", "removed", dash: "1 0")
        }
        out += "</g>\n"
        return out
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
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private func f(_ v: Double) -> String { String(format: "%.2f", v) }

    private func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
