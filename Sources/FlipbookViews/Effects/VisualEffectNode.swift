import Foundation

/// `visualEffect` and `scrollTransition`: effects computed in the geometry pass from where the view is.
public struct _VisualEffectModifier: ViewModifier {
    enum Source {
        case geometry((GeometryProxy) -> [_VisualEffectStep])
        case scroll(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                    axis: Axis?, steps: (ScrollTransitionPhase) -> [_VisualEffectStep])
    }
    let source: Source

    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { VisualEffectNode(graph: $0) }
    }
}

/// Evaluates a visual effect where the geometry pass places the view (before the effect, which layout never
/// sees, though readers inside see it, as after `offset`), and draws the view through it.
final class VisualEffectNode: WrappingBoundaryNode, ModifierApplication {
    private var source: _VisualEffectModifier.Source?
    private var environment = EnvironmentValues()
    private var steps: [_VisualEffectStep] = []
    /// For animated scroll transitions: how far the view is into the edge phase (0 inside, 1 at the edge), and
    /// which edge.
    private var edgeAmount: AnimatedValue<Double>?
    private var edge = ScrollTransitionPhase.bottomTrailing
    /// A `visualEffect` closure given again in an animated update (its captured state changed): the transaction,
    /// until the next geometry pass evaluates the closure; then the effects shown before and after the change, and
    /// how far (0 to 1, by that animation) the change has gone. As in SwiftUI, the effects' values animate, and
    /// additively: what is left of the change is added to whatever the closure returns as geometry moves on.
    private var pendingChange: Transaction?
    private var changeFrom: [_VisualEffectStep] = []
    private var changeTo: [_VisualEffectStep] = []
    private var changeProgress: AnimatedValue<Double>?
    /// What the closure returned at the last geometry pass.
    private var lastTarget: [_VisualEffectStep] = []
    /// The closure as first given, while the view has not been placed yet (nil once it has): a change animated
    /// before the first geometry pass (a `.task` starting an entrance at once) animates from what it returns.
    private var unplacedSource: _VisualEffectModifier.Source?

    /// The geometry the closure was last evaluated with.
    private var lastProxy: GeometryProxy?

    func apply(_ modifier: _VisualEffectModifier, context: ResolveContext) {
        defer {
            source = modifier.source
            environment = context.environment
        }
        guard let previous = source else {
            unplacedSource = modifier.source
            return
        }
        // The change belongs to the update whose closure returns something else (compared at the last geometry,
        // or at the laid-out size before the first pass): another animated update of the same body leaves it be.
        guard TransitionNode.animates(context.transaction),
              case .geometry(let old) = previous, case .geometry(let new) = modifier.source else { return }
        let proxy = lastProxy ?? GeometryProxy(size: frame.size, layoutTransform: ProjectionTransform(), namedSpaces: [:])
        if old(proxy) != new(proxy) { pendingChange = context.transaction }
    }

    override func locateContent(in space: RenderSpace, moved: Bool) {
        let layout = ProjectionTransform(CGAffineTransform(translationX: presentedFrame.minX, y: presentedFrame.minY))
            .concatenating(space.layoutTransform)
        switch source {
        case .geometry(let evaluate):
            let proxy = GeometryProxy(size: presentedFrame.size, layoutTransform: layout, namedSpaces: space.namedSpaces)
            let latest = evaluate(proxy)
            lastProxy = proxy
            if let transaction = pendingChange {
                if case .geometry(let first)? = unplacedSource { lastTarget = first(proxy) }
                if latest != lastTarget {
                    (changeFrom, changeTo) = (unplacedSource == nil ? steps : lastTarget, latest)
                    changeProgress = fed(AnimatedValue(0.0), 1.0, transaction: transaction)
                }
            }
            lastTarget = latest
            if let progress = changeProgress, progress.isAnimating {
                // Not clamped: a spring's overshoot carries the effects past their new values.
                let left = 1 - progress.presented
                steps = latest.indices.map { index in
                    guard index < changeFrom.count, index < changeTo.count else { return latest[index] }
                    return latest[index].moved(by: changeTo[index], to: changeFrom[index], amount: left)
                        ?? latest[index]
                }
            } else {
                changeProgress = nil
                steps = latest
            }
        case let .scroll(topLeading, bottomTrailing, axis, evaluate):
            steps = scrollSteps(frame: CGRect(origin: .zero, size: presentedFrame.size).mapped(by: layout),
                                topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, evaluate: evaluate)
        case nil:
            steps = []
        }
        pendingChange = nil
        unplacedSource = nil
        super.locateContent(in: space, moved: moved)
    }

