import Foundation

/// How a sheet or full-screen cover comes and goes: up from the bottom of the canvas and back down, or, when its
/// content asks for `navigationTransition(.zoom(sourceID:in:))` and the source view is on screen, out of that
/// view and back into it, as a pushed screen zooms (see `NavigationScreensNode.zoomFrames`). Which one is decided
/// as each frame is drawn, from what the content reported to `reports`: the content is made after the
/// transition is.
struct PresentationArrival: Transition {
    let reports: NavigationBarReports

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(_PresentationArrivalEffect(fraction: phase.isIdentity ? 0 : 1, reports: reports))
    }
}

/// How far a presentation is from shown (0) to gone (1), and where its zoom source is reported.
public struct _PresentationArrivalEffect: ViewModifier, Animatable {
    var fraction: Double
    let reports: NavigationBarReports

    public nonisolated var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { PresentationArrivalNode(graph: $0) }
    }
}

/// Draws its content moved down by `fraction` of its height, or zoomed `fraction` of the way back into its
/// source view, clipped to the rounded rectangle between the two.
final class PresentationArrivalNode: WrappingLayoutNode, ModifierApplication, AnimatingNode {
    private var value: AnimatedValue<Double>?
    private weak var reports: NavigationBarReports?
    /// The content's space and clip at the last geometry pass (nil: at rest, nothing changed).
    private var arrival: (space: RenderSpace, clip: Path?)?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("fraction", value)] }

    func apply(_ modifier: _PresentationArrivalEffect, context: ResolveContext) {
        value = fed(value, modifier.fraction, transaction: context.transaction)
        reports = modifier.reports
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let value else { return false }
        value.tick(at: time)
        invalidateRender()
        return value.isAnimating
    }

    private var fraction: CGFloat { CGFloat(min(max(value?.presented ?? 0, 0), 1)) }

    /// The content's space and clip for `space`: nil when it is shown.
    private func arrival(in space: RenderSpace) -> (space: RenderSpace, clip: Path?)? {
        let fraction = self.fraction
        guard fraction > 0 else { return nil }
        let screen = frame.mapped(by: space.layoutTransform)
        guard screen.width > 0, screen.height > 0 else { return nil }
        if let key = reports?.arrival.zoomSource, let source = graph.matchedTransitionSources[key] {
            let frames = NavigationScreensNode.zoomFrames(screen: screen, source: source, progress: 1 - fraction)
            return (space.mapped(from: screen, to: frames.content),
                    Path(roundedRect: frames.visible, cornerRadius: frames.cornerRadius, style: .continuous))
        }
        return (space.mapped(from: screen, to: screen.offsetBy(dx: 0, dy: screen.height * fraction)), nil)
    }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        let previous = arrival != nil
        arrival = arrival(in: space)
        super.locateContent(in: arrival?.space ?? space, moved: moved || previous || arrival != nil)
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        guard let arrival = arrival(in: space) else { return super.render(into: &builder, space: space) }
        guard let clip = arrival.clip else { return super.render(into: &builder, space: arrival.space) }
        builder.withEffect(.clip(DisplayList.Clip(path: clip, transform: ProjectionTransform())), viewID: nodeID) {
            super.render(into: &$0, space: arrival.space)
        }
    }

    override var debugName: String { "PresentationArrival" }
}
