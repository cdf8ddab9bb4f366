import Foundation
import Testing
@testable import Charts
@testable import FlipbookViews

@MainActor
@Suite struct PlotTests {
    @Test func aFunctionPlotIsSampledAcrossTheXScalesDomain() {
        var configuration = ChartConfiguration()
        configuration.xScale.domain = .range(lower: .number(-2), upper: .number(2))
        let model = ChartModel(records: collectMarks(LinePlot(x: "x", y: "y") { $0 * $0 }), configuration: configuration)
        #expect(model.series.count == 1)
        let points = model.series[0].points
        #expect(points.count == ChartModel.functionSamples + 1)
        guard case .at(.number(let firstX)) = points[0].x, case .at(.number(let firstY)) = points[0].y,
              case .at(.number(let middleY)) = points[ChartModel.functionSamples / 2].y else {
            Issue.record("samples are not numbers"); return
        }
        #expect(firstX == -2 && firstY == 4 && abs(middleY) < 1e-12)
    }

    @Test func aFunctionUndefinedSomewhereLeavesThosePointsOut() {
        let model = ChartModel(records: collectMarks(LinePlot(x: "x", y: "y", domain: -1...1) { x in x < 0 ? .nan : x }),
                               configuration: ChartConfiguration())
        #expect(model.series.first?.points.count == ChartModel.functionSamples / 2 + 1)
    }

    @Test func anAreaBetweenTwoFunctionsRunsFromTheFirstToTheSecond() {
        let model = ChartModel(records: collectMarks(AreaPlot(x: "x", yStart: "a", yEnd: "b", domain: 0...1) { x in
            (yStart: -1, yEnd: x)
        }), configuration: ChartConfiguration())
        let last = model.series[0].points.last
        guard case .range(let start, let end)? = last?.y else { Issue.record("not a range"); return }
        #expect(start == -1 && end == 1 && last?.lower == -1)
    }

    @Test func aVectorizedPlotMakesAMarkPerElementStyledByAKeyPath() {
        let data = [Sample(name: "a", value: 1, group: "x"), Sample(name: "b", value: 2, group: "y")]
        let records = collectMarks(BarPlot(data, x: .value("Name", \.name), y: .value("Value", \.value))
            .foregroundStyle(by: .value("Group", \.group)))
        #expect(records.count == 2 && records.allSatisfy { $0.kind == .bar })
        #expect(records.map { $0.styleCategory?.value } == [.category("x"), .category("y")])
        #expect(records.map { $0.identity } == [[0], [1]])
    }

    @Test func barsAtNumbersSpanJustTheirPositions() {
        let model = ChartModel(records: collectMarks(ForEach([3, 4, 5], id: \.self) { day in
            BarMark(x: .value("Day", day), y: .value("Value", 10))
        }), configuration: ChartConfiguration())
        guard case .continuous(let lower, let upper, false) = model.xScaleKind else { Issue.record("not continuous"); return }
        #expect(lower == 2.5 && upper == 5.5)
    }
}

@MainActor
@Suite struct ChartScaleModifierTests {
    let data = [Sample(name: "a", value: 1, group: "x"), Sample(name: "b", value: 4, group: "y")]

    @Test func symbolSizesSpanTheRangeFromTheSmallestValueToTheLargest() {
        var configuration = ChartConfiguration()
        configuration.symbolSizeRange = 16...100
        let model = ChartModel(records: collectMarks(ForEach(data) {
            PointMark(x: .value("k", $0.name), y: .value("v", $0.value)).symbolSize(by: .value("v", $0.value))
        }), configuration: configuration)
        #expect(model.marks.map(\.record.symbolSize) == [4, 10])
    }

