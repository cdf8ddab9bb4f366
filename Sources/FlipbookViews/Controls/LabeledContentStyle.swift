import Foundation

/// How a ``LabeledContent`` arranges its label and content (iOS 16).
@MainActor
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of labelled content with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and the content.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` is given: the label and the content.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The content, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The label leading, the content trailing in the secondary style, as a form row shows them.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The automatic style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer(minLength: 8)
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's arrangement: label leading, content trailing.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension ErasedStyle where Configuration == LabeledContentStyleConfiguration {
    init<S: LabeledContentStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// Nil until a style is set: labelled content then uses ``AutomaticLabeledContentStyle``.
struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<LabeledContentStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var labeledContentStyle: ErasedStyle<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how labelled content in this view arranges its label and content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\.labeledContentStyle, ErasedStyle(style))
    }
}
