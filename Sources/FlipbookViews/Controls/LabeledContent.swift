import Foundation

/// A label beside its content, as in a form row (iOS 16), arranged by the environment's
/// ``LabeledContentStyle``: by default the label leading, the content trailing in the secondary style.
public struct LabeledContent<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content
    /// Made from a style's configuration: arranged as the automatic style arranges it, not by the style again.
    private var isStyleConfiguration = false
    @Environment(\.labeledContentStyle) private var style

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)),
                                                             content: .init(content: AnyView(content)))
        let style = isStyleConfiguration ? nil : style
        return (style ?? ErasedStyle(AutomaticLabeledContentStyle())).makeBody(configuration)
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label,
    Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content a style was given, in the standard arrangement: what a style that decorates it
    /// (with a border, a background) shows.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        isStyleConfiguration = true
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled by a title.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// `content` labelled by a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value labelled by a title.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A value labelled by a title string.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A formatted value labelled by a title.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}
