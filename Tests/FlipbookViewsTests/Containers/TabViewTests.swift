import Foundation
import Testing
@testable import FlipbookViews

/// `TabView`: the tab bar, and the page style's swipes, selection and dots.
@MainActor
@Suite("TabView")
struct TabViewTests {
    private struct Onboarding: View {
        @State var page = "one"
        var body: some View {
            VStack(spacing: 0) {
                TabView(selection: $page) {
                    Color.red.tag("one")
                    Color.green.tag("two")
                    Color.blue.tag("three")
                }
                .tabViewStyle(.page)
                .frame(width: 200, height: 150)
                Text("on \(page)")
                Button("Last") { withAnimation(.linear(duration: 1)) { page = "three" } }
            }
        }
    }

    /// The opacities of the white page dots, left to right.
    private func dots(_ graph: ViewGraph) -> [Float] {
        [Float(1), 0.4].flatMap { opacity in
            graph.fills { $0.red == 1 && $0.green == 1 && $0.blue == 1 && abs($0.opacity - opacity) < 0.001 }
                .map { (x: $0.minX, opacity: opacity) }
        }
        .sorted { $0.x < $1.x }.map(\.opacity)
    }

    private func pageOffset(_ graph: ViewGraph) -> CGFloat { -graph.fills(of: .red)[0].minX }

    @Test func pagesFillTheTabViewAndASwipeTurnsOne() {
        let graph = ViewGraph(rootView: Onboarding(), size: CGSize(width: 200, height: 250))
        #expect(graph.fills(of: .red)[0].size == CGSize(width: 200, height: 150))
        #expect(graph.fills(of: .green)[0].minX == 200)
        // Three dots; the first is the current one (opaque white).
        #expect(dots(graph) == [1, 0.4, 0.4])
        #expect(graph.fills { $0.red == 1 && $0.green == 1 && $0.blue == 1 }.map(\.width) == [8, 8, 8])
        graph.advance(to: 0.5)
        graph.drag(from: CGPoint(x: 180, y: 70), to: CGPoint(x: 150, y: 70), duration: 0.1)
        graph.advance(to: 0.7)
        #expect(pageOffset(graph) > 30 && pageOffset(graph) < 200, "springing to the next page: \(pageOffset(graph))")
        graph.advance(to: 2)
        #expect(near(pageOffset(graph), 200, 0.01))
        #expect(graph.texts.contains("on two"))
        #expect(dots(graph) == [0.4, 1, 0.4])
    }

    /// `indexViewStyle(.page(backgroundDisplayMode: .always))` backs the dots with a dark translucent capsule; the
    /// default draws none (the style used to be accepted and ignored).
    @Test func anAlwaysShownIndexBackgroundBacksTheDots() throws {
        let backed = ViewGraph(rootView: Onboarding().indexViewStyle(.page(backgroundDisplayMode: .always)),
                               size: CGSize(width: 200, height: 250))
        let backing = try #require(backed.fills(of: Color.black.opacity(0.25)).first)
        // Three dots 16 apart around x 100, 20 above the pages' bottom: the capsule reaches one pitch beyond the
        // outer dots.
        let page = backed.fills(of: .red)[0]
        #expect(backing == CGRect(x: 68, y: page.maxY - 20 - 13, width: 64, height: 26))
        #expect(dots(backed) == [1, 0.4, 0.4])
        let plain = ViewGraph(rootView: Onboarding(), size: CGSize(width: 200, height: 250))
        #expect(plain.fills(of: Color.black.opacity(0.25)).isEmpty)
    }

    @Test func anAnimatedSelectionSlidesToItsPage() {
        let graph = ViewGraph(rootView: Onboarding(), size: CGSize(width: 200, height: 250))
        graph.tap(label: "Last")
        graph.advance(to: 0.5)
        #expect(near(pageOffset(graph), 200, 1))
        graph.advance(to: 1.5)
        #expect(near(pageOffset(graph), 400, 0.01))
    }

