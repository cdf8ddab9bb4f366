import Foundation
import FlipbookViews

extension ChartModel {
    /// The model of `records` under `configuration`.
    init(records: [MarkRecord], configuration: ChartConfiguration) {
        self.init()
        let records = Self.resolvingSizesAndLineStyles(Self.sampledFunctions(records, configuration: configuration),
                                                       configuration)
        let styleNames = Self.styleCategories(records, configuration)
        legend = styleNames.enumerated().map { LegendEntry(name: $0.element, styleIndex: $0.offset) }
        legendStyles = styleNames.indices.map { index in
            configuration.styleMapping?(.category(styleNames[index])) ?? Self.style(at: index, configuration)
        }
        let symbolNames = Self.orderedNames(records.compactMap { $0.symbolCategory?.value.categoryName })
        let numbers = records.compactMap { record -> Double? in
            if case .number(let value)? = record.styleCategory?.value, value.isFinite { return value }
            return nil
        }
        // Number values colour along a gradient: the scale's, or by default one of the accent colour, when no
        // other style scale names them.
        let namesStyles = configuration.styleScale != nil || configuration.styleRange != nil
            || configuration.styleMapping != nil
        let gradient = configuration.styleGradient ?? (namesStyles ? nil : ChartPalette.numberGradient)
        let gradientScale = gradient.flatMap { gradient in
            numbers.isEmpty || numbers.count != records.compactMap(\.styleCategory).count
                ? nil : (gradient, numbers.min() ?? 0, numbers.max() ?? 0)
        }
        if let (gradient, low, high) = gradientScale {
            legend = []
            gradientLegend = (gradient, low, high)
        }
        func style(of record: MarkRecord) -> AnyShapeStyle {
            if let style = record.style { return style }
            if let mapping = configuration.styleMapping, let value = record.styleCategory?.value, let style = mapping(value) {
                return style
            }
            if let (gradient, low, high) = gradientScale, case .number(let value)? = record.styleCategory?.value {
                return AnyShapeStyle(Self.color(in: gradient, at: high > low ? (value - low) / (high - low) : 0))
            }
            if let name = record.styleCategory?.value.categoryName, let index = styleNames.firstIndex(of: name) {
                return legendStyles[index]
            }
            return ChartPalette.accent
        }
        func symbol(of record: MarkRecord) -> ChartSymbol? {
            if let symbol = record.symbol { return symbol }
            guard let name = record.symbolCategory?.value.categoryName, let index = symbolNames.firstIndex(of: name) else {
                return nil
            }
            if let named = configuration.symbolScale?.first(where: { $0.category == name }) { return .shape(named.shape) }
            let shapes = BasicChartSymbolShape.sequence
            return .shape(AnyShape(shapes[index % shapes.count]))
        }

        let sectorRecords = records.filter { $0.kind == .sector }
        isPie = !sectorRecords.isEmpty && sectorRecords.count == records.count
        let total = sectorRecords.reduce(0.0) { $0 + Self.sectorValue($1) }
        var turn = 0.0
        for record in sectorRecords {
            let share = total > 0 && total.isFinite ? Self.sectorValue(record) / total : 0
            sectors.append(ModelSector(record: record, start: turn, end: turn + share, style: style(of: record)))
            turn += share
        }

        // Stacks of bars and areas: the running totals, positive and negative apart, per position.
        var stacks: [String: (positive: Double, negative: Double)] = [:]
        var placed: [(record: MarkRecord, x: AxisSpan, y: AxisSpan, stackKey: String?, lower: Double?)] = []
        for record in records where record.kind != .sector {
            var x = Self.span(record.x, record.xEnd)
            var y = Self.span(record.y, record.yEnd)
            var stackKey: String?
            var lower: Double?
            if record.kind == .bar || record.kind == .area {
                let vertical = Self.isVertical(record)
                let start = vertical ? record.y : record.x
                if (vertical ? record.yEnd : record.xEnd) != nil {
                    // A range stands on its own start.
                    lower = start?.value.continuous
                } else if case .number(let value)? = start?.value {
                    var from = 0.0
                    if record.stacking != .unstacked {
                        let position = vertical ? record.x : record.y
                        let key = (position.map(Self.stackPosition) ?? "all") + "|"
                            + (record.positionCategory?.value.categoryName ?? "")
                        var stack = stacks[key] ?? (0, 0)
                        from = value >= 0 ? stack.positive : stack.negative
                        if value >= 0 { stack.positive += value } else { stack.negative += value }
                        stacks[key] = stack
                        stackKey = key
                    }
                    lower = from
                    if vertical { y = .range(from, from + value) } else { x = .range(from, from + value) }
                }
            }
            if record.kind == .bar, record.x == nil { x = .full }
            if record.kind == .bar, record.y == nil { y = .full }
            if record.kind == .rule {
                if record.x == nil, record.xEnd == nil { x = .full }
                if record.y == nil, record.yEnd == nil { y = .full }
            }
            placed.append((record, x, y, stackKey, lower))
        }
        // Stacks normalised or centred, as their marks asked: by the stack's whole height, positive and negative.
        placed = placed.map { item in
            guard let key = item.stackKey, let stack = stacks[key], stack.positive - stack.negative > 0 else { return item }
            var item = item
            let total = stack.positive - stack.negative
            func adjust(_ span: AxisSpan) -> AxisSpan {
                guard case .range(let a, let b) = span else { return span }
                switch item.record.stacking.kind {
                case .normalized: return .range(a / total, b / total)
                case .center:
                    // The stack runs from its negative total to its positive one: its middle goes to zero.
                    let middle = (stack.positive + stack.negative) / 2
                    return .range(a - middle, b - middle)
                default: return span
                }
            }
            if Self.isVertical(item.record) { item.y = adjust(item.y) } else { item.x = adjust(item.x) }
            return item
        }

        // Side-by-side slots of `position(by:)`.
        let slotNames = Self.orderedNames(records.compactMap { $0.positionCategory?.value.categoryName })

        for item in placed {
            let record = item.record
            switch record.kind {
            case .line, .area:
                let key = (record.series ?? record.styleCategory ?? record.symbolCategory)?.value.categoryName ?? ""
                let kindKey = "\(record.kind)|\(key)"
                if let index = series.firstIndex(where: { $0.key == kindKey }) {
                    series[index].points.append((item.x, item.y, item.lower))
                } else {
                    series.append(ModelSeries(key: kindKey, kind: record.kind, points: [(item.x, item.y, item.lower)],
                                              record: record, style: style(of: record)))
                }
                if record.kind == .line, let symbol = symbol(of: record) {
                    marks.append(ModelMark(record: Self.asPoint(record), x: item.x, y: item.y, slot: nil,
                                           style: style(of: record), symbol: symbol))
                }
            default:
                let slot = record.positionCategory.flatMap { channel in
                    slotNames.firstIndex(of: channel.value.categoryName).map { ($0, slotNames.count) }
                }
                marks.append(ModelMark(record: record, x: item.x, y: item.y, slot: slot, style: style(of: record),
                                       symbol: symbol(of: record)))
            }
        }
        marks.sort { $0.record.zIndex < $1.record.zIndex }

        buildScales(placed: placed.map { ($0.record, $0.x, $0.y) }, configuration: configuration)
    }

