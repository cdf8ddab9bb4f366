import Foundation

/// A control that picks a colour: its label, then a 28-point swatch of the colour in a grey ring. Flipbook has
/// no colour panel to open; the selection changes only through its binding.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    /// A colour picker of `selection` with a view as its label; `supportsOpacity` is accepted.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(selection.wrappedValue)
                .frame(width: 28, height: 28)
                .overlay(Circle().strokeBorder(Color(.systemGray4), lineWidth: 2))
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker of `selection` labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker of `selection` labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
