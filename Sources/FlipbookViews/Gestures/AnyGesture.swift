import Foundation

/// A gesture whose type is hidden: what a property or a function returns when it picks one of several gestures
/// (`var gesture: AnyGesture<Void>`, a drag in one mode and a tap in another).
public struct AnyGesture<Value>: Gesture {
    /// A primitive gesture: recognised by the view graph through the gesture it wraps.
    public typealias Body = Never

    private let makeRecognizer: @MainActor (GestureRun<Value>, GestureContext) -> TouchRecognizer?
    private let answersQuickTaps: Bool

    /// Wraps `gesture`, keeping its values and how it is recognised.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeRecognizer = { run, context in GestureResolution.recognizer(for: gesture, run: run, context: context) }
        answersQuickTaps = (gesture as? TapAnswering)?.answersTaps ?? true
    }
}

extension AnyGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        makeRecognizer(run, context)
    }
}

extension AnyGesture: TapAnswering {
    var answersTaps: Bool { answersQuickTaps }
}