    /// The records with the sizes of `symbolSize(by:)` and the strokes of `lineStyle(by:)` worked out.
    static func resolvingSizesAndLineStyles(_ records: [MarkRecord], _ configuration: ChartConfiguration) -> [MarkRecord] {
        let sizeValues = records.compactMap { $0.symbolSizeValue?.value.continuous }
        let low = sizeValues.min() ?? 0, high = sizeValues.max() ?? 0
        let areas = configuration.symbolSizeRange ?? ChartMetrics.symbolAreas
        let lineNames = orderedNames(records.compactMap { $0.lineStyleCategory?.value.categoryName })
        return records.map { record in
            var record = record
            if record.symbolSize == nil, let value = record.symbolSizeValue?.value.continuous {
                let fraction = high > low ? (value - low) / (high - low) : 1
                let area = areas.lowerBound + (areas.upperBound - areas.lowerBound) * CGFloat(fraction)
                record.symbolSize = max(area, 0).squareRoot()
            }
            if record.lineStyle == nil, let name = record.lineStyleCategory?.value.categoryName {
                if let named = configuration.lineStyleScale?.first(where: { $0.category == name }) {
                    record.lineStyle = named.style
                } else if let index = lineNames.firstIndex(of: name) {
                    let range = configuration.lineStyleRange ?? ChartMetrics.lineStyles
                    record.lineStyle = range.isEmpty ? nil : range[index % range.count]
                }
            }
            return record
        }
    }

