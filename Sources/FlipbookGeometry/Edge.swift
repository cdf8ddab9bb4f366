/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Codable, Sendable {
    /// The top, leading (left, in a left-to-right layout), bottom or trailing edge.
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set of one edge.
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A horizontal edge of a rectangle.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Codable, Sendable {
    /// The leading or trailing edge.
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The leading edge, the trailing edge, or both.
        public static let leading = Set(.leading), trailing = Set(.trailing), all: Set = [.leading, .trailing]
    }
}

/// A vertical edge of a rectangle.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Codable, Sendable {
    /// The top or bottom edge.
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        /// The top edge, the bottom edge, or both.
        public static let top = Set(.top), bottom = Set(.bottom), all: Set = [.top, .bottom]
    }
}

/// The horizontal or vertical dimension in a 2-D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Codable, Sendable, CustomStringConvertible {
    /// Along x, or along y.
    case horizontal, vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