    private func scrollSteps(frame: CGRect, topLeading: ScrollTransitionConfiguration,
                             bottomTrailing: ScrollTransitionConfiguration, axis: Axis?,
                             evaluate: (ScrollTransitionPhase) -> [_VisualEffectStep]) -> [_VisualEffectStep] {
        guard let viewport = enclosingScrollViewport else { return evaluate(.identity) }
        let vertical = axis.map { $0 == .vertical } ?? viewport.scrollAxes.contains(.vertical)
        let visible = viewport.viewportInCanvas
        let (start, end, length) = vertical ? (frame.minY, frame.maxY, frame.height) : (frame.minX, frame.maxX, frame.width)
        let (low, high, container) = vertical ? (visible.minY, visible.maxY, visible.height)
            : (visible.minX, visible.maxX, visible.width)
        let atStart = (start + end) / 2 < (low + high) / 2
        let phase: ScrollTransitionPhase = atStart ? .topLeading : .bottomTrailing
        let configuration = atStart ? topLeading : bottomTrailing
        let distance = configuration.threshold.distance(length: length, container: container)
        let travelled = atStart ? end - low : high - start
        let progress = distance > 0 ? min(max(Double(travelled / distance), 0), 1) : (travelled > 0 ? 1 : 0)
        switch configuration.mode {
        case .identity:
            return evaluate(.identity)
        case .interactive(let curve):
            return interpolatedSteps(evaluate(.identity), evaluate(phase), amount: 1 - curve.value(at: progress))
        case .animated(let animation):
            let target: Double = progress >= 1 ? 0 : 1
            if target == 1 { edge = phase }
            var transaction = Transaction()
            if edgeAmount != nil { transaction.animation = animation }
            edgeAmount = fed(edgeAmount, target, transaction: transaction)
            return interpolatedSteps(evaluate(.identity), evaluate(edge), amount: edgeAmount?.presented ?? target)
        }
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        var running = false
        for value in [edgeAmount, changeProgress].compactMap({ $0 }) where value.isAnimating {
            value.tick(at: time)
            running = running || value.isAnimating
        }
        return running
    }

    override var hasEffectTransform: Bool { true }
    override var effectAffectsLayout: Bool { true }

    override func effectTransform(size: CGSize) -> ProjectionTransform {
        var total = ProjectionTransform()
        for step in steps {
            if let transform = step.transform(size: size) { total = total.concatenating(transform) }
        }
        return total
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let effects = steps.compactMap(pixelEffect)
        draw(effects[...], into: &builder, space: space, size: size)
    }

    private func draw(_ effects: ArraySlice<DisplayList.Effect>, into builder: inout DisplayListBuilder,
                      space: RenderSpace, size: CGSize) {
        guard let outer = effects.last else { return super.renderContent(into: &builder, space: space, size: size) }
        builder.withEffect(outer, viewID: nodeID) { draw(effects.dropLast(), into: &$0, space: space, size: size) }
    }

    private func pixelEffect(_ step: _VisualEffectStep) -> DisplayList.Effect? {
        let matrix: DisplayList.ColorMatrix
        switch step {
        case .offset, .scale, .rotation, .rotation3D: return nil
        case .opacity(let value): return value < 1 ? .opacity(min(max(value, 0), 1)) : nil
        case .blur(let radius): return radius > 0 ? .blur(radius: radius) : nil
        case .brightness(let amount): matrix = _BrightnessFilter.matrix(amount)
        case .contrast(let amount): matrix = _ContrastFilter.matrix(amount)
        case .saturation(let amount): matrix = _SaturationFilter.matrix(amount)
        case .grayscale(let amount): matrix = _GrayscaleFilter.matrix(amount)
        case .hueRotation(let angle): matrix = _HueRotationFilter.matrix(angle)
        case .colorMultiply(let color): matrix = _ColorMultiplyFilter.matrix(color.resolve(in: environment))
        }
        return matrix == .identity ? nil : .colorMatrix(matrix)
    }

    override var animatedInputs: [AnimatedInput] {
        super.animatedInputs + [AnimatedInput("scrollTransition", edgeAmount), AnimatedInput("visualEffect", changeProgress)]
    }
    override var debugName: String { "VisualEffect" }
}
