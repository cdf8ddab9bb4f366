import Foundation
import Testing
@testable import FlipbookViews

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct Detail: View {
    var body: some View {
        VStack {
            Counter(name: "detail")
            Text("detail body")
        }
        .navigationTitle("Detail")
        .navigationBarTitleDisplayMode(.inline)
    }
}

private struct Root: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Counter(name: "root")
                NavigationLink("Open") { Detail() }
                Spacer()
            }
            .navigationTitle("Home")
        }
    }
}

/// The deprecated spelling, kept working because pasted code still uses it.
@available(*, deprecated)
private struct OldStyle: View {
    var body: some View {
        NavigationView {
            Text("content").navigationBarTitle("Old", displayMode: .inline)
        }
    }
}

@MainActor
@Suite("Navigation")
struct NavigationTests {
    private func graph<V: View>(_ view: V) -> ViewGraph {
        ViewGraph(rootView: view, size: CGSize(width: 390, height: 600))
    }

    /// The frame of the text that shows `text` (a large title's inline twin in the bar, drawn once the title has
    /// scrolled away, is transparent until then).
    private func frame(_ graph: ViewGraph, _ text: String) -> CGRect? {
        graph.laidOutViews.first { $0.text == text && $0.opacity > 0 }?.frame
    }

    @Test func largeTitleSitsBelowTheBarAndTheContentBelowIt() {
        let graph = graph(Root())
        let title = frame(graph, "Home")!
        #expect(near(title.minX, 16) && title.minY > 44 && near(title.maxY, 96 - 8, 1))
        #expect(title.height > 30, "34 pt bold")
        #expect(near(frame(graph, "root 0")!.minY, 96, 0.01))
    }

