import Foundation
import Testing
@testable import FlipbookViews

/// `WindowGroup { … }.environment(store)`: what an app gives its windows reaches their views, and a change to it
/// made in `withAnimation` animates as it does when the view gives it.
@MainActor
@Suite struct SceneEnvironmentTests {
    @Observable final class Counter { var count = 1 }
    final class Settings: ObservableObject { @Published var name = "Ada" }

    struct CounterView: View {
        @Environment(Counter.self) private var counter
        @EnvironmentObject private var settings: Settings
        @Environment(\.locale) private var locale
        var body: some View {
            VStack {
                Text("\(settings.name) has \(counter.count)")
                Text("in \(locale.identifier)")
                Button("Add") { withAnimation(.linear(duration: 1)) { counter.count += 1 } }
                Rectangle().frame(width: CGFloat(counter.count) * 10, height: 10)
            }
        }
    }

    struct CounterApp: App {
        @State private var counter = Counter()
        @StateObject private var settings = Settings()
        var body: some Scene {
            WindowGroup { CounterView() }
                .environment(counter)
                .environmentObject(settings)
                .environment(\.locale, Locale(identifier: "fr_FR"))
                .windowStyle(.hiddenTitleBar)
        }
    }

    @Test func aScenesEnvironmentReachesItsWindows() throws {
        let graph = ViewGraph(rootView: _AppWindow(CounterApp()), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("Ada has 1") && graph.texts.contains("in fr_FR"), "\(graph.texts)")
        let bar = { graph.laidOutViews.first { $0.type == "Rectangle" }?.frame.width ?? -1 }
        #expect(near(bar(), 10))
        graph.tap(label: "Add")
        graph.advance(to: graph.time + 0.5)
        #expect(bar() > 10 && bar() < 20, "the change animates: \(bar())")
        graph.advance(to: graph.time + 1)
        #expect(graph.texts.contains("Ada has 2") && near(bar(), 20))
    }

    struct DocumentApp: App {
        var body: some Scene {
            WindowGroup(for: String.self) { $name in
                Text(name ?? "untitled")
            }
            .defaultAppStorage(UserDefaults.standard)
        }
    }

    struct AboutApp: App {
        var body: some Scene {
            Window("About", id: "about") { Text("About this app") }
                .keyboardShortcut("a")
        }
    }

    struct DraftsApp: App {
        var body: some Scene {
            WindowGroup(for: Int.self) { $draft in Text("draft \(draft)") } defaultValue: { 7 }
        }
    }

    /// A window group for values shows its content for no value (or its default one), as a new window does;
    /// a single `Window` is the app's window when it comes first.
    @Test func valueWindowsAndSingleWindowsShowTheirContent() {
        let document = ViewGraph(rootView: _AppWindow(DocumentApp()), size: CGSize(width: 200, height: 100))
        #expect(document.texts == ["untitled"])
        let drafts = ViewGraph(rootView: _AppWindow(DraftsApp()), size: CGSize(width: 200, height: 100))
        #expect(drafts.texts == ["draft 7"])
        let about = ViewGraph(rootView: _AppWindow(AboutApp()), size: CGSize(width: 200, height: 100))
        #expect(about.texts == ["About this app"])
    }
}
