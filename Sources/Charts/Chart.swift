import Foundation
import FlipbookViews

/// A chart of marks, with axes and a legend, as Swift Charts draws it.
///
/// ```swift
/// Chart(sales) { item in
///     BarMark(x: .value("Month", item.month), y: .value("Sales", item.animate ? item.value : 0))
/// }
/// ```
/// A value changed inside `withAnimation` animates its marks: bars grow, lines and slices move.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let model = ChartModel(records: collectMarks(content), configuration: configuration)
        ChartBody(chartModel: model, configuration: configuration)
    }
}

extension Chart {
    /// A chart of the marks `content` makes for each element of `data`, identified by the element's value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the marks `content` makes for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}

/// The chart's parts: the plot with its axis labels, then the legend.
struct ChartBody: View {
    let chartModel: ChartModel
    let configuration: ChartConfiguration
    /// Where a scrolling chart was dragged to (plot widths), and the scroll position it last wrote to the user's
    /// binding: a binding that says something else was set by the user, and wins.
    @State private var scroll = ScrollState()

    struct ScrollState {
        var dragged: CGFloat?
        var written: PlotValue?
    }

    /// The chart as it is scrolled.
    private var model: ChartModel {
        var model = chartModel
        guard model.xZoom > 1 else { return model }
        model.xScroll = min(max(currentScroll, 0), model.xZoom - 1)
        return model
    }

    /// The zoomed x scale, one plot width long per unit, unscrolled.
    private var zoomedScale: ChartScale {
        ChartScale(kind: chartModel.xScaleKind, length: chartModel.xZoom, reversed: chartModel.xReversed)
    }

    /// Where the chart is scrolled: to the user's binding if it was set from outside, else where it was dragged,
    /// else to its initial position.
    private var currentScroll: CGFloat {
        if let binding = configuration.xScrollPosition, let value = binding.get(), value != scroll.written,
           let at = leadingEdge(of: value) {
            return at
        }
        if let dragged = scroll.dragged { return dragged }
        return configuration.xInitialScrollPosition.flatMap(leadingEdge) ?? 0
    }

    /// The scroll (in plot widths) that puts `value` at the plot's leading edge (a category's band starts there).
    private func leadingEdge(of value: PlotValue) -> CGFloat? {
        let scale = zoomedScale
        return scale.position(of: value).map { $0 - (scale.isContinuous ? 0 : scale.bandWidth / 2) }
    }

    /// Scrolls to `offset` plot widths, telling the user's binding the value now at the leading edge.
    private func scrolled(to offset: CGFloat) {
        let clamped = min(max(offset, 0), chartModel.xZoom - 1)
        var leading = zoomedScale
        leading.offset = clamped
        let value = leading.value(at: 0.000_1)
        scroll = ScrollState(dragged: clamped, written: value)
        if let value { configuration.xScrollPosition?.set(value) }
    }

    var body: some View {
        Group {
            switch configuration.legendPosition.kind {
            case .leading, .trailing:
                HStack(spacing: configuration.legendSpacing ?? 12) {
                    if configuration.legendPosition.kind == .leading { legend(vertical: true) }
                    chart
                    if configuration.legendPosition.kind == .trailing { legend(vertical: true) }
                }
            default:
                VStack(alignment: .leading, spacing: configuration.legendSpacing ?? 8) {
                    if configuration.legendPosition.kind == .top { legend(vertical: false) }
                    chart
                    if configuration.legendPosition.kind != .top { legend(vertical: false) }
                }
            }
        }
        .overlayPreferenceValue(PlotAreaKey.self) { area in
            if let overlay = configuration.overlay {
                overlay(ChartProxy(model: model, plotRect: area, selection: configuration))
            }
        }
        .backgroundPreferenceValue(PlotAreaKey.self) { area in
            if let background = configuration.background {
                background(ChartProxy(model: model, plotRect: area, selection: configuration))
            }
        }
    }

    /// The axis titles above the plot (`top`) or below it: the x axis's centred, the y axis's on its side.
    private func titles(at edge: VerticalEdge) -> [(offset: Int, element: AnyView)] {
        var views: [AnyView] = []
        let yOnLeading = model.yTicks.contains { $0.position.kind == .leading }
        for title in configuration.yAxisLabels where (title.position.kind == .bottom) == (edge == .bottom) {
            views.append(AnyView(AxisTitleView(title: title)
                .frame(maxWidth: .infinity, alignment: yOnLeading ? .leading : .trailing)))
        }
        for title in configuration.xAxisLabels where (title.position.kind == .top) == (edge == .top) {
            views.append(AnyView(AxisTitleView(title: title).frame(maxWidth: .infinity)))
        }
        return Array(views.enumerated())
    }

