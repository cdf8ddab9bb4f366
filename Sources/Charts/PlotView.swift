import Foundation
import FlipbookViews

/// The plot area of a chart `size` points big: grid lines and ticks, then the marks, then their annotations.
struct PlotView: View {
    let model: ChartModel
    let configuration: ChartConfiguration
    let size: CGSize
    /// Scrolls a chart that shows part of its x domain to the given offset, in plot widths (nil: it does not
    /// scroll).
    var onScroll: ((CGFloat) -> Void)?
    /// The scroll offset when the drag began.
    @State private var dragStart: CGFloat?

    var body: some View {
        let elements = model.elements(size: size)
        ZStack(alignment: .topLeading) {
            if model.hasAxes {
                ForEach(Array(axisLines.enumerated()), id: \.offset) { _, line in
                    line.path.stroke(line.style, style: line.stroke)
                }
            }
            ForEach(elements) { element in
                PlotElementView(element: element, size: size)
            }
        }
        .frame(width: max(size.width, 0), height: max(size.height, 0), alignment: .topLeading)
        // A scrolling plot clips what has scrolled out; another lets annotations reach past its edges. One clip
        // either way (a huge one when nothing is clipped), so the plot keeps its identity if it starts scrolling.
        .clipShape(Rectangle().inset(by: onScroll != nil ? 0 : -100_000))
        .contentShape(Rectangle())
        .gesture(scrollGesture, including: onScroll != nil ? .all : .subviews)
        .gesture(selectionGesture, including: hasSelection && onScroll == nil ? .all : .subviews)
        .gesture(customGesture, including: configuration.gesture == nil ? .subviews : .all)
    }

    /// A grid line or tick, in its own stroke and style.
    struct AxisLine {
        var path: Path
        var style: AnyShapeStyle
        var stroke: StrokeStyle
    }

    /// The grid lines across the plot and the ticks outside its edge, of both axes' marks.
    private var axisLines: [AxisLine] {
        let (xScale, yScale) = model.scales(size: size)
        var lines: [AxisLine] = []
        for (ticks, isX) in [(model.xTicks, true), (model.yTicks, false)] {
            for tick in ticks {
                guard let at = (isX ? xScale : yScale).position(of: tick.value) else { continue }
                for piece in tick.pieces {
                    var path = Path()
                    switch piece.kind {
                    case .gridLine:
                        path.move(to: isX ? CGPoint(x: at, y: 0) : CGPoint(x: 0, y: at))
                        path.addLine(to: isX ? CGPoint(x: at, y: size.height) : CGPoint(x: size.width, y: at))
                    case .tick(let length):
                        let length = length ?? 4
                        if isX {
                            let edge = tick.position.kind == .top ? 0 : size.height
                            path.move(to: CGPoint(x: at, y: edge))
                            path.addLine(to: CGPoint(x: at, y: edge + (tick.position.kind == .top ? -length : length)))
                        } else {
                            let edge = tick.position.kind == .leading ? 0 : size.width
                            path.move(to: CGPoint(x: edge, y: at))
                            path.addLine(to: CGPoint(x: edge + (tick.position.kind == .leading ? -length : length), y: at))
                        }
                    case .label:
                        continue
                    }
                    let isGrid: Bool = if case .gridLine = piece.kind { true } else { false }
                    let stroke = piece.stroke ?? StrokeStyle(lineWidth: 0.5)
                    let style = piece.style ?? AnyShapeStyle(Color.gray.opacity(isGrid ? 0.35 : 0.6))
                    lines.append(AxisLine(path: path.offsetBy(dx: piece.offset.width, dy: piece.offset.height),
                                          style: style, stroke: stroke))
                }
            }
        }
        return lines
    }

    /// A drag that scrolls the plot with the finger.
    private var scrollGesture: some Gesture {
        DragGesture(minimumDistance: 5)
            .onChanged { drag in
                let start = dragStart ?? model.xScroll
                if dragStart == nil { dragStart = start }
                guard size.width > 0 else { return }
                onScroll?(start - drag.translation.width / size.width)
            }
            .onEnded { _ in dragStart = nil }
    }

    /// The plot's proxy, for gestures on it (in its own coordinates, so without an anchor of its place).
    private var proxy: ChartProxy {
        ChartProxy(model: model, plotRect: PlotArea(size: size, anchor: .unplaced(.zero)), selection: configuration)
    }

    /// The gesture `chartGesture` makes with the plot's proxy.
    private var customGesture: AnyGesture<Void> {
        configuration.gesture?(proxy) ?? AnyGesture(TapGesture().map { _ in () })
    }

    private var hasSelection: Bool {
        configuration.xSelection != nil || configuration.ySelection != nil || configuration.angleSelection != nil
    }

    /// Touching the plot selects the values under the finger, as `chartXSelection(value:)` and its kin bind them;
    /// lifting it clears them.
    private var selectionGesture: some Gesture {
        let proxy = self.proxy
        return DragGesture(minimumDistance: 0)
            .onChanged { drag in
                proxy.selectXValue(at: drag.location.x)
                proxy.selectYValue(at: drag.location.y)
                proxy.selectAngleValue(at: drag.location)
            }
            .onEnded { _ in
                configuration.xSelection?(nil)
                configuration.ySelection?(nil)
                configuration.angleSelection?(nil)
            }
    }
}

/// One element of the plot.
struct PlotElementView: View {
    let element: PlotElement
    let size: CGSize

