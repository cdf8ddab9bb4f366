import Foundation

/// A type that names an alignment guide and gives its default value for a view.
public protocol AlignmentID {
    /// The guide's position in a view of `context`'s size when the view sets none.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as its parent sees them.
public struct ViewDimensions: Equatable, @unchecked Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// The horizontal position of `guide` in the view: its explicit value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.id.defaultValue(in: self)
    }

    /// The vertical position of `guide` in the view: its explicit value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicit(guide.key) ?? guide.id.defaultValue(in: self)
    }

    /// The position the view set for `guide` with `alignmentGuide`, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// The position the view set for `guide` with `alignmentGuide`, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }
}

/// An alignment guide as layout asks for it: which guide, and on which axis it lies.
struct AlignmentKey: Hashable {
    let id: AlignmentID.Type
    let axis: Axis

    /// Whether this is one of SwiftUI's own guides (leading, centre, trailing, top, bottom, the baselines), which
    /// stacks do not pass on from their children, unlike custom guides.
    var isBuiltIn: Bool { id is BuiltInAlignmentID.Type }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}

/// The identifiers of SwiftUI's own guides.
protocol BuiltInAlignmentID: AlignmentID {}

/// A guide along the horizontal axis (leading, center, trailing, or custom).
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let id: AlignmentID.Type
    /// A custom alignment computed by `id`.
    public init(_ id: AlignmentID.Type) { self.id = id }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    var key: AlignmentKey { AlignmentKey(id: id, axis: .horizontal) }

    enum Leading: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    enum Trailing: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// The leading edge.
    public static let leading = HorizontalAlignment(Leading.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(Center.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// Where a list row's separator starts (the leading edge unless set).
    public static let listRowSeparatorLeading = HorizontalAlignment(Leading.self)
    /// Where a list row's separator ends (the trailing edge unless set).
    public static let listRowSeparatorTrailing = HorizontalAlignment(Trailing.self)
}

/// A guide along the vertical axis (top, center, bottom, text baselines, or custom).
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let id: AlignmentID.Type
    /// A custom alignment computed by `id`.
    public init(_ id: AlignmentID.Type) { self.id = id }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    var key: AlignmentKey { AlignmentKey(id: id, axis: .vertical) }

    enum Top: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    enum Center: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    enum Bottom: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum FirstTextBaseline: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    enum LastTextBaseline: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    /// The top edge.
    public static let top = VerticalAlignment(Top.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(Center.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text (the bottom for a view without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text (the bottom for a view without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of horizontal and vertical guides.
public struct Alignment: Equatable, Sendable {
    /// The alignment across.
    public var horizontal: HorizontalAlignment
    /// The alignment down.
    public var vertical: VerticalAlignment

    /// An alignment of a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)

    /// The offset of `child` inside `container` that makes their guides coincide.
    func offset(of child: ViewDimensions, in container: ViewDimensions) -> CGPoint {
        CGPoint(x: container[horizontal] - child[horizontal], y: container[vertical] - child[vertical])
    }
}
