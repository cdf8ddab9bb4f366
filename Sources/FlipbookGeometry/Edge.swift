/// An enumeration to indicate one edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Codable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// A horizontal edge of a rectangle.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Codable, Sendable {
    case leading, trailing
}

/// A vertical edge of a rectangle.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Codable, Sendable {
    case top, bottom
}

/// The horizontal or vertical dimension in a 2-D coordinate system.
public enum Axis: Int8, CaseIterable, Hashable, Codable, Sendable, CustomStringConvertible {
    case horizontal, vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}
