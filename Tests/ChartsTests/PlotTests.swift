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
