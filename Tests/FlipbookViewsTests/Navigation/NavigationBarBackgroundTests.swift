import Foundation
import Testing
@testable import FlipbookViews

/// `toolbarBackground` and `toolbarColorScheme` for a navigation stack's bar.
@MainActor
@Suite struct NavigationBarBackgroundTests {
    private let size = CGSize(width: 390, height: 500)

    private func screen(large: Bool) -> some View {
        List(0..<3) { Text("Row \($0)") }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(large ? .large : .inline)
    }

    @Test func aVisibleBackgroundSpansTheBarAndTheLargeTitle() {
        let large = ViewGraph(rootView: NavigationStack {
            screen(large: true)
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }, size: size)
        #expect(large.fills(of: .indigo) == [CGRect(x: 0, y: 0, width: 390, height: 96)])
        let inline = ViewGraph(rootView: NavigationStack {
            screen(large: false)
                .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                .toolbarBackground(.indigo, for: .navigationBar)
        }, size: size)
        #expect(inline.fills(of: .indigo) == [CGRect(x: 0, y: 0, width: 390, height: 44)])
    }

    @Test func aStyleAloneOrAnotherBarsBackgroundDrawsNothing() {
        for view in [AnyView(screen(large: true).toolbarBackground(Color.indigo, for: .navigationBar)),
                     AnyView(screen(large: true).toolbarBackground(Color.indigo, for: .tabBar)
                        .toolbarBackground(.visible, for: .tabBar)),
                     AnyView(screen(large: true).toolbarBackground(Color.indigo, for: .navigationBar)
                        .toolbarBackground(.hidden, for: .navigationBar))] {
            let graph = ViewGraph(rootView: NavigationStack { view }, size: size)
            #expect(graph.fills(of: .indigo).isEmpty)
        }
    }

    @Test func theDarkSchemeWhitensTheTitles() {
        let title = { (dark: Bool, large: Bool) -> Color.Resolved? in
            let graph = ViewGraph(rootView: NavigationStack {
                screen(large: large).toolbarColorScheme(dark ? .dark : nil, for: .navigationBar)
            }, size: self.size)
            return graph.textDrawings.first { $0.string == "Inbox" }?.color
        }
        let white = Color.white.resolve(in: EnvironmentValues())
        #expect(title(true, true) == white && title(true, false) == white)
        #expect(title(false, true) != white && title(false, false) != white)
    }
}