    var body: some View {
        switch element.content {
        case .rect(let rect, let cornerRadius):
            RoundedRectangle(cornerRadius: min(cornerRadius, abs(rect.width) / 2, abs(rect.height) / 2))
                .fill(element.style)
                .frame(width: max(rect.width, 0), height: max(rect.height, 0))
                .offset(x: rect.minX, y: rect.minY)
                .opacity(element.opacity)
        case .rule(let from, let to, let stroke):
            ChartLineShape(points: [from, to], method: .linear)
                .stroke(element.style, style: stroke)
                .frame(width: size.width, height: size.height)
                .opacity(element.opacity)
        case .point(let point, let diameter, let symbol):
            symbolView(symbol)
                .frame(width: diameter, height: diameter)
                .offset(x: point.x - diameter / 2, y: point.y - diameter / 2)
                .opacity(element.opacity)
        case .line(let points, let method, let stroke):
            ChartLineShape(points: points, method: method)
                .stroke(element.style, style: stroke)
                .frame(width: size.width, height: size.height)
                .opacity(element.opacity)
        case .area(let upper, let lower, let method):
            ChartAreaShape(upper: upper, lower: lower, method: method)
                .fill(element.style)
                .frame(width: size.width, height: size.height)
                .opacity(element.opacity)
        case .sector(let center, let inner, let outer, let start, let end, let inset, let cornerRadius):
            ChartSectorShape(start: start, end: end, inner: inner, outer: outer, center: center, inset: inset,
                             cornerRadius: cornerRadius)
                .fill(element.style)
                .frame(width: size.width, height: size.height)
                .opacity(element.opacity)
        case .annotation(let anchor, let alignment, let view):
            view
                .fixedSize()
                .frame(width: 0, height: 0, alignment: alignment)
                .offset(x: anchor.x, y: anchor.y)
        }
    }

    @ViewBuilder
    private func symbolView(_ symbol: ChartSymbol?) -> some View {
        switch symbol {
        case .view(let view): view
        case .styledView(let view): view.foregroundStyle(element.style)
        case .shape(let shape): shape.fill(element.style)
        case nil: Circle().fill(element.style)
        }
    }
}

/// What a subview of the chart's axes layout is.
enum ChartPart: Equatable {
    case plot
    /// A y-axis label at `fraction` of the plot's height from the top, on the leading side or the trailing one.
    case yLabel(fraction: CGFloat, leading: Bool)
    /// An x-axis label at `fraction` of the plot's width, pinned at its `anchor`, below the plot or above it.
    case xLabel(fraction: CGFloat, anchor: UnitPoint, top: Bool)
}

struct ChartPartKey: LayoutValueKey {
    static var defaultValue: ChartPart { .plot }
}

/// Places the plot and its axis labels: y labels beside it (trailing, as Swift Charts does), x labels below it.
struct ChartAxesLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let frame = frames(in: proposal.replacingUnspecifiedDimensions(by: ChartMetrics.defaultSize), subviews: subviews)
        return frame.total
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let frame = frames(in: bounds.size, subviews: subviews)
        let plot = frame.plot.offsetBy(dx: bounds.minX, dy: bounds.minY)
        for subview in subviews {
            switch subview[ChartPartKey.self] {
            case .plot:
                subview.place(at: plot.origin, proposal: ProposedViewSize(plot.size))
            case .yLabel(let fraction, let leading):
                let size = subview.sizeThatFits(.unspecified)
                let x = leading ? plot.minX - ChartMetrics.labelGap - size.width : plot.maxX + ChartMetrics.labelGap
                let y = min(max(plot.minY + fraction * plot.height - size.height / 2, bounds.minY - size.height / 2),
                            bounds.maxY - size.height / 2)
                subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            case .xLabel(let fraction, let anchor, let top):
                let size = subview.sizeThatFits(.unspecified)
                let x = plot.minX + fraction * plot.width - anchor.x * size.width + (anchor.x == 0 ? 2 : 0)
                let y = top ? plot.minY - ChartMetrics.labelGap - size.height : plot.maxY + ChartMetrics.labelGap
                subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            }
        }
    }

    /// The plot's frame and the whole size, in a space `size` big.
    private func frames(in size: CGSize, subviews: Subviews) -> (plot: CGRect, total: CGSize) {
        var leading: CGFloat = 0, trailing: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
        for subview in subviews {
            switch subview[ChartPartKey.self] {
            case .plot: continue
            case .yLabel(_, let isLeading):
                let width = subview.sizeThatFits(.unspecified).width + ChartMetrics.labelGap
                if isLeading { leading = max(leading, width) } else { trailing = max(trailing, width) }
            case .xLabel(_, _, let isTop):
                let height = subview.sizeThatFits(.unspecified).height + ChartMetrics.labelGap
                if isTop { top = max(top, height) } else { bottom = max(bottom, height) }
            }
        }
        let plotProposal = CGSize(width: max(size.width - leading - trailing, 0), height: max(size.height - top - bottom, 0))
        var plotSize = plotProposal
        if let plot = subviews.first(where: { $0[ChartPartKey.self] == .plot }) {
            plotSize = plot.sizeThatFits(ProposedViewSize(plotProposal))
        }
        let plot = CGRect(x: leading, y: top, width: plotSize.width, height: plotSize.height)
        return (plot, CGSize(width: plotSize.width + leading + trailing, height: plotSize.height + top + bottom))
    }
}
