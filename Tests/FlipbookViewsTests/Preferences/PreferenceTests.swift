import Foundation
import Testing
@testable import FlipbookViews

private struct Titles: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct Widest: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

@MainActor
private final class Seen { var values: [[String]] = [] }

private struct Reader: View {
    let seen: Seen
    @State var showThird = false
    var body: some View {
        VStack {
            Text("a").preference(key: Titles.self, value: ["a"])
            Group {
                Text("b").preference(key: Titles.self, value: ["b"])
                if showThird { Text("c").preference(key: Titles.self, value: ["c"]) }
            }
            .transformPreference(Titles.self) { $0 = $0.map { $0.uppercased() } }
            Button("more") { showThird = true }
        }
        .onPreferenceChange(Titles.self) { seen.values.append($0) }
    }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    @Test func readersSeeTheSubtreesValuesInTreeOrderOnceAndOnChange() {
        let seen = Seen()
        let graph = ViewGraph(rootView: Reader(seen: seen), size: CGSize(width: 200, height: 200))
        #expect(seen.values == [["a", "B"]], "reported once at first, transformed where asked")
        graph.tap(label: "more")
        #expect(seen.values == [["a", "B"], ["a", "B", "C"]])
        graph.advance(to: 1)
        #expect(seen.values.count == 2, "no change, no call")
    }

    @Test func overlaysShowAViewOfTheValueInTheSameFrame() {
        let view = VStack {
            Text("short").background(GeometryReader { proxy in
                Color.clear.preference(key: Widest.self, value: proxy.size.width)
            })
            Text("a longer line").background(GeometryReader { proxy in
                Color.clear.preference(key: Widest.self, value: proxy.size.width)
            })
        }
        .overlayPreferenceValue(Widest.self, alignment: .bottom) { widest in
            Text("widest \(Int(widest))").offset(y: 30)
        }
        let graph = ViewGraph(rootView: view, size: CGSize(width: 300, height: 200))
        let longer = graph.laidOutViews.first { $0.text == "a longer line" }!.frame.width
        #expect(graph.texts.contains("widest \(Int(longer))"), "\(graph.texts)")
    }

    @Test func nothingSetGivesTheDefault() {
        let view = Text("plain").overlayPreferenceValue(Titles.self) { titles in Text("count \(titles.count)") }
        let graph = ViewGraph(rootView: view, size: CGSize(width: 200, height: 100))
        #expect(graph.texts.contains("count 0"))
    }
}

