import Foundation

/// The kinds of input a gesture answers (iOS 27): a finger on the screen, a trackpad, a pencil, a pointer.
/// Flipbook's input is a finger on the screen, and a gesture given any kinds answers it, as before: scripts and
/// the live page stand for whatever device the code was written for.
public struct GestureInputKinds: OptionSet, Hashable, Sendable {
    /// The kinds, one bit each.
    public let rawValue: Int
    /// Kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A finger on the screen.
    public static let directTouch = GestureInputKinds(rawValue: 1 << 0)
    /// A touch on a trackpad or remote.
    public static let indirectTouch = GestureInputKinds(rawValue: 1 << 1)
    /// A pencil.
    public static let pencil = GestureInputKinds(rawValue: 1 << 2)
    /// A mouse or trackpad pointer.
    public static let pointer = GestureInputKinds(rawValue: 1 << 3)
    /// Every kind.
    public static let all: GestureInputKinds = [.directTouch, .indirectTouch, .pencil, .pointer]
}

extension DragGesture {
    /// A drag answering `inputKinds`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local,
                inputKinds: GestureInputKinds) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension TapGesture {
    /// A gesture of `count` taps answering `inputKinds`.
    public init(count: Int = 1, inputKinds: GestureInputKinds) { self.init(count: count) }
}

extension SpatialTapGesture {
    /// A gesture of `count` taps answering `inputKinds`, reporting where in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                inputKinds: GestureInputKinds) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension LongPressGesture {
    /// A long press answering `inputKinds`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, inputKinds: GestureInputKinds) {
        self.init(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

extension MagnifyGesture {
    /// A pinch answering `inputKinds`.
    public init(minimumScaleDelta: CGFloat = 0.01, inputKinds: GestureInputKinds) {
        self.init(minimumScaleDelta: minimumScaleDelta)
    }
}

extension RotateGesture {
    /// A twist answering `inputKinds`.
    public init(minimumAngleDelta: Angle = .degrees(1), inputKinds: GestureInputKinds) {
        self.init(minimumAngleDelta: minimumAngleDelta)
    }
}

extension View {
    /// Runs `action` with the location of `count` taps answering `inputKinds`.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             inputKinds: GestureInputKinds, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace, perform: action)
    }

    /// Runs `action` after a long press answering `inputKinds`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   inputKinds: GestureInputKinds, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: onPressingChanged)
    }
}
