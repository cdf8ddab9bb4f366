import Foundation

/// Identifies one change fed to an ``Animator``, so its completion can be reported.
public struct AnimationChangeID: Hashable, Sendable, CustomStringConvertible {
    /// The change's number, counting up from 1 in the order changes were made.
    public let rawValue: Int
    public var description: String { "change #\(rawValue)" }
}

/// Something that happened to an animator's changes between two samples.
public enum AnimatorEvent: Hashable, Sendable {
    /// The animation started by this change has logically completed (its perceptual end).
    case logicallyComplete(AnimationChangeID, at: TimeInterval)
    /// Every animation this change took part in has finished and been removed.
    case removed(AnimationChangeID, at: TimeInterval)
}

/// One sample of an animator.
public struct AnimatorSample<Value: VectorArithmetic> {
    /// The presented value.
    public var value: Value
    /// Its rate of change per second; nil if a custom animation does not report velocity.
    public var velocity: Value?
    /// Completions since the previous sample, in order.
    public var events: [AnimatorEvent]
    /// Whether an animation is still running after this sample.
    public var isAnimating: Bool
}

/// What one ``Animator/step(to:presented:)`` found.
public struct AnimatorStep: Sendable {
    /// Whether an animation is still running.
    public var isAnimating: Bool
    /// Whether completions are waiting in ``Animator/takeEvents()``.
    public var hasPendingEvents: Bool
}

/// One animated value over time: the engine behind every animatable input of a view, as pure code.
///
/// Feed it changes — a new model value at a time, with the animation of the change's transaction — and sample
/// it at any later time. Following SwiftUI (reference §0.1, §5): the animation runs in *delta space*
/// (`presented = model − interval + A(interval, t)`); a change that arrives while an animation runs either
/// merges into it (`shouldMerge`: springs keep position and velocity and retarget) or runs alongside it and
/// combines (timing curves, interpolating springs); either way the interval grows by the new delta, so the
/// value never jumps.
///
/// Time only moves forward: a change or sample at an earlier time than the last one is treated as happening
/// at the last time. A change without an animation, or whose delta is not finite, jumps to the new value and
/// ends any running animation.
public struct Animator<Value: VectorArithmetic> {
    /// The latest value set.
    public private(set) var modelValue: Value

    // `isAnimating` is kept beside it because reading it is on every frame of every animated input, and
    // testing the optional copies the animation's existential.
    private var animation: Animation? {
        didSet {
            isAnimating = animation != nil
            timingCurve = (animation?.base as? BezierAnimation).map { ($0.duration, $0.curve) }
        }
    }
    /// The running animation when it is a plain timing curve (`.linear`, `.easeInOut`, …): evaluated here with
    /// the value's own type, rather than through the animation's existential and unspecialized generic code on
    /// every frame. Found once, when the animation is set.
    private var timingCurve: (duration: TimeInterval, curve: UnitCurve)?
    private var context = AnimationContext<Value>()
    /// What the host attaches to every animation context of this animator (the view layer: the environment of
    /// the view whose value animates).
    package var hostValues: [ObjectIdentifier: Any] = [:] {
        didSet { context.hostValues = hostValues }
    }
    private var interval: Value = .zero
    private var beginTime: TimeInterval = 0
    private var lastTime: TimeInterval = 0
    private var lastOffset: Value = .zero
    private var pendingEvents: [AnimatorEvent] = []
    private var nextChange = 0
    /// The changes riding on each running animation entry (one entry unless combined), and which have reported
    /// logical completion.
    private var entryChanges: [[AnimationChangeID]] = []
    private var reportedLogical: Set<AnimationChangeID> = []

    /// An animator resting at `value`.
    public init(_ value: Value) {
        modelValue = value
    }

    /// Whether an animation is running.
    public private(set) var isAnimating = false

    /// Sets a new model value at `time`, animated with `animation` (nil jumps). Returns the change's id, used in
    /// completion events; nil when nothing changed.
    @discardableResult
    public mutating func setValue(_ newValue: Value, at time: TimeInterval, animation newAnimation: Animation?)
        -> AnimationChangeID? {
        let now = max(time.isFinite ? time : lastTime, lastTime)
        if animation != nil { advance(to: now) }
        let delta = newValue - modelValue
        guard delta != .zero else { return nil }
        let id = AnimationChangeID(rawValue: nextChange)
        nextChange += 1
        modelValue = newValue
        guard let newAnimation, delta.magnitudeSquared.isFinite, newValue.magnitudeSquared.isFinite else {
            finishAll(at: now)
            pendingEvents.append(.logicallyComplete(id, at: now))
            pendingEvents.append(.removed(id, at: now))
            return id
        }
        guard let running = animation else {
            start(newAnimation, delta: delta, at: now, id: id)
            return id
        }
        let elapsed = now - beginTime
        var mergeContext = context
        if newAnimation.shouldMerge(previous: running, value: interval, time: elapsed, context: &mergeContext) {
            animation = newAnimation
            context = mergeContext
            context.isLogicallyComplete = false
            let riding = entryChanges.flatMap { $0 }.filter { !reportedLogical.contains($0) }
            entryChanges = [riding + [id]]
        } else {
            let (combined, combinedContext) = CombinedAnimation.combining(
                running: running, runningContext: context, runningTarget: interval,
                new: newAnimation, newTarget: interval + delta, at: elapsed)
            animation = Animation(combined)
            context = combinedContext
            entryChanges.append([id])
        }
        interval += delta
        advance(to: now, force: true)
        return id
    }

