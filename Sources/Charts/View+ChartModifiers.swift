import Foundation
import FlipbookViews

/// A symbol shape of any type as a shape to draw.
private func erasedSymbol(_ shape: some ChartSymbolShape) -> AnyShape { AnyShape(shape) }

extension View {
    func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// The x scale's domain: a range of numbers or dates, a list of categories in order, or `.automatic(…)`.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let value = scaleDomainValue(domain)
        return chartConfiguration { $0.xScale.domain = value }
    }

    /// The y scale's domain: a range of numbers or dates, a list of categories in order, or `.automatic(…)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let value = scaleDomainValue(domain)
        return chartConfiguration { $0.yScale.domain = value }
    }

    /// The x scale's domain and the positions it spans (Flipbook spans the plot's width).
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range,
                                                                    type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type)
    }

    /// The y scale's domain and the positions it spans (Flipbook spans the plot's height).
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range,
                                                                    type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type)
    }

    /// The positions the x scale spans (Flipbook spans the plot's width).
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }
    /// The positions the y scale spans (Flipbook spans the plot's height).
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View { self }
    /// How the x scale maps values (Flipbook's scales are linear).
    public func chartXScale(type: ScaleType? = nil) -> some View { self }
    /// How the y scale maps values (Flipbook's scales are linear).
    public func chartYScale(type: ScaleType? = nil) -> some View { self }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxis.visibility = visibility }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxis.visibility = visibility }
    }

    /// The x axis's marks: grid lines, ticks and labels at values of your choosing.
    public func chartXAxis(@AxisContentBuilder content: () -> some AxisContent) -> some View {
        var records: [AxisMarksRecord] = []
        (content() as? any AxisContentRecording)?.records(into: &records)
        return chartConfiguration { $0.xAxis.marks = records }
    }

    /// The y axis's marks: grid lines, ticks and labels at values of your choosing.
    public func chartYAxis(@AxisContentBuilder content: () -> some AxisContent) -> some View {
        var records: [AxisMarksRecord] = []
        (content() as? any AxisContentRecording)?.records(into: &records)
        return chartConfiguration { $0.yAxis.marks = records }
    }

    /// A title for the x axis, below it.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.xAxisLabels = $0.xAxisLabels.placing(AxisTitle(text: label.key, position: position)) }
    }

    /// A title for the x axis, below it.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let text = String(label)
        return chartConfiguration { $0.xAxisLabels = $0.xAxisLabels.placing(AxisTitle(text: text, position: position)) }
    }

    /// A view of your own as the x axis's title, below it.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(text: "", view: AnyView(content()), position: position)
        return chartConfiguration { $0.xAxisLabels = $0.xAxisLabels.placing(title) }
    }

    /// A view of your own as the y axis's title, above it.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(text: "", view: AnyView(content()), position: position)
        return chartConfiguration { $0.yAxisLabels = $0.yAxisLabels.placing(title) }
    }

    /// A gesture on the plot area, made with the chart's proxy (to select values with `selectXValue(at:)`).
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
        chartConfiguration { configuration in
            configuration.gesture = { proxy in AnyGesture(gesture(proxy).map { _ in () }) }
        }
    }

    /// A title for the y axis, above it.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.yAxisLabels = $0.yAxisLabels.placing(AxisTitle(text: label.key, position: position)) }
    }

    /// A title for the y axis, above it.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let text = String(label)
        return chartConfiguration { $0.yAxisLabels = $0.yAxisLabels.placing(AxisTitle(text: text, position: position)) }
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// Where the legend goes: below the plot (`.automatic`, `.bottom`), above it, or beside it; `alignment` places
    /// it along that side, `spacing` apart from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> some View {
        chartConfiguration { configuration in
            configuration.legendVisibility = .visible
            configuration.legendPosition = position
            configuration.legendAlignment = alignment
            configuration.legendSpacing = spacing
        }
    }

    /// A legend of your own, where `position` says.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                           spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfiguration { configuration in
            configuration.legendContent = view
            configuration.legendVisibility = .visible
            configuration.legendPosition = position
            configuration.legendAlignment = alignment
            configuration.legendSpacing = spacing
        }
    }

    /// The styles of the categories of `foregroundStyle(by:)`, by name, in the legend's order.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<Value, S>) -> some View {
        let scale = mapping.map { (category: plotValue(of: $0.key).categoryName, style: AnyShapeStyle($0.value)) }
        return chartConfiguration { $0.styleScale = scale }
    }

    /// The styles of the categories `domain` lists, in order from `range`.
    public func chartForegroundStyleScale<Domain: ScaleDomain, S: ShapeStyle>(domain: Domain, range: [S],
                                                                              type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        var scale: [(category: String, style: AnyShapeStyle)]?
        if case .categories(let names) = scaleDomainValue(domain), !styles.isEmpty {
            scale = names.enumerated().map { ($0.element, styles[$0.offset % styles.count]) }
        }
        return chartConfiguration { configuration in
            if let scale { configuration.styleScale = scale } else { configuration.styleRange = styles }
        }
    }

    /// Colours the number values of `foregroundStyle(by:)` along `range`, from the smallest value at its start to
    /// the largest at its end (a heat map's scale); other values take its stops in turn.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.styleGradient = range }
    }

    /// The style of each category of `foregroundStyle(by:)`, worked out from its value.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(mapping: @escaping (Value) -> S) -> some View {
        chartConfiguration { configuration in
            configuration.styleMapping = { value in plottable(value, as: Value.self).map { AnyShapeStyle(mapping($0)) } }
        }
    }

    /// The style of each category `domain` lists, worked out from its value, in the domain's order.
    public func chartForegroundStyleScale<Value: Plottable, S: ShapeStyle>(domain: [Value], mapping: @escaping (Value) -> S,
                                                                         type: ScaleType? = nil) -> some View {
        let scale = domain.map { (category: plotValue(of: $0).categoryName, style: AnyShapeStyle(mapping($0))) }
        return chartConfiguration { $0.styleScale = scale.isEmpty ? nil : scale }
    }

    /// The styles handed out in order to the categories of `foregroundStyle(by:)`.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return chartConfiguration { $0.styleRange = styles }
    }

    /// The strokes of the categories of `lineStyle(by:)`, by name.
    public func chartLineStyleScale<Value: Plottable>(_ mapping: KeyValuePairs<Value, StrokeStyle>) -> some View {
        let scale = mapping.map { (category: plotValue(of: $0.key).categoryName, style: $0.value) }
        return chartConfiguration { $0.lineStyleScale = scale }
    }

    /// The strokes of the categories `domain` lists, in order from `range`.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain, range: [StrokeStyle],
                                                         type: ScaleType? = nil) -> some View {
        var scale: [(category: String, style: StrokeStyle)]?
        if case .categories(let names) = scaleDomainValue(domain), !range.isEmpty {
            scale = names.enumerated().map { ($0.element, range[$0.offset % range.count]) }
        }
        return chartConfiguration { configuration in
            if let scale { configuration.lineStyleScale = scale } else { configuration.lineStyleRange = range }
        }
    }

    /// The strokes handed out in order to the categories of `lineStyle(by:)`.
    public func chartLineStyleScale(range: [StrokeStyle], type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.lineStyleRange = range }
    }

    /// The symbol areas, in square points, `symbolSize(by:)` spans from the smallest value to the largest.
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        chartConfiguration { $0.symbolSizeRange = range }
    }

    /// The symbols of the categories of `symbol(by:)`, by name.
    public func chartSymbolScale<Value: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<Value, S>) -> some View {
        let scale = mapping.map { (category: plotValue(of: $0.key).categoryName, shape: AnyShape($0.value)) }
        return chartConfiguration { $0.symbolScale = scale }
    }

    /// The symbols of the categories of `symbol(by:)`, by name, each a symbol shape of any type.
    @_disfavoredOverload
    public func chartSymbolScale<Value: Plottable>(_ mapping: KeyValuePairs<Value, any ChartSymbolShape>) -> some View {
        let scale = mapping.map { pair in
            let shape: any ChartSymbolShape = pair.value
            return (category: plotValue(of: pair.key).categoryName, shape: erasedSymbol(shape))
        }
        return chartConfiguration { $0.symbolScale = scale }
    }

    /// The symbols of the categories `domain` lists, in order from `range`.
    public func chartSymbolScale<Domain: ScaleDomain, S: ChartSymbolShape>(domain: Domain, range: [S]) -> some View {
        var scale: [(category: String, shape: AnyShape)] = []
        if case .categories(let names) = scaleDomainValue(domain), !range.isEmpty {
            scale = names.enumerated().map { ($0.element, AnyShape(range[$0.offset % range.count])) }
        }
        return chartConfiguration { $0.symbolScale = scale }
    }

    /// Styles the plot area (its background, its size): `content` is given the plot and returns it modified.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { plot in AnyView(content(ChartPlotContent(plot: plot))) } }
    }

    /// A view over the chart, given the chart's proxy (for gestures that read values).
    public func chartOverlay<V: View>(alignment: Alignment = .center,
                                      @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.overlay = { proxy in
            AnyView(content(proxy).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        } }
    }

    /// A view behind the chart, given the chart's proxy.
    public func chartBackground<V: View>(alignment: Alignment = .center,
                                         @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.background = { proxy in
            AnyView(content(proxy).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        } }
    }

    /// Binds the x value under the finger while the plot is touched (nil when it is let go).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.xSelection = { value.wrappedValue = $0.flatMap { plottable($0, as: P.self) } } }
    }

    /// Binds the y value under the finger while the plot is touched (nil when it is let go).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.ySelection = { value.wrappedValue = $0.flatMap { plottable($0, as: P.self) } } }
    }

    /// Binds the running total of the sectors at the angle under the finger while the pie is touched.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { $0.angleSelection = { value.wrappedValue = $0.flatMap { plottable($0, as: P.self) } } }
    }

    /// Binds the range of x values a two-finger drag spans (accepted; scripts have one finger, so it stays nil).
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the range of y values a two-finger drag spans (accepted; scripts have one finger, so it stays nil).
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Where a scrolled chart comes to rest (accepted; a drag leaves it where the finger does).
    public func chartScrollTargetBehavior<Behavior: ScrollTargetBehavior>(_ behavior: Behavior) -> some View { self }
    /// The y value the chart is scrolled to (accepted; the whole y domain shows).
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View { self }
    /// The y value the chart starts scrolled to (accepted; the whole y domain shows).
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View { self }

    /// Which axes scroll: with `chartXVisibleDomain(length:)`, a horizontal chart shows part of its x domain and a
    /// drag on the plot scrolls it (vertical scrolling is accepted; the whole y domain shows).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartConfiguration { $0.scrollsX = axes.contains(.horizontal) }
    }
    /// How much of the x domain shows at once when the chart scrolls: a number of categories, a span of numbers, or
    /// seconds of dates.
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
        let length = plotValue(of: length).continuous
        return chartConfiguration { $0.xVisibleLength = length }
    }
    /// How much of the y domain shows at once (accepted; Flipbook shows it all).
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View { self }
    /// The x value at the leading edge of a scrolling chart: set it to scroll there, read it as the chart scrolls.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let binding = ScrollPositionBinding(get: { plotValue(of: x.wrappedValue) }, set: { value in
            if let typed = plottable(value, as: P.self) { x.wrappedValue = typed }
        })
        return chartConfiguration { $0.xScrollPosition = binding }
    }
    /// The x value a scrolling chart starts scrolled to.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let value = plotValue(of: initialX)
        return chartConfiguration { $0.xInitialScrollPosition = value }
    }
}

/// The plot area, given to `chartPlotStyle` to style.
public struct ChartPlotContent: View {
    let plot: AnyView
    public var body: some View { plot }
}
