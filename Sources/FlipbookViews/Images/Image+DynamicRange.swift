import Foundation

extension Image {
    /// How much brightness beyond white an image may draw (accepted: Flipbook's pictures are standard range).
    public struct DynamicRange: Hashable, Sendable {
        private let level: Int
        /// The interface's own range, some headroom beside it, or all the image has.
        public static let standard = DynamicRange(level: 0), constrainedHigh = DynamicRange(level: 1),
                           high = DynamicRange(level: 2)
    }

    /// The image with the brightness range it may draw in (accepted; Flipbook draws standard range).
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

extension View {
    /// The brightness range images inside may draw in (accepted; Flipbook draws standard range).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}

extension EnvironmentValues {
    /// The brightness range images may draw in, or nil for the default.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

struct AllowedDynamicRangeKey: EnvironmentKey {
    static let defaultValue: Image.DynamicRange? = nil
}
