import Foundation
import Testing
@testable import Charts
@testable import FlipbookViews

@MainActor
@Suite struct ChartLayoutTests {
    let samples = [Sample(name: "Jan", value: 10), Sample(name: "Feb", value: 20), Sample(name: "Mar", value: 40)]

    @Test func barsStandOnOneBaselineWithHeightsInProportionToTheirValues() {
        let graph = ViewGraph(rootView: Chart(samples) { BarMark(x: .value("Month", $0.name), y: .value("Value", $0.value)) },
                              size: CGSize(width: 300, height: 200))
        let bars = graph.bars
        #expect(bars.count == 3)
        #expect(bars.allSatisfy { near($0.maxY, bars[0].maxY) })
        #expect(near(bars[1].height, 2 * bars[0].height, 1e-3) && near(bars[2].height, 4 * bars[0].height, 1e-3))
        // Three bands of equal width, each bar 70 % of its band, left to right in the data's order.
        let band = bars[1].midX - bars[0].midX
        #expect(near(bars[2].midX - bars[1].midX, band, 1e-3))
        #expect(near(bars[0].width, band * 0.7, 1e-3))
        // The axis: the categories below their bars, round numbers beside the plot (0 to 40 by 10).
        #expect(["Jan", "Feb", "Mar"].allSatisfy { graph.texts.contains($0) })
        #expect(["0", "10", "20", "30", "40"].allSatisfy { graph.texts.contains($0) })
        let jan = graph.frame(ofText: "Jan")!
        #expect(near(jan.midX, bars[0].midX, 0.5) && jan.minY > bars[0].maxY)
        // The top of the 40 bar is the top of the plot: the 40 label is level with it.
        #expect(near(graph.frame(ofText: "40")!.midY, bars[2].minY, 0.5))
    }

