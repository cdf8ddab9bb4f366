import Foundation

/// A row or button that pushes its destination onto the enclosing navigation stack when tapped. In a list it
/// shows a grey chevron at the trailing edge.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// What a tap pushes: the destination view, or a value that the stack's `navigationDestination` shows.
    let pushed: () -> PushedScreen
    @Environment(\.navigationPush) private var push
    @Environment(\.isInList) private var isInList

    /// A link that pushes the view `destination` makes when tapped, showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        let destination = AnyView(destination())
        pushed = { .view(destination, dismissed: nil) }
        self.label = label()
    }

    /// The older spelling, with the destination as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        pushed = { .view(AnyView(destination), dismissed: nil) }
        self.label = label()
    }

    public var body: some View {
        let action: () -> Void = { [push, pushed] in push?.push(pushed()) }
        if isInList {
            HStack {
                label
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundColor(.tertiaryLabel)
            }
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
        } else {
            Button(action: action) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a localized key that pushes the view `destination` makes when tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string that pushes the view `destination` makes when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by a localized key that pushes `destination` when tapped.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled by a string that pushes `destination` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the stack's `navigationDestination` for its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        pushed = { value.map { .value(AnyHashable($0)) } ?? .view(AnyView(EmptyView()), dismissed: nil) }
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `titleKey` that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
