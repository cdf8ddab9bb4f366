import Testing
@testable import FlipbookViews

private struct Counter: View {
    @State var count = 0
    let label: String
    var body: some View {
        Button("\(label) \(count)") { count += 1 }
    }
}

private struct Switcher: View {
    @State var showFirst = true
    @State var token = 0
    var body: some View {
        VStack {
            if showFirst { Counter(label: "A") } else { Counter(label: "B") }
            Counter(label: "C").id(token)
            Button("switch") { showFirst.toggle() }
            Button("new id") { token += 1 }
        }
    }
}

private struct ThemeKey: EnvironmentKey { static let defaultValue = "plain" }
extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemeLabel: View {
    @Environment(\.theme) var theme
    var body: some View { Text("theme: \(theme)") }
}

private struct BindingParent: View {
    @State var value = 1
    var body: some View {
        VStack {
            Text("parent \(value)")
            BindingChild(value: $value)
        }
    }
}

private struct BindingChild: View {
    @Binding var value: Int
    var body: some View {
        Button("double") { value *= 2 }
        Text("child \(value)")
    }
}

@MainActor
@Suite struct StateTests {
    @Test func stateSurvivesReevaluationAndDiesWithItsIdentity() {
        let graph = ViewGraph(rootView: Switcher(), size: CGSize(width: 300, height: 300))
        graph.tap(label: "A 0")
        graph.tap(label: "C 0")
        #expect(graph.texts.contains("A 1") && graph.texts.contains("C 1"))
        graph.tap(label: "switch")
        #expect(graph.texts.contains("B 0"), "the other branch is a new view with fresh state")
        graph.tap(label: "switch")
        #expect(graph.texts.contains("A 0"), "switching back makes A anew")
        #expect(graph.texts.contains("C 1"), "C kept its state through its parent's changes")
        graph.tap(label: "new id")
        #expect(graph.texts.contains("C 0"), "a new id drops the state")
    }

    @Test func bindingsWriteThroughToTheOwner() {
        let graph = ViewGraph(rootView: BindingParent(), size: CGSize(width: 300, height: 300))
        graph.tap(label: "double")
        graph.tap(label: "double")
        #expect(graph.texts.contains("parent 4"))
        #expect(graph.texts.contains("child 4"), "a child showing a binding follows the owner's changes")
        var stored = 3
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 5
        #expect(stored == 5 && Binding.constant(7).wrappedValue == 7)
    }

    @Test func aBindingToACollectionIsACollectionOfBindingsToItsElements() {
        struct Entry: Identifiable { let id: String; var count: Int }
        var stored = [Entry(id: "a", count: 1), Entry(id: "b", count: 2)]
        var writes: [Animation?] = []
        let binding = Binding(get: { stored }, set: { value, transaction in
            stored = value
            writes.append(transaction.animation)
        })
        #expect(binding.count == 2 && binding.map(\.id) == ["a", "b"], "identified by the elements' ids")
        binding[1].count.wrappedValue = 5
        #expect(stored.map(\.count) == [1, 5])
        // A write through an element keeps the collection binding's transaction.
        binding.animation(.linear)[0].count.wrappedValue = 9
        #expect(stored.map(\.count) == [9, 5] && writes.count == 2 && writes[0] == nil && writes[1] == .linear)
        // An element's binding reads the collection as it is now, not as it was when the binding was made.
        let second = binding[1]
        stored[1].count = 7
        #expect(second.count.wrappedValue == 7)
    }

    @Test func theOlderSizeCategoryIsTheDynamicTypeSizeByAnotherName() {
        var values = EnvironmentValues()
        #expect(values.sizeCategory == .large && values.pixelLength == 1 && !values.accessibilityReduceTransparency)
        values.sizeCategory = .accessibilityExtraLarge
        #expect(values.dynamicTypeSize == .accessibility3 && values.sizeCategory.isAccessibilityCategory)
        values.dynamicTypeSize = .xSmall
        #expect(values.sizeCategory == .extraSmall && values.sizeCategory < .small)
        values.displayScale = 3
        #expect(abs(values.pixelLength - 1.0 / 3) < 1e-9)
    }

    @Test func customEnvironmentKeysFlowDown() {
        let graph = ViewGraph(rootView: VStack { ThemeLabel(); ThemeLabel().environment(\.theme, "dark") },
                              size: CGSize(width: 300, height: 300))
        #expect(graph.texts == ["theme: plain", "theme: dark"])
    }

    private struct HintsLabel: View {
        @Environment(\.headerProminence) private var prominence
        @Environment(\.allowsTightening) private var tightening
        @Environment(\.autocorrectionDisabled) private var uncorrected
        var body: some View {
            Text("\(prominence == .increased ? "increased" : "standard") \(tightening) \(uncorrected)")
        }
    }

    @Test func acceptedModifiersWriteTheEnvironmentValuesTheyName() {
        let graph = ViewGraph(rootView: VStack {
            HintsLabel()
            HintsLabel().headerProminence(.increased).allowsTightening(true).autocorrectionDisabled()
        }, size: CGSize(width: 300, height: 300))
        #expect(graph.texts == ["standard false false", "increased true true"])
    }

    private struct InputHintsLabel: View {
        @Environment(\.menuOrder) private var order
        @Environment(\.keyboardShortcut) private var shortcut
        @Environment(\.scrollDismissesKeyboardMode) private var dismissal
        @Environment(\.buttonRepeatBehavior) private var repeating
        @Environment(\.labelsVisibility) private var labels
        @Environment(\.appearsActive) private var active
        @Environment(\.isSceneCaptured) private var captured
        var body: some View {
            Text([order == .fixed ? "fixed" : "automatic",
                  shortcut.map { "\($0.key.character)" } ?? "none",
                  dismissal == .interactively ? "interactively" : "automatic",
                  repeating == .enabled ? "repeats" : "automatic",
                  labels == .hidden ? "hidden" : "automatic",
                  "\(active) \(captured)"].joined(separator: " "))
        }
    }

    @Test func inputHintsWriteTheirEnvironmentValues() {
        let graph = ViewGraph(rootView: VStack {
            InputHintsLabel()
            InputHintsLabel().menuOrder(.fixed).keyboardShortcut("s").scrollDismissesKeyboard(.interactively)
                .buttonRepeatBehavior(.enabled).labelsVisibility(.hidden)
        }, size: CGSize(width: 400, height: 300))
        #expect(graph.texts == ["automatic none automatic automatic automatic true false",
                                "fixed s interactively repeats hidden true false"], "\(graph.texts)")
    }
}
