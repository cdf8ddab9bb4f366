import Foundation
import Testing
@testable import FlipbookViews

/// A menu bar app (macOS): with no window of its own, Flipbook shows its extra's content as the window.
@MainActor
@Suite struct MenuBarExtraTests {
    struct StatusApp: App {
        @State private var isInserted = true
        var body: some Scene {
            MenuBarExtra("Status", systemImage: "star", isInserted: $isInserted) {
                Text("status panel")
            }
            .menuBarExtraStyle(.window)
            Settings { Text("settings") }
        }
    }

    struct WindowedApp: App {
        var body: some Scene {
            WindowGroup { Text("main window") }
            MenuBarExtra { Text("extra") } label: { Image(systemName: "star") }
        }
    }

    @Test func aMenuBarAppShowsItsExtraAndAWindowedAppItsWindow() {
        let status = ViewGraph(rootView: _AppWindow(StatusApp()), size: CGSize(width: 300, height: 200))
        #expect(status.texts == ["status panel"], "\(status.texts)")
        let windowed = ViewGraph(rootView: _AppWindow(WindowedApp()), size: CGSize(width: 300, height: 200))
        #expect(windowed.texts == ["main window"], "\(windowed.texts)")
    }
}