    private struct Tabs: View {
        var body: some View {
            TabView {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }
                Text("Settings screen").tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
            }
        }
    }

    @Test func theTabBarShowsLabelsAndSwitchesPages() {
        let graph = ViewGraph(rootView: Tabs(), size: CGSize(width: 300, height: 400))
        #expect(graph.texts.contains("Home screen") && !graph.texts.contains("Settings screen"))
        #expect(graph.texts.contains("Home") && graph.texts.contains("Settings"))
        let home = graph.laidOutViews.first { $0.text == "Home" }!.frame
        #expect(home.maxY > 351 && home.midX < 150, "in the bar, on the left: \(home)")
        graph.tap(label: "Settings")
        graph.advance(to: 0.1)
        #expect(graph.texts.contains("Settings screen") && !graph.texts.contains("Home screen"))
        // The page fills the space above the 49-point bar.
        let page = graph.laidOutViews.first { $0.text == "Settings screen" }!.frame
        #expect(near(page.midY, (400 - 49) / 2, 0.01))
    }

    private struct Mailbox: View {
        @State var box = 0
        var showsSent = true
        var body: some View {
            VStack(spacing: 0) {
                Text("box \(box)")
                TabView(selection: $box) {
                    Tab("Received", systemImage: "tray", value: 0) { Text("received mail") }
                    if showsSent {
                        Tab("Sent", systemImage: "paperplane", value: 1) { Text("sent mail") }
                    }
                    Tab(value: 2, role: .search) { Text("search mail") }
                }
            }
        }
    }

    @Test func iOS18TabsShowTheirLabelsAndSelectByValue() {
        let graph = ViewGraph(rootView: Mailbox(), size: CGSize(width: 300, height: 400))
        #expect(graph.texts.contains("received mail") && graph.texts.contains("Sent") && graph.texts.contains("Search"))
        graph.tap(label: "Sent")
        #expect(graph.texts.contains("box 1") && graph.texts.contains("sent mail"))
        graph.tap(label: "Search")
        #expect(graph.texts.contains("box 2") && graph.texts.contains("search mail"))
        let noSent = ViewGraph(rootView: Mailbox(showsSent: false), size: CGSize(width: 300, height: 400))
        #expect(!noSent.texts.contains("Sent"))
        let plain = ViewGraph(rootView: TabView {
            Tab("One", systemImage: "1.circle") { Text("first") }
            Tab("Two", systemImage: "2.circle") { Text("second") }
        }, size: CGSize(width: 300, height: 400))
        plain.tap(label: "Two")
        #expect(plain.texts.contains("second") && !plain.texts.contains("first"))
        // A titled tab with a role keeps its own title and symbol; the sidebar-adaptable style is a tab bar here.
        let roles = ViewGraph(rootView: TabView(selection: .constant(1)) {
            Tab("Home", systemImage: "house", value: 0) { Text("home") }
            Tab("Find", systemImage: "magnifyingglass", value: 1, role: .search) { Text("finding") }
        }.tabViewStyle(.sidebarAdaptable), size: CGSize(width: 300, height: 400))
        #expect(roles.texts.contains("Find") && roles.texts.contains("finding") && roles.texts.contains("Home"))
    }

    /// Tabs made by `ForEach`, grouped in `TabSection`s, chosen by `if`/`else` and hidden with `hidden(_:)`.
    private struct Sections: View {
        @State var tab = "inbox"
        var archived = false
        let boxes = ["Inbox", "Drafts", "Spam"]
        var body: some View {
            TabView(selection: $tab) {
                TabSection("Mail") {
                    ForEach(boxes, id: \.self) { box in
                        Tab(box, systemImage: "tray", value: box.lowercased()) { Text("\(box) page") }
                            .customizationID(box)
                    }
                }
                .tabPlacement(.sidebarOnly)
                if archived {
                    Tab("Archive", systemImage: "archivebox", value: "archive") { Text("archive page") }
                } else {
                    Tab("Recent", systemImage: "clock", value: "recent") { Text("recent page") }
                        .defaultVisibility(.hidden, for: .tabBar)
                }
                Tab("Secret", systemImage: "lock", value: "secret") { Text("secret page") }.hidden()
            }
        }
    }

    @Test func tabsComeFromForEachSectionsAndConditionsAndHiddenTabsAreLeftOut() {
        let graph = ViewGraph(rootView: Sections(), size: CGSize(width: 400, height: 400))
        #expect(graph.texts.contains("Inbox page"))
        for label in ["Inbox", "Drafts", "Spam", "Recent"] { #expect(graph.texts.contains(label), "\(label)") }
        #expect(!graph.texts.contains("Archive") && !graph.texts.contains("Secret"))
        graph.tap(label: "Spam")
        #expect(graph.texts.contains("Spam page") && !graph.texts.contains("Inbox page"))
        graph.tap(label: "Recent")
        #expect(graph.texts.contains("recent page"))
        let archived = ViewGraph(rootView: Sections(archived: true), size: CGSize(width: 400, height: 400))
        #expect(archived.texts.contains("Archive") && !archived.texts.contains("Recent"))
    }

    /// Tabs selected by an enum, spelled with implicit members (`value: .home`), as most apps write them: the tab
    /// builder gives each tab the selection's type. `Tab(value:)` without a label, behind a tab bar of the app's own.
    private enum Screen: String, CaseIterable, Hashable { case home, alerts, settings }
    private struct EnumTabs: View {
        @State var screen = Screen.home
        var body: some View {
            VStack(spacing: 0) {
                TabView(selection: $screen) {
                    Tab(value: .home) { Text("home page").toolbarVisibility(.hidden, for: .tabBar) }
                    Tab("Alerts", systemImage: "bell", value: .alerts) { Text("alerts page") }
                    TabSection("More") {
                        ForEach([Screen.settings], id: \.self) { screen in
                            Tab(value: screen) { Text("\(screen.rawValue) page") } label: { Text("Gear") }
                        }
                    }
                }
                HStack {
                    ForEach(Screen.allCases, id: \.self) { screen in
                        Button("go \(screen.rawValue)") { self.screen = screen }
                    }
                }
            }
        }
    }

    @Test func enumTabsAreSpelledWithImplicitMembers() {
        let graph = ViewGraph(rootView: EnumTabs(), size: CGSize(width: 390, height: 500))
        #expect(graph.texts.contains("home page") && !graph.texts.contains("Alerts"), "the home page hides the bar")
        graph.tap(label: "go alerts")
        #expect(graph.texts.contains("alerts page") && graph.texts.contains("Alerts") && graph.texts.contains("Gear"))
        graph.tap(label: "Gear")
        #expect(graph.texts.contains("settings page") && !graph.texts.contains("alerts page"))
    }

    /// Several views in one `Tab` make one page, stacked as a window's root views are, under one item.
    @Test func severalViewsInATabMakeOnePage() throws {
        let graph = ViewGraph(rootView: TabView {
            Tab("Home", systemImage: "house") { Text("home page") }
            Tab("Tools", systemImage: "hammer") {
                Text("first tool")
                Text("second tool")
            }
            .badge(2)
        }, size: CGSize(width: 300, height: 400))
        #expect(graph.texts.filter { $0 == "Tools" }.count == 1)
        #expect(graph.texts.filter { $0 == "2" }.count == 1, "one badge")
        graph.tap(label: "Tools")
        let first = try #require(graph.laidOutViews.first { $0.text == "first tool" }).frame
        let second = try #require(graph.laidOutViews.first { $0.text == "second tool" }).frame
        #expect(first.maxY <= second.minY && near(first.midX, 150, 0.01) && near(second.midX, 150, 0.01))
        #expect(near((first.minY + second.maxY) / 2, (400 - 49) / 2, 0.01), "the pair is centred on the page")
    }

    @Test func aTabViewCustomizationKeepsVisibilities() throws {
        var customization = TabViewCustomization()
        #expect(customization[sidebarVisibility: "mail"] == .automatic)
        customization[sidebarVisibility: "mail"] = .hidden
        customization[tabBarVisibility: "mail"] = .visible
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization && decoded[sidebarVisibility: "mail"] == .hidden)
        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
    }

    /// A custom tab bar's usual set-up: every page hides the system bar, one page shows it again.
    private struct CustomBar: View {
        @State var page = 0
        var body: some View {
            TabView(selection: $page) {
                NavigationStack { Text("first page") }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .tag(0)
                    .toolbar(.hidden, for: .tabBar)
                Text("second page").tag(1)
                    .tabItem { Label("Second", systemImage: "2.circle") }
                    .toolbarVisibility(.hidden, for: .navigationBar)
                VStack { Text("third page").toolbar(.hidden, for: .tabBar) }.tag(2)
            }
            .overlay(alignment: .topTrailing) {
                HStack {
                    Button("one") { page = 0 }
                    Button("two") { page = 1 }
                    Button("three") { page = 2 }
                }
            }
        }
    }

    @Test func aPageThatHidesTheTabBarTakesItsPlace() {
        let graph = ViewGraph(rootView: CustomBar(), size: CGSize(width: 300, height: 400))
        // The hiding modifier sits above the page's own layout; the page fills the whole tab view.
        #expect(!graph.texts.contains("Second"))
        // Under the stack's empty 44-point bar, the page runs to the bottom.
        #expect(near(graph.laidOutViews.first { $0.text == "first page" }!.frame.midY, (44 + 400) / 2, 0.01))
        graph.tap(label: "two")
        // A page that hides only the navigation bar keeps the tab bar.
        #expect(graph.texts.contains("Second"))
        #expect(near(graph.laidOutViews.first { $0.text == "second page" }!.frame.midY, (400 - 49) / 2, 0.01))
        graph.tap(label: "three")
        // A request deep inside a page hides the bar too.
        #expect(!graph.texts.contains("Second"))
        #expect(near(graph.laidOutViews.first { $0.text == "third page" }!.frame.midY, 200, 0.01))
    }

    /// A page's `toolbarBackground(_:for: .tabBar)` is drawn behind the bar while the page is selected (in place
    /// of the bar material), `.hidden` leaves the bar without one, and `toolbarColorScheme` sets the bar's scheme.
    @Test func aPageSetsTheTabBarsBackgroundAndScheme() {
        struct Tinted: View {
            @State var page = 0
            var body: some View {
                TabView(selection: $page) {
                    Text("home page").tabItem { Label("Home", systemImage: "house") }.tag(0)
                        .toolbarBackground(Color.indigo, for: .tabBar)
                    Text("bare page").tabItem { Label("Bare", systemImage: "gear") }.tag(1)
                        .toolbarBackground(.hidden, for: .tabBar)
                    Text("dark page").tabItem { Label("Dark", systemImage: "moon") }.tag(2)
                        .toolbarColorScheme(.dark, for: .tabBar)
                    Text("plain page").tabItem { Label("Plain", systemImage: "sun.max") }.tag(3)
                }
                .overlay(alignment: .top) {
                    HStack {
                        Button("bare") { page = 1 }
                        Button("dark") { page = 2 }
                        Button("plain") { page = 3 }
                    }
                }
            }
        }
        let bar = CGRect(x: 0, y: 351, width: 300, height: 49)
        let lightMaterial = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0.85)
        let darkMaterial = Color.Resolved(red: 0.11, green: 0.11, blue: 0.12, opacity: 0.85)
        let graph = ViewGraph(rootView: Tinted(), size: CGSize(width: 300, height: 400))
        #expect(graph.fills(of: .indigo) == [bar])
        #expect(graph.fills { $0 == lightMaterial }.isEmpty, "the style takes the material's place")
        graph.tap(label: "bare")
        #expect(graph.texts.contains("bare page") && graph.fills(of: .indigo).isEmpty)
        #expect(graph.fills { $0 == lightMaterial || $0 == darkMaterial }.isEmpty, "no background at all")
        graph.tap(label: "dark")
        #expect(graph.fills { $0 == darkMaterial } == [bar], "the bar's material in its dark scheme")
        graph.tap(label: "plain")
        #expect(graph.fills { $0 == lightMaterial } == [bar], "a page that asks nothing has the bar material")
    }

    /// iOS 26's `tabViewBottomAccessory` floats on a 48-point capsule of glass 8 points above the bar, 16 in from
    /// the sides, over the page (which keeps its size); a tab view inside a page does not show it again.
    @Test func aBottomAccessoryFloatsAboveTheBar() throws {
        let graph = ViewGraph(rootView: TabView {
            Text("home page").tabItem { Label("Home", systemImage: "house") }
        }.tabViewBottomAccessory { Text("Now Playing") }, size: CGSize(width: 300, height: 400))
        let playing = try #require(graph.laidOutViews.first { $0.text == "Now Playing" }).frame
        #expect(near(playing.midY, 400 - 49 - 8 - 24, 0.01) && near(playing.midX, 150, 0.01), "\(playing)")
        let page = try #require(graph.laidOutViews.first { $0.text == "home page" }).frame
        #expect(near(page.midY, (400 - 49) / 2, 0.01), "the page keeps the space above the bar")
        #expect(EnvironmentValues().tabViewBottomAccessory == nil)
        let nested = ViewGraph(rootView: TabView {
            TabView { Text("inner").tabItem { Text("In") } }.tabItem { Text("Out") }
        }.tabViewBottomAccessory { Text("once") }, size: CGSize(width: 300, height: 400))
        #expect(nested.texts.filter { $0 == "once" }.count == 1)
    }

    /// iOS 26.1's `tabViewBottomAccessory(isEnabled:)` shows the accessory only while enabled; inside it the
    /// placement reads `.expanded` (Flipbook's bars never collapse), outside it `nil`.
    @Test func aBottomAccessoryCanBeTurnedOffAndKnowsItsPlacement() throws {
        struct Placement: View {
            @Environment(\.tabViewBottomAccessoryPlacement) var placement
            var body: some View { Text(placement == .expanded ? "expanded" : "no placement") }
        }
        func tabs(enabled: Bool) -> some View {
            TabView {
                Placement().tabItem { Label("Home", systemImage: "house") }
            }.tabViewBottomAccessory(isEnabled: enabled) { Placement() }
        }
        let on = ViewGraph(rootView: tabs(enabled: true), size: CGSize(width: 300, height: 400))
        let placements = { (graph: ViewGraph) in graph.texts.filter { $0.hasSuffix("placement") || $0 == "expanded" } }
        #expect(placements(on).sorted() == ["expanded", "no placement"], "\(on.texts)")
        let accessory = try #require(on.laidOutViews.first { $0.text == "expanded" }).frame
        #expect(near(accessory.midY, 400 - 49 - 8 - 24, 0.01), "\(accessory)")
        let off = ViewGraph(rootView: tabs(enabled: false), size: CGSize(width: 300, height: 400))
        #expect(placements(off) == ["no placement"], "\(off.texts)")
    }
}
