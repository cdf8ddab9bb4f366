import Foundation

/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback`. Flipbook's hosts have no haptics: feedback is
/// accepted and changes no pixel.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// Something snapped into alignment.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed a level.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A path was completed.
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")
    /// A physical impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// A physical impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        let value: Int
        /// A light impact.
        public static let light = Weight(value: 0)
        /// A medium impact.
        public static let medium = Weight(value: 1)
        /// A heavy impact.
        public static let heavy = Weight(value: 2)
    }

    /// How flexible the colliding objects feel.
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        /// Rigid objects.
        public static let rigid = Flexibility(value: 0)
        /// Solid objects.
        public static let solid = Flexibility(value: 1)
        /// Soft objects.
        public static let soft = Flexibility(value: 2)
    }
}

extension View {
    /// Plays haptic feedback when `trigger` changes. Flipbook's hosts have no haptics: the feedback is recorded
    /// with its time (`ViewGraph.sensoryFeedback`, `ViewHost.sensoryFeedback`) and changes no pixel.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
    }

    /// Plays (records) haptic feedback when `trigger` changes and `condition` of the old and new values holds.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
    }

    /// Plays (records) the feedback `feedback` picks from the old and new values when `trigger` changes (none
    /// when it returns nil).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }

    /// Plays (records) the feedback `feedback` returns when `trigger` changes (none when it returns nil).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        modifier(_SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback() })
    }
}

/// `sensoryFeedback`: records the feedback its closure picks when the trigger changes.
public struct _SensoryFeedbackModifier<T: Equatable>: ViewModifier {
    let trigger: T
    let feedback: (T, T) -> SensoryFeedback?
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(SensoryFeedbackNode<V, T>(graph: graph))
    }
}

final class SensoryFeedbackNode<Content: View, T: Equatable>: SingleChildNode, ViewNode {
    private var trigger: T?

    func update(_ modified: ModifiedContent<Content, _SensoryFeedbackModifier<T>>, context: ResolveContext) {
        let modifier = modified.modifier
        if let old = trigger, old != modifier.trigger, let feedback = modifier.feedback(old, modifier.trigger) {
            graph.sensoryFeedback.append((graph.time, feedback.name))
        }
        trigger = modifier.trigger
        setChild(modified.content, context: context)
    }
}
