import Foundation
import Testing
@testable import FlipbookViews

/// `Menu`: a tap opens its items below the label; an item runs and closes it.
@MainActor
@Suite struct MenuTests {
    private struct Sorting: View {
        @State var order = "none"
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Sort") {
                    Button("By name") { order = "name" }
                    Button("By date") { order = "date" }
                }
                Text("sorted by \(order)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(20)
        }
    }

    @Test func aTapOpensTheItemsAndAnItemRunsAndCloses() {
        let graph = ViewGraph(rootView: Sorting(), size: CGSize(width: 320, height: 400))
        #expect(!graph.texts.contains("By name"))
        let label = graph.laidOutViews.first { $0.text == "Sort" }!.frame
        graph.tap(label: "Sort")
        let name = graph.laidOutViews.first { $0.text == "By name" }!.frame
        let date = graph.laidOutViews.first { $0.text == "By date" }!.frame
        // Rows of 44 points, 16 points in, starting 8 points below the label.
        #expect(near(name.minX, label.minX + 16, 0.01))
        #expect(near(name.midY, label.maxY + 8 + 22, 0.5) && near(date.midY - name.midY, 44, 0.01), "\(label) \(name) \(date)")
        graph.tap(label: "By date")
        #expect(graph.texts.contains("sorted by date") && !graph.texts.contains("By name"))
    }

    private struct Badged: MenuStyle {
        func makeBody(configuration: Configuration) -> some View {
            Menu(configuration).padding(6).background(Color.purple)
        }
    }

    @Test func aMenuStyleOfOnesOwnDecoratesTheStandardMenu() {
        let graph = ViewGraph(rootView: Sorting().menuStyle(Badged()), size: CGSize(width: 320, height: 400))
        let label = graph.laidOutViews.first { $0.text == "Sort" }!.frame
        let badge = try? #require(graph.fills(of: .purple).first)
        #expect(badge.map { near($0.minX, label.minX - 6, 0.01) && near($0.width, label.width + 12, 0.01) } == true,
                "the style's padded background around the label: \(String(describing: badge)) \(label)")
        graph.tap(label: "Sort")
        graph.tap(label: "By name")
        #expect(graph.texts.contains("sorted by name"), "the styled menu still opens and runs its items")
        let standard = ViewGraph(rootView: Sorting().menuStyle(.button), size: CGSize(width: 320, height: 400))
        #expect(standard.fills(of: .purple).isEmpty)
        #expect(standard.laidOutViews.first { $0.text == "Sort" }?.frame == ViewGraph(rootView: Sorting(), size: CGSize(width: 320, height: 400)).laidOutViews.first { $0.text == "Sort" }?.frame,
                "a built-in style draws the standard menu")
    }

    @Test func aSectionsTitleIsASmallGreyHeaderAmongTheItems() throws {
        let graph = ViewGraph(rootView: Menu("Sort") {
            Section("Order") {
                Button("By name") {}
                Button("By date") {}
            }
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), size: CGSize(width: 320, height: 400))
        graph.tap(label: "Sort")
        let texts = graph.textDrawings
        let title = try #require(texts.first { $0.string == "Order" })
        let item = try #require(texts.first { $0.string == "By name" })
        // A row of its own above the items, in the footnote size (13 points) and the secondary grey, unlike them.
        #expect(graph.texts.firstIndex(of: "Order")! < graph.texts.firstIndex(of: "By name")!)
        #expect(title.font.size == 13 && item.font.size == 17, "\(title.font) \(item.font)")
        #expect(title.color != item.color)
    }

    private struct Sharing: View {
        @State var log = "none"
        var body: some View {
            VStack {
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy") { log = "copied" }
                }
                Menu("Send") {
                    Button("Mail") { log = "mailed" }
                } primaryAction: {
                    log = "sent"
                }
                Text("log \(log)")
            }
        }
    }

    /// A menu titled with a symbol opens as the others do; one with a primary action runs it on a tap instead.
    @Test func aSymbolTitleAndAPrimaryAction() {
        let graph = ViewGraph(rootView: Sharing(), size: CGSize(width: 320, height: 400))
        #expect(graph.views("Image").count == 1, "the title's symbol")
        graph.tap(label: "Send")
        #expect(graph.texts.contains("log sent") && !graph.texts.contains("Mail"))
        graph.tap(label: "Share")
        #expect(graph.texts.contains("Copy"))
        graph.tap(label: "Copy")
        #expect(graph.texts.contains("log copied"))
    }
}

