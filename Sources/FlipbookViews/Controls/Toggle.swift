import Foundation

/// A control that turns a Boolean on and off, drawn by the environment's ``ToggleStyle`` (a switch by default).
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A switch for `isOn`, labelled by a view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        return (style ?? ErasedStyle(DefaultToggleStyle())).makeBody(configuration)
    }
}

extension Toggle where Label == Text {
    /// A switch for `isOn`, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A switch for `isOn`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == FlipbookViews.Label<Text, Image> {
    /// A toggle labelled with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FlipbookViews.Label(titleKey, systemImage: systemImage) }
    }

    /// A switch for `isOn`, titled by a string with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { FlipbookViews.Label(title, systemImage: systemImage) }
    }
}
