import Foundation

/// A group of rows with an optional header and footer. In a ``List`` each section is a rounded card; elsewhere
/// its parts are simply stacked.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section of `content` with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section of `content` with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The older spelling, with the header as a value.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section of `content` with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section of `content` with a footer (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section {
    /// A section of `content` with a header and a footer (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a title as its header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section of `content` headed by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(SectionNode<Parent, Content, Footer>(graph: graph)) }
}

/// What a list needs of a section, without its generic types.
@MainActor
protocol ListSection: LayoutNode {
    var headerItems: [LayoutNode] { get }
    var rowItems: [LayoutNode] { get }
    var footerItems: [LayoutNode] { get }
}

/// A section. A list lays out its parts itself; elsewhere (stacks, grids) the section hands its header, rows
/// and footer to its container as views of the container's own, each marked with its part (see
/// ``SectionPart``), so that a stack spaces them as its other views and a grid starts a section on a new line
/// with its header across the grid.
final class SectionNode<Parent: View, Content: View, Footer: View>: LayoutNode, ViewNode, ListSection {
    private var header: Node?
    private var rows: Node?
    private var footer: Node?
    /// Whether the section is inside a list, which lays it out as one card.
    private var isInList = false
    override var children: [Node] { [header, rows, footer].compactMap { $0 } }
    override var layoutChildren: [LayoutNode] { headerItems + rowItems + footerItems }
    var headerItems: [LayoutNode] { header?.items ?? [] }
    var rowItems: [LayoutNode] { rows?.items ?? [] }
    var footerItems: [LayoutNode] { footer?.items ?? [] }

    override func collectItems(into items: inout [LayoutNode]) {
        guard !isInList else { return items.append(self) }
        let section = ObjectIdentifier(self)
        for (parts, role) in [(headerItems, SectionPart.Role.header), (rowItems, .row), (footerItems, .footer)] {
            for item in parts {
                item.sectionPart = SectionPart(section: section, role: role)
                items.append(item)
            }
        }
    }

    func update(_ section: Section<Parent, Content, Footer>, context: ResolveContext) {
        if isInList != context.environment.isInList {
            isInList = context.environment.isInList
            graph.structureGeneration += 1
        }
        var caption = context
        if context.environment.isInList || context.environment.isInMenu {
            // Grouped lists show headers and footers small and grey, headers in capitals; so do menus, in the
            // title's own case.
            caption.environment.font = .footnote
            caption.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        }
        var headerContext = caption
        if context.environment.isInList, !headerContext.environment.textCaseIsSet {
            headerContext.environment.textCase = .uppercase
        }
        header = graph.reconcile(section.header, existing: header, parent: self, context: headerContext)
        rows = graph.reconcile(section.content, existing: rows, parent: self, context: context)
        footer = graph.reconcile(section.footer, existing: footer, parent: self, context: caption)
    }

    // A section inside a list that reaches a stack rather than the list (inside a row's own stack) stacks its
    // parts.
    private var column: StackAlgorithm { StackAlgorithm(axis: .vertical, spacing: nil, alignment: .center) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        column.size(of: layoutChildren, proposal: proposal)
    }

    override func placeContent(in bounds: CGRect) {
        column.place(layoutChildren, in: bounds, proposal: ProposedViewSize(bounds.size))
    }

    override var debugName: String { "Section" }
}

/// Which section a view handed to a stack or grid belongs to, and which part of it the view is.
struct SectionPart: Equatable {
    enum Role { case header, row, footer }
    /// The section's node.
    let section: ObjectIdentifier
    let role: Role
    /// Whether the view spans the grid (a header or a footer) rather than filling one cell.
    var spansGrid: Bool { role != .row }
}

struct IsInListKey: EnvironmentKey { static let defaultValue = false }
struct IsInMenuKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether views are the items of an open menu (sections then style their headers and footers).
    var isInMenu: Bool {
        get { self[IsInMenuKey.self] }
        set { self[IsInMenuKey.self] = newValue }
    }

    /// Whether views are rows of a list (sections then style their headers and footers).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}
