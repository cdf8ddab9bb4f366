import Foundation
import Testing
@testable import FlipbookViews

/// A button's role: a destructive button is red without a style and in the built-in styles, and a style reads the
/// role.
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

    /// A default button's label is drawn in the tint where it draws: `tint(_:)` inside the label colours it, as
    /// the tint style resolves at the leaf in SwiftUI (a stop button's `Image(…).tint(.red)` was blue).
    @Test func aTintInsideADefaultButtonsLabelColoursIt() {
        let graph = ViewGraph(rootView: VStack {
            Button {} label: { Text("Stop").tint(.red) }
            Button("Go") {}.tint(.green)
            Button("Plain") {}
        }, size: CGSize(width: 200, height: 200))
        let colors = Dictionary(graph.textDrawings.map { ($0.string, $0.color) }) { first, _ in first }
        #expect(colors["Stop"] == Color.red.resolved(), "\(colors)")
        #expect(colors["Go"] == Color.green.resolved() && colors["Plain"] == Color.blue.resolved(), "\(colors)")
    }

    /// The built-in styles draw a destructive button red, whatever the tint: a prominent one on red, a bordered one
    /// in red on red at 15 %, a borderless one in red (they used the tint and drew a destructive button blue).
    @Test func theBuiltInStylesDrawADestructiveButtonRed() throws {
        let red = Color.red.resolved()
        let prominent = ViewGraph(rootView: Button("Reset", role: .destructive) {}.buttonStyle(.borderedProminent).tint(.green),
                                  size: CGSize(width: 200, height: 100))
        #expect(prominent.fills(of: .red).first.map { $0.width > 40 } == true)
        #expect(prominent.fills(of: .green).isEmpty)
        #expect(prominent.textDrawings.map(\.color) == [Color.white.resolved()])
        let bordered = ViewGraph(rootView: Button("Reset", role: .destructive) {}.buttonStyle(.bordered),
                                 size: CGSize(width: 200, height: 100))
        #expect(bordered.fills(of: Color.red.opacity(0.15)).first.map { $0.width > 40 } == true)
        #expect(bordered.textDrawings.map(\.color) == [red])
        let borderless = ViewGraph(rootView: Button("Reset", role: .destructive) {}.buttonStyle(.borderless),
                                   size: CGSize(width: 200, height: 100))
        #expect(borderless.textDrawings.map(\.color) == [red])
    }

    /// iOS 26's roles and role-labelled buttons: `Button(role: .close) {}` is a cross, `.confirm` a checkmark.
    @Test func aButtonWithOnlyARoleShowsItsSymbol() {
        var closed = 0
        let graph = ViewGraph(rootView: HStack {
            Button(role: .close) { closed += 1 }
            Button(role: .confirm) {}
            Button("Done", role: .confirm) {}
        }, size: CGSize(width: 300, height: 100))
        let symbols = graph.laidOutViews.filter { $0.type == "Image" }.compactMap(\.text)
        #expect(symbols == ["xmark", "checkmark"], "\(symbols)")
        #expect(Button(role: .close) {}.role == .close && ButtonRole.confirm != .close)
        let cross = graph.laidOutViews.first { $0.text == "xmark" }!.frame
        _ = graph.tap(at: CGPoint(x: cross.midX, y: cross.midY))
        #expect(closed == 1)
    }
}
