import Foundation
import Testing
@testable import FlipbookViews

/// The everyday SwiftUI around animations: z order, hit testing, dividers, lazy stacks, safe areas, app
/// scaffolding and appearance.
@MainActor
@Suite struct EverydaySurfaceTests {
    @Test func zIndexOrdersDrawingAndTouches() {
        struct Stack: View {
            @State var taps: [String] = []
            var body: some View {
                VStack {
                    ZStack {
                        Color.red.frame(width: 50, height: 50).zIndex(1).onTapGesture { taps.append("red") }
                        Color.blue.frame(width: 50, height: 50).onTapGesture { taps.append("blue") }
                    }
                    Text(taps.joined(separator: ","))
                }
            }
        }
        let graph = ViewGraph(rootView: Stack(), size: CGSize(width: 200, height: 200))
        let order = graph.laidOutViews.filter { $0.type == "Rectangle" }.map(\.frame)
        #expect(order.count == 2)
        let colors = graph.fills { _ in true }
        #expect(colors.count == 2)
        let red = graph.fills(of: .red), blue = graph.fills(of: .blue)
        #expect(red.count == 1 && blue.count == 1)
        // The red one is drawn last (in front), and takes the tap.
        var drawn: [Color.Resolved] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .fill(_, .color(let color), _): drawn.append(color)
                case .list(let inner), .effect(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(graph.displayList)
        #expect(drawn.last == Color.red.resolve(in: EnvironmentValues()))
        graph.tap(at: CGPoint(x: 100, y: 90))
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("red"))
    }