    @Test func barsAtTheSamePositionStackAndPositionByPlacesThemSideBySide() {
        let data = [Sample(name: "Mon", value: 10, group: "A"), Sample(name: "Mon", value: 30, group: "B")]
        let stacked = ViewGraph(rootView: Chart(data) {
            BarMark(x: .value("Day", $0.name), y: .value("Value", $0.value)).foregroundStyle(by: .value("Group", $0.group))
        }, size: CGSize(width: 300, height: 200)).bars
        #expect(stacked.count == 2)
        #expect(near(stacked[1].maxY, stacked[0].minY, 1e-3) && near(stacked[1].height, 3 * stacked[0].height, 1e-3))
        #expect(near(stacked[0].minX, stacked[1].minX))

        let sideBySide = ViewGraph(rootView: Chart(data) {
            BarMark(x: .value("Day", $0.name), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Group", $0.group))
                .position(by: .value("Group", $0.group))
        }, size: CGSize(width: 300, height: 200)).bars
        #expect(near(sideBySide[0].maxY, sideBySide[1].maxY))
        #expect(near(sideBySide[0].maxX, sideBySide[1].minX, 1e-3) && near(sideBySide[0].width, sideBySide[1].width, 1e-3))
    }

    @Test func categoriesOnYMakeHorizontalBars() {
        let graph = ViewGraph(rootView: Chart(samples) { BarMark(x: .value("Value", $0.value), y: .value("Month", $0.name)) },
                              size: CGSize(width: 300, height: 200))
        let bars = graph.bars
        #expect(bars.allSatisfy { near($0.minX, bars[0].minX) })
        #expect(near(bars[2].width, 4 * bars[0].width, 1e-3))
        // The first category at the top.
        #expect(bars[0].midY < bars[1].midY && bars[1].midY < bars[2].midY)
    }

    @Test func theStyleCategoriesTakeThePaletteInOrderAndTheLegendListsThem() {
        let data = [Sample(name: "Mon", value: 10, group: "Cats"), Sample(name: "Tue", value: 30, group: "Dogs")]
        let graph = ViewGraph(rootView: Chart(data) {
            BarMark(x: .value("Day", $0.name), y: .value("Value", $0.value)).foregroundStyle(by: .value("Pet", $0.group))
        }, size: CGSize(width: 300, height: 200))
        let blue = Color.blue.resolve(in: EnvironmentValues()), green = Color.green.resolve(in: EnvironmentValues())
        let fills = graph.displayList.allFillColors
        #expect(fills.contains(blue) && fills.contains(green))
        #expect(graph.texts.contains("Cats") && graph.texts.contains("Dogs"))
        // The legend is below the x axis's labels.
        #expect(graph.frame(ofText: "Cats")!.minY > graph.frame(ofText: "Mon")!.maxY)

        let hidden = ViewGraph(rootView: Chart(data) {
            BarMark(x: .value("Day", $0.name), y: .value("Value", $0.value)).foregroundStyle(by: .value("Pet", $0.group))
        }.chartLegend(.hidden), size: CGSize(width: 300, height: 200))
        #expect(!hidden.texts.contains("Cats"))
    }

    @Test func theLegendGoesAboveOrBesideThePlotWhenAsked() throws {
        let data = [Sample(name: "Mon", value: 10, group: "Cats"), Sample(name: "Tue", value: 30, group: "Dogs")]
        func chart(_ position: AnnotationPosition) -> ViewGraph {
            ViewGraph(rootView: Chart(data) {
                BarMark(x: .value("Day", $0.name), y: .value("Value", $0.value)).foregroundStyle(by: .value("Pet", $0.group))
            }.chartLegend(position: position), size: CGSize(width: 300, height: 200))
        }
        let top = chart(.top), trailing = chart(.trailing)
        let cats = try #require(top.frame(ofText: "Cats")), bars = top.bars
        #expect(cats.maxY <= bars.map(\.minY).min()!)
        let beside = try #require(trailing.frame(ofText: "Cats")), dogs = try #require(trailing.frame(ofText: "Dogs"))
        #expect(beside.minX > trailing.bars.map(\.maxX).max()! && dogs.minY > beside.maxY && near(dogs.minX, beside.minX))
    }

    @Test func aCentredLabelSitsHalfwayToTheNextValue() throws {
        let graph = ViewGraph(rootView: Chart {
            RuleMark(x: .value("x", 0))
        }
        .chartXScale(domain: 0...20).chartYAxis(.hidden)
        .chartXAxis { AxisMarks(values: [0, 10, 20]) { _ in AxisValueLabel(centered: true) } },
                              size: CGSize(width: 200, height: 100))
        // The plot is the whole width: 0 is written at 5, 10 at 15, and 20 (the last) halfway back past its end.
        #expect(near(try #require(graph.frame(ofText: "0")).midX, 50, 0.5))
        #expect(near(try #require(graph.frame(ofText: "10")).midX, 150, 0.5))
    }

    @Test func anExplicitDomainAndHiddenAxesAreHonoured() {
        let graph = ViewGraph(rootView: Chart(samples) { BarMark(x: .value("Month", $0.name), y: .value("Value", $0.value)) }
            .chartYScale(domain: 0...80).chartXAxis(.hidden).chartYAxis(.hidden),
                              size: CGSize(width: 300, height: 200))
        // No labels: the plot is the whole chart, and 40 reaches halfway up.
        #expect(graph.texts.isEmpty)
        #expect(near(graph.bars[2].height, 100, 1e-3) && near(graph.bars[2].maxY, 200, 1e-3))
    }

    @Test func aRuleSpansThePlotAndItsAnnotationSitsAboveIt() {
        let graph = ViewGraph(rootView: Chart {
            RuleMark(y: .value("Limit", 50)).annotation(position: .top, alignment: .leading) { Text("limit") }
        }.chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden), size: CGSize(width: 300, height: 200))
        let label = graph.frame(ofText: "limit")!
        #expect(near(label.maxY, 96, 0.5) && near(label.minX, 0, 0.5))
    }

