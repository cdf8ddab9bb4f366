import Foundation
import Testing
@testable import FlipbookViews

private struct SignIn: View {
    enum Field: Hashable { case name, password }
    @State var name = ""
    @State var password = ""
    @State var submitted = 0
    @FocusState var focus: Field?
    var body: some View {
        VStack(spacing: 10) {
            TextField("Name", text: $name)
                .textFieldStyle(.roundedBorder)
                .focused($focus, equals: .name)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password)
                .focused($focus, equals: .password)
                .onSubmit { submitted += 1 }
            Text("name \(name), \(password.count) letters, \(submitted) sent, on \(focus.map { "\($0)" } ?? "none")")
            Button("Go to password") { focus = .password }
        }
        .padding()
    }
}

/// Fields that edit numbers through Foundation formatters, as iOS 13 to 15 code writes them.
private struct Amounts: View {
    @State var count = 12
    @State var price = 2.5
    static let whole: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()
    var body: some View {
        VStack(spacing: 10) {
            TextField("Count", value: $count, formatter: Self.whole)
            TextField("Price", value: $price, formatter: Self.whole, prompt: Text("0.00"))
            Text("count \(count), price \(price, specifier: "%.2f")")
        }
        .padding()
    }
}

/// iOS 13's field: its editing callback hears focus come and go, its commit callback the return key.
private struct OldStyleField: View {
    @State var name = ""
    @State var log: [String] = []
    var body: some View {
        VStack(spacing: 10) {
            TextField("Name", text: $name, onEditingChanged: { log.append($0 ? "began" : "ended") },
                      onCommit: { log.append("commit \(name)") })
            TextField("Other", text: .constant(""), prompt: Text("Other field"), axis: .vertical)
            Text("log: \(log.joined(separator: ", "))")
        }
        .padding()
    }
}

/// A text field style of one's own, spelled as SwiftUI code spells it (`_body(configuration:)`).
private struct Outlined: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(10)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.orange))
    }
}

private struct StyledForm: View {
    @State var name = ""
    @State var secret = "abc"
    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $name)
            SecureField("Secret", text: $secret)
            Text("typed \(name)")
        }
        .textFieldStyle(Outlined())
        .frame(width: 200)
    }
}

/// `TextField`, `SecureField`, `@FocusState`/`focused` and `onSubmit`, typed into through the graph.
@MainActor
@Suite struct TextFieldTests {
    /// A rounded field is filled with the system background of its colour scheme: black in the dark scheme (it
    /// was always white, so a dark screen showed a white field with white text).
    @Test func aRoundedFieldFollowsTheColourScheme() {
        func graph(_ scheme: ColorScheme) -> ViewGraph {
            let view = TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).padding()
                .environment(\.colorScheme, scheme)
            return ViewGraph(rootView: view, size: CGSize(width: 300, height: 100))
        }
        let dark = Color.systemBackground.resolved(in: .dark), light = Color.systemBackground.resolved(in: .light)
        #expect(graph(.light).fills { $0 == light }.count == 1 && graph(.light).fills { $0 == dark }.isEmpty)
        #expect(graph(.dark).fills { $0 == dark }.count == 1 && graph(.dark).fills { $0 == light }.isEmpty)
        #expect(Color.systemBackground.resolved(in: .dark) != Color.systemBackground.resolved(in: .light))
    }

    @Test func aTapFocusesAFieldThatThenTakesTyping() {
        let graph = ViewGraph(rootView: SignIn(), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("Name") && graph.texts.contains("Password"), "the prompts show")
        #expect(!graph.type("x"), "no field is focused yet")
        let field = graph.laidOutViews.first { $0.type == "TextField" }!.frame
        #expect(near(field.width, 300 - 32, 0.01) && field.height == 34, "a rounded field fills the width: \(field)")
        graph.tap(label: "Name")
        #expect(graph.texts.contains { $0.hasSuffix("on name") })
        #expect(graph.type("Ada"))
        #expect(graph.texts.contains("Ada") && graph.texts.contains { $0.hasPrefix("name Ada,") })
        // A caret in the tint follows the text.
        let caret = graph.fills(of: .accentColor).first { $0.width == 2 }
        let text = graph.laidOutViews.first { $0.text == "Ada" }!.frame
        #expect(caret.map { near($0.minX, text.maxX + 1, 0.01) } == true, "\(String(describing: caret)) after \(text)")
        // Return submits: the name field's action moves the focus to the password.
        graph.type("\n")
        #expect(graph.texts.contains { $0.hasSuffix("on password") })
        graph.type("secret\u{8}\u{8}")
        #expect(graph.texts.contains("••••") && graph.texts.contains { $0.contains("4 letters") })
        graph.type("\n")
        #expect(graph.texts.contains { $0.contains("1 sent") })
    }

    @Test func aFocusStateFocusesItsField() {
        let graph = ViewGraph(rootView: SignIn(), size: CGSize(width: 300, height: 300))
        graph.tap(label: "Go to password")
        #expect(graph.type("pw"))
        #expect(graph.texts.contains { $0.contains("2 letters") && $0.hasSuffix("on password") })
    }

    @Test func aFormatterShowsTheValueAndReadsTypingBack() {
        let graph = ViewGraph(rootView: Amounts(), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("12") && graph.texts.contains("2.5"), "\(graph.texts)")
        graph.tap(label: "12")
        #expect(graph.type("5"))
        #expect(graph.texts.contains("count 125, price 2.50"), "\(graph.texts)")
        graph.type("x")
        #expect(graph.texts.contains("count 125, price 2.50"), "text the formatter cannot read leaves the value")
        graph.tap(label: "2.5")
        #expect(graph.type("5"))
        #expect(graph.texts.contains("count 125, price 2.55"), "\(graph.texts)")
    }

    @Test func anOldStyleFieldReportsEditingAndCommit() {
        let graph = ViewGraph(rootView: OldStyleField(), size: CGSize(width: 300, height: 300))
        #expect(graph.texts.contains("Other field"), "the prompt shows, not the title")
        graph.tap(label: "Name")
        #expect(graph.type("Ada"))
        graph.type("\n")
        graph.tap(label: "Other field")
        #expect(graph.texts.contains("log: began, commit Ada, ended"), "\(graph.texts)")
    }

    /// A style of one's own draws every field inside through its body, secure ones too, and the field in it
    /// still takes taps and typing.
    @Test func aStyleOfOnesOwnWrapsEachField() throws {
        let graph = ViewGraph(rootView: StyledForm(), size: CGSize(width: 300, height: 300))
        let boxes = graph.fills(of: .orange)
        #expect(boxes.count == 2 && boxes.allSatisfy { near($0.width, 200) }, "\(boxes)")
        let prompt = try #require(graph.laidOutViews.first { $0.text == "Name" }).frame
        #expect(near(prompt.minX, boxes[0].minX + 10) && boxes[0].height >= 22 + 20)
        #expect(graph.texts.contains("•••"), "the secure field keeps its dots")
        graph.tap(label: "Name")
        #expect(graph.type("Ada"))
        #expect(graph.texts.contains("typed Ada"))
    }
}
