import Foundation

/// A row or button that pushes its destination onto the enclosing navigation stack when tapped. In a list it
/// shows a grey chevron at the trailing edge.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The destination view (nil: the link pushes a value that the stack's `navigationDestination` shows).
    let destination: AnyView?
    /// The value a tap pushes, for a link without a destination view.
    var value: AnyHashable?
    /// iOS 13–16's binding that says whether the destination is pushed.
    var isActive: Binding<Bool>?
    @Environment(\.navigationPush) private var push
    @Environment(\.isInList) private var isInList
    /// What the pushed screen shows: the destination as this link was last given it.
    @State private var live = LiveDestination()

    /// A link that pushes the view `destination` makes when tapped, showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = AnyView(destination())
        self.label = label()
    }

    /// The older spelling, with the destination as a value.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = AnyView(destination)
        self.label = label()
    }

    /// iOS 13–16's link bound to `isActive`: a tap sets it, its becoming true pushes `destination`, and popping
    /// sets it back to false.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.destination = AnyView(destination)
        self.isActive = isActive
        self.label = label()
    }

    /// iOS 13–16's link that is active while `selection` holds its `tag`: a tap sets it, and popping clears it.
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, isActive: Self.isSelected(tag, in: selection), label: label)
    }

    /// iOS 16's spelling of the link bound to `isActive`, with the destination built by a closure.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// iOS 16's spelling of the link active while `selection` holds its `tag`.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// Whether `selection` holds `tag`, as a binding: setting it true selects the tag, false clears it.
    static func isSelected<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
        Binding(get: { selection.wrappedValue == tag },
                set: { if $0 { selection.wrappedValue = tag } else if selection.wrappedValue == tag { selection.wrappedValue = nil } })
    }

    /// The link; one bound to `isActive` also pushes its destination whenever the binding turns on.
    @ViewBuilder public var body: some View {
        // The screen a tap pushes shows the destination as the link is given it from now on.
        let _ = updateLiveDestination()
        if let isActive, let destination {
            link.modifier(NavigationPresentationModifier(isPresented: isActive, destination: destination))
        } else {
            link
        }
    }

    private func updateLiveDestination() {
        if let destination, isActive == nil { live.view = destination }
    }

    @ViewBuilder private var link: some View {
        let action: () -> Void = { [push, value, isActive, live] in
            if let isActive {
                isActive.wrappedValue = true
            } else if let value {
                push?.push(.value(value))
            } else {
                push?.push(.view(AnyView(LiveDestinationScreen(destination: live)), dismissed: nil))
            }
        }
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
    /// iOS 13–16's titled link bound to `isActive`.
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    /// iOS 13–16's link titled by a string, bound to `isActive`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// iOS 16's titled link bound to `isActive`, its destination built by a closure.
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// iOS 16's link titled by a string, bound to `isActive`, its destination built by a closure.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// iOS 16's titled link active while `selection` holds its `tag`, its destination built by a closure.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    /// iOS 16's link titled by a string, active while `selection` holds its `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }

    /// iOS 13–16's titled link, active while `selection` holds its `tag`.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    /// iOS 13–16's link titled by a string, active while `selection` holds its `tag`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

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
        self.value = value.map(AnyHashable.init)
        destination = value == nil ? AnyView(EmptyView()) : nil
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
