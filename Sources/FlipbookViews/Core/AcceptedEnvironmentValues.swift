import Foundation

// Environment values that modifiers Flipbook accepts without drawing differently still write, so that a view
// reading them (`@Environment(\.headerProminence)`) sees what was set above it.

struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct MenuOrderKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
struct KeyboardShortcutKey: EnvironmentKey { static var defaultValue: KeyboardShortcut? { nil } }
struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}
struct ButtonRepeatBehaviorKey: EnvironmentKey { static var defaultValue: ButtonRepeatBehavior { .automatic } }
struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// How prominent section headers are (`headerProminence(_:)`); `.standard` unless set.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Whether text may tighten its letter spacing to fit (`allowsTightening(_:)`); false unless set.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// Whether text input is left uncorrected (`autocorrectionDisabled(_:)`); false unless set.
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }

    /// The older spelling of `autocorrectionDisabled`.
    @available(*, deprecated, renamed: "autocorrectionDisabled")
    public var disableAutocorrection: Bool? {
        get { autocorrectionDisabled }
        set { autocorrectionDisabled = newValue ?? false }
    }

    /// The order of menus' items (`menuOrder(_:)`); `.automatic` unless set.
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// The keyboard shortcut set around the view (`keyboardShortcut(_:)`); nil unless set.
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard (`scrollDismissesKeyboard(_:)`); `.automatic` unless set.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }

    /// Whether held buttons repeat their actions (`buttonRepeatBehavior(_:)`); `.automatic` unless set.
    public var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// Whether labels show their titles (`labelsVisibility(_:)`); `.automatic` unless set.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }

    /// Whether content transitions draw through an offscreen group; false unless set (accepted either way).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }

    /// The material behind the view, for vibrant content; nil: no material is behind it.
    public var backgroundMaterial: Material? { nil }

    /// Whether Assistive Access is on: false on a host.
    public var accessibilityAssistiveAccessEnabled: Bool { false }

    /// Whether hover effects are on: true, as on an iPad with a pointer (nothing hovers in Flipbook).
    public var isHoverEffectEnabled: Bool { true }

    /// Whether the view's window is frontmost: always, for a host's one window.
    public var appearsActive: Bool { true }

    /// Whether the screen is being recorded or mirrored: never, on a host.
    public var isSceneCaptured: Bool { false }
}
