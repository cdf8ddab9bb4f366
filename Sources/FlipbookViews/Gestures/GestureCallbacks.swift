import Foundation

/// A gesture that calls an action whenever its value changes.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    public var body: Never { fatalError("_ChangedGesture has no body") }
}

/// A gesture that calls an action when it ends successfully.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    public var body: Never { fatalError("_EndedGesture has no body") }
}

/// A gesture that writes a `GestureState` as its value changes.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body_: (Base.Value, inout State, inout Transaction) -> Void
    /// Never called: the view graph recognises the gesture itself.
    public var body: Never { fatalError("GestureStateGesture has no body") }
}

/// A gesture whose values are transformed.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value
    public var body: Never { fatalError("_MapGesture has no body") }
}

extension Gesture {
    /// Calls `action` with each new value while the gesture runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }

    /// Calls `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` with each new value; it goes back to its initial value when the gesture ends or is
    /// cancelled.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void)
        -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body_: body)
    }

    /// The gesture with its values transformed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}

extension _ChangedGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        let action = self.action
        run.changed.append(action)
        return GestureResolution.recognizer(for: content, run: run, context: context)
    }
}

extension _EndedGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        let action = self.action
        run.ended.append(action)
        return GestureResolution.recognizer(for: content, run: run, context: context)
    }
}

extension GestureStateGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        let (state, body) = (self.state, body_)
        run.changed.insert({ value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.write(current, transaction: transaction)
        }, at: 0)
        run.finished.append { state.reset() }
        return GestureResolution.recognizer(for: base, run: run, context: context)
    }
}

extension _MapGesture: RecognizableGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer? {
        let inner = GestureRun<Content.Value>()
        let transform = self.transform
        inner.changed.append { run.change(transform($0)) }
        inner.ended.append { run.end(transform($0)) }
        inner.finished.append { run.finish() }
        return GestureResolution.recognizer(for: content, run: inner, context: context)
    }
}

/// Whether a quick tap can satisfy a gesture: a long press cannot, so a tap on a view with a long press inside a
/// tap gesture goes to the tap.
@MainActor
protocol TapAnswering {
    var answersTaps: Bool { get }
}

extension LongPressGesture: TapAnswering {
    var answersTaps: Bool { minimumDuration <= 0 }
}

/// A drag that must move before it starts never begins in a tap, so a tap on a draggable card inside
/// `onTapGesture` is the tap's; a drag from zero distance begins on touch down and keeps the touch.
extension DragGesture: TapAnswering {
    var answersTaps: Bool { !(minimumDistance > 0) }
}

extension _ChangedGesture: TapAnswering {
    var answersTaps: Bool { (content as? TapAnswering)?.answersTaps ?? true }
}

extension _EndedGesture: TapAnswering {
    var answersTaps: Bool { (content as? TapAnswering)?.answersTaps ?? true }
}

extension GestureStateGesture: TapAnswering {
    var answersTaps: Bool { (base as? TapAnswering)?.answersTaps ?? true }
}
