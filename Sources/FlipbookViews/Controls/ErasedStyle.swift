import Foundation

/// A control style with its type erased, as the environment keeps it: what makes a control's view from the
/// control's configuration.
@MainActor
struct ErasedStyle<Configuration> {
    let makeBody: @MainActor (Configuration) -> AnyView
}

extension ErasedStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension ErasedStyle where Configuration == ToggleStyleConfiguration {
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

extension ErasedStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}
