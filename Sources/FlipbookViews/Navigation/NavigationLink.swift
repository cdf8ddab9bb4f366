import Foundation

/// A row or button that pushes its destination onto the enclosing navigation stack when tapped. In a list it
/// shows a grey chevron at the trailing edge.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination
    @Environment(\.navigationPush) private var push
    @Environment(\.isInList) private var isInList

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
    }

    /// The older spelling, with the destination as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let action: () -> Void = { [push, destination] in push?.push(AnyView(destination)) }
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
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}
