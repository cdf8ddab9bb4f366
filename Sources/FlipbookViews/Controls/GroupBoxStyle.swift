import Foundation

/// How a ``GroupBox`` draws its label and content.
@MainActor
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a group box with this style.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The group box's label and content.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
    /// The label of the box, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The content of the box, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The box's label (empty when it has none).
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// iOS's group box: the label in the headline font over the content, 8 points apart, leading, in a rounded
/// rectangle of the secondary system background with 16 points of padding, as wide as offered.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(.secondarySystemBackground)))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension ErasedStyle where Configuration == GroupBoxStyleConfiguration {
    init<S: GroupBoxStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// Nil until a style is set: group boxes then use ``DefaultGroupBoxStyle``.
struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<GroupBoxStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var groupBoxStyle: ErasedStyle<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how group boxes in this view draw their label and content.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.groupBoxStyle, ErasedStyle(style))
    }
}
