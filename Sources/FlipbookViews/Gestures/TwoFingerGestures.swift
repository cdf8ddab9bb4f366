import Foundation

/// A pinch: the scale between two fingers. Hosts follow one finger, so it compiles and attaches but is never
/// recognised yet.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

/// A twist: the angle between two fingers. Hosts follow one finger, so it compiles and attaches but is never
/// recognised yet.
public struct RotateGesture: Gesture {
    public typealias Body = Never

    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }

    public var minimumAngleDelta: Angle

    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

/// The older name of ``MagnifyGesture``, whose value is the scale alone.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// The older name of ``RotateGesture``, whose value is the angle alone.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public typealias Body = Never
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Takes no touch: what two-finger gestures do under a one-finger host.
final class OneFingerIgnorer: TouchRecognizer {
    func began(at point: CGPoint, time: TimeInterval) -> Bool { false }
    func moved(to point: CGPoint, time: TimeInterval) {}
    func ended(at point: CGPoint, time: TimeInterval) {}
}

extension MagnifyGesture: PrimitiveGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer { OneFingerIgnorer() }
}

extension RotateGesture: PrimitiveGesture {
    func makeRecognizer(run: GestureRun<Value>, context: GestureContext) -> TouchRecognizer { OneFingerIgnorer() }
}

extension MagnificationGesture: PrimitiveGesture {
    func makeRecognizer(run: GestureRun<CGFloat>, context: GestureContext) -> TouchRecognizer { OneFingerIgnorer() }
}

extension RotationGesture: PrimitiveGesture {
    func makeRecognizer(run: GestureRun<Angle>, context: GestureContext) -> TouchRecognizer { OneFingerIgnorer() }
}
