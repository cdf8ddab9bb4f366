import Foundation

/// A custom layout: sizes and places its subviews, like SwiftUI's `Layout`.
public protocol Layout: Animatable {
    /// Values computed once per layout pass and shared between its calls.
    associatedtype Cache = Void
    /// The subviews a layout places.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout that its container reads (its stack orientation).
    static var layoutProperties: LayoutProperties { get }
    /// The size the layout takes for `proposal`, given its subviews.
    ///
    /// Ask the subviews for their sizes with `sizeThatFits(_:)`; `cache` holds what `makeCache(subviews:)` computed.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview within `bounds` (in the container's coordinate space) with `place(at:anchor:proposal:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The spacing the layout asks for around itself in a stack.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Where the layout puts a horizontal guide, or nil to use its subviews' guides.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the layout puts a vertical guide, or nil to use its subviews' guides.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Computes what the layout wants to keep between its calls.
    func makeCache(subviews: Subviews) -> Cache
    /// Updates the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// The default spacing around the layout.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    /// No explicit horizontal guide: the subviews' guides decide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    /// No explicit vertical guide: the subviews' guides decide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Lays out the views of `content` with this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if it is a stack (spacers then expand along it).
    public var stackOrientation: Axis?
    /// Properties of a layout that is not a stack.
    public init() {}
}

/// The preferred spacing around a view.
public struct ViewSpacing: Sendable {
    /// No spacing.
    public static let zero = ViewSpacing(value: 0)
    var value: CGFloat
    /// The default spacing between views (8 points).
    public init() { value = StackAlgorithm.defaultSpacing }
    init(value: CGFloat) { self.value = value }
    /// The distance to `next` along `axis`: the larger of the two preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(value, next.value) }
    /// Merges `other` into this spacing, keeping the larger.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { value = max(value, other.value) }
    /// The larger of this spacing and `other`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        ViewSpacing(value: max(value, other.value))
    }
}

/// The subviews a ``Layout`` arranges.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let nodes: [LayoutNode]
    public var startIndex: Int { 0 }
    public var endIndex: Int { nodes.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// One subview of a ``Layout``: ask its size, read its guides, place it.
public struct LayoutSubview: Equatable, Sendable {
    let node: LayoutNode

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.sizeThatFits(proposal) }
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        MainActor.assumeIsolated { node.dimensions(for: node.sizeThatFits(proposal)) }
    }

    /// Places the subview so that its `anchor` is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            let size = node.sizeThatFits(proposal)
            let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            node.place(in: CGRect(origin: origin, size: size))
        }
    }

    /// The subview's layout priority (`layoutPriority(_:)`).
    public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }
    /// The spacing the subview asks for (none for a spacer).
    public var spacing: ViewSpacing { MainActor.assumeIsolated { node.isSpacer ? .zero : ViewSpacing() } }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.node === rhs.node }
}

/// A view laid out by a ``Layout`` value.
struct LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(LayoutContainerNode<L, Content>(graph: graph)) }
}

/// The node of any layout container: stacks and custom layouts. The layout's `animatableData` animates: while it
/// does, the container is laid out again at every frame with the presented layout, its subviews following it.
final class LayoutContainerNode<L: Layout, Content: View>: LayoutNode, ViewNode, AnimatingNode, SubviewLayingNode {
    private var animatedLayout: AnimatedValue<L>?
    /// The layout shown now (its data presented).
    private var layout: L? { animatedLayout?.presented }
    /// The layout shown now, for the stack axis of an `AnyLayout`.
    var currentLayout: L? { layout }
    private var content: Node?
    private var cache: L.Cache?
    private var cachedSubviews: LayoutSubviews?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }
    /// What the lazy stack or grid this container lays out pins, if any.
    private var pinned: PinnedSections?
    override var pinnedSections: PinnedSections? { pinned }

    func update(_ view: LayoutView<L, Content>, context: ResolveContext) {
        if animatedLayout == nil || !ViewComparison.isEqual(animatedLayout!.model, view.layout) { invalidateLayout() }
        animatedLayout = fed(animatedLayout, view.layout, transaction: context.transaction)
        var context = context
        markSharedScreen(in: &context.environment)
        if !context.environment.pinnedSections.views.isEmpty {
            // Only this container's own sections pin: not those of a stack inside it.
            pinned = context.environment.pinnedSections
            graph.pinsSections = true
            context.environment.pinnedSections = PinnedSections()
        } else {
            pinned = nil
        }
        content = graph.reconcile(view.content, existing: content, parent: self, context: context)
    }

    /// The environment last marked for views declared side by side in a navigation level, and what it was marked
    /// from: kept, so that an unchanged environment stays the same one and the content is not updated again.
    private var sharedScreen: (base: EnvironmentValues, marked: EnvironmentValues)?

    /// Tells views declared side by side in this container that they share their navigation level's screen.
    private func markSharedScreen(in environment: inout EnvironmentValues) {
        guard Content.self is any DeclaredViewsMarker.Type, environment.navigationBarReports != nil,
              !environment.sharesNavigationScreen else { return }
        if let sharedScreen, sharedScreen.base.isIdentical(to: environment) {
            environment = sharedScreen.marked
            return
        }
        let base = environment
        environment.sharesNavigationScreen = true
        sharedScreen = (base, environment)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let animatedLayout, animatedLayout.isAnimating else { return false }
        animatedLayout.tick(at: time)
        // Laid out again with the presented layout, in this frame (the subviews jump to where it puts them).
        invalidateLayout()
        return animatedLayout.isAnimating
    }

    var animatedInputs: [AnimatedInput] { [AnimatedInput("animatableData", animatedLayout)] }

    private func subviewsAndCache() -> (LayoutSubviews, L.Cache) {
        let subviews = LayoutSubviews(nodes: layoutChildren)
        if var cache, let cachedSubviews, cachedSubviews == subviews {
            layout!.updateCache(&cache, subviews: subviews)
            self.cache = cache
            return (subviews, cache)
        }
        let fresh = layout!.makeCache(subviews: subviews)
        cache = fresh
        cachedSubviews = subviews
        return (subviews, fresh)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        var (subviews, cache) = subviewsAndCache()
        let size = layout!.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        self.cache = cache
        return size
    }

    override func placeContent(in bounds: CGRect) {
        var (subviews, cache) = subviewsAndCache()
        layout!.placeSubviews(in: bounds, proposal: ProposedViewSize(bounds.size), subviews: subviews, cache: &cache)
        self.cache = cache
    }

    override func explicitAlignment(_ guide: AlignmentKey, in size: CGSize) -> CGFloat? {
        var (subviews, cache) = subviewsAndCache()
        let bounds = CGRect(origin: .zero, size: size)
        let proposal = ProposedViewSize(size)
        let value = guide.axis == .horizontal
            ? layout!.explicitAlignment(of: HorizontalAlignment(guide.id), in: bounds, proposal: proposal,
                                        subviews: subviews, cache: &cache)
            : layout!.explicitAlignment(of: VerticalAlignment(guide.id), in: bounds, proposal: proposal,
                                        subviews: subviews, cache: &cache)
        self.cache = cache
        return value
    }

    override var debugName: String { String(describing: L.self) }
}
