import Foundation
import Testing
@testable import FlipbookViews

/// A button's role: a destructive button's label is red without a style, and a style reads the role.
@MainActor
@Suite struct ButtonRoleTests {
    private struct RoleReading: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.overlay(Text(configuration.role == .destructive ? "destructive" : "none"))
        }
    }

    @Test func everyInitialiserKeepsTheRole() {
        let roles = [Button("a", role: .destructive) {}.role, Button(String("b"), role: .cancel) {}.role,
                     Button(role: .destructive, action: {}) { Text("c") }.role,
                     Button("d", systemImage: "trash", role: .destructive) {}.role, Button("e") {}.role]
        #expect(roles == [.destructive, .cancel, .destructive, .destructive, nil])
    }

    @Test func aDestructiveLabelIsRedAndAStyleReadsTheRole() {
        let graph = ViewGraph(rootView: VStack {
            Button(role: .destructive, action: {}) { Text("Erase") }
            Button("Keep") {}
            Button("Styled", role: .destructive) {}.buttonStyle(RoleReading())
        }, size: CGSize(width: 200, height: 200))
        let colors = Dictionary(graph.textDrawings.map { ($0.string, $0.color) }) { first, _ in first }
        #expect(colors["Erase"] == Color.red.resolved() && colors["Keep"] == Color.blue.resolved(), "\(colors)")
        #expect(graph.texts.contains("destructive"), "\(graph.texts)")
    }
}
