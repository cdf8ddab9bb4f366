import Foundation

/// A node whose body shows an animated value: an `Animatable` custom view or view modifier. While the value
/// animates, the node asks the graph, at every frame's tick, to evaluate its body with the value presented then.
@MainActor
protocol PresentedValueBody: AnimatingNode, ReevaluatableNode {
    associatedtype Shown: Animatable
    /// The view's or modifier's animated value (nil until the node takes its first value).
    var animated: AnimatedValue<Shown>? { get }
}

extension PresentedValueBody {
    func tick(at time: TimeInterval) -> Bool {
        guard let animated else { return false }
        animated.tick(at: time)
        graph.evaluateWithPresentedValues(self)
        return animated.isAnimating
    }

    var animatedInputs: [AnimatedInput] { [AnimatedInput("animatableData", animated)] }
}
