import Foundation

/// The space between a list's sections: the style's own, a tighter one, or a given number of points.
public struct ListSectionSpacing: Equatable, Sendable {
    /// The gap in points, or nil for the list style's own.
    let points: CGFloat?

    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// A tighter spacing. iOS does not publish its value; Flipbook uses 20 pt, as the README's behaviour section says.
    public static let compact = ListSectionSpacing(points: 20)
    /// `spacing` points between sections (a negative or non-finite value counts as none given).
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing.isFinite && spacing >= 0 ? spacing : nil)
    }
}

struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
struct ListSectionMarginKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The least height of a list row: 44 pt unless set. A row is as tall as its content and insets, and no less.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// The least height of a list section's header; nil (the default) leaves it as tall as its text.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// The gap between the rows of the lists inside (`listRowSpacing(_:)`).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// How far the sections' cards of the lists inside sit from the lists' sides (`listSectionMargins(_:_:)`);
    /// nil: the style's.
    var listSectionMargin: CGFloat? {
        get { self[ListSectionMarginKey.self] }
        set { self[ListSectionMarginKey.self] = newValue }
    }

    /// The gap between the sections of the lists inside (`listSectionSpacing(_:)`).
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

/// What a row asks of its list beyond its content: its insets and its separators.
struct ListRowInsetsKey: ContainerValueKey { static let defaultValue: EdgeInsets? = nil }
struct ListRowHiddenSeparatorsKey: ContainerValueKey { static let defaultValue: VerticalEdge.Set = [] }
struct ListRowSeparatorTintKey: ContainerValueKey { static let defaultValue: ListRowSeparatorTint? = nil }

/// The colour a row gives its separator lines on some edges.
struct ListRowSeparatorTint: Equatable {
    var color: Color
    var edges: VerticalEdge.Set
}

extension ContainerValues {
    var listRowInsets: EdgeInsets? {
        get { self[ListRowInsetsKey.self] }
        set { self[ListRowInsetsKey.self] = newValue }
    }

    var hiddenListRowSeparators: VerticalEdge.Set {
        get { self[ListRowHiddenSeparatorsKey.self] }
        set { self[ListRowHiddenSeparatorsKey.self] = newValue }
    }

    var listRowSeparatorTint: ListRowSeparatorTint? {
        get { self[ListRowSeparatorTintKey.self] }
        set { self[ListRowSeparatorTintKey.self] = newValue }
    }
}

extension View {
    /// The space between this list row's content and its edges; nil keeps the list's (16 pt across, 11 pt down).
    /// `EdgeInsets()` runs the content to the row's edges.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        containerValue(\.listRowInsets, insets)
    }

    /// Hides this list row's separator lines (`.hidden`) on `edges`: the line between two rows shows unless the
    /// row above hides its bottom one or the row below its top one.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.hiddenListRowSeparators, visibility == .hidden ? edges : [])
    }

    /// The colour of this list row's separator lines on `edges` (nil keeps the system's grey).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        containerValue(\.listRowSeparatorTint, color.map { ListRowSeparatorTint(color: $0, edges: edges) })
    }

    /// The gap between the rows of the lists inside, in points. In an inset grouped list, each row then becomes a
    /// rounded card of its own with no lines between; nil keeps rows touching.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.flatMap { $0.isFinite && $0 > 0 ? $0 : nil })
    }

    /// The gap between the sections of the lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// The gap between the sections of the lists inside, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }

    /// iOS 26: how far the sections' cards of the lists inside sit from the lists' leading and trailing sides
    /// (nil: the style's 16 points when inset). Margins at the top and bottom are accepted; the sections keep
    /// their spacing.
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        transformEnvironment(\.listSectionMargin) { margin in
            guard !edges.isDisjoint(with: .horizontal) else { return }
            margin = length.flatMap { $0.isFinite ? max(0, $0) : nil }
        }
    }
}
