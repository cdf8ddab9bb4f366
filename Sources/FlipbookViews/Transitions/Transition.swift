import Foundation

/// Where a view is in its life as a transition sees it.
public enum TransitionPhase: Hashable, Sendable {
    /// About to be inserted: the state an insertion animates from.
    case willAppear
    /// On screen.
    case identity
    /// Removed: the state a removal animates to.
    case didDisappear

    /// Whether the view is on screen, neither arriving nor leaving.
    public var isIdentity: Bool { self == .identity }

    /// -1 before appearing, 0 on screen, 1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition changes (accepted for compatibility).
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (reduced motion may replace one that does).
    public var hasMotion: Bool
    /// Properties of a transition that moves the view unless `hasMotion` is false.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view looks on its way in and out: its body in each phase. Insertion animates from `.willAppear` to
/// `.identity`, removal from `.identity` to `.didDisappear`, with the animation of the change.
@MainActor
public protocol Transition {
    /// The view the transition makes.
    associatedtype Body: View
    /// The content as it looks in `phase`: the transition animates between the phases.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// The view the transition is applied to.
    typealias Content = PlaceholderContentView<Self>
    /// Properties of the transition, such as whether it moves the view.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition that moves the view.
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// The view a transition is applied to, inside its `body`.
public struct PlaceholderContentView<Value>: View {
    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(PlaceholderContentNode<Value>(graph: graph))
    }
}

/// The view a transition's body applies to: the content of the phase modifier the body is evaluated in.
final class PlaceholderContentNode<Value>: ModifierContentResolver, ViewNode {
    func update(_ view: PlaceholderContentView<Value>, context: ResolveContext) {
        resolveContent(as: PlaceholderContentView<Value>.self, context: context)
    }
}

/// A transition's body for one phase, as a modifier of the view it applies to.
struct TransitionPhaseModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    func body(content: Content) -> some View {
        transition.body(content: PlaceholderContentView<T>(), phase: phase)
    }

    static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph) -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(TransitionPhaseNode<V, T>(graph: graph))
    }
}

/// A transition's body for one phase: `PlaceholderContentView` stands for the content in it.
final class TransitionPhaseNode<Content: View, T: Transition>: CustomModifierNode<Content, TransitionPhaseModifier<T>> {
    override var contentPlaceholder: ObjectIdentifier { ObjectIdentifier(PlaceholderContentView<T>.self) }
}
