import Foundation

struct ButtonDismissesKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// What a button inside an alert or confirmation dialog closes after its action.
    var buttonDismisses: DismissAction? {
        get { self[ButtonDismissesKey.self] }
        set { self[ButtonDismissesKey.self] = newValue }
    }
}

/// An alert or a confirmation dialog over the whole canvas (see `CanvasCover`): a card with the title, the message and the action
/// buttons (an alert's centred, a dialog's at the bottom: see `AlertCard`), over a dimmed backdrop, faded in and
/// out in 0.2 s. Any of its buttons closes it after its action.
struct AlertModifier<Actions: View, Message: View>: ViewModifier {
    @Binding var isPresented: Bool
    let title: Text
    let isDialog: Bool
    /// Whether a dialog shows its title (`titleVisibility: .visible`); an alert always does.
    var showsTitle = true
    let actions: () -> Actions
    let message: () -> Message

    func body(content: Content) -> some View {
        let binding = $isPresented
        let close = DismissAction { binding.wrappedValue = false }
        return content.overlay {
            CanvasCover {
                ZStack(alignment: isDialog ? .bottom : .center) {
                    if isPresented {
                        // The backdrop takes touches from the views behind; a tap on it closes a dialog, as on
                        // iOS, while an alert waits for one of its buttons.
                        Color.black.opacity(0.2).transition(.opacity)
                            .onTapGesture { if isDialog { binding.wrappedValue = false } }
                        AlertCard(title: title, showsTitle: showsTitle || !isDialog, isDialog: isDialog,
                                  actions: actions(), message: message())
                            .environment(\.buttonDismisses, close)
                            .transition(.opacity)
                    }
                }
                .animation(.easeInOut(duration: 0.2), value: isPresented)
            }
        }
    }
}

extension View {
    /// Shows an alert titled `titleKey` with `actions` while `isPresented` is true.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: @escaping () -> A) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: Text(titleKey), isDialog: false, actions: actions,
                               message: { EmptyView() }))
    }

    /// Shows an alert titled `titleKey` with `actions` and a message while `isPresented` is true.
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: @escaping () -> A,
                                        @ViewBuilder message: @escaping () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: Text(titleKey), isDialog: false, actions: actions,
                               message: message))
    }

    /// Shows an alert titled with a string.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: @escaping () -> A) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: Text(title), isDialog: false, actions: actions,
                               message: { EmptyView() }))
    }

    /// Shows an alert titled with a string, and a message.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: @escaping () -> A,
                                                           @ViewBuilder message: @escaping () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: Text(title), isDialog: false, actions: actions,
                               message: message))
    }

    /// Shows a confirmation dialog with `actions` at the bottom while `isPresented` is true.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: @escaping () -> A) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: Text(titleKey), isDialog: true,
                               showsTitle: titleVisibility == .visible, actions: actions, message: { EmptyView() }))
    }

    /// Shows a confirmation dialog with `actions` and a message at the bottom while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: @escaping () -> A,
                                                     @ViewBuilder message: @escaping () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: Text(titleKey), isDialog: true,
                               showsTitle: titleVisibility == .visible, actions: actions, message: message))
    }
}