    @Test func lineStylesComeFromTheScaleByNameOrInOrder() {
        let records = collectMarks(ForEach(data) {
            LineMark(x: .value("k", $0.name), y: .value("v", $0.value), series: .value("g", $0.group))
                .lineStyle(by: .value("g", $0.group))
        })
        var named = ChartConfiguration()
        named.lineStyleScale = [("y", StrokeStyle(lineWidth: 7))]
        let model = ChartModel(records: records, configuration: named)
        #expect(model.series.map(\.record.lineStyle?.lineWidth) == [ChartMetrics.lineWidth, 7])
        #expect(model.series[0].record.lineStyle?.dash == [])
        let defaults = ChartModel(records: records, configuration: ChartConfiguration())
        #expect(defaults.series.map(\.record.lineStyle?.dash) == [[], [6, 4]])
    }

    @Test func anAutomaticDomainCanBeChangedAfterItIsRead() {
        var configuration = ChartConfiguration()
        configuration.xScale.domain = scaleDomainValue(AutomaticScaleDomain.automatic(dataType: String.self) { names in
            names.reverse()
            names.append("c")
        })
        configuration.yScale.domain = scaleDomainValue(AutomaticScaleDomain.automatic(dataType: Int.self) { ends in
            ends.append(20)
        })
        let model = ChartModel(records: collectMarks(ForEach(data) {
            BarMark(x: .value("k", $0.name), y: .value("v", $0.value))
        }), configuration: configuration)
        guard case .band(let names) = model.xScaleKind, case .continuous(let lower, let upper, false) = model.yScaleKind else {
            Issue.record("unexpected scales"); return
        }
        #expect(names == ["b", "a", "c"] && lower == 0 && upper == 20)
    }
}

@MainActor
@Suite struct ChartStackingAndGradientTests {
    @Test func barsOfOneDateUnitStackInItsBar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let days = [1, 2, 15].map { calendar.date(from: DateComponents(year: 2024, month: 3, day: $0))! }
        let model = ChartModel(records: collectMarks(ForEach(days, id: \.self) { day in
            BarMark(x: .value("Month", day, unit: .month, calendar: calendar), y: .value("Sales", 10))
        }), configuration: ChartConfiguration())
        let ranges = model.marks.compactMap { mark -> [Double]? in
            if case .range(let a, let b) = mark.y { return [a, b] }
            return nil
        }
        #expect(ranges == [[0, 10], [10, 20], [20, 30]])
    }

    @Test func aGradientScaleColoursNumbersFromTheSmallestToTheLargest() {
        var configuration = ChartConfiguration()
        configuration.styleGradient = Gradient(colors: [.black, .white])
        let model = ChartModel(records: collectMarks(ForEach([0.0, 5, 10], id: \.self) { value in
            RectangleMark(x: .value("x", value), y: .value("y", 1)).foregroundStyle(by: .value("v", value))
        }), configuration: configuration)
        #expect(model.legend.isEmpty && model.gradientLegend?.low == 0 && model.gradientLegend?.high == 10)
        let reds = model.marks.compactMap { mark in (mark.style.base as? Color).map { Double($0.resolve(in: EnvironmentValues()).red) } }
        #expect(reds.count == 3 && reds[0] == 0 && reds[2] == 1 && reds[1] > 0.1 && reds[1] < 0.9, "\(reds)")
    }
}

@MainActor
@Suite struct SymbolScaleTests {
    @Test func aSymbolScaleNamesEachCategorysShapeAndOpenShapesAreStrokedInside() {
        var configuration = ChartConfiguration()
        configuration.symbolScale = [("open", AnyShape(Circle().strokeBorder(lineWidth: 2)))]
        let model = ChartModel(records: collectMarks(ForEach(["open", "other"], id: \.self) { name in
            PointMark(x: .value("x", name), y: .value("y", 1)).symbol(by: .value("kind", name))
        }), configuration: configuration)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        guard case .shape(let open)? = model.marks.first?.symbol, case .shape(let other)? = model.marks.last?.symbol else {
            Issue.record("no symbols"); return
        }
        // The open circle is a ring: its middle is not inside it; the second category took the second of the
        // cycle (a square), whose middle is.
        #expect(open.path(in: rect).contains(CGPoint(x: 1, y: 5)) && !open.path(in: rect).contains(CGPoint(x: 5, y: 5)))
        #expect(other.path(in: rect).contains(CGPoint(x: 5, y: 5)) && other.path(in: rect).contains(CGPoint(x: 1.6, y: 1.6)))
    }
}

