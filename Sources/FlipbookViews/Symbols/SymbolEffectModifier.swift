import Foundation

/// The modifiers that play a symbol effect: on each change of a value, or while a condition holds.
protocol SymbolEffectSource: ViewModifier {
    var motion: _SymbolMotion { get }
    var options: SymbolEffectOptions { get }
    /// Whether the effect applies now (indefinite effects); nil for discrete ones.
    var isActive: Bool? { get }
    /// Whether the held pose stands for the hidden symbol while *inactive* (`.appear`).
    var showsWhileActive: Bool { get }
    /// Whether this value of the modifier plays the effect again, after `previous` (discrete effects).
    func triggers(after previous: Self) -> Bool
}

/// `symbolEffect(_:options:value:)`.
public struct _DiscreteSymbolEffectModifier<Effect: SymbolEffect, Value: Equatable>: ViewModifier, SymbolEffectSource {
    let effect: Effect
    let options: SymbolEffectOptions
    let value: Value
    var motion: _SymbolMotion { effect._motion }
    var isActive: Bool? { nil }
    var showsWhileActive: Bool { false }
    func triggers(after previous: Self) -> Bool { previous.value != value }

    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { SymbolEffectNode<Self>(graph: $0) }
    }
}

/// `symbolEffect(_:options:isActive:)`.
public struct _IndefiniteSymbolEffectModifier<Effect: SymbolEffect>: ViewModifier, SymbolEffectSource {
    let effect: Effect
    let options: SymbolEffectOptions
    let active: Bool
    var motion: _SymbolMotion { effect._motion }
    var isActive: Bool? { active }
    var showsWhileActive: Bool { effect is AppearSymbolEffect }
    func triggers(after previous: Self) -> Bool { false }

    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { SymbolEffectNode<Self>(graph: $0) }
    }
}

extension View {
    /// Plays `effect` each time `value` changes (once, unless `options` repeat it).
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(_DiscreteSymbolEffectModifier(effect: effect, options: options, value: value))
    }

    /// Applies `effect` while `isActive` is true: a cycling effect repeats (unless `options` say otherwise), a
    /// held one (scale, appear, disappear) holds its pose.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(_IndefiniteSymbolEffectModifier(effect: effect, options: options, active: isActive))
    }

    /// Turns off the symbol effects in this view when `isEnabled` (they rest at their identity pose).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\.symbolEffectsRemoved, isEnabled)
    }
}

struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

/// A symbol effect on one view: the pose at the current time, from when the effect was triggered or
/// activated, as a transform about the view's centre (not seen by layout) and an opacity.
final class SymbolEffectNode<M: SymbolEffectSource>: WrappingBoundaryNode, ModifierApplication {
    private var last: M?
    private var removed = false
    /// When the cycles being played began, and how many there are (nil: until stopped).
    private var cycles: (start: TimeInterval, count: Int?, delay: Double)?
    /// How far a held pose is applied, 0…1.
    private var held: AnimatedValue<Double>?
    private(set) var pose = _SymbolPose.identity

    func apply(_ modifier: M, context: ResolveContext) {
        let now = graph.time
        removed = context.environment.symbolEffectsRemoved
        defer { last = modifier }
        switch modifier.motion.kind {
        case .state(let duration, _):
            let target: Double = modifier.isActive.map { $0 != modifier.showsWhileActive } ?? false ? 1 : 0
            var transaction = Transaction()
            if held != nil {
                transaction.animation = .easeInOut(duration: duration / modifier.options.speedFactor)
            }
            held = fed(held, target, transaction: transaction)
        case .cycle:
            if let active = modifier.isActive {
                let wasActive = last?.isActive ?? false
                if active, !wasActive || cycles == nil {
                    let repeats = modifier.options.playsOnce ? 1
                        : modifier.options.repetition.map { $0.count } ?? (modifier.motion.repeatsWhileActive ? nil : 1)
                    cycles = (now, repeats, modifier.options.repetition?.delay ?? 0)
                } else if !active {
                    cycles = nil
                }
            } else if let last, modifier.triggers(after: last) {
                let repeats = modifier.options.playsOnce ? 1 : modifier.options.repetition.map { $0.count } ?? 1
                cycles = (now, repeats, modifier.options.repetition?.delay ?? 0)
            }
            if cycles != nil { graph.startAnimating(self) }
        }
        pose = currentPose(at: now, modifier: modifier)
    }

    private func currentPose(at time: TimeInterval, modifier: M) -> _SymbolPose {
        guard !removed else { return .identity }
        switch modifier.motion.kind {
        case .state(_, let active):
            return active.scaled(by: held?.presented ?? 0)
        case .cycle(let duration, let poseAt):
            guard let cycles else { return .identity }
            let length = duration / modifier.options.speedFactor
            let period = length + cycles.delay
            let elapsed = max(0, time - cycles.start)
            let index = (elapsed / period).rounded(.down)
            if let count = cycles.count, index >= Double(count) {
                self.cycles = nil
                return .identity
            }
            let within = elapsed - index * period
            return within >= length ? .identity : poseAt(within / length)
        }
    }

    override func tickContent(at time: TimeInterval) -> Bool {
        guard let last else { return false }
        held?.tick(at: time)
        let shown = currentPose(at: time, modifier: last)
        if shown != pose {
            pose = shown
            invalidateRender()
        }
        return cycles != nil || held?.isAnimating == true
    }

    override var hasEffectTransform: Bool { true }
    override var effectAffectsLayout: Bool { false }

    override func effectTransform(size: CGSize) -> ProjectionTransform {
        guard pose.scale != 1 || pose.rotation != 0 || pose.offset != .zero else { return ProjectionTransform() }
        let scale = max(pose.scale, 1e-4)
        return ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale)
            .concatenating(CGAffineTransform(rotationAngle: pose.rotation))
            .about(CGPoint(x: size.width / 2, y: size.height / 2))
            .concatenating(CGAffineTransform(translationX: pose.offset.width, y: pose.offset.height)))
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        let opacity = min(max(pose.opacity, 0), 1)
        builder.faded(opacity, viewID: nodeID) { super.renderContent(into: &$0, space: space, size: size) }
    }

    override var animatedInputs: [AnimatedInput] { super.animatedInputs + [AnimatedInput("symbolEffect", held)] }
    override var debugName: String { "SymbolEffect" }
}