    @Test func axisTitlesSitAboveOrBelowThePlotOnePerPosition() throws {
        let graph = ViewGraph(rootView: Chart(samples) { BarMark(x: .value("Month", $0.name), y: .value("Value", $0.value)) }
            .chartXAxisLabel(position: .top) { Text("Above") }
            .chartXAxisLabel("Below", position: .bottom)
            // Further from the chart: the nearer title at the same position wins, as with other environment settings.
            .chartXAxisLabel("Replaced", position: .bottom), size: CGSize(width: 300, height: 200))
        let top = try #require(graph.bars.map(\.minY).min())
        let above = try #require(graph.frame(ofText: "Above"), "\(graph.texts)")
        let below = try #require(graph.frame(ofText: "Below"), "\(graph.texts)")
        let jan = try #require(graph.frame(ofText: "Jan"))
        #expect(above.maxY < top && below.minY > jan.maxY)
        #expect(!graph.texts.contains("Replaced"))
    }

    @Test func aRectangleWithOnlyAYRangeIsABandAcrossThePlot() {
        let graph = ViewGraph(rootView: Chart {
            RectangleMark(yStart: .value("Low", 20), yEnd: .value("High", 60))
        }.chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden), size: CGSize(width: 300, height: 200))
        #expect(graph.bars == [CGRect(x: 0, y: 80, width: 300, height: 80)])
    }

    @Test func valuesThatAreNotFiniteAreLeftOutRatherThanDrawnOrTrapped() {
        let values = [Double.nan, .infinity, -.infinity, 2, 1e308, -1e308]
        for kind in 0..<4 {
            let graph = ViewGraph(rootView: Chart(values.indices, id: \.self) { index in
                switch kind {
                case 0: BarMark(x: .value("i", "\(index)"), y: .value("v", values[index]))
                case 1: LineMark(x: .value("i", values[index]), y: .value("v", values[index]))
                case 2: SectorMark(angle: .value("v", values[index]))
                default: RuleMark(y: .value("v", values[index]))
                }
            }, size: CGSize(width: 300, height: 200))
            graph.advance(to: 0.5)
            // Every frame drawn is finite.
            #expect(graph.laidOutViews.allSatisfy { $0.frame.isNull || [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].allSatisfy(\.isFinite) })
        }
        let zero = ViewGraph(rootView: Chart(samples) { BarMark(x: .value("m", $0.name), y: .value("v", $0.value)) },
                             size: .zero)
        #expect(zero.bars.allSatisfy { $0.width.isFinite && $0.height.isFinite })
    }

    @Test func sectorsShareTheTurnInProportionToTheirValues() {
        let records = collectMarks(ForEach([1.0, 1.0, 2.0], id: \.self) { SectorMark(angle: .value("n", $0)) })
        let model = ChartModel(records: records, configuration: ChartConfiguration())
        #expect(model.isPie && model.xTicks.isEmpty && model.yTicks.isEmpty)
        #expect(model.sectors.map(\.start) == [0, 0.25, 0.5] && model.sectors.map(\.end) == [0.25, 0.5, 1])
    }

    @Test func aLineJoinsItsSeriesAndSymbolsMarkItsPoints() {
        let data = [Sample(name: "a", value: 1, group: "x"), Sample(name: "b", value: 2, group: "x"),
                    Sample(name: "a", value: 3, group: "y"), Sample(name: "b", value: 1, group: "y")]
        let model = ChartModel(records: collectMarks(ForEach(data) {
            LineMark(x: .value("k", $0.name), y: .value("v", $0.value)).foregroundStyle(by: .value("g", $0.group)).symbol(.square)
        }), configuration: ChartConfiguration())
        #expect(model.series.map(\.key) == ["line|x", "line|y"])
        #expect(model.series.map(\.points.count) == [2, 2])
        #expect(model.marks.count == 4 && model.marks.allSatisfy { $0.record.kind == .point })
    }
}

extension DisplayList {
    /// Every colour filled, through nested lists and effects.
    var allFillColors: [Color.Resolved] {
        items.flatMap { item -> [Color.Resolved] in
            switch item.content {
            case .fill(_, .color(let color), _): [color]
            case .list(let nested), .effect(_, let nested): nested.allFillColors
            default: []
            }
        }
    }
}
