import Foundation

/// Content in a rounded box of the secondary grouped background, under an optional label: 16-point insets,
/// 8 points between the label and the content, corners of 10 points.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content
    @Environment(\.groupBoxStyle) private var style

    /// A box of `content` under `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(
            label: .init(content: label.map { AnyView($0) } ?? AnyView(EmptyView())),
            content: .init(content: AnyView(content)))
        return (style ?? ErasedStyle(DefaultGroupBoxStyle())).makeBody(configuration)
    }
}

extension GroupBox {
    /// A box of `content` under `label`, given as a view (the iOS 14 spelling).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
}

extension GroupBox where Label == EmptyView {
    /// A box of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box of `content` under a title given as a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box of `content` under a title given as a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// A label that shows or hides its content, drawn by the environment's ``DisclosureGroupStyle`` (iOS's by default:
/// a tap on the label toggles it, and a chevron after the label turns to point down when expanded).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false
    @Environment(\.disclosureGroupStyle) private var style

    /// A group showing `content` under `label` while expanded (it starts collapsed; a tap on the label toggles it).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group showing `content` under `label` while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
            isExpanded: isExpanded ?? $ownExpansion)
        return (style ?? ErasedStyle(AutomaticDisclosureGroupStyle())).makeBody(configuration)
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsible group titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A collapsible group titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled by a localized key, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled by a string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// What a screen shows when it has nothing to show: a large grey symbol over a bold title and a grey
/// description, centred, with optional actions below.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state: `label` over `description`, with `actions` below.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(UnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(Color(.secondaryLabel)).multilineTextAlignment(.center)
            actions.padding(.top, 8)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == FlipbookViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title and a symbol, with an optional description.
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { FlipbookViews.Label(title, systemImage: name) }, description: { description })
    }

    /// "No Results", with a suggestion.
    public static var search: ContentUnavailableView<FlipbookViews.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”", with a suggestion.
    public static func search(text: String) -> ContentUnavailableView<FlipbookViews.Label<Text, Image>, Text?, EmptyView> {
        guard !text.isEmpty else { return search }
        return ContentUnavailableView("No Results for “\(text)”", systemImage: "magnifyingglass",
                                      description: Text("Check the spelling or try a new search."))
    }
}

/// The unavailable view's label: the symbol 48 points and grey over the title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(Color(.secondaryLabel))
            configuration.title.font(.title2.bold())
        }
    }
}