    /// The presented value, its velocity and any completions at `time`.
    public mutating func sample(at time: TimeInterval) -> AnimatorSample<Value> {
        move(to: time)
        let events = takeEvents()
        return AnimatorSample(value: presentedValue, velocity: velocity, events: events, isAnimating: isAnimating)
    }

    /// The presented value's rate of change per second at the time the animator was last moved to; nil if a
    /// custom animation does not report velocity.
    ///
    /// Evaluated on demand rather than on every move: most frames only present the value.
    public var velocity: Value? {
        guard let running = animation else { return .zero }
        return running.velocity(value: interval, time: lastTime - beginTime, context: context)
    }

    /// Moves the animator to `time` (never backwards), evaluating the running animation there: the cheap way
    /// to sample when only ``presentedValue`` and events are wanted.
    public mutating func move(to time: TimeInterval) {
        advance(to: max(time.isFinite ? time : lastTime, lastTime))
    }

    /// Moves the animator to `time` like ``move(to:)``; while an animation runs, writes the presented value
    /// into `presented` (left alone at rest, where it is the model value). The per-frame step of every animated
    /// input: one call, nothing generic in its result, pre-specialized for scalars, points, sizes and rectangles.
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    public mutating func step(to time: TimeInterval, presented: inout Value) -> AnimatorStep {
        move(to: time)
        if isAnimating { presented = presentedValue }
        return AnimatorStep(isAnimating: isAnimating, hasPendingEvents: !pendingEvents.isEmpty)
    }

    /// The value presented at the time the animator was last moved to.
    public var presentedValue: Value {
        isAnimating ? modelValue - interval + lastOffset : modelValue
    }

    /// Whether completions happened since events were last taken.
    public var hasPendingEvents: Bool { !pendingEvents.isEmpty }

    /// The completions since events were last taken, in order.
    public mutating func takeEvents() -> [AnimatorEvent] {
        guard !pendingEvents.isEmpty else { return [] }
        defer { pendingEvents = [] }
        return pendingEvents
    }

    private mutating func start(_ newAnimation: Animation, delta: Value, at time: TimeInterval, id: AnimationChangeID) {
        animation = newAnimation
        context = AnimationContext()
        context.hostValues = hostValues
        interval = delta
        beginTime = time
        lastTime = time
        lastOffset = .zero
        entryChanges = [[id]]
        advance(to: time, force: true)
    }

    /// Evaluates the running animation at `time`, recording completions.
    private mutating func advance(to time: TimeInterval, force: Bool = false) {
        guard isAnimating, force || time > lastTime else {
            lastTime = max(lastTime, time)
            return
        }
        lastTime = time
        let elapsed = time - beginTime
        let offset: Value?
        if let (duration, curve) = timingCurve {
            // `BezierAnimation.animate`, with `Value` known.
            offset = duration > 0 && elapsed <= duration ? interval.scaled(by: curve.value(at: elapsed / duration)) : nil
        } else if let running = animation {
            offset = running.animate(value: interval, time: elapsed, context: &context)
        } else {
            offset = nil
        }
        guard let offset else {
            finishAll(at: time)
            return
        }
        lastOffset = offset
        reportLogicalCompletion(at: time)
    }

    private mutating func reportLogicalCompletion(at time: TimeInterval) {
        // A single (uncombined) entry that has not completed has nothing to report: the common case, kept cheap.
        if entryChanges.count == 1 && !context.isLogicallyComplete { return }
        let completed: [Bool]
        if animation?.base is CombinedAnimation {
            completed = CombinedAnimation.logicalCompletion(context)
        } else {
            completed = [context.isLogicallyComplete]
        }
        for (changes, isComplete) in zip(entryChanges, completed) where isComplete {
            for id in changes where !reportedLogical.contains(id) {
                reportedLogical.insert(id)
                pendingEvents.append(.logicallyComplete(id, at: time))
            }
        }
    }

    /// Ends the running animation: the value rests on the model, every change riding on it completes.
    private mutating func finishAll(at time: TimeInterval) {
        for id in entryChanges.flatMap({ $0 }) {
            if !reportedLogical.contains(id) { pendingEvents.append(.logicallyComplete(id, at: time)) }
            pendingEvents.append(.removed(id, at: time))
        }
        animation = nil
        context = AnimationContext()
        context.hostValues = hostValues
        interval = .zero
        lastOffset = .zero
        entryChanges = []
        reportedLogical = []
    }
}
