import Foundation

/// A key for custom values carried by a ``Transaction``.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value a transaction has until one is set.
    static var defaultValue: Value { get }
}

/// When an animation completion runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable { case logicallyComplete, removed }
    let kind: Kind
    /// When the animation has reached its target perceptually (a spring's first settle).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When every animation the change started has been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// The context of a state change: its animation and how views should treat it.
///
/// Transactions flow down the view tree with the update they belong to; `.animation(_:value:)` and
/// `.transaction { }` rewrite them for their subtree only.
public struct Transaction {
    var values: [ObjectIdentifier: Any] = [:]
    /// Completions registered with `addAnimationCompletion` or `withAnimation(_:_:completion:)`.
    var completions: [AnimationCompletion] = []
    /// Tells writes made in the same `withTransaction` call apart from others (nil: outside any).
    var batch: TransactionBatch?

    /// Whether `animation` was set, even to nil: a nested `withAnimation(nil)` overrides an outer animation.
    var animationIsSet = false
    /// Whether this is the update of a frame of running animations (bodies evaluated with presented values, and
    /// the layout that follows): no change of anyone's, so `.animation` and `.transaction` modifiers leave it be.
    var isAnimationFrame = false
    /// The transactions as they were outside each `animation(_:body:)`/`transaction(_:body:)` scope entered,
    /// innermost last: the scope's content gets its own transaction back.
    var outerScopes: [Transaction] = []

    /// The transaction of a frame of running animations.
    static var animationFrame: Transaction {
        var transaction = Transaction()
        transaction.isAnimationFrame = true
        return transaction
    }

    /// The animation of this change; nil makes it jump.
    public var animation: Animation? {
        didSet { animationIsSet = true }
    }
    /// Whether `.animation(_:)` modifiers must leave the animation alone in this transaction.
    public var disablesAnimations = false
    /// Where a scroll to a scroll position lands (iOS 17; accepted: `scrollPosition` uses its own anchor).
    public var scrollTargetAnchor: UnitPoint?
    /// Whether the change is part of a continuous interaction, such as a drag.
    public var isContinuous = false
    /// Whether changes without an animation still record their velocity for a later spring to inherit.
    public var tracksVelocity = false

    /// An empty transaction.
    public init() {}

    /// A transaction with an animation.
    public init(animation: Animation?) {
        self.animation = animation
        animationIsSet = true
    }

    /// A custom value of the transaction.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `completion` when the animations started by this transaction complete by `criteria`.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// `other`'s explicitly set fields written over this one (iOS 17 nesting of `withTransaction`).
    func merging(_ other: Transaction) -> Transaction {
        var result = self
        result.values.merge(other.values) { _, new in new }
        result.completions += other.completions
        if other.animationIsSet { result.animation = other.animation }
        result.disablesAnimations = result.disablesAnimations || other.disablesAnimations
        result.isContinuous = result.isContinuous || other.isContinuous
        result.tracksVelocity = result.tracksVelocity || other.tracksVelocity
        // A binding's own transaction has no batch: its write belongs to the `withTransaction` around it, so
        // that a write outside `withAnimation` and one inside it stay two updates.
        result.batch = other.batch ?? batch
        return result
    }
}

/// A completion handler waiting for the animations of one transaction.
final class AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    var action: (() -> Void)?
    /// Animator changes still running; the completion fires when it drops to zero after the update.
    var pending = 0
    /// The queue of the graph whose update carried the transaction: due completions wait there for it.
    weak var queue: DueCompletions?

    init(criteria: AnimationCompletionCriteria, action: @escaping () -> Void) {
        self.criteria = criteria
        self.action = action
    }

    /// Hands the completion to its graph, which runs it between frames.
    func markDue() {
        queue?.items.append(self)
    }
}

/// Completions whose animations have finished, waiting for their graph to run them between frames.
final class DueCompletions: @unchecked Sendable {
    var items: [AnimationCompletion] = []
}

/// The writes of one `withTransaction` call, told apart from others by identity.
final class TransactionBatch: Sendable {}

/// The transaction of the change being made now: `withTransaction` binds it to the task (or thread) running its
/// body, so two hosts on two threads never see each other's.
enum TransactionContext {
    /// A transaction as a task-local value: it is never changed once bound.
    final class Bound: @unchecked Sendable {
        let transaction: Transaction
        init(_ transaction: Transaction) { self.transaction = transaction }
    }

    @TaskLocal static var bound: Bound?

    static var current: Transaction { bound?.transaction ?? Transaction() }

    static func with<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        var merged = current.merging(transaction)
        merged.batch = TransactionBatch()
        return try $bound.withValue(Bound(merged), operation: body)
    }
}

/// Runs `body` with `transaction` as the transaction of every state change it makes.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try TransactionContext.with(transaction, body)
}

/// Runs `body` with one value of the current transaction set.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the state changes it makes animate with `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` animated, then `completion` when the animations it started complete by `completionCriteria`.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