    /// The plot with its axis labels and titles.
    private var chart: some View {
        VStack(alignment: .leading, spacing: 8) {
            if model.hasAxes {
                ForEach(titles(at: .top), id: \.offset) { $0.element }
            }
            ChartAxesLayout {
                plot.layoutValue(key: ChartPartKey.self, value: .plot)
                ForEach(Array(model.yTicks.enumerated()), id: \.offset) { _, tick in
                    label(tick, isX: false)
                }
                ForEach(Array(model.xTicks.enumerated()), id: \.offset) { _, tick in
                    label(tick, isX: true)
                }
            }
            if model.hasAxes {
                ForEach(titles(at: .bottom), id: \.offset) { $0.element }
            }
        }
    }

    /// The plot area: grid lines, then the marks.
    private var plot: some View {
        let styled = AnyView(GeometryReader { geometry in
            PlotView(model: model, configuration: configuration, size: geometry.size,
                     onScroll: model.xZoom > 1 ? { scrolled(to: $0) } : nil)
                .anchorPreference(key: PlotAreaKey.self, value: .bounds) { PlotArea(size: geometry.size, anchor: $0) }
        })
        return configuration.plotStyle?(styled) ?? styled
    }

    /// The label of an axis tick, placed beside the plot by the layout.
    @ViewBuilder
    private func label(_ tick: AxisTickModel, isX: Bool) -> some View {
        let scale = ChartScale(kind: isX ? model.xScaleKind : model.yScaleKind, length: isX ? model.xZoom : 1,
                               reversed: isX ? model.xReversed : model.yRunsUp, offset: isX ? model.xScroll : 0)
        // A scrolling chart labels only what shows.
        if let at = scale.position(of: tick.value), at > -0.001, at < 1.001 {
            ForEach(Array(tick.pieces.enumerated()), id: \.offset) { _, piece in
                if case .label(let text, let view, let anchor) = piece.kind {
                    let fraction = piece.centered == true
                        ? tick.halfStep.flatMap { half in tick.value.continuous.flatMap { scale.position(ofNumber: $0 + half) } } ?? at
                        : at
                    let written = text ?? piece.formatter?(tick.value) ?? tick.label
                    let isDate = scale.isDate
                    Group {
                        if let view {
                            view
                        } else {
                            Text(verbatim: written)
                        }
                    }
                    .font(piece.font ?? .caption2)
                    .foregroundStyle(piece.style ?? AnyShapeStyle(.secondary))
                    .fixedSize()
                    .offset(piece.offset)
                    .layoutValue(key: ChartPartKey.self, value: isX
                        ? .xLabel(fraction: fraction, anchor: anchor ?? (isDate && piece.centered != true ? .topLeading : .top),
                                  top: tick.position.kind == .top)
                        : .yLabel(fraction: fraction, leading: tick.position.kind == .leading))
                }
            }
        }
    }

    /// The legend of `foregroundStyle(by:)`'s categories: in a row above or below the plot (leading, unless its
    /// alignment says otherwise), in a column beside it.
    @ViewBuilder
    private func legend(vertical: Bool) -> some View {
        if configuration.legendVisibility != .hidden, let scale = model.gradientLegend {
            // A gradient scale's legend: the gradient, from the smallest value to the largest.
            HStack(spacing: 6) {
                Text(verbatim: ChartNumberFormat.string(scale.low))
                LinearGradient(gradient: scale.gradient, startPoint: .leading, endPoint: .trailing)
                    .frame(width: 100, height: 8)
                    .clipShape(Capsule())
                Text(verbatim: ChartNumberFormat.string(scale.high))
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            .frame(maxWidth: vertical ? nil : .infinity, alignment: configuration.legendAlignment ?? .leading)
        } else if configuration.legendVisibility != .hidden, !model.legend.isEmpty {
            let alignment = configuration.legendAlignment ?? (vertical ? .center : .leading)
            Group {
                if let custom = configuration.legendContent {
                    custom
                } else if vertical {
                    VStack(alignment: .leading, spacing: 6) { legendEntries }
                } else {
                    HStack(spacing: 12) { legendEntries }
                }
            }
            .frame(maxWidth: vertical ? nil : .infinity, maxHeight: vertical ? .infinity : nil, alignment: alignment)
        }
    }

    private var legendEntries: some View {
        ForEach(model.legend, id: \.self) { entry in
            HStack(spacing: 4) {
                Circle().fill(model.legendStyles[entry.styleIndex]).frame(width: 8, height: 8)
                Text(verbatim: entry.name).font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// An axis's title, in the axis labels' font and colour.
struct AxisTitleView: View {
    let title: AxisTitle
    var body: some View {
        Group {
            if let view = title.view { view } else { Text(verbatim: title.text) }
        }
        .font(.caption2)
        .foregroundStyle(.secondary)
    }
}
