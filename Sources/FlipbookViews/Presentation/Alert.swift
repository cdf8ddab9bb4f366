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
/// buttons (an alert's centred, 270 points wide, corner radius 14; a dialog's at the bottom, across the view less
/// 8 points a side), over a dimmed backdrop, faded in and out in 0.2 s. Any of its buttons closes it after its
/// action.
struct AlertModifier<Actions: View, Message: View>: ViewModifier {
    @Binding var isPresented: Bool
    let title: Text
    let isDialog: Bool
    let actions: () -> Actions
    let message: () -> Message

    func body(content: Content) -> some View {
        let binding = $isPresented
        let close = DismissAction { binding.wrappedValue = false }
        return content.overlay {
            CanvasCover {
                ZStack(alignment: isDialog ? .bottom : .center) {
                    if isPresented {
                        Color.black.opacity(0.2).transition(.opacity)
                        VStack(spacing: 12) {
                            title.font(isDialog ? .footnote : .headline)
                            message().font(.footnote)
                            Divider()
                            VStack(spacing: 10) { actions() }
                                .environment(\.buttonDismisses, close)
                        }
                        .padding(16)
                        .frame(width: isDialog ? nil : 270)
                        .frame(maxWidth: isDialog ? .infinity : nil)
                        .background(RoundedRectangle(cornerRadius: 14).fill(Color(.secondarySystemBackground)))
                        .padding(isDialog ? 8 : 0)
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
        modifier(AlertModifier(isPresented: isPresented, title: Text(titleKey), isDialog: true, actions: actions,
                               message: { EmptyView() }))
    }

    /// Shows a confirmation dialog with `actions` and a message at the bottom while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: @escaping () -> A,
                                                     @ViewBuilder message: @escaping () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: Text(titleKey), isDialog: true, actions: actions,
                               message: message))
    }
}
