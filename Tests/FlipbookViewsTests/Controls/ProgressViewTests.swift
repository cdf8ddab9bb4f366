import Foundation
import Testing
@testable import FlipbookViews

@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view.frame(width: 200), size: CGSize(width: 200, height: 100))
    }

    @Test func barFillsTheFractionOfTheTrackInTheTint() {
        let graph = graph(ProgressView(value: 3, total: 4))
        let track = graph.fills(of: .systemFill)[0]
        let bar = graph.fills(of: .accentColor)[0]
        #expect(near(track.width, 200) && near(track.height, 4))
        #expect(near(bar.width, 150) && near(bar.minX, track.minX))
        let orange = self.graph(ProgressView(value: 0.5).tint(.orange))
        #expect(near(orange.fills(of: .orange)[0].width, 100))
    }

    @Test func aFoundationProgressShowsItsFractionOrASpinner() {
        let progress = Progress(totalUnitCount: 8)
        progress.completedUnitCount = 2
        let bar = graph(ProgressView(progress)).fills(of: .accentColor)
        #expect(bar.count == 1 && near(bar[0].width, 50), "two of eight units done: \(bar)")
        let unknown = graph(ProgressView(Progress(totalUnitCount: -1)))
        #expect(unknown.views("Capsule").count == ActivitySpokes.count, "an indeterminate progress spins")
    }

    @Test func fractionIsClampedAndBadTotalsShowNoProgress() {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(5.0, of: 4) == 1)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(-1.0, of: 4) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(1.0, of: 0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double.nan, of: 1) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(nil as Double?, of: 1) == nil)
    }

    @Test func noValueShowsTheSpinnerAndCircularStyleIgnoresTheValue() {
        let spinner = graph(ProgressView("Loading"))
        #expect(spinner.views("Capsule").count == ActivitySpokes.count && spinner.texts == ["Loading"])
        #expect(spinner.fills(of: .systemFill).isEmpty)
        let circular = graph(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(circular.views("Capsule").count == ActivitySpokes.count)
        let linear = graph(ProgressView("Label", value: 0.5) .progressViewStyle(.linear))
        #expect(linear.texts == ["Label"] && linear.fills(of: .systemFill).count == 1)
    }

    /// The spinner's spokes are grey, in the style's tint (`CircularProgressViewStyle(tint:)`), or in the tint
    /// set around it; the style's tint used to be ignored.
    @Test func spinnerSpokesTakeTheStyleOrTheTint() {
        func spokes<V: View>(_ view: V, _ color: Color) -> Int {
            let want = color.resolve(in: EnvironmentValues())
            return graph(view).drawnItems { item -> Color.Resolved? in
                if case let .fill(_, .color(drawn), _) = item.content { drawn } else { nil }
            }.filter { abs($0.red - want.red) < 0.01 && abs($0.green - want.green) < 0.01 && abs($0.blue - want.blue) < 0.01 }.count
        }
        #expect(spokes(ProgressView(), .gray) == ActivitySpokes.count)
        #expect(spokes(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue)), .blue) == ActivitySpokes.count)
        #expect(spokes(ProgressView().tint(.red), .red) == ActivitySpokes.count)
    }
}
