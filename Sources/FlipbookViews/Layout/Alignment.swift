import Foundation

/// A type that names an alignment guide and gives its default value for a view.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as its parent sees them.
public struct ViewDimensions: Equatable, @unchecked Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: (ObjectIdentifier) -> CGFloat?

    init(size: CGSize, explicit: @escaping (ObjectIdentifier) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(ObjectIdentifier(guide.id)) ?? guide.id.defaultValue(in: self)
    }

    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(ObjectIdentifier(guide.id)) ?? guide.id.defaultValue(in: self)
    }

    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(ObjectIdentifier(guide.id)) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(ObjectIdentifier(guide.id)) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}

/// A guide along the horizontal axis (leading, center, trailing, or custom).
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let id: AlignmentID.Type
    public init(_ id: AlignmentID.Type) { self.id = id }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
    public static let listRowSeparatorLeading = HorizontalAlignment(Leading.self)
    public static let listRowSeparatorTrailing = HorizontalAlignment(Trailing.self)
}

/// A guide along the vertical axis (top, center, bottom, text baselines, or custom).
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let id: AlignmentID.Type
    public init(_ id: AlignmentID.Type) { self.id = id }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of horizontal and vertical guides.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)

    /// The offset of `child` inside `container` that makes their guides coincide.
    func offset(of child: ViewDimensions, in container: ViewDimensions) -> CGPoint {
        CGPoint(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
    }
}
