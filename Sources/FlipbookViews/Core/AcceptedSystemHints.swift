import Foundation

// More modifiers that only hint to the system (list editing, focus, menus, toolbars, accessibility) and so
// change nothing Flipbook draws. They compile as SwiftUI spells them; the README lists them as accepted.

/// The purpose of a toolbar, which on iOS may move its title (accepted).
public struct ToolbarRole: Sendable {
    /// The system's choice.
    public static let automatic = ToolbarRole()
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole()
    /// A browser's toolbar (the title at the leading edge on iPad).
    public static let browser = ToolbarRole()
    /// An editor's toolbar.
    public static let editor = ToolbarRole()
}

/// When a default focus is applied (accepted).
public struct DefaultFocusEvaluationPriority: Sendable {
    /// Only when the scene appears.
    public static let automatic = DefaultFocusEvaluationPriority()
    /// Also when the user asks to reset focus.
    public static let userInitiated = DefaultFocusEvaluationPriority()
}

extension View {
    /// Whether rows of an editable list can be deleted (accepted: Flipbook's lists have no edit mode).
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Whether rows of an editable list can be moved (accepted).
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }

    /// Flashes the scroll indicators when the view appears (accepted; indicators are not drawn).
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the scroll indicators when a value changes (accepted).
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { self }

    /// Shows or hides a menu's indicator (accepted).
    public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// Tells the system what the enclosing toolbar is for (accepted).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// The field focused when the scene appears (accepted; set the focus state in `onAppear` to focus one).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View { self }

    /// Turns off the focus ring of focusable views (accepted; Flipbook draws none).
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// What assistive technologies see in place of this view (accepted; Flipbook draws this view).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }
}