    /// The colour `fraction` of the way along `gradient`, between the stops around it.
    static func color(in gradient: Gradient, at fraction: Double) -> Color {
        let stops = gradient.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        let t = CGFloat(fraction.isFinite ? min(max(fraction, 0), 1) : 0)
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            return a.color.mix(with: b.color, by: span > 0 ? Double((t - a.location) / span) : 1, in: .device)
        }
        return last.color
    }

    /// Where a bar stands, for stacking: its value, or the start of its date unit (the days of a month stack in
    /// the month's bar).
    static func stackPosition(_ channel: MarkChannel) -> String {
        if let unit = channel.unit, case .date(let date) = channel.value {
            return "\(unit.interval(containing: date).start.timeIntervalSinceReferenceDate)"
        }
        return "\(channel.value)"
    }

    /// A sector's value: its angle's number, or zero where that is negative or not finite.
    static func sectorValue(_ record: MarkRecord) -> Double {
        guard let value = record.angle?.value.continuous, value.isFinite, value > 0 else { return 0 }
        return value
    }

    /// A line's mark as the point its symbol is drawn at.
    static func asPoint(_ record: MarkRecord) -> MarkRecord {
        var point = record
        point.kind = .point
        point.identity.append("symbol")
        return point
    }

    /// Whether a bar or area runs up from the x axis (rather than along from the y axis).
    static func isVertical(_ record: MarkRecord) -> Bool {
        if record.yEnd != nil { return true }
        if record.xEnd != nil { return false }
        guard let y = record.y?.value else { return false }
        guard let x = record.x?.value else { return true }
        if case .category = y, x.continuous != nil { return false }
        if case .date = y, case .number = x { return false }
        return true
    }

    /// Where a channel (and its end, for a range) lies along its axis.
    static func span(_ channel: MarkChannel?, _ end: MarkChannel?) -> AxisSpan {
        guard let channel else { return .full }
        if let end, let a = channel.value.continuous, let b = end.value.continuous { return .range(a, b) }
        if let unit = channel.unit, case .date(let date) = channel.value {
            let interval = unit.interval(containing: date)
            return .interval(interval.start.timeIntervalSinceReferenceDate, interval.end.timeIntervalSinceReferenceDate)
        }
        return .at(channel.value)
    }

    /// The names of the categories of `foregroundStyle(by:)`, in the scale's order or else as they appear.
    static func styleCategories(_ records: [MarkRecord], _ configuration: ChartConfiguration) -> [String] {
        let seen = orderedNames(records.compactMap { $0.styleCategory?.value.categoryName })
        guard let scale = configuration.styleScale else { return seen }
        let named = scale.map(\.category)
        return named + seen.filter { !named.contains($0) }
    }

    /// The style of the `index`th category.
    static func style(at index: Int, _ configuration: ChartConfiguration) -> AnyShapeStyle {
        if let scale = configuration.styleScale, index < scale.count { return scale[index].style }
        if let range = configuration.styleRange, !range.isEmpty { return range[index % range.count] }
        return AnyShapeStyle(ChartPalette.colors[index % ChartPalette.colors.count])
    }

    /// `names` without repeats, in order.
    static func orderedNames(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
