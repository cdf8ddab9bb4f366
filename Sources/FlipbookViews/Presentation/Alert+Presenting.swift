import Foundation

// Alerts and confirmation dialogs about a value: shown while `isPresented` is true and the value is there, their
// actions and message built from it. A `Text` title is taken as it is.
extension View {
    /// Shows an alert titled `titleKey` with actions made from `data` while `isPresented` is true and `data` is
    /// not nil.
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: @escaping (T) -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, data: data, isDialog: false, actions: actions,
                        message: { _ in EmptyView() })
    }

    /// Shows an alert titled `titleKey` with actions and a message made from `data` while `isPresented` is true
    /// and `data` is not nil.
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                           presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
                                           @ViewBuilder message: @escaping (T) -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, data: data, isDialog: false, actions: actions,
                        message: message)
    }

    /// Shows an alert titled with a string, its actions made from `data`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: @escaping (T) -> A) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, data: data, isDialog: false, actions: actions,
                        message: { _ in EmptyView() })
    }

    /// Shows an alert titled with a string, its actions and message made from `data`.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                              presenting data: T?,
                                                              @ViewBuilder actions: @escaping (T) -> A,
                                                              @ViewBuilder message: @escaping (T) -> M) -> some View {
        presentingAlert(Text(title), isPresented: isPresented, data: data, isDialog: false, actions: actions,
                        message: message)
    }

    /// Shows an alert titled with `title`, its actions made from `data`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: @escaping (T) -> A) -> some View {
        presentingAlert(title, isPresented: isPresented, data: data, isDialog: false, actions: actions,
                        message: { _ in EmptyView() })
    }

    /// Shows an alert titled with `title`, its actions and message made from `data`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: @escaping (T) -> A,
                                           @ViewBuilder message: @escaping (T) -> M) -> some View {
        presentingAlert(title, isPresented: isPresented, data: data, isDialog: false, actions: actions,
                        message: message)
    }

    /// Shows an alert titled with `title` and `actions` while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>,
                               @ViewBuilder actions: @escaping () -> A) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: title, isDialog: false, actions: actions,
                               message: { EmptyView() }))
    }

    /// Shows an alert titled with `title`, `actions` and a message while `isPresented` is true.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: @escaping () -> A,
                                        @ViewBuilder message: @escaping () -> M) -> some View {
        modifier(AlertModifier(isPresented: isPresented, title: title, isDialog: false, actions: actions,
                               message: message))
    }

    /// Shows a confirmation dialog with actions made from `data` while `isPresented` is true and `data` is not
    /// nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: @escaping (T) -> A) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, data: data, isDialog: true,
                        showsTitle: titleVisibility == .visible, actions: actions, message: { _ in EmptyView() })
    }

    /// Shows a confirmation dialog with actions and a message made from `data` while `isPresented` is true and
    /// `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: @escaping (T) -> A,
                                                        @ViewBuilder message: @escaping (T) -> M) -> some View {
        presentingAlert(Text(titleKey), isPresented: isPresented, data: data, isDialog: true,
                        showsTitle: titleVisibility == .visible, actions: actions, message: message)
    }

    private func presentingAlert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, data: T?,
                                                      isDialog: Bool, showsTitle: Bool = true,
                                                      actions: @escaping (T) -> A,
                                                      message: @escaping (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil },
                            set: { isPresented.wrappedValue = $0 })
        return modifier(AlertModifier(isPresented: shown, title: title, isDialog: isDialog, showsTitle: showsTitle,
                                      actions: { data.map(actions) }, message: { data.map(message) }))
    }
}