    /// A list under a large title extends under the title's band, and the title goes up with its rows as they
    /// scroll, under the bar, where the inline title then fades in; pulled down, the title comes down with them.
    @Test func aLargeTitleCollapsesAsTheListScrolls() throws {
        struct Inbox: View {
            var body: some View {
                NavigationStack {
                    List(0..<40, id: \.self) { Text("message \($0)") }
                        .navigationTitle("Inbox")
                }
            }
        }
        let graph = graph(Inbox())
        func titles() -> [LaidOutView] { graph.laidOutViews.filter { $0.type == "Text" && $0.text == "Inbox" } }
        let list = try #require(graph.views("ScrollView").first).frame
        #expect(near(list.minY, 44, 0.01), "the list starts under the band, below the bar")
        let rest = try #require(titles().first { $0.frame.height > 30 }).frame
        let firstRow = try #require(frame(graph, "message 0"))
        #expect(firstRow.minY > 96, "the rows start below the band: \(firstRow)")
        #expect(titles().contains { $0.frame.height < 30 && $0.opacity == 0 }, "the inline title is hidden at rest")
        graph.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 480), duration: 1)
        graph.advance(to: graph.time + 2)
        let moved = try #require(titles().first { $0.frame.height > 30 }).frame
        let scrolled = firstRow.minY - (try #require(frame(graph, "message 0"))).minY
        #expect(scrolled > 5 && scrolled < 40 && near(rest.minY - moved.minY, scrolled, 0.01),
                "the title moves with the rows: \(scrolled)")
        #expect(titles().contains { $0.frame.height < 30 && $0.opacity == 0 }, "still hidden: \(scrolled) points")
        graph.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 1)
        graph.advance(to: graph.time + 2)
        #expect(titles().contains { $0.frame.height < 30 && $0.opacity == 1 }, "the inline title shows")
    }

    /// iOS 26's subtitle: under a large title the band grows by a 20-point line that holds it, and the rows start
    /// below that; the large title still collapses, and the bar's inline title then shows the subtitle under it.
    @Test func aSubtitleUnderTheLargeAndTheInlineTitle() throws {
        struct Inbox: View {
            let inline: Bool
            var body: some View {
                NavigationStack {
                    List(0..<40, id: \.self) { Text("message \($0)") }
                        .navigationTitle("Inbox").navigationSubtitle("3 unread")
                        .navigationBarTitleDisplayMode(inline ? .inline : .automatic)
                }
            }
        }
        let large = graph(Inbox(inline: false))
        let title = try #require(large.laidOutViews.first { $0.text == "Inbox" && $0.frame.height > 30 }).frame
        let subtitle = try #require(frame(large, "3 unread"))
        #expect(near(subtitle.minX, 16) && near(subtitle.minY, title.maxY, 0.01), "\(title) \(subtitle)")
        #expect(near(subtitle.maxY, 44 + 72 - 8, 1), "the band is 72 points: \(subtitle)")
        #expect(try #require(frame(large, "message 0")).minY > 44 + 72)
        large.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), duration: 1)
        large.advance(to: large.time + 2)
        let inlineTitle = try #require(large.laidOutViews.first { $0.text == "Inbox" && $0.frame.height < 30 && $0.opacity == 1 })
        // The bar's subtitle is centred under its title (the large one, gone up under the bar, is at the leading edge).
        let inlineSubtitle = try #require(large.laidOutViews.first {
            $0.text == "3 unread" && $0.opacity == 1 && near($0.frame.midX, inlineTitle.frame.midX, 0.01)
        })
        #expect(near(inlineSubtitle.frame.minY, inlineTitle.frame.maxY, 0.01) && inlineSubtitle.frame.maxY <= 44)

        let inline = graph(Inbox(inline: true))
        let barTitle = try #require(frame(inline, "Inbox")), barSubtitle = try #require(frame(inline, "3 unread"))
        #expect(barTitle.minY >= 0 && barSubtitle.maxY <= 44 && near(barTitle.midX, barSubtitle.midX, 0.01),
                "both in the 44-point bar, centred: \(barTitle) \(barSubtitle)")
    }

    /// A pinned section header sticks below what is left of a collapsing large title: right under the bar once
    /// the title is gone (it stuck 52 points lower, with rows showing above it).
    @Test func aPinnedHeaderSticksBelowTheCollapsingTitle() throws {
        struct Sections: View {
            var body: some View {
                NavigationStack {
                    ScrollView {
                        LazyVStack(pinnedViews: [.sectionHeaders]) {
                            ForEach(0..<3, id: \.self) { section in
                                Section {
                                    ForEach(0..<10, id: \.self) { Text("row \(section).\($0)").frame(height: 40) }
                                } header: {
                                    Text("header \(section)").frame(maxWidth: .infinity).frame(height: 30)
                                }
                            }
                        }
                    }
                    .navigationTitle("Pinned")
                }
            }
        }
        let graph = graph(Sections())
        // The header's text is centred in its 30-point frame.
        #expect(near(try #require(frame(graph, "header 0")).midY, 96 + 15, 0.5), "below the band at rest")
        graph.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 1)
        graph.advance(to: graph.time + 2)
        let stuck = try #require(graph.laidOutViews.filter { $0.text?.hasPrefix("header") == true }
            .min { $0.frame.minY < $1.frame.minY })
        #expect(near(stuck.frame.midY, 44 + 15, 0.5), "right under the bar: \(stuck.frame)")
    }

    @Test func contentThatDoesNotFillTheScreenSitsInItsMiddle() {
        let graph = graph(NavigationStack { Text("alone").navigationTitle("Home") })
        let text = frame(graph, "alone")!
        // Below the 44-point bar and the 52-point title band, the screen runs from 96 to 600.
        #expect(near(text.midY, (96 + 600) / 2, 0.5) && near(text.midX, 195, 0.5), "\(text)")
        let old = self.graph(NavigationView { Text("old").navigationBarTitleDisplayMode(.inline) })
        #expect(near(frame(old, "old")!.midY, (44 + 600) / 2, 0.5))
    }

    @Test func linksPushAndTheBackButtonPopsKeepingTheRootsState() {
        let graph = graph(Root())
        graph.tap(label: "root 0")
        graph.tap(label: "Open")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("detail body") && !graph.texts.contains("root 1"))
        // The pushed screen's title is inline, centred in the 44 pt bar, with a back button named after Home.
        let title = frame(graph, "Detail")!
        #expect(near(title.midX, 195, 0.5) && near(title.midY, 22, 0.5))
        #expect(graph.texts.contains("Home"), "the back button shows the previous title")
        #expect(near(frame(graph, "detail 0")!.minY, 44, 1) || frame(graph, "detail 0")!.minY > 44)
        graph.tap(label: "detail 0")
        #expect(graph.texts.contains("detail 1"))
        graph.tap(at: graph.center(ofText: "Home")!)
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("root 1"), "the root kept its state")
        #expect(frame(graph, "Home")!.minY > 44, "the large title is back")
        graph.tap(label: "Open")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("detail 0"), "a screen pushed again starts afresh")
    }

    @available(*, deprecated)
    /// A pushed screen shows its link's destination as the link is given it now: when the view that declares the
    /// link changes what the destination shows, the pushed screen changes too (and keeps its own state).
    @Test func pushedDestinationsFollowTheViewThatDeclaresThem() {
        struct Counting: View {
            @State private var count = 0
            @State private var showsTotal = false
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Open") {
                            VStack {
                                Text("count \(count)")
                                Counter(name: "inner")
                                Button("Add") { count += 1 }
                            }
                        }
                        Button("Total") { showsTotal = true }
                    }
                    .navigationDestination(isPresented: $showsTotal) {
                        VStack {
                            Text("total \(count)")
                            Button("Add more") { count += 10 }
                        }
                    }
                }
            }
        }
        let graph = graph(Counting())
        graph.tap(label: "Open")
        graph.advance(to: 1)
        graph.tap(label: "inner 0")
        graph.tap(label: "Add")
        graph.advance(to: 1.5)
        #expect(graph.texts.contains("count 1") && graph.texts.contains("inner 1"), "\(graph.texts)")
        graph.tap(at: graph.center(ofText: "Back")!)
        graph.advance(to: 2.5)
        graph.tap(label: "Total")
        graph.advance(to: 3.5)
        graph.tap(label: "Add more")
        graph.advance(to: 4)
        #expect(graph.texts.contains("total 11"), "\(graph.texts)")
    }

    @Test func navigationBarTitleIsAcceptedAsSwiftUIAcceptsIt() {
        let graph = graph(OldStyle())
        let title = frame(graph, "Old")!
        #expect(near(title.midY, 22, 0.5) && near(title.midX, 195, 0.5))
    }

    @Test func titlesOutsideAStackAreIgnored() {
        let graph = graph(Text("alone").navigationTitle("Nowhere"))
        #expect(graph.texts == ["alone"])
    }

    @Test func aListsGreyFillsTheBarArea() {
        let graph = graph(NavigationStack { List { Text("row") }.navigationTitle("Grey") })
        let grey = graph.fills(of: .systemGroupedBackground)
        #expect(grey.contains { near($0.minY, 0) && near($0.height, 600) }, "\(grey)")
    }

    /// A list beside other views in a stack keeps its grey to itself: the screen and its bar stay white.
    @Test func aListBesideOtherViewsKeepsItsGreyToItself() {
        let graph = graph(NavigationStack {
            VStack {
                Text("header")
                List { Text("row") }
            }
            .navigationTitle("Shared")
        })
        let grey = graph.fills(of: .systemGroupedBackground)
        #expect(grey.count == 1 && grey[0].minY > frame(graph, "header")!.maxY, "only behind the list: \(grey)")
        // A single view around the list still leaves it the screen.
        let alone = self.graph(NavigationStack { VStack { List { Text("row") } }.navigationTitle("Alone") })
        #expect(alone.fills(of: .systemGroupedBackground).contains { near($0.minY, 0) && near($0.height, 600) })
    }

    @Test func aHiddenBarGivesItsSpaceToTheScreen() {
        // Both spellings hide the bar and its large title; the screen then runs from the top.
        let hidden = graph(NavigationStack {
            Text("custom header").frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Gone")
                .toolbar(.hidden, for: .navigationBar)
        })
        #expect(!hidden.texts.contains("Gone"))
        #expect(near(frame(hidden, "custom header")!.minY, 0, 0.01))
        let old = graph(NavigationStack {
            Text("old header").frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Also gone")
                .navigationBarHidden(true)
        })
        #expect(!old.texts.contains("Also gone") && near(frame(old, "old header")!.minY, 0, 0.01))
        // Hiding only the tab bar leaves the navigation bar where it was.
        let kept = graph(NavigationStack {
            Text("kept").frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Still here")
                .toolbar(.hidden, for: .tabBar)
        })
        #expect(kept.texts.contains("Still here") && near(frame(kept, "kept")!.minY, 96, 0.01))
    }

    private struct OldLinks: View {
        @State var showsA = false
        @State var picked: Int?
        var body: some View {
            NavigationView {
                VStack {
                    NavigationLink(destination: Text("screen A"), isActive: $showsA) { Text("To A") }
                    NavigationLink("To B", destination: Text("screen B"), tag: 2, selection: $picked)
                    Text("A \(showsA ? "on" : "off"), picked \(picked.map(String.init) ?? "none")")
                    Button("Open B in code") { picked = 2 }
                }
                .navigationTitle("Home")
            }
        }
    }

    /// iOS 13–16's links bound to a Bool or a tag: a tap sets the binding, the binding pushes, popping resets it.
    @Test func bindingDrivenLinksPushAndPopWithTheirBindings() {
        let graph = graph(OldLinks())
        graph.tap(label: "To A")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("screen A"))
        graph.tap(at: graph.center(ofText: "Home")!)
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("A off, picked none"), "popping set isActive back: \(graph.texts)")
        graph.tap(label: "Open B in code")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("screen B"), "the selection pushed its tag's link")
        graph.tap(at: graph.center(ofText: "Home")!)
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("A off, picked none"), "popping cleared the selection: \(graph.texts)")
    }

    /// iOS 26's `ToolbarSpacer` is one more gap between the items around it (it did not compile).
    @Test func aToolbarSpacerSetsItemsApart() throws {
        func gap(spaced: Bool) throws -> CGFloat {
            let graph = ViewGraph(rootView: NavigationStack {
                Text("screen").toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Text("A") }
                    if spaced { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
                    ToolbarItem(placement: .topBarTrailing) { Text("B") }
                }
            }, size: CGSize(width: 390, height: 600))
            let a = try #require(frame(graph, "A")), b = try #require(frame(graph, "B"))
            return b.minX - a.maxX
        }
        let plain = try gap(spaced: false), spaced = try gap(spaced: true)
        #expect(near(spaced - plain, 16, 1e-6), "\(plain) then \(spaced)")
        #expect(SpacerSizing.flexible != SpacerSizing.fixed)
    }

    /// iOS 14's customizable items (`id:`, `showsByDefault:`) and action placements are placed as plain items:
    /// a phone's toolbar cannot be customized, so every item shows.
    @Test func customizableItemsShowWhereTheirPlacementSays() throws {
        let graph = ViewGraph(rootView: NavigationStack {
            Text("screen").toolbar(id: "editing") {
                ToolbarItem(id: "cancel", placement: .cancellationAction) { Text("Cancel") }
                ToolbarItem(id: "save", placement: .confirmationAction, showsByDefault: false) { Text("Save") }
            }
        }, size: CGSize(width: 390, height: 600))
        let cancel = try #require(frame(graph, "Cancel")), save = try #require(frame(graph, "Save"))
        #expect(cancel.midX < 100 && save.midX > 290 && near(cancel.midY, save.midY, 0.5), "\(cancel) \(save)")
    }

    /// A `.title` item takes the inline title's place in the middle of the bar, as `.principal` does; iOS 26's
    /// `sharedBackgroundVisibility` keeps the items where they are.
    @Test func aTitleItemReplacesTheInlineTitle() throws {
        let graph = ViewGraph(rootView: NavigationStack {
            Text("screen")
                .navigationTitle("Plain title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .title) { Text("Custom title") }
                    ToolbarItem(placement: .topBarTrailing) { Text("Get") }.sharedBackgroundVisibility(.hidden)
                }
        }, size: CGSize(width: 390, height: 600))
        #expect(!graph.texts.contains("Plain title"), "\(graph.texts)")
        let title = try #require(frame(graph, "Custom title")), get = try #require(frame(graph, "Get"))
        #expect(near(title.midX, 195, 0.5) && title.maxY < 60, "\(title)")
        #expect(get.maxX > 350 && near(get.midY, title.midY, 0.5), "\(get)")
    }

    /// iOS 26's system items and title placements: `DefaultToolbarItem(kind: .search)` is a magnifying glass where
    /// it is placed, a `.largeTitle` item takes the large title's place, `.subtitle` items are not drawn.
    @Test func systemItemsAndTheLargeTitlePlacement() throws {
        let graph = ViewGraph(rootView: NavigationStack {
            Text("screen")
                .navigationTitle("Plain title")
                .toolbar {
                    DefaultToolbarItem(kind: .search, placement: .bottomBar)
                    DefaultToolbarItem(kind: .title)
                    ToolbarItem(placement: .largeTitle) { Text("Custom large title") }
                    ToolbarItem(placement: .subtitle) { Text("Subtitle") }
                }
        }, size: CGSize(width: 390, height: 600))
        // The plain title stays only as the bar's inline one (shown once the large title scrolls away).
        let plain = graph.laidOutViews.filter { $0.text == "Plain title" }.map(\.frame)
        #expect(plain.count == 1 && plain[0].maxY <= 44 && !graph.texts.contains("Subtitle"), "\(plain) \(graph.texts)")
        let large = try #require(frame(graph, "Custom large title"))
        #expect(large.minX == 16 && large.minY > 44 && large.maxY <= 44 + 52, "in the large title's band: \(large)")
        let glass = graph.laidOutViews.filter { $0.type == "Image" }.map(\.frame)
        #expect(glass.count == 1 && glass[0].minY > 550, "the search item in the bottom bar: \(glass)")
    }

    /// A flexible `ToolbarSpacer` in a bottom bar pushes the items around it to the bar's ends; without one the
    /// items stay together in the middle.
    @Test func aFlexibleSpacerSpreadsABottomBar() throws {
        func frames(spaced: Bool) throws -> (CGRect, CGRect) {
            let graph = ViewGraph(rootView: NavigationStack {
                Text("screen").toolbar {
                    ToolbarItem(placement: .bottomBar) { Text("Left") }
                    if spaced { ToolbarSpacer(.flexible, placement: .bottomBar) }
                    ToolbarItem(placement: .bottomBar) { Text("Right") }
                }
            }, size: CGSize(width: 390, height: 600))
            return (try #require(frame(graph, "Left")), try #require(frame(graph, "Right")))
        }
        let (left, right) = try frames(spaced: true)
        #expect(near(left.minX, 16, 0.01) && near(right.maxX, 390 - 16, 0.01), "16 points in from the ends: \(left) \(right)")
        let (together, next) = try frames(spaced: false)
        #expect(near(next.minX - together.maxX, 16, 1e-6) && near((together.minX + next.maxX) / 2, 195, 0.5))
    }

    /// Several views at a stack's root are stacked vertically in the middle of the screen, as a window's root
    /// views are, each seen; before, each filled the screen over the others with its own opaque background.
    @Test func severalRootViewsAreStackedVertically() throws {
        let graph = ViewGraph(rootView: NavigationStack {
            Text("first")
            Text("second")
        }, size: CGSize(width: 390, height: 600))
        let first = try #require(frame(graph, "first")), second = try #require(frame(graph, "second"))
        #expect(near(second.minY - first.maxY, 8, 0.01), "the default spacing between texts: \(first) \(second)")
        #expect(near(first.midX, 195, 0.5) && near(second.midX, 195, 0.5))
        #expect(near((first.minY + second.maxY) / 2, (44 + 600) / 2, 0.5), "centred below the bar")
    }

    /// A navigation view's second view is the detail column's placeholder on a wider screen: a phone shows the
    /// first as the stack's root, and not the second.
    @available(*, deprecated)
    @Test func aNavigationViewOnAPhoneShowsItsFirstColumn() throws {
        let graph = ViewGraph(rootView: NavigationView {
            List { Text("row") }.navigationTitle("Items")
            Text("Select an item")
        }, size: CGSize(width: 390, height: 600))
        #expect(frame(graph, "row") != nil && frame(graph, "Items") != nil)
        #expect(!graph.texts.contains("Select an item"), "\(graph.texts)")
    }
}
