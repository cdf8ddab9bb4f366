import Foundation

// What assistive technologies read: accepted and kept out of the picture. Only `accessibilityLabel` (and the
// older `accessibility(label:)`) does something in Flipbook: hosts find views by it (see Accessibility.swift).

/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The element is a button, or a header.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0), isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected, or an image.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2), isImage = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is static text, or changes often.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4), updatesFrequently = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is a link, or a search field.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 6), isSearchField = AccessibilityTraits(rawValue: 1 << 7)
    /// The element isolates its content, or summarizes the app's state when it starts.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 8), isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is a keyboard key, or a toggle.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 10), isToggle = AccessibilityTraits(rawValue: 1 << 11)
    /// Activating the element starts a media session, or the element plays its own sound.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12), playsSound = AccessibilityTraits(rawValue: 1 << 13)
    /// The element takes touches directly, or turns the page when reading reaches its end.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14), causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an accessibility element is made from its children (accepted).
public struct AccessibilityChildBehavior: Sendable {
    /// The children are hidden from accessibility, or merged into one element.
    public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior()
    /// The children stay elements inside a container.
    public static let contain = AccessibilityChildBehavior()
}

/// An action assistive technologies can perform on an element (accepted).
public struct AccessibilityActionKind: Equatable, Sendable {
    private let name: String
    /// A named custom action.
    public init(named name: Text) { self.name = name.string }
    /// Activating the element, dismissing a modal, the magic tap, showing the element's menu.
    public static let `default` = AccessibilityActionKind(kind: "default"), escape = AccessibilityActionKind(kind: "escape"),
                      magicTap = AccessibilityActionKind(kind: "magicTap"), showMenu = AccessibilityActionKind(kind: "showMenu")
    private init(kind: String) { name = kind }
}

/// Which way an adjustable element is moved (accepted).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up, or down.
    case increment, decrement
}

/// The level of a heading (accepted).
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// No level, or levels one to six.
    case unspecified, h1, h2, h3, h4, h5, h6
}

extension View {
    /// What activating the element does, for assistive technologies (accepted; no effect).
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// What activating the element does, for assistive technologies (accepted; no effect).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// What activating the element does, for assistive technologies (accepted; no effect).
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View { self }
    /// The element's value, for assistive technologies (accepted; no effect).
    public func accessibilityValue(_ value: Text) -> some View { self }
    /// The element's value, for assistive technologies (accepted; no effect).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// The element's value, for assistive technologies (accepted; no effect).
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { self }
    /// Hides the element from assistive technologies (accepted; no effect).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    /// An identifier for UI tests (accepted; no effect).
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Adds accessibility traits (accepted; no effect).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes accessibility traits (accepted; no effect).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Makes the view one accessibility element (accepted; no effect).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    /// An action for assistive technologies (accepted; never performed).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View { self }
    /// A named action for assistive technologies (accepted; never performed).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action for assistive technologies (accepted; never performed).
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// A named action for assistive technologies (accepted; never performed).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }
    /// An action labelled by a view, for assistive technologies (accepted; never performed).
    public func accessibilityAction<Label: View>(action: @escaping () -> Void,
                                                 @ViewBuilder label: () -> Label) -> some View { self }
    /// What swiping up or down on an adjustable element does (accepted; never performed).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View { self }
    /// Where assistive technologies activate the element, in its own points (accepted; no effect).
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View { self }
    /// Where assistive technologies activate the element, as a fraction of its size (accepted; no effect).
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View { self }
    /// The order assistive technologies read the element in, highest first (accepted; no effect).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
    /// Words Voice Control knows the element by (accepted; no effect).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Words Voice Control knows the element by (accepted; no effect).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// Words Voice Control knows the element by (accepted; no effect).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    /// Marks the element a heading (accepted; no effect).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// Whether the element takes part in interaction (accepted; no effect).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }
    /// Keeps the element's colours when colours are inverted (accepted; no effect).
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { self }
    /// Shows the element large when held, at large text sizes (accepted; no effect).
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    /// Shows a view large when the element is held, at large text sizes (accepted; no effect).
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View { self }
    /// Views that stand for the element's children for assistive technologies (accepted; not drawn).
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

    // iOS 13's spellings, deprecated in SwiftUI and still in older code.

    /// Labels the view (iOS 13's spelling of `accessibilityLabel(_:)`, which it is).
    public func accessibility(label: Text) -> some View { accessibilityLabel(label) }
    /// The element's value (iOS 13's spelling; accepted, no effect).
    public func accessibility(value: Text) -> some View { self }
    /// What activating the element does (iOS 13's spelling; accepted, no effect).
    public func accessibility(hint: Text) -> some View { self }
    /// Hides the element from assistive technologies (iOS 13's spelling; accepted, no effect).
    public func accessibility(hidden: Bool) -> some View { self }
    /// An identifier for UI tests (iOS 13's spelling; accepted, no effect).
    public func accessibility(identifier: String) -> some View { self }
    /// Adds traits (iOS 13's spelling; accepted, no effect).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { self }
    /// Removes traits (iOS 13's spelling; accepted, no effect).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { self }
    /// Where the element is activated (iOS 13's spelling; accepted, no effect).
    public func accessibility(activationPoint: UnitPoint) -> some View { self }
    /// Where the element is activated (iOS 13's spelling; accepted, no effect).
    public func accessibility(activationPoint: CGPoint) -> some View { self }
    /// The reading order (iOS 13's spelling; accepted, no effect).
    public func accessibility(sortPriority: Double) -> some View { self }
    /// Words Voice Control knows the element by (iOS 13's spelling; accepted, no effect).
    public func accessibility(inputLabels: [Text]) -> some View { self }
    /// Which of a picker's options the element is (iOS 13's spelling; accepted, no effect).
    public func accessibility(selectionIdentifier: AnyHashable) -> some View { self }
}

/// What an app tells assistive technologies (iOS 17): accepted, and not posted anywhere.
public enum AccessibilityNotification {
    /// Text for VoiceOver to speak.
    public struct Announcement {
        /// An announcement of `argument`.
        public init(_ argument: String) {}
        /// An announcement of `attributedString`.
        public init(_ attributedString: AttributedString) {}
        /// Posts the announcement (accepted; nothing is spoken).
        public func post() {}
    }

    /// The layout of the screen changed.
    public struct LayoutChanged {
        /// A layout change, focusing nothing in particular.
        public init() {}
        /// Posts the change (accepted).
        public func post() {}
    }

    /// A new screen appeared.
    public struct ScreenChanged {
        /// A screen change, focusing nothing in particular.
        public init() {}
        /// Posts the change (accepted).
        public func post() {}
    }
}
