import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn like a button in the tint colour. Flipbook has no
/// browser to open: a tap records the URL in the host's warnings ("Opening …").
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link to `destination`, labelled by a view; a tap records "Opening" and the URL in the host's warnings.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let destination = self.destination
        return Button(action: { GraphWarnings.log("Opening \(destination.absoluteString)") }) { label }
    }
}

extension Link where Label == Text {
    /// A link to `destination`, titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
