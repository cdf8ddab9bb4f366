import Foundation

/// An alert described as a value, the iOS 13 form (`.alert(isPresented:) { Alert(title:…) }`): shown as the
/// newer `alert(_:isPresented:actions:message:)` shows one, with its buttons as the actions.
public struct Alert {
    /// A button of an alert or an action sheet.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button in the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that deletes or removes something.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button, "OK" unless `dismissButton` says otherwise.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }
}

/// A confirmation dialog described as a value, the iOS 13 form (`.actionSheet(isPresented:) { ActionSheet(…) }`):
/// shown as `confirmationDialog` shows one.
public struct ActionSheet {
    /// A button of an action sheet.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons` (by default, one that cancels).
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// Shows the alert or sheet a closure describes while `isPresented` is true (for the `item:` forms, while the
/// item is not nil, made from it).
struct LegacyAlertModifier: ViewModifier {
    let isPresented: Binding<Bool>
    let isDialog: Bool
    let describe: () -> (title: Text, message: Text?, buttons: [Alert.Button])?

    func body(content: Content) -> some View {
        let alert = isPresented.wrappedValue ? describe() : nil
        return content.modifier(AlertModifier(
            isPresented: isPresented, title: alert?.title ?? Text(""), isDialog: isDialog,
            actions: {
                ForEach(Array((alert?.buttons ?? []).enumerated()), id: \.offset) { _, button in
                    SwiftUIButton(role: button.role, action: { button.action?() }) { button.label }
                }
            },
            message: { alert?.message }))
    }
}

/// `Button` under another name, since `Alert.Button` hides it inside these types.
typealias SwiftUIButton = Button

extension View {
    /// Shows the alert `content` describes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        modifier(LegacyAlertModifier(isPresented: isPresented, isDialog: false) {
            let alert = content()
            return (alert.title, alert.message, alert.buttons)
        })
    }

    /// Shows the alert `content` makes from `item` while it is not nil; closing it sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        modifier(LegacyAlertModifier(isPresented: item.isNotNil(), isDialog: false) {
            item.wrappedValue.map(content).map { ($0.title, $0.message, $0.buttons) }
        })
    }

    /// Shows the action sheet `content` describes while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
        modifier(LegacyAlertModifier(isPresented: isPresented, isDialog: true) {
            let sheet = content()
            return (sheet.title, sheet.message, sheet.buttons)
        })
    }

    /// Shows the action sheet `content` makes from `item` while it is not nil; closing it sets it to nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet)
        -> some View {
        modifier(LegacyAlertModifier(isPresented: item.isNotNil(), isDialog: true) {
            item.wrappedValue.map(content).map { ($0.title, $0.message, $0.buttons) }
        })
    }
}

extension Binding {
    /// Whether an optional is set; setting false clears it (what an item's presentation shows while).
    func isNotNil<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
    }
}
