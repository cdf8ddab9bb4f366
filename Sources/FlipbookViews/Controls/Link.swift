import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: drawn like a button in the tint colour. A tap hands the URL
/// to the environment's `openURL` action, which by default records it in the host's warnings ("Opening …"),
/// since Flipbook has no browser.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination`, labelled by a view; a tap opens it with the environment's `openURL`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let destination = self.destination
        let openURL = self.openURL
        return Button(action: { openURL(destination) }) { label }
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
