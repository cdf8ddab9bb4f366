import Foundation

/// A thin line across a stack: horizontal in a `VStack` (or outside any stack), vertical in an `HStack`, one
/// point thick (SwiftUI draws one device pixel), in the separator colour.
public struct Divider: View {
    /// A thin line across a stack's axis, in the separator colour.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(DividerNode(graph: graph)) }
}

final class DividerNode: BoundaryNode, ViewNode {
    private var color = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.2)

    func update(_ view: Divider, context: ResolveContext) {
        color = Color.separator.resolve(in: context.environment)
    }

    private var isVertical: Bool { enclosingStackAxis == .horizontal }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        isVertical ? CGSize(width: 1, height: proposal.height ?? 8) : CGSize(width: proposal.width ?? 8, height: 1)
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        builder.fill(Path(CGRect(origin: .zero, size: size)), color, in: space, viewID: nodeID)
    }

    override var debugName: String { "Divider" }
}

/// Which views of a lazy stack's or grid's sections stay in view while their section scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top while their section scrolls.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom while their section scrolls.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that SwiftUI builds as it scrolls; Flipbook lays out all of it, as a `VStack`, and keeps the
/// `pinnedViews` of its sections in the scroll view's visible area.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// A column of `content`, laid out as a `VStack` is.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }.pinningSections(pinnedViews, axis: .vertical)
    }
}

/// A row that SwiftUI builds as it scrolls; Flipbook lays out all of it, as an `HStack`, and keeps the
/// `pinnedViews` of its sections in the scroll view's visible area.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// A row of `content`, laid out as an `HStack` is.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }.pinningSections(pinnedViews, axis: .horizontal)
    }
}