/// An open menu (and a menu picker's panel) is drawn and touched above the whole tree: views after it, even in
/// other stacks, do not cover it; in the dark appearance its panel is the elevated grey, not the black background.
@MainActor
@Suite struct OpenMenuLayerTests {
    private struct Nested: View {
        @State var log = "none"
        @State var size = 1
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack {
                    Menu("Sort") { Button("By date") { log = "date" } }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(1)
                        Text("Large").tag(2)
                    }
                }
                Color.red.frame(width: 400, height: 300).onTapGesture { log = "red" }
                Text("log \(log) size \(size)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The colours filled, in drawing order.
    private func fillOrder(_ graph: ViewGraph) -> [Color.Resolved] {
        var colors: [Color.Resolved] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .fill(_, .color(let color), _): colors.append(color)
                case .effect(_, let inner), .list(let inner): visit(inner)
                default: break
                }
            }
        }
        visit(graph.displayList)
        return colors
    }

    @Test func theMenusPanelIsAboveTheViewsAfterItsStack() {
        let graph = ViewGraph(rootView: Nested(), size: CGSize(width: 400, height: 400))
        graph.tap(label: "Sort")
        let colors = fillOrder(graph)
        let red = colors.lastIndex(of: Color.red.resolved())
        let panel = colors.lastIndex(of: Color(.tertiarySystemBackground).resolved(in: .light))
        #expect(red != nil && panel != nil && panel! > red!, "the panel is drawn after the red square")
        let item = graph.laidOutViews.first { $0.text == "By date" }!.frame
        #expect(item.midY > 30, "the item lies over the red square: \(item)")
        graph.tap(at: CGPoint(x: item.midX, y: item.midY))
        #expect(graph.texts.contains("log date size 1"), "\(graph.texts)")
    }

    @Test func thePickersPanelIsAboveTheViewsAfterItsStackAndGreyInTheDark() {
        let graph = ViewGraph(rootView: Nested().environment(\.colorScheme, .dark), size: CGSize(width: 400, height: 400))
        graph.tap(label: "Small")
        let colors = fillOrder(graph)
        let red = colors.lastIndex(of: Color.red.resolved(in: .dark))
        let grey = Color(red: 0x2C / 255.0, green: 0x2C / 255.0, blue: 0x2E / 255.0).resolved()
        let panel = colors.lastIndex {
            abs($0.red - grey.red) < 0.002 && abs($0.green - grey.green) < 0.002 && abs($0.blue - grey.blue) < 0.002
        }
        #expect(red != nil && panel != nil && panel! > red!, "a #2C2C2E panel, drawn after the red square")
        let large = graph.laidOutViews.first { $0.text == "Large" }!.frame
        graph.tap(at: CGPoint(x: large.midX, y: large.midY))
        #expect(graph.texts.contains("log none size 2"), "\(graph.texts)")
    }

    private struct AtTheEdge: View {
        @State var log = "none"
        @State var size = 1
        var body: some View {
            VStack {
                HStack { Spacer(); Menu("More") { Button("Delete") { log = "delete" } } }
                HStack {
                    Spacer()
                    Picker("Size", selection: $size) {
                        Text("Small").tag(1)
                        Text("Large").tag(2)
                    }
                }
                Spacer()
                Text("log \(log) size \(size)")
            }
        }
    }

    /// iOS moves a menu that would open past the screen's edge onto it; Flipbook does the same, 8 points from the
    /// edge, and the moved panel takes the taps where it is drawn.
    @Test func aMenuAtTheTrailingEdgeOpensOnTheCanvas() {
        let graph = ViewGraph(rootView: AtTheEdge(), size: CGSize(width: 300, height: 400))
        let label = graph.laidOutViews.first { $0.text == "More" }!.frame
        #expect(label.minX + 250 > 300, "the panel would cross the edge: \(label)")
        graph.tap(label: "More")
        let white = Color(.tertiarySystemBackground).resolved(in: .light)
        let panel = graph.fills { $0 == white }.last
        #expect(panel.map { near($0.maxX, 292, 0.01) && near($0.width, 250, 0.01) } == true,
                "\(String(describing: panel))")
        #expect(panel.map { near($0.minY, label.maxY + 8, 0.01) } == true, "still 8 points below its label")
        let item = graph.laidOutViews.first { $0.text == "Delete" }!.frame
        #expect(panel.map { $0.contains(item) } == true, "\(item) in \(String(describing: panel))")
        graph.tap(at: CGPoint(x: item.midX, y: item.midY))
        #expect(graph.texts.contains("log delete size 1"), "\(graph.texts)")
    }

    @Test func aMenuPickerAtTheTrailingEdgeOpensOnTheCanvas() {
        let graph = ViewGraph(rootView: AtTheEdge(), size: CGSize(width: 300, height: 400))
        graph.tap(label: "Small")
        let white = Color(.tertiarySystemBackground).resolved(in: .light)
        let panel = graph.fills { $0 == white }.last
        #expect(panel.map { near($0.maxX, 292, 0.01) } == true, "\(String(describing: panel))")
        let large = graph.laidOutViews.first { $0.text == "Large" }!.frame
        #expect(panel.map { $0.contains(large) } == true, "\(large) in \(String(describing: panel))")
        graph.tap(at: CGPoint(x: large.midX, y: large.midY))
        #expect(graph.texts.contains("log none size 2"), "\(graph.texts)")
    }
}
