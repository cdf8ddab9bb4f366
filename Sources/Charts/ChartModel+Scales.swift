import Foundation
import FlipbookViews

extension ChartModel {
    /// The two scales' domains and ticks, from where the marks lie and what the modifiers set.
    mutating func buildScales(placed: [(record: MarkRecord, x: AxisSpan, y: AxisSpan)], configuration: ChartConfiguration) {
        let xChannels = placed.flatMap { [$0.record.x, $0.record.xEnd].compactMap { $0 } }
        let yChannels = placed.flatMap { [$0.record.y, $0.record.yEnd].compactMap { $0 } }
        let barLike = placed.filter { $0.record.kind == .bar || $0.record.kind == .rectangle }
        (xScaleKind, xSpacing) = Self.scaleKind(spans: placed.map(\.x), channels: xChannels,
                                                 bars: barLike.map(\.x), settings: configuration.xScale)
        (yScaleKind, ySpacing) = Self.scaleKind(spans: placed.map(\.y), channels: yChannels,
                                                 bars: barLike.map(\.y), settings: configuration.yScale)
        if let reversed = configuration.xScale.domain.reversed { xReversed = reversed }
        if let reversed = configuration.yScale.domain.reversed { yReversed = !reversed }
        // A pie has no axes.
        guard !isPie else { return }
        if configuration.scrollsX, let length = configuration.xVisibleLength, length > 0, length.isFinite {
            let span: Double = switch xScaleKind {
            case .band(let names): Double(names.count)
            case .continuous(let lower, let upper, _): upper - lower
            }
            xZoom = CGFloat(max(span / length, 1))
        }
        let xUnit = xChannels.lazy.compactMap(\.unit).first
        let yUnit = yChannels.lazy.compactMap(\.unit).first
        xTicks = Self.ticks(kind: xScaleKind, settings: configuration.xAxis, unit: xUnit, isX: true)
        yTicks = Self.ticks(kind: yScaleKind, settings: configuration.yAxis, unit: yUnit, isX: false)
    }

    /// A scale's kind and domain, and the spacing of bars placed at numbers.
    static func scaleKind(spans: [AxisSpan], channels: [MarkChannel], bars: [AxisSpan],
                          settings: ScaleSettings) -> (ChartScale.Kind, Double?) {
        var categories: [String] = []
        var numbers: [Double] = []
        var isDate = false
        for channel in channels {
            switch channel.value {
            case .category(let name): categories.append(name)
            case .date: isDate = true
            case .number: break
            }
        }
        for span in spans {
            switch span {
            case .at(let value): if let number = value.continuous { numbers.append(number) }
            case .interval(let a, let b), .range(let a, let b): numbers += [a, b]
            case .full: break
            }
        }
        switch settings.domain {
        case .modified(let includesZero, let reversed, let modify):
            let automatic = ScaleSettings(domain: .automatic(includesZero: includesZero, reversed: reversed))
            let (kind, step) = scaleKind(spans: spans, channels: channels, bars: bars, settings: automatic)
            switch kind {
            case .band(let names):
                return (.band(orderedNames(modify(names.map { .category($0) }).map(\.categoryName))), step)
            case .continuous(let lower, let upper, let isDate):
                let ends: [PlotValue] = isDate
                    ? [.date(Date(timeIntervalSinceReferenceDate: lower)), .date(Date(timeIntervalSinceReferenceDate: upper))]
                    : [.number(lower), .number(upper)]
                let numbers = modify(ends).compactMap(\.continuous)
                guard let low = numbers.min(), let high = numbers.max(), low < high else { return (kind, step) }
                return (.continuous(lower: low, upper: high, isDate: isDate), step)
            }
        case .categories(let names):
            return (.band(names + orderedNames(categories).filter { !names.contains($0) }), nil)
        case .range(let lower, let upper):
            if case .category = lower { return (.band(orderedNames(categories)), nil) }
            let low = lower.continuous ?? 0, high = upper.continuous ?? 1
            let date: Bool = if case .date = lower { true } else { false }
            return (.continuous(lower: low, upper: high, isDate: date), spacing(bars))
        case .automatic(let includesZero, _):
            if !categories.isEmpty && numbers.isEmpty { return (.band(orderedNames(categories)), nil) }
            let finite = numbers.filter(\.isFinite)
            guard var low = finite.min(), var high = finite.max() else {
                return (.continuous(lower: 0, upper: 1, isDate: false), nil)
            }
            let step = spacing(bars)
            if isDate { return (.continuous(lower: low, upper: high == low ? low + 86_400 : high, isDate: true), step) }
            // Bars placed at numbers: the axis spans them, half a spacing beyond each end, as a band scale would.
            if let step, categories.isEmpty, spans.allSatisfy({ if case .at = $0 { true } else if case .full = $0 { true } else { false } }) {
                return (.continuous(lower: low - step / 2, upper: high + step / 2, isDate: false), step)
            }
            if let step { low -= step / 2; high += step / 2 }
            if includesZero ?? true { low = min(low, 0); high = max(high, 0) }
            let (niceLow, niceHigh) = ChartTicks.niceDomain(lower: low, upper: high, count: ChartMetrics.tickCount)
            return (.continuous(lower: niceLow, upper: niceHigh, isDate: false), step)
        }
    }