    @Test func hiddenAndHitTestingOffViewsTakeNoTouches() {
        struct Buttons: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("hidden") { taps += 1 }.hidden()
                    Button("inert") { taps += 1 }.allowsHitTesting(false)
                    Text("taps \(taps)")
                }
            }
        }
        let graph = ViewGraph(rootView: Buttons(), size: CGSize(width: 200, height: 200))
        graph.tap(label: "hidden")
        graph.tap(label: "inert")
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("taps 0"))
        #expect(graph.views("Text").first { $0.text == "hidden" }?.opacity == 0, "hidden keeps its place, drawn clear")
    }

    @Test func dividersFollowTheirStack() {
        let graph = ViewGraph(rootView: VStack(spacing: 0) {
            Color.red.frame(width: 80, height: 10)
            Divider()
            HStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 30)
                Divider()
                Color.blue.frame(width: 10, height: 30)
            }
        }.frame(width: 120), size: CGSize(width: 200, height: 200))
        let dividers = graph.views("Divider").map(\.frame.size)
        // As in SwiftUI, a divider takes all it is offered across its stack: the row's one grows to the 189 points
        // left below the first.
        #expect(dividers == [CGSize(width: 120, height: 1), CGSize(width: 1, height: 189)], "\(dividers)")
    }

    @Test func lazyStacksLayOutAsStacks() {
        let lazy = ViewGraph(rootView: LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
            ForEach(0..<3) { _ in Color.red.frame(width: 20, height: 10) }
        }, size: CGSize(width: 100, height: 100))
        let plain = ViewGraph(rootView: VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<3) { _ in Color.red.frame(width: 20, height: 10) }
        }, size: CGSize(width: 100, height: 100))
        #expect(lazy.views("Rectangle").map(\.frame) == plain.views("Rectangle").map(\.frame))
    }

    @Test func safeAreaInsetsAndColorSchemes() {
        struct Screen: View {
            @Environment(\.colorScheme) var scheme
            var body: some View {
                Color.red
                    .overlay(Text(scheme == .dark ? "dark" : "light"))
                    .ignoresSafeArea()
                    .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 30) }
            }
        }
        let graph = ViewGraph(rootView: Screen().preferredColorScheme(.dark), size: CGSize(width: 100, height: 200))
        #expect(graph.texts == ["dark"])
        let frames = graph.views("Rectangle").map(\.frame)
        // The colour ignores the safe area, so it reaches under the inset's bar.
        #expect(frames == [CGRect(x: 0, y: 0, width: 100, height: 200), CGRect(x: 0, y: 170, width: 100, height: 30)],
                "\(frames)")
    }

    struct Demo: App {
        var body: some Scene {
            WindowGroup { Text("window") }
            Settings { Text("settings") }
        }
    }

    @Test func appsExposeTheirFirstWindow() throws {
        let view = try #require(Demo()._firstWindowView)
        let graph = ViewGraph(rootView: view, size: CGSize(width: 100, height: 50))
        #expect(graph.texts == ["window"])
    }

    @Test func shapeViewsChainFillsAndStrokes() {
        let graph = ViewGraph(rootView: Circle().fill(.red).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40),
                              size: CGSize(width: 100, height: 100))
        var drawn: [String] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case let .fill(path, .color(color), _):
                    drawn.append("fill \(color == Color.red.resolve(in: EnvironmentValues())) \(path.boundingRect.width)")
                case let .stroke(path, .color(color), style):
                    drawn.append("stroke \(color == Color.blue.resolve(in: EnvironmentValues())) \(path.boundingRect.width) \(style.lineWidth)")
                case .list(let inner), .effect(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(graph.displayList)
        #expect(drawn == ["fill true 40.0", "stroke true 40.0 4.0"], "\(drawn)")
    }

    @Test func lazyGridsResolveTheirColumns() {
        let adaptive = ViewGraph(rootView: LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) {
            ForEach(0..<6) { _ in Color.red.frame(height: 50) }
        }.frame(width: 350), size: CGSize(width: 350, height: 400))
        let cells = adaptive.views("Rectangle").map(\.frame)
        // floor((350 + 8) / (80 + 8)) = 4 columns of (350 − 3 · 8) / 4 = 81.5, rows 10 apart.
        #expect(cells.count == 6 && cells.allSatisfy { near($0.width, 81.5) })
        #expect(cells.prefix(4).map(\.minX) == [0, 89.5, 179, 268.5])
        #expect(near(cells[4].minY - cells[0].minY, 60) && cells[4].minX == 0)

        let mixed = ViewGraph(rootView: LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) {
            ForEach(0..<2) { _ in Color.blue.frame(height: 20) }
        }.frame(width: 300), size: CGSize(width: 300, height: 100))
        #expect(mixed.views("Rectangle").map(\.frame.width) == [100, 192])

        // Columns narrower than the grid sit by its alignment: 90 points of columns in 200.
        for (alignment, firstX) in [(HorizontalAlignment.leading, 0.0), (.center, 55), (.trailing, 110)] {
            let aligned = ViewGraph(rootView: LazyVGrid(columns: [GridItem(.fixed(40), spacing: 10), GridItem(.fixed(40))],
                                                        alignment: alignment) {
                ForEach(0..<2) { _ in Color.blue.frame(height: 20) }
            }.frame(width: 200), size: CGSize(width: 200, height: 100))
            let minXs = aligned.views("Rectangle").map(\.frame.minX)
            #expect(minXs.count == 2 && near(minXs[0], firstX, 1e-9) && near(minXs[1], firstX + 50, 1e-9), "\(minXs)")
        }

        let rows = ViewGraph(rootView: LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 4) {
            ForEach(0..<3) { _ in Color.green.frame(width: 40) }
        }, size: CGSize(width: 300, height: 68))
        let placed = rows.views("Rectangle").map(\.frame)
        #expect(placed.map(\.height) == [30, 30, 30] && near(placed[2].minX - placed[0].minX, 44))
    }

    private func textDrawings(_ graph: ViewGraph) -> [DisplayList.TextDrawing] {
        var found: [DisplayList.TextDrawing] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                switch item.content {
                case .text(let text): found.append(text)
                case .list(let inner), .effect(_, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(graph.displayList)
        return found
    }

    @Test func fontDesignKerningAndScaleFactors() {
        let graph = ViewGraph(rootView: VStack {
            Text("round").fontDesign(.rounded)
            Text("spaced").kerning(2)
            Text("tracked")
            Text("a long line that cannot fit").lineLimit(1).minimumScaleFactor(0.5)
        }
        .tracking(1)
        .font(.system(size: 20))
        .frame(width: 150), size: CGSize(width: 200, height: 200))
        let drawn = textDrawings(graph)
        #expect(drawn.map(\.font.design) == [.rounded, .default, .default, .default])
        #expect(drawn[0].font.size == 20, "the text's own design, in the environment's font")
        #expect(drawn.map(\.font.letterSpacing) == [1, 2, 1, 1])
        // 27 characters at 0.55 em (the approximate measurer) are 297 points: shrunk to 150 / 297 of 20 points.
        #expect(abs(drawn[3].font.size - 20 * 150 / 297) < 0.5, "\(drawn[3].font.size)")
        let rounded = ViewGraph(rootView: Text("round").fontDesign(.rounded), size: CGSize(width: 200, height: 50))
        #expect(textDrawings(rounded).first?.font.design == .rounded)
    }

    @Test func longPressesRunAfterTheirDuration() {
        struct Presser: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Color.red.frame(width: 80, height: 80)
                        .onLongPressGesture(minimumDuration: 0.5) { log.append("long") } onPressingChanged: { log.append("pressing \($0)") }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let graph = ViewGraph(rootView: Presser(), size: CGSize(width: 200, height: 200))
        let square = graph.views("Rectangle").first?.frame ?? .null
        _ = graph.touchDown(at: CGPoint(x: square.midX, y: square.midY))
        graph.advance(to: 0.3)
        #expect(graph.texts.last == "pressing true")
        graph.advance(to: 0.6)
        #expect(graph.texts.last == "pressing true,pressing false,long")
        graph.touchUp(at: CGPoint(x: square.midX, y: square.midY))
        // A press let go early, or moved away, ends too: the pressing callback hears `false` without the action.
        graph.advance(to: 1)
        _ = graph.touchDown(at: CGPoint(x: square.midX, y: square.midY))
        graph.advance(to: 1.2)
        graph.touchUp(at: CGPoint(x: square.midX, y: square.midY))
        #expect(graph.texts.last == "pressing true,pressing false,long,pressing true,pressing false")
        graph.advance(to: 2)
        _ = graph.touchDown(at: CGPoint(x: square.midX, y: square.midY))
        graph.advance(to: 2.1)
        graph.touchMove(to: CGPoint(x: square.midX + 30, y: square.midY))
        graph.advance(to: 3)
        graph.touchUp(at: CGPoint(x: square.midX + 30, y: square.midY))
        #expect(graph.texts.last
                == "pressing true,pressing false,long,pressing true,pressing false,pressing true,pressing false")
    }

    @Test func switchingAnyLayoutAnimatesTheSubviews() {
        struct Switcher: View {
            @State var vertical = false
            var body: some View {
                let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
                VStack {
                    layout {
                        Color.red.frame(width: 40, height: 40)
                        Color.blue.frame(width: 40, height: 40)
                    }
                    Button("flip") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
                }
            }
        }
        let graph = ViewGraph(rootView: Switcher(), size: CGSize(width: 200, height: 200))
        let before = graph.fills(of: .blue).first ?? .null
        graph.tap(label: "flip")
        graph.advance(to: 2)
        let after = graph.fills(of: .blue).first ?? .null
        let red = graph.fills(of: .red).first ?? .null
        #expect(near(after.minY - red.minY, 40, 1e-6) && near(after.minX, red.minX, 1e-6), "below the red now")
        #expect(after.minY > before.minY)
        let graph2 = ViewGraph(rootView: Switcher(), size: CGSize(width: 200, height: 200))
        let start = graph2.fills(of: .blue).first ?? .null
        graph2.tap(label: "flip")
        graph2.advance(to: 0.5)
        let middle = graph2.fills(of: .blue).first ?? .null
        graph2.advance(to: 2)
        let end = graph2.fills(of: .blue).first ?? .null
        #expect(near(middle.minX, (start.minX + end.minX) / 2, 1e-6) && near(middle.minY, (start.minY + end.minY) / 2, 1e-6),
                "half-way between the two arrangements: \(start) \(middle) \(end)")
    }

    @Test func aGridLayoutLaysOutRowsAsAGridDoesAndAnimatesToAStack() {
        struct Board: View {
            @State var stacked = false
            var body: some View {
                let layout = stacked ? AnyLayout(VStackLayout(spacing: 0))
                    : AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4))
                VStack {
                    layout {
                        GridRow {
                            Color.red.frame(width: 40, height: 20)
                            Color.green.frame(width: 60, height: 20)
                        }
                        GridRow {
                            Color.blue.frame(width: 20, height: 30)
                            Color.orange.frame(width: 30, height: 30)
                        }
                    }
                    Button("stack") { withAnimation(.linear(duration: 1)) { stacked = true } }
                }
            }
        }
        let graph = ViewGraph(rootView: Board(), size: CGSize(width: 300, height: 300))
        let red = graph.fills(of: .red).first ?? .null, green = graph.fills(of: .green).first ?? .null
        let blue = graph.fills(of: .blue).first ?? .null, orange = graph.fills(of: .orange).first ?? .null
        // Columns as wide as their widest view (40, 60), 10 apart; rows as tall as their tallest (20, 30), 4 apart;
        // cells aligned leading, centred vertically.
        #expect(near(green.minX - red.minX, 50, 1e-6) && near(orange.minX, green.minX, 1e-6), "\(red) \(green) \(orange)")
        #expect(near(blue.minX, red.minX, 1e-6) && near(blue.minY - red.minY, 24, 1e-6), "\(red) \(blue)")
        // Stacked, each row is a row of its own under the other; half-way there the views are half-way.
        graph.tap(label: "stack")
        graph.advance(to: 0.5)
        let halfway = graph.fills(of: .blue).first ?? .null
        graph.advance(to: 2)
        let stackedBlue = graph.fills(of: .blue).first ?? .null, stackedRed = graph.fills(of: .red).first ?? .null
        #expect(near(stackedBlue.minY - stackedRed.minY, 20, 1e-6), "\(stackedRed) \(stackedBlue)")
        #expect(near(halfway.minY, (blue.minY + stackedBlue.minY) / 2, 1e-6), "\(blue) \(halfway) \(stackedBlue)")
    }

    @Test func appStorageIsSharedByTheHostsViews() {
        struct Settings: View {
            @AppStorage("volume") var volume = 3
            @SceneStorage("tab") var tab = "home"
            var body: some View {
                VStack {
                    Text("volume \(volume) \(tab)")
                    Reader()
                    Button("louder") { volume += 1; tab = "settings" }
                }
            }
        }
        struct Reader: View {
            @AppStorage("volume") var volume = 0
            var body: some View { Text("reader \(volume)") }
        }
        let graph = ViewGraph(rootView: Settings(), size: CGSize(width: 200, height: 200))
        #expect(graph.texts.prefix(2) == ["volume 3 home", "reader 3"], "the first reader's default starts the key")
        graph.tap(label: "louder")
        graph.advance(to: 0.1)
        #expect(graph.texts.prefix(2) == ["volume 4 settings", "reader 4"])
        let fresh = ViewGraph(rootView: Settings(), size: CGSize(width: 200, height: 200))
        #expect(fresh.texts.first == "volume 3 home", "each host starts from the defaults")
    }

    @Test func linksUnevenCornersAndNamedSpaces() {
        let graph = ViewGraph(rootView: VStack {
            Link("Docs", destination: URL(fileURLWithPath: "/docs"))
            UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 20).fill(Color.red).frame(width: 60, height: 40)
            GeometryReader { proxy in
                Text("y \(Int(proxy.frame(in: .named("stack")).minY))")
            }
            .frame(height: 20)
        }
        .coordinateSpace(.named("stack"))
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .sensoryFeedback(.success, trigger: 1), size: CGSize(width: 200, height: 200))
        graph.tap(label: "Docs")
        #expect(graph.warnings.contains { $0.contains("Opening file:///docs") })
        #expect(graph.fills(of: .red).first?.size == CGSize(width: 60, height: 40))
        #expect(graph.texts.contains { $0.hasPrefix("y ") && $0 != "y 0" }, "measured in the named stack: \(graph.texts)")
    }

    @Test func aTapGoesPastALongPressToTheTapAround() {
        struct Both: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Color.red.frame(width: 80, height: 80)
                        .onLongPressGesture(minimumDuration: 0.5) { log.append("long") }
                        .onTapGesture { log.append("tap") }
                    Text(log.joined(separator: ","))
                }
            }
        }
        let graph = ViewGraph(rootView: Both(), size: CGSize(width: 200, height: 200))
        let square = graph.views("Rectangle").first?.frame ?? .null
        let centre = CGPoint(x: square.midX, y: square.midY)
        graph.tap(at: centre)
        graph.advance(to: 0.1)
        #expect(graph.texts.last == "tap")
        _ = graph.touchDown(at: centre)
        graph.advance(to: 0.8)
        graph.touchUp(at: centre)
        graph.advance(to: 0.9)
        #expect(graph.texts.last == "tap,long")
    }
}

