import Foundation

/// One animatable input of a node: its model value, the animator of its `animatableData`, and the value
/// presented at the current time.
///
/// Its values are only ever read whole or assigned whole, never modified in place or passed `inout`, so their
/// accesses cannot overlap: they are exempt from the runtime's exclusivity checks, which this generic code (never
/// specialized for users' types) would otherwise make on every frame's read.
final class AnimatedValue<Value: Animatable> {
    @exclusivity(unchecked) private(set) var model: Value
    @exclusivity(unchecked) private(set) var presented: Value
    private let animator: AnimatorCell<Value.AnimatableData>
    /// Completions waiting for changes of this value, by change.
    private var completions: [AnimationChangeID: [AnimationCompletion]] = [:]

    init(_ value: Value) {
        model = value
        presented = value
        animator = AnimatorCell(value.animatableData)
    }

    /// Whether an animation is running (kept as a flag: reading the generic animator would copy it).
    @exclusivity(unchecked) private(set) var isAnimating = false

    /// A change's progress, running from 0 to 1 with `animation` from `time` (content transitions).
    static func progress(animation: Animation, from time: TimeInterval) -> AnimatedValue<Double> {
        let progress = AnimatedValue<Double>(0)
        var transaction = Transaction()
        transaction.animation = animation
        progress.set(1, at: time, transaction: transaction)
        return progress
    }

    /// Hands custom animations the host's environment (`AnimationContext.environment`).
    func attach(_ environment: EnvironmentValues) {
        animator.animator.hostValues[ObjectIdentifier(EnvironmentValues.self)] = environment
    }

    /// Takes a new model value at `time`; animates the change if the transaction has an animation.
    /// Returns whether an animation is running afterwards.
    @discardableResult
    func set(_ value: Value, at time: TimeInterval, transaction: Transaction) -> Bool {
        model = value
        presented = value
        let data = value.animatableData
        var animation = transaction.disablesAnimations && transaction.animation == nil ? nil : transaction.animation
        // A change a gesture makes without an animation jumps, but its speed is measured for a later spring.
        if animation == nil, transaction.tracksVelocity, !transaction.disablesAnimations {
            animation = .velocityTracking
        }
        // NaN is always a mistake; an infinite value only when asked to animate to it, as a shape's infinite
        // corner radius (a capsule) is meant and draws. The animator still holds the value before this one.
        let magnitude = data.magnitudeSquared
        if magnitude.isNaN || (magnitude.isInfinite && animation != nil && data != animator.animator.modelValue) {
            GraphWarnings.log("Ignoring invalid animatable value \(data) of \(Value.self): it is not finite.")
        }
        if let id = animator.animator.setValue(data, at: time, animation: animation),
           !transaction.completions.isEmpty {
            for completion in transaction.completions { completion.pending += 1 }
            completions[id] = transaction.completions
        }
        refreshPresented(at: time)
        return isAnimating
    }

    /// Samples the animation at `time`; completions that become due are handed to their graph.
    func tick(at time: TimeInterval) {
        refreshPresented(at: time)
    }

    /// While an animation runs, only the presented value's data changes: it is written in place (the value's
    /// other fields are the model's, copied when the model changed), sparing two copies of a value of the user's
    /// own type on every frame.
    private func refreshPresented(at time: TimeInterval) {
        var data = model.animatableData
        let step = animator.step(to: time, presented: &data)
        let wasAnimating = isAnimating
        isAnimating = step.isAnimating
        if isAnimating {
            presented.animatableData = data
        } else {
            presented = model
            // The last frame sets the final value through the setter as every frame before it did, so a value
            // watching its `animatableData` (`didSet`, the known "animation completed" modifier) sees it arrive.
            if wasAnimating { presented.animatableData = model.animatableData }
        }
        if step.hasPendingEvents { settle(animator.animator.takeEvents()) }
    }

    /// Counts down the completions waiting for changes that completed.
    private func settle(_ events: [AnimatorEvent]) {
        for event in events {
            switch event {
            case .logicallyComplete(let id, _):
                for completion in completions[id] ?? [] where completion.criteria == .logicallyComplete {
                    completion.pending -= 1
                    if completion.pending == 0 { completion.markDue() }
                }
            case .removed(let id, _):
                for completion in completions.removeValue(forKey: id) ?? [] where completion.criteria == .removed {
                    completion.pending -= 1
                    if completion.pending == 0 { completion.markDue() }
                }
            }
        }
    }
}

/// An animated input seen without its value's type, for readings.
protocol AnyAnimatedValue: AnyObject {
    var isAnimating: Bool { get }
    /// The presented `animatableData` as components.
    var presentedComponents: [Double] { get }
    /// The velocity's components; nil when the running animation does not report velocity.
    var velocityComponents: [Double]? { get }
}

extension AnimatedValue: AnyAnimatedValue {
    var presentedComponents: [Double] { vectorComponents(presented.animatableData) }
    var velocityComponents: [Double]? { animator.animator.velocity.map(vectorComponents) }
}
