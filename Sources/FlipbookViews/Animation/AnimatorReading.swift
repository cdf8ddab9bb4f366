import Foundation

/// One animated input of a view, read at the host's current time: what the live preview charts and
/// `flipbook plot` samples.
///
/// Every animatable input has its own animator (a leaf's layout frame, a shape's or effect's
/// `animatableData`, an opacity, a colour). Its value and velocity are given as components: a `CGFloat` or
/// `Double` has one, a point or size two, a rectangle four (`x, y, width, height`), an `AnimatablePair` the
/// components of both halves and an `AnimatableVector` its values. A custom `VectorArithmetic` type is read as
/// one component, its magnitude.
public struct AnimatorReading: Equatable, Sendable, Codable {
    /// The node the input belongs to (the `viewID` of the display-list items it draws).
    public var viewID: Int
    /// The view's type, as the laid-out tree names it (`RatingBlob`, `Text`, an effect's type).
    public var view: String
    /// Which input: `frame`, `animatableData`, `color`, `opacity`, `presence` (a transition), `clipShape`,
    /// `matchedFrame` or `fraction` (a slider).
    public var input: String
    /// The presented value's components.
    public var value: [Double]
    /// The velocity's components, per second; nil when a custom animation does not report velocity.
    public var velocity: [Double]?
    /// Whether an animation of this input is running.
    public var isAnimating: Bool

    /// A reading of one animated input of a view.
    public init(viewID: Int, view: String, input: String, value: [Double], velocity: [Double]?, isAnimating: Bool) {
        self.viewID = viewID
        self.view = view
        self.input = input
        self.value = value
        self.velocity = velocity
        self.isAnimating = isAnimating
    }

    /// `view.input`, e.g. `RatingBlob.animatableData`: how charts label the input.
    public var name: String { "\(view).\(input)" }
}

/// A named animated input of a node; nil until the node made it.
struct AnimatedInput {
    let name: String
    let value: AnyAnimatedValue?

    init(_ name: String, _ value: AnyAnimatedValue?) {
        self.name = name
        self.value = value
    }
}

extension AnimatingNode {
    /// This node's inputs as readings (inputs not made yet are left out).
    var animatorReadings: [AnimatorReading] {
        animatedInputs.compactMap { input in
            guard let value = input.value else { return nil }
            return AnimatorReading(viewID: nodeID, view: debugName, input: input.name, value: value.presentedComponents,
                                   velocity: value.velocityComponents, isAnimating: value.isAnimating)
        }
    }
}

/// The components of an animatable value, for readings.
func vectorComponents(_ value: Any) -> [Double] {
    switch value {
    case let double as Double: return [double]
    case let cgFloat as CGFloat: return [Double(cgFloat)]
    case let float as Float: return [Double(float)]
    case let vector as AnimatableVector: return vector.values
    case is EmptyAnimatableData: return []
    case let composite as ComponentsReadable: return composite.components
    case let other as any VectorArithmetic: return [other.magnitudeSquared.squareRoot()]
    default: return []
    }
}

/// Vectors made of other vectors, read component by component.
protocol ComponentsReadable {
    var components: [Double] { get }
}

extension AnimatablePair: ComponentsReadable {
    var components: [Double] { vectorComponents(first) + vectorComponents(second) }
}

extension AnimatableValues: ComponentsReadable {
    var components: [Double] {
        var components: [Double] = []
        for element in repeat each value {
            components += vectorComponents(element)
        }
        return components
    }
}