/// `preferredColorScheme` reaches the canvas behind the views, as SwiftUI's reaches the window: a root in the dark
/// scheme is drawn on black (it used to stay on white, with the views' white text on it), and the preference goes
/// with the view that made it.
@MainActor
@Suite struct PreferredColorSchemeTests {
    struct Root: View {
        @State var dark = true
        var body: some View {
            VStack {
                if dark {
                    Text("night").preferredColorScheme(.dark)
                }
                Button("day") { dark = false }
            }
        }
    }

    @Test func scenePaddingIsIOSsSixteenPoints() {
        let graph = ViewGraph(rootView: Color.red.frame(width: 50, height: 50).scenePadding(.horizontal)
            .scenePadding(.minimum, edges: .top), size: CGSize(width: 200, height: 200))
        let red = graph.fills(of: .red)[0]
        #expect(near(red.minX, (200 - 82) / 2 + 16) && near(red.minY, (200 - 66) / 2 + 16), "\(red)")
    }

    @available(*, deprecated)
    @Test func theOlderColorSchemeModifierDarkensItsContentAlone() {
        let graph = ViewGraph(rootView: VStack {
            Text("inside").colorScheme(.dark)
            Text("outside")
        }, size: CGSize(width: 200, height: 200))
        let colors = Dictionary(uniqueKeysWithValues: graph.textDrawings.map { ($0.string, $0.color) })
        #expect(colors["inside"]?.red == 1 && colors["outside"]?.red == 0, "\(colors)")
        #expect(!graph.isDark, "unlike preferredColorScheme, it leaves the canvas alone")
    }

