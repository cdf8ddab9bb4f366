import Foundation

/// How a ``DisclosureGroup`` draws its label and content and toggles between them, as SwiftUI's
/// `DisclosureGroupStyle`: set with `.disclosureGroupStyle(_:)`.
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The view of a disclosure group with this style.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// The group's label, content and expansion.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` is given: the group's label, its content, and whether it is expanded.
public struct DisclosureGroupStyleConfiguration {
    /// The label of the group, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The content the group shows while expanded, as a view.
    public struct Content: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The group's label.
    public let label: Label
    /// The group's content (the style decides when to show it).
    public let content: Content
    /// Whether the group is expanded; setting it expands or collapses the group.
    @Binding public var isExpanded: Bool
}

/// iOS's disclosure group: the label with a chevron at the trailing edge that turns to point down while
/// expanded; a tap on the label's row toggles it, animated with a 0.25 s ease-in-out unless the change has its
/// own animation; the content below, 8 points under the label, leading.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(.tint)
                    .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.25)) { configuration.isExpanded.toggle() }
            }
            if configuration.isExpanded {
                configuration.content
            }
        }
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's default.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension ErasedStyle where Configuration == DisclosureGroupStyleConfiguration {
    init<S: DisclosureGroupStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// Nil until a style is set: disclosure groups then use ``AutomaticDisclosureGroupStyle``.
struct DisclosureGroupStyleKey: EnvironmentKey {
    static var defaultValue: ErasedStyle<DisclosureGroupStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var disclosureGroupStyle: ErasedStyle<DisclosureGroupStyleConfiguration>? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how disclosure groups in this view draw their label and content.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.disclosureGroupStyle, ErasedStyle(style))
    }
}
