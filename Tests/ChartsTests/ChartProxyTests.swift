import Foundation
import Testing
@testable import Charts
@testable import FlipbookViews

@MainActor
private final class Selection {
    var values: [String?] = []
}

private struct SelectableChart: View {
    let selection: Selection
    @State private var selected: String?
    var body: some View {
        Chart([Sample(name: "a", value: 1), Sample(name: "b", value: 2)]) {
            BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value))
        }
        .chartXSelection(value: $selected)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .onChange(of: selected) { _, new in selection.values.append(new) }
    }
}

private struct ProxyReader: View {
    let selection: Selection
    var body: some View {
        Chart([Sample(name: "a", value: 1), Sample(name: "b", value: 2)]) {
            BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value))
        }
        .chartYScale(domain: 0...4)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartOverlay { proxy in
            Color.clear.onAppear {
                selection.values = [proxy.value(atX: 150, as: String.self), proxy.value(atY: 50, as: Double.self).map { "\($0)" },
                                    proxy.position(forX: "a").map { "\($0)" }, "\(proxy.plotSize.width)"]
            }
        }
    }
}

@MainActor
@Suite struct ChartProxyTests {
    @Test func theProxyMapsPlotPositionsToValuesAndBack() {
        let selection = Selection()
        let graph = ViewGraph(rootView: ProxyReader(selection: selection), size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.1)
        // The plot is the whole chart (no axes): "b" is the right half, 50 points down is 2 of 0…4.
        #expect(selection.values == ["b", "2.0", "50.0", "200.0"])
    }

    @Test func touchingThePlotSelectsTheCategoryUnderTheFingerAndLiftingClearsIt() {
        let selection = Selection()
        let graph = ViewGraph(rootView: SelectableChart(selection: selection), size: CGSize(width: 200, height: 100))
        #expect(graph.touchDown(at: CGPoint(x: 40, y: 50)))
        graph.advance(to: 0.1)
        graph.touchMove(to: CGPoint(x: 160, y: 50))
        graph.advance(to: 0.2)
        graph.touchUp(at: CGPoint(x: 160, y: 50))
        graph.advance(to: 0.3)
        #expect(selection.values == ["a", "b", nil])
    }

    @Test func anglesRunClockwiseFromTheTopAndMapToTheSectorsRunningTotal() {
        let model = ChartModel(records: collectMarks(ForEach([1.0, 3.0], id: \.self) { SectorMark(angle: .value("v", $0)) }),
                               configuration: ChartConfiguration())
        let proxy = ChartProxy(model: model, plotRect: PlotArea(size: CGSize(width: 100, height: 100), anchor: .unplaced(.zero)),
                               selection: ChartConfiguration())
        // 3 o'clock is a quarter turn; 9 o'clock three quarters.
        #expect(abs(proxy.angle(at: CGPoint(x: 100, y: 50)).degrees - 90) < 1e-9)
        #expect(abs(proxy.angle(at: CGPoint(x: 0, y: 50)).degrees - 270) < 1e-9)
        #expect(proxy.value(atAngle: .degrees(90), as: Double.self) == 1)
        #expect(proxy.value(atAngle: .degrees(450), as: Double.self) == 1)
    }
}