private struct Bounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@MainActor
@Suite("Anchor preferences")
struct AnchorPreferenceTests {
    /// The classic highlight: a ring drawn in an overlay of the stack around the selected view, wherever it is.
    private struct Highlight: View {
        @State var selected = 0
        var body: some View {
            HStack(spacing: 20) {
                ForEach(0..<3, id: \.self) { index in
                    Button("Item \(index)") { selected = index }
                        .anchorPreference(key: Bounds.self, value: .bounds) { selected == index ? $0 : nil }
                }
            }
            .offset(x: 5, y: 7)
            .overlayPreferenceValue(Bounds.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Rectangle().stroke(Color.red).frame(width: rect.width, height: rect.height)
                            .offset(x: rect.minX, y: rect.minY)
                    }
                }
            }
        }
    }

    @Test func anAnchorResolvesInAnotherViewsCoordinates() {
        let graph = ViewGraph(rootView: Highlight(), size: CGSize(width: 400, height: 200))
        func ring() -> CGRect? { graph.laidOutViews.first { $0.type.contains("Rectangle") }?.frame }
        let first = graph.laidOutViews.first { $0.text == "Item 0" }!.frame
        #expect(ring().map { near($0.minX, first.minX, 0.01) && near($0.minY, first.minY, 0.01) } == true,
                "\(String(describing: ring())) vs \(first)")
        graph.tap(label: "Item 2")
        let third = graph.laidOutViews.first { $0.text == "Item 2" }!.frame
        #expect(ring().map { near($0.midX, third.midX, 0.01) && near($0.width, third.width, 0.01) } == true)
    }

    private struct NamedBounds: PreferenceKey {
        static let defaultValue: [String: Anchor<CGRect>] = [:]
        static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    /// `transformAnchorPreference` adds to what the view's content passes up instead of replacing it: the card
    /// adds its bounds beside its badge's.
    private struct Card: View {
        var body: some View {
            VStack {
                Text("badge")
                    .anchorPreference(key: NamedBounds.self, value: .bounds) { ["badge": $0] }
                Color.blue.frame(width: 80, height: 40)
            }
            .padding(10)
            .transformAnchorPreference(key: NamedBounds.self, value: .bounds) { all, anchor in all["card"] = anchor }
            .overlayPreferenceValue(NamedBounds.self) { all in
                GeometryReader { proxy in
                    let widths = all.keys.sorted().map { "\($0) \(Int(proxy[all[$0]!].width))" }
                    Text(widths.joined(separator: ", "))
                }
            }
        }
    }

    @Test func aTransformingAnchorAddsToWhatTheContentPassesUp() {
        let graph = ViewGraph(rootView: Card(), size: CGSize(width: 300, height: 300))
        let badge = Int(graph.laidOutViews.first { $0.text == "badge" }!.frame.width)
        #expect(graph.texts.contains("badge \(badge), card 100"), "\(graph.texts)")
    }

    /// The tab-underline idiom: a hairline overlay and an underline overlay read the same anchor key, and the
    /// underline force-unwraps it, as SwiftUI lets it (its transform never sees the key's default first), and
    /// slides to the tab selected in `withAnimation`.
    private struct Underlined: View {
        @State var selected = 1
        var body: some View {
            HStack {
                ForEach(0..<3, id: \.self) { index in
                    Button("Tab \(index)") { withAnimation(.linear(duration: 1)) { selected = index } }
                        .anchorPreference(key: Bounds.self, value: .bounds) { selected == index ? $0 : nil }
                }
            }
            .overlayPreferenceValue(Bounds.self) { _ in Color.gray.frame(height: 1) }
            .overlayPreferenceValue(Bounds.self) { anchor in
                GeometryReader { proxy in
                    Color.red.frame(width: proxy[anchor!].width, height: 3).offset(x: proxy[anchor!].minX)
                }
            }
        }
    }

    @Test func twoOverlaysOfOneKeySettleAndNeverSeeTheDefault() {
        let graph = ViewGraph(rootView: Underlined(), size: CGSize(width: 300, height: 100))
        #expect(graph.warnings.isEmpty, "\(graph.warnings)")
        let tab = graph.laidOutViews.first { $0.text == "Tab 1" }!.frame
        let line = graph.fills(of: .red).first
        #expect(line.map { near($0.minX, tab.minX, 0.01) && near($0.width, tab.width, 0.01) } == true,
                "\(String(describing: line)) under \(tab)")
        // Off the label's middle, where the grey hairline in front of the tabs would take the touch.
        let label = graph.center(ofText: "Tab 2")!
        #expect(graph.hitTest(label) == nil)
        graph.tap(at: CGPoint(x: label.x, y: label.y - 5))
        let third = graph.laidOutViews.first { $0.text == "Tab 2" }!.frame
        let start = graph.time
        graph.advance(to: start + 0.5)
        let halfway = (tab.minX + third.minX) / 2
        #expect(graph.fills(of: .red).first.map { near($0.minX, halfway, 0.5) } == true,
                "the underline slides in the selection's animation: \(graph.fills(of: .red)) vs \(halfway)")
        graph.advance(to: start + 1)
        #expect(graph.fills(of: .red).first.map { near($0.minX, third.minX, 0.01) } == true)
        #expect(graph.warnings.isEmpty, "\(graph.warnings)")
    }

    private struct OtherBounds: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// Two keys of the same value type: each reader gets its own key's anchor only.
    @Test func anAnchorAnswersForItsOwnKeyOnly() {
        let view = Text("marked")
            .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
            .overlayPreferenceValue(OtherBounds.self) { anchor in Text(anchor == nil ? "other none" : "other set") }
        let graph = ViewGraph(rootView: view, size: CGSize(width: 200, height: 100))
        #expect(graph.texts.contains("other none"), "\(graph.texts)")
    }

    /// A geometry reader made anew (its view given a new identity) passes up what it reads only once it is
    /// located: `onPreferenceChange` never sees the zero its content was first made with during layout (a swipe
    /// row re-identified on every update flashed its buttons out and back through that zero).
    @Test func aNewReadersFirstUnlocatedValueIsNeverReported() {
        struct MinY: PreferenceKey {
            static let defaultValue: CGFloat = -1
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        struct Renewed: View {
            @State var token = 0
            @State var seen: [CGFloat] = []
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 50, height: 40)
                    Color.red.frame(width: 50, height: 50)
                        .overlay { GeometryReader { Color.clear.preference(key: MinY.self, value: $0.frame(in: .global).minY) } }
                        .id(token)
                    Button("Renew") { token += 1 }
                    Text(verbatim: seen.map { $0.description }.joined(separator: ","))
                }
                .onPreferenceChange(MinY.self) { seen.append($0) }
                .frame(width: 200, height: 200, alignment: .top)
            }
        }
        let graph = ViewGraph(rootView: Renewed(), size: CGSize(width: 200, height: 200))
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("40.0"), "\(graph.texts)")
        graph.tap(label: "Renew")
        graph.advance(to: 0.5)
        #expect(graph.texts.contains("40.0"), "the new reader reads 40 too, and nothing else was reported: \(graph.texts)")
    }
}
