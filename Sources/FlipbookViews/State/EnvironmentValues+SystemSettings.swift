import Foundation

// The system settings views read from the environment. Flipbook's hosts render for iOS's defaults, so these
// read as a phone at its standard settings; the ones SwiftUI lets views set can be set.

/// The older name of the size of text the user asks for (`sizeCategory`), one of `DynamicTypeSize`'s sizes.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    /// The standard sizes, from the smallest to the largest.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The larger accessibility sizes.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The size of the same rank.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }

    /// The dynamic type size of the same rank.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// Whether text is drawn bolder for legibility (the Bold Text setting).
public enum LegibilityWeight: Hashable, Sendable {
    /// The regular weights, or bolder ones.
    case regular, bold
}

/// Whether the viewer asked for more contrast.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The standard contrast, or more.
    case standard, increased
}

/// Ends the search in progress of the `searchable` around (`@Environment(\.dismissSearch)`): its field leaves
/// focus and `isSearching` turns false. Outside a `searchable` it does nothing.
public struct DismissSearchAction: @unchecked Sendable {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void = {}) { self.action = action }
    /// Ends the search.
    @MainActor public func callAsFunction() { action() }
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct DismissSearchKey: EnvironmentKey { static var defaultValue: DismissSearchAction { DismissSearchAction() } }

/// Refreshes a view's content (`@Environment(\.refresh)`, set by `refreshable`): nil, as Flipbook's lists are
/// never pulled to refresh.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh.
    public func callAsFunction() async { await action() }
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The size of text the user asks for, by its older name (the same setting as `dynamicTypeSize`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    /// Whether text is drawn bolder: nil, the setting is not known (text keeps its weight).
    public var legibilityWeight: LegibilityWeight? { nil }
    /// The contrast asked for: standard.
    public var colorSchemeContrast: ColorSchemeContrast { .standard }
    /// The width of a hairline in points: one pixel at the display scale.
    public var pixelLength: CGFloat { 1 / max(displayScale, 1) }
    /// Whether the nearest focusable ancestor has focus (false: Flipbook has no keyboard focus outside fields).
    public var isFocused: Bool { false }
    /// Whether the search of the `searchable` around is on: its field is focused.
    public internal(set) var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
    /// Ends the search of the `searchable` around.
    public internal(set) var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
    /// The refresh of the content around, if it can be refreshed (nil: never pulled to refresh).
    public var refresh: RefreshAction? { nil }
    /// Why the content is redacted (`redacted(reason:)`; empty where it is not): text and images inside are drawn
    /// as placeholder blocks (see `Redaction.swift`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

