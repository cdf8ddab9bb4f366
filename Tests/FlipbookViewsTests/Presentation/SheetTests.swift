import Foundation
import Testing
@testable import FlipbookViews

/// Sheets slide up over a dimmed backdrop, and `dismiss` slides them back down.
@MainActor
@Suite struct SheetTests {
    final class Log: @unchecked Sendable { var dismissed = 0 }

    struct Screen: View {
        let log: Log
        @State var showing = false
        var body: some View {
            VStack {
                Button("show") { showing = true }
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .sheet(isPresented: $showing, onDismiss: { log.dismissed += 1 }) { Details() }
        }
    }

    struct Details: View {
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            VStack {
                Text(isPresented ? "details" : "?")
                Button("close") { dismiss() }
            }
        }
    }

    private func top(_ graph: ViewGraph) -> CGFloat? { graph.views("Text").first { $0.text == "details" }?.frame.minY }

    @Test func aSheetSlidesUpAndIsDismissed() throws {
        let log = Log()
        let graph = ViewGraph(rootView: Screen(log: log), size: CGSize(width: 300, height: 600))
        graph.tap(label: "show")
        graph.advance(to: 0.1)
        let rising = try #require(top(graph))
        graph.advance(to: 2)
        let rest = try #require(top(graph))
        #expect(rising > rest + 100, "sliding up from below: \(rising) then \(rest)")
        #expect(graph.fills { $0.opacity > 0.15 && $0.opacity < 0.25 && $0.red < 0.01 }.count == 1, "the dimmed backdrop")
        graph.tap(label: "close")
        graph.advance(to: 4)
        #expect(top(graph) == nil && log.dismissed == 1)
    }

    struct Sized: View {
        let detents: Set<PresentationDetent>
        @State var showing = true
        var body: some View {
            Color.clear
                .sheet(isPresented: $showing) {
                    Color.mint.presentationDetents(detents)
                }
        }
    }

    /// In the dark appearance a sheet is iOS's elevated dark grey (#1C1C1E), not the page's black, and a
    /// full-screen cover stays black; in the light one both are white.
    @Test func aSheetIsElevatedGreyInTheDarkAppearance() {
        struct Covers: View {
            @State var sheet = false
            @State var cover = false
            var body: some View {
                VStack {
                    Button("sheet") { sheet = true }
                    Button("cover") { cover = true }
                }
                .sheet(isPresented: $sheet) { Text("sheet") }
                .fullScreenCover(isPresented: $cover) { Text("cover") }
            }
        }
        let elevated = Color(red: 0x1C / 255.0, green: 0x1C / 255.0, blue: 0x1E / 255.0).resolved()
        func same(_ a: Color.Resolved, _ b: Color.Resolved) -> Bool {
            abs(a.red - b.red) < 0.002 && abs(a.green - b.green) < 0.002 && abs(a.blue - b.blue) < 0.002
                && a.opacity == b.opacity
        }
        for scheme in [ColorScheme.dark, .light] {
            let sheet = ViewGraph(rootView: Covers().environment(\.colorScheme, scheme), size: CGSize(width: 300, height: 600))
            sheet.tap(label: "sheet")
            sheet.advance(to: 1)
            let card = scheme == .dark ? elevated : Color.white.resolved()
            let cards = sheet.fills { same($0, card) }.filter { near($0.height, 560, 0.5) }
            #expect(cards.count == 1, "the sheet card, 40 points from the top (\(scheme))")
            let cover = ViewGraph(rootView: Covers().environment(\.colorScheme, scheme), size: CGSize(width: 300, height: 600))
            cover.tap(label: "cover")
            cover.advance(to: 1)
            let page = scheme == .dark ? Color.black.resolved() : Color.white.resolved()
            #expect(cover.fills { same($0, page) }.contains { near($0.height, 600, 0.5) },
                    "a cover is the page's own background (\(scheme))")
        }
    }

    @Test func aSheetIsAsTallAsItsLowestDetent() {
        let card = { (detents: Set<PresentationDetent>) -> CGRect? in
            let graph = ViewGraph(rootView: Sized(detents: detents), size: CGSize(width: 300, height: 600))
            graph.advance(to: 2)
            return graph.fills(of: .mint).first
        }
        #expect(card([.large]) == CGRect(x: 0, y: 40, width: 300, height: 560), "40 points below the top")
        #expect(card([.medium, .large]) == CGRect(x: 0, y: 300, width: 300, height: 300), "half the height")
        #expect(card([.fraction(0.25)])?.minY == 450)
        #expect(card([.height(200), .large])?.minY == 400)
        #expect(card([.height(2000)])?.minY == 40, "never above the large detent")
    }

    @Test func aSheetOnASmallButtonCoversTheWholeCanvas() {
        struct Corner: View {
            @State var showing = false
            var body: some View {
                VStack {
                    HStack {
                        Spacer()
                        Button("i") { showing = true }
                            .padding(30)
                            .sheet(isPresented: $showing) { Color.mint }
                    }
                    Spacer()
                }
                .offset(x: 5, y: 7)
            }
        }
        let graph = ViewGraph(rootView: Corner(), size: CGSize(width: 300, height: 600))
        graph.tap(label: "i")
        graph.advance(to: 2)
        #expect(graph.fills(of: .mint).first == CGRect(x: 0, y: 40, width: 300, height: 560), "\(graph.fills(of: .mint))")
    }

    struct StackWithSheet: View {
        @State var showing = false
        var body: some View {
            NavigationStack {
                Button("open") { showing = true }
                    .sheet(isPresented: $showing) {
                        VStack {
                            Text("in sheet")
                            NavigationLink("deeper") { Text("pushed") }
                        }
                        .navigationTitle("Sheet title")
                    }
            }
        }
    }

    /// A sheet is outside the presenter's navigation stack: its title does not reach the stack's bar, and a
    /// link in it (with no stack of its own) pushes nothing onto the presenter's.
    @Test func aSheetIsOutsideThePresentersNavigationStack() {
        let graph = ViewGraph(rootView: StackWithSheet(), size: CGSize(width: 300, height: 600))
        graph.tap(label: "open")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("in sheet") && !graph.texts.contains("Sheet title"))
        graph.tap(label: "deeper")
        graph.advance(to: graph.time + 1)
        #expect(!graph.texts.contains("pushed") && graph.texts.contains("in sheet"))
    }
}