    /// The smallest distance between the distinct numbers bars are placed at.
    static func spacing(_ bars: [AxisSpan]) -> Double? {
        let positions = Set(bars.compactMap { span -> Double? in
            if case .at(.number(let value)) = span { return value }
            return nil
        }).sorted()
        guard !positions.isEmpty else { return nil }
        guard positions.count > 1 else { return 1 }
        return zip(positions.dropFirst(), positions).map { $0 - $1 }.min()
    }

    /// The ticks of an axis: its `AxisMarks`, or the defaults.
    static func ticks(kind: ChartScale.Kind, settings: AxisSettings, unit: DateUnit?, isX: Bool) -> [AxisTickModel] {
        guard settings.visibility != .hidden else { return [] }
        let groups = settings.marks ?? [AxisMarksRecord(position: .automatic, values: .automatic, stroke: nil, content: nil)]
        var ticks: [AxisTickModel] = []
        for group in groups {
            let values = tickValues(kind: kind, values: group.values, unit: unit)
            for (index, value) in values.enumerated() {
                let axisValue = AxisValue(plotted: value.value, index: index, count: values.count)
                var pieces = group.content?(axisValue) ?? defaultPieces(kind: kind, isX: isX)
                if let stroke = group.stroke {
                    pieces = pieces.map { piece in
                        var piece = piece
                        if case .gridLine = piece.kind, piece.stroke == nil { piece.stroke = stroke }
                        return piece
                    }
                }
                let neighbour = index + 1 < values.count ? values[index + 1].value : index > 0 ? values[index - 1].value : nil
                var halfStep: Double?
                if let here = value.value.continuous, let there = neighbour?.continuous { halfStep = abs(there - here) / 2 }
                ticks.append(AxisTickModel(value: value.value, label: value.label, pieces: pieces, position: group.position,
                                           halfStep: halfStep))
            }
        }
        return ticks
    }

    /// What an axis draws at a value by default: a grid line on a continuous scale, and the label.
    static func defaultPieces(kind: ChartScale.Kind, isX: Bool) -> [AxisMarkPiece] {
        let label = AxisMarkPiece(kind: .label(text: nil, view: nil, anchor: nil))
        if case .band = kind { return [label] }
        return [AxisMarkPiece(kind: .gridLine(centered: nil)), label]
    }

    /// The values an axis marks, with their labels.
    static func tickValues(kind: ChartScale.Kind, values: AxisMarkValues, unit: DateUnit?) -> [(value: PlotValue, label: String)] {
        switch (kind, values.kind) {
        case (.band(let names), .values(let given)):
            return given.map(\.categoryName).filter(names.contains).map { (.category($0), $0) }
        case (.band(let names), _):
            return names.map { (.category($0), $0) }
        case (.continuous(_, _, true), .values(let given)):
            let component = unit?.component ?? .day
            return given.compactMap { value in
                guard let seconds = value.continuous else { return nil }
                let date = Date(timeIntervalSinceReferenceDate: seconds)
                return (.date(date), ChartNumberFormat.string(date, component: component))
            }
        case (.continuous, .values(let given)):
            return given.compactMap { value in value.continuous.map { (.number($0), ChartNumberFormat.string($0)) } }
        case (.continuous(let lower, let upper, true), let requested):
            var stride: (Calendar.Component, Int)?
            var calendar = unit?.calendar ?? .current
            if case .strideDate(let component, let count, let given) = requested {
                stride = (component, count)
                calendar = given
            }
            let (dates, component) = ChartTicks.dates(lower: lower, upper: upper, calendar: calendar, stride: stride)
            return dates.map { (.date($0), ChartNumberFormat.string($0, component: component, calendar: calendar)) }
        case (.continuous(let lower, let upper, false), let requested):
            let numbers: [Double]
            switch requested {
            case .strideNumber(let step) where step > 0 && (upper - lower) / step < 500:
                let first = (lower / step).rounded(.up)
                numbers = Swift.stride(from: first * step, through: upper + step * 1e-9, by: step).map { $0.roundedToStep(step) }
            case .automatic(let count, let minimumStride?) where minimumStride > 0:
                // Fewer ticks until they are at least the minimum stride apart.
                var wanted = max(count ?? ChartMetrics.tickCount, 1)
                var chosen = ChartTicks.numbers(lower: lower, upper: upper, count: wanted)
                while wanted > 1, chosen.count > 1, chosen[1] - chosen[0] < minimumStride - 1e-9 {
                    wanted -= 1
                    chosen = ChartTicks.numbers(lower: lower, upper: upper, count: wanted)
                }
                numbers = chosen
            case .automatic(let count?, _):
                numbers = ChartTicks.numbers(lower: lower, upper: upper, count: max(count, 1))
            default:
                numbers = ChartTicks.numbers(lower: lower, upper: upper, count: ChartMetrics.tickCount)
            }
            return numbers.map { (.number($0), ChartNumberFormat.string($0)) }
        }
    }
}
