import Foundation

// Environment values that modifiers Flipbook accepts without drawing differently still write, so that a view
// reading them (`@Environment(\.headerProminence)`) sees what was set above it.

struct HeaderProminenceKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
struct AllowsTighteningKey: EnvironmentKey { static var defaultValue: Bool { false } }
struct AutocorrectionDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

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
}
