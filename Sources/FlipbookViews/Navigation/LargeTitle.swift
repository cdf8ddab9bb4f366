import Foundation

/// A navigation level's large title and the scroll view it follows. The screen's content is given the title's
/// band as safe area; a scroll view that extends under it (the screen's list or scroll view) becomes the source,
/// and as it scrolls the title moves up with its content, out under the bar, where the inline title then
/// fades in, as iOS collapses a large title. Content that does not scroll is inset below the band and the title
/// stays.
@MainActor
final class LargeTitleLink {
    /// The scroll view the title follows.
    private weak var source: LargeTitleSource?
    /// The nodes that draw with the scroll (the title, the bar's inline title), redrawn when it moves.
    private var followers: [WeakFollower] = []

    private struct WeakFollower {
        weak var node: Node?
    }

    /// The title's band's height (taller with a subtitle), how far the title goes up before it is gone.
    var bandHeight = NavigationBar.largeTitleHeight

    /// How far the source has scrolled from rest (negative while it is pulled down).
    var scrolled: CGFloat { source?.largeTitleScrolled ?? 0 }

    /// Makes `source` the scroll view the title follows.
    func claim(_ source: LargeTitleSource) {
        guard self.source !== source else { return }
        self.source = source
        scrollMoved()
    }

    /// Lets go of `source`, if the title follows it.
    func release(_ source: LargeTitleSource) {
        guard self.source === source else { return }
        self.source = nil
        scrollMoved()
    }

    func follows(_ source: LargeTitleSource) -> Bool { self.source === source }

    /// Registers a node that draws with the scroll.
    func add(_ node: Node) {
        followers.removeAll { $0.node == nil || $0.node === node }
        followers.append(WeakFollower(node: node))
    }

    /// Redraws the followers.
    func scrollMoved() {
        for follower in followers { follower.node?.invalidateRender() }
    }
}

/// A scroll view a large title can follow.
@MainActor
protocol LargeTitleSource: AnyObject {
    /// How far it has scrolled vertically from rest.
    var largeTitleScrolled: CGFloat { get }
}

struct LargeTitleLinkKey: EnvironmentKey {
    static var defaultValue: LargeTitleLink? { nil }
}

extension EnvironmentValues {
    /// The large title of the navigation level around, for the scroll view that extends under it.
    var largeTitleLink: LargeTitleLink? {
        get { self[LargeTitleLinkKey.self] }
        set { self[LargeTitleLinkKey.self] = newValue }
    }
}

extension View {
    /// Moves the view up with the scroll the large title follows, as the title itself moves (nil: it stays).
    @ViewBuilder func followingLargeTitle(_ link: LargeTitleLink?) -> some View {
        if let link { modifier(_LargeTitleFollower(link: link, role: .largeTitle)) } else { self }
    }
}

/// Draws its content with the followed scroll: the large title moved up (and clipped at its band's top) by how
/// far the content scrolled; the bar's inline title faded in once the large one has gone under the bar.
struct _LargeTitleFollower: ViewModifier {
    enum Role { case largeTitle, inlineTitle }
    let link: LargeTitleLink
    let role: Role

    func body(content: Content) -> Never { primitiveBody(Self.self) }

    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { LargeTitleFollowerNode(graph: $0) }
    }
}

final class LargeTitleFollowerNode: WrappingBoundaryNode, ModifierApplication {
    private var link: LargeTitleLink?
    private var role = _LargeTitleFollower.Role.largeTitle

    func apply(_ modifier: _LargeTitleFollower, context: ResolveContext) {
        if link !== modifier.link || role != modifier.role { invalidateRender() }
        link = modifier.link
        role = modifier.role
        modifier.link.add(self)
    }

    private var scrolled: CGFloat {
        let value = link?.scrolled ?? 0
        return value.isFinite ? value : 0
    }

    override var hasEffectTransform: Bool { role == .largeTitle }

    override func effectTransform(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: 0, y: -scrolled))
    }

    /// The inline title fades in over the last 12 points of the large title's way under the bar.
    private var inlineOpacity: Double {
        Double(min(max((scrolled - ((link?.bandHeight ?? NavigationBar.largeTitleHeight) - 12)) / 12, 0), 1))
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        guard role == .inlineTitle else { return super.render(into: &builder, space: space) }
        let opacity = inlineOpacity
        guard opacity > 0 else { return }
        guard opacity < 1 else { return super.render(into: &builder, space: space) }
        builder.faded(opacity, viewID: nodeID) { super.render(into: &$0, space: space) }
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        guard role == .largeTitle else { return super.renderContent(into: &builder, space: space, size: size) }
        // Nothing above the band's top edge: the title goes under the bar, not over it. In the content's space,
        // moved up by the scroll, that edge is `scrolled` down.
        let reach: CGFloat = 1e5
        let clip = DisplayList.Clip(path: Path(CGRect(x: -reach, y: scrolled, width: 2 * reach, height: reach)),
                                    transform: space.transform)
        builder.beginEffect(.clip(clip), viewID: nodeID)
        super.renderContent(into: &builder, space: space, size: size)
        builder.endEffect()
    }

    /// The content's space carries the inline title's opacity, for what reads the laid-out views (drawing fades
    /// it as a layer, in `render`).
    override func adjustSpace(_ space: inout RenderSpace) {
        if role == .inlineTitle { space.opacity *= inlineOpacity }
    }

    override var debugName: String { role == .largeTitle ? "LargeTitle" : "InlineTitle" }
}