    struct SchemeReader: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { Text(scheme == .dark ? "sibling dark" : "sibling light") }
    }

    struct TabsPreferringDark: View {
        var body: some View {
            TabView {
                Text("page").preferredColorScheme(.dark).tabItem { Label("One", systemImage: "star") }
            }
        }
    }

    @Test func theWholeTreeFollowsAPreferenceMadeDeepInside() {
        let graph = ViewGraph(rootView: VStack { Root(); SchemeReader() }, size: CGSize(width: 200, height: 200))
        #expect(graph.texts.contains("sibling dark"), "a sibling of the view that asked is dark too: \(graph.texts)")
        graph.tap(label: "day")
        #expect(graph.texts.contains("sibling light"), "and light again once it left: \(graph.texts)")
    }

    @Test func aTabBarTakesTheSchemeItsPagePrefers() {
        let graph = ViewGraph(rootView: TabsPreferringDark(), size: CGSize(width: 200, height: 200))
        let barFrame = CGRect(x: 0, y: 151, width: 200, height: 49)
        let darkBar = graph.fills { $0.red < 0.2 && $0.opacity > 0.8 && $0.opacity < 1 }
        let lightBar = graph.fills { $0.red == 1 && $0.opacity > 0.8 && $0.opacity < 1 }
        #expect(darkBar == [barFrame] && lightBar.isEmpty, "the bar's material is the dark one: \(darkBar)")
    }

    @Test func theCanvasFollowsThePreferredScheme() {
        let graph = ViewGraph(rootView: Root(), size: CGSize(width: 200, height: 200))
        #expect(graph.isDark)
        graph.tap(label: "day")
        #expect(!graph.isDark, "the view that preferred the dark scheme left")
    }
}