/// A presentation covers the whole tree, whichever view presents it: the views after the presenting one (in its
/// stack) are drawn under the sheet and do not take its taps, and the presenting view's effects do not reach it.
@MainActor
@Suite struct PresentationLayerTests {
    final class Log: @unchecked Sendable { var taps: [String] = [] }

    struct Stacked: View {
        let log: Log
        @State var showing = false
        var body: some View {
            VStack(spacing: 0) {
                Button("open") { showing = true }
                    .sheet(isPresented: $showing) {
                        Color.mint.onTapGesture { log.taps.append("sheet") }
                    }
                    .opacity(0.5)
                Color.red.frame(width: 300, height: 400).onTapGesture { log.taps.append("red") }
            }
        }
    }

    @Test func aSheetFromAViewInAStackIsDrawnAndTappedAboveItsLaterSiblings() {
        let log = Log()
        let graph = ViewGraph(rootView: Stacked(log: log), size: CGSize(width: 300, height: 600))
        graph.tap(label: "open")
        graph.advance(to: 2)
        var order: [String] = []
        var mintOpacity: Double?
        func visit(_ list: DisplayList, opacity: Double) {
            for item in list.items {
                switch item.content {
                case .fill(_, .color(let color), _) where color == Color.red.resolved(): order.append("red")
                case .fill(_, .color(let color), _) where color == Color.mint.resolved():
                    order.append("mint")
                    mintOpacity = opacity
                case .effect(.opacity(let value), let inner): visit(inner, opacity: opacity * value)
                case .effect(_, let inner), .list(let inner): visit(inner, opacity: opacity)
                default: break
                }
            }
        }
        visit(graph.displayList, opacity: 1)
        #expect(order == ["red", "mint"], "the sheet is drawn after the red square: \(order)")
        #expect(mintOpacity == 1, "the presenting button's opacity does not reach the sheet")
        graph.tap(at: CGPoint(x: 150, y: 400))
        #expect(log.taps == ["sheet"])
    }

    /// Several views in a sheet, a full-screen cover or a popover kept as a bubble are stacked vertically, as at a
    /// window's root; before, they were laid over one another.
    @Test func severalPresentedViewsAreStackedVertically() throws {
        struct Presenting: View {
            let kind: Int
            var body: some View {
                let shown = Binding.constant(true)
                switch kind {
                case 0: Color.gray.sheet(isPresented: shown) { Text("first"); Text("second") }
                case 1: Color.gray.fullScreenCover(isPresented: shown) { Text("first"); Text("second") }
                default:
                    Color.gray.frame(width: 40, height: 40).popover(isPresented: shown) {
                        Text("first"); Text("second")
                    }
                    .presentationCompactAdaptation(.popover)
                }
            }
        }
        for kind in 0..<3 {
            let graph = ViewGraph(rootView: Presenting(kind: kind), size: CGSize(width: 300, height: 600))
            graph.advance(to: 1)
            let first = try #require(graph.laidOutViews.first { $0.text == "first" }?.frame)
            let second = try #require(graph.laidOutViews.first { $0.text == "second" }?.frame)
            #expect(near(second.minY - first.maxY, 8, 0.01) && near(first.midX, second.midX, 0.5),
                    "presentation \(kind): \(first) \(second)")
        }
    }
}
