import Foundation

/// A form of controls, as iOS shows it: a list in the inset grouped style (its sections are rounded groups), or
/// what a ``FormStyle`` of one's own makes of its content.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    /// A form of `content`, drawn as an inset grouped list.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @ViewBuilder public var body: some View {
        if let style {
            style.makeBody(FormStyleConfiguration(content: .init(content: AnyView(content))))
        } else {
            List { content }.listStyle(.insetGrouped)
        }
    }
}

/// How a form is drawn: the built-in styles draw the inset grouped list; a style of one's own makes the form's
/// view from its content.
@MainActor
public protocol FormStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a form with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The form's content.
    typealias Configuration = FormStyleConfiguration
}

/// What a ``FormStyle`` is given: the form's content.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The form's content.
    public let content: Content
}

/// The platform's form: sections in groups, as iOS draws forms.
public struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}
    /// The inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}
/// Sections in groups, as iOS draws forms.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
    /// The inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}
/// Labels and controls in columns (macOS; drawn grouped).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
    /// The inset grouped list.
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}
extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's form: sections in groups.
    public static var automatic: AutomaticFormStyle { .init() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Sections in groups, as iOS draws forms.
    public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns (macOS; drawn grouped).
    public static var columns: ColumnsFormStyle { .init() }
}

extension ErasedStyle where Configuration == FormStyleConfiguration {
    init<S: FormStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// Nil for the built-in styles: a form is then the inset grouped list.
struct FormStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<FormStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var formStyle: ErasedStyle<FormStyleConfiguration>? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the forms inside are drawn: the built-in styles are the inset grouped list, a style of one's own
    /// makes each form's view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let builtIn = style is AutomaticFormStyle || style is GroupedFormStyle || style is ColumnsFormStyle
        return environment(\.formStyle, builtIn ? nil : ErasedStyle(style))
    }
}