@MainActor
@Suite struct StyleMappingTests {
    @Test func aMappingGivesEachCategoryItsStyleAndTheLegendFollows() {
        var configuration = ChartConfiguration()
        configuration.styleMapping = { value in
            plottable(value, as: String.self).map { AnyShapeStyle($0 == "hot" ? Color.red : Color.blue) }
        }
        let model = ChartModel(records: collectMarks(ForEach(["hot", "cold"], id: \.self) { name in
            BarMark(x: .value("k", name), y: .value("v", 1)).foregroundStyle(by: .value("t", name))
        }), configuration: configuration)
        #expect(model.marks.map { $0.style.base as? Color } == [Color.red, Color.blue])
        #expect(model.legendStyles.map { $0.base as? Color } == [Color.red, Color.blue])
    }
}

@MainActor
@Suite struct NumberStyleTests {
    @Test func numberValuesColourAlongTheAccentGradientByDefault() {
        let model = ChartModel(records: collectMarks(ForEach([1.0, 3], id: \.self) { value in
            RectangleMark(x: .value("x", value), y: .value("y", 1)).foregroundStyle(by: .value("v", value))
        }), configuration: ChartConfiguration())
        #expect(model.legend.isEmpty && model.gradientLegend?.low == 1 && model.gradientLegend?.high == 3)
        #expect(model.marks.last.flatMap { $0.style.base as? Color } == .blue)
        // Named styles still take precedence over the default gradient.
        var named = ChartConfiguration()
        named.styleRange = [AnyShapeStyle(Color.red)]
        let ranged = ChartModel(records: collectMarks(ForEach([1.0, 3], id: \.self) { value in
            RectangleMark(x: .value("x", value), y: .value("y", 1)).foregroundStyle(by: .value("v", value))
        }), configuration: named)
        #expect(ranged.gradientLegend == nil && ranged.legend.count == 2)
    }
}

@MainActor
@Suite struct StackingMethodTests {
    func ranges(_ stacking: MarkStackingMethod) -> [[Double]] {
        let model = ChartModel(records: collectMarks(ForEach([10.0, -30], id: \.self) { value in
            BarMark(x: .value("Day", "Mon"), y: .value("Value", value), stacking: stacking)
        }), configuration: ChartConfiguration())
        return model.marks.compactMap { mark in
            if case .range(let a, let b) = mark.y { return [a, b] }
            return nil
        }
    }

    @Test func stacksNormaliseByTheirWholeHeightAndCentreOnZero() {
        // 10 up and 30 down: a stack 40 high.
        #expect(ranges(.standard) == [[0, 10], [0, -30]])
        #expect(ranges(.normalized) == [[0, 0.25], [0, -0.75]])
        // Centred: the stack, from −30 to 10, moves up by 10 to run from −20 to 20.
        #expect(ranges(.center) == [[10, 20], [10, -20]])
        #expect(ranges(.unstacked) == [[0, 10], [0, -30]])
    }
}

@MainActor
@Suite struct CentredStackTests {
    @Test func aStackAboveZeroCentresOnZero() {
        let model = ChartModel(records: collectMarks(ForEach([10.0, 30], id: \.self) { value in
            AreaMark(x: .value("Day", 1), y: .value("Value", value), stacking: .center)
        }), configuration: ChartConfiguration())
        let ranges = model.series.flatMap(\.points).compactMap { point -> [Double]? in
            if case .range(let a, let b) = point.y { return [a, b] }
            return nil
        }
        #expect(ranges == [[-20, -10], [-10, 20]])
    }
}
