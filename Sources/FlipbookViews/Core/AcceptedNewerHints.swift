import Foundation

// Hints from iOS 18 and iOS 26, and accessibility relations, that change nothing Flipbook draws: buttons keep
// their size, symbols their look, text its direction, and a phone has no sidebar or section index. They compile
// as SwiftUI spells them; the README lists them as accepted.

/// How a button fills the room it is offered (`buttonSizing(_:)`, iOS 26; accepted: buttons fit their label).
public struct ButtonSizing: Hashable, Sendable {
    let rawValue: Int
    /// The system's choice.
    public static let automatic = ButtonSizing(rawValue: 0)
    /// As wide as its label.
    public static let fitted = ButtonSizing(rawValue: 1)
    /// As wide as it is offered.
    public static let flexible = ButtonSizing(rawValue: 2)
}

/// How a symbol shows its variable value (`symbolVariableValueMode(_:)`, iOS 26; accepted).
public struct SymbolVariableValueMode: Hashable, Sendable {
    let rawValue: Int
    /// Layers coloured up to the value.
    public static let color = SymbolVariableValueMode(rawValue: 0)
    /// The symbol drawn up to the value.
    public static let draw = SymbolVariableValueMode(rawValue: 1)
}

extension Text {
    /// How text picks its writing direction (`writingDirection(strategy:)`, iOS 26; accepted: Pango lays text
    /// out by its content).
    public struct WritingDirectionStrategy: Hashable, Sendable {
        let rawValue: Int
        /// By the layout direction.
        public static let layoutBased = WritingDirectionStrategy(rawValue: 0)
        /// By the text's first strong character.
        public static let contentBased = WritingDirectionStrategy(rawValue: 1)
        /// The system's choice.
        public static let `default` = WritingDirectionStrategy(rawValue: 2)
    }
}

/// A view's part in a label-and-content pair for assistive technologies (`accessibilityLabeledPair`).
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    /// The label.
    case label
    /// The content it labels.
    case content
}

/// How a direct-touch area behaves under VoiceOver (`accessibilityDirectTouch(_:options:)`; accepted).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Touches make no sound.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// The area must be activated first.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

extension View {
    /// How buttons inside fill the room they are offered (accepted).
    public func buttonSizing(_ sizing: ButtonSizing) -> some View { self }
    /// How symbols inside show a variable value (accepted).
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View { self }
    /// How text inside picks its writing direction (accepted).
    public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View { self }
    /// Whether navigation links in lists show their chevron (accepted: links draw as they do).
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View { self }
    /// The tint of a list section's separators (accepted).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Whether a list shows its section index (accepted: a list has none).
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { self }
    /// A section's entry in the list's section index (accepted).
    public func sectionIndexLabel(_ label: Text?) -> some View { self }
    /// A section's entry in the list's section index, as a string (accepted).
    public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View { self }
    /// The room kept for labels' icons (accepted).
    public func labelReservedIconWidth(_ value: CGFloat) -> some View { self }
    /// A header above an adaptable tab view's sidebar (accepted: a phone shows the tab bar).
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// A footer below an adaptable tab view's sidebar (accepted).
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// A bar at the bottom of an adaptable tab view's sidebar (accepted).
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// Which external events (URLs, activities) the scene of this view prefers and allows (accepted).
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
    /// A tag for the system's measurements of interaction activity (accepted).
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
    /// Actions for assistive technologies, written as buttons (accepted).
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
    /// Pairs this view with its label or content for assistive technologies (accepted).
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID,
                                                       in namespace: Namespace.ID) -> some View { self }
    /// Links this view with others of its group for assistive technologies (accepted).
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
    /// Makes this view a direct-touch area under VoiceOver (accepted).
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true,
                                         options: AccessibilityDirectTouchOptions = []) -> some View { self }
    /// What VoiceOver says about where a scroll view is (accepted).
    public func accessibilityScrollStatus(_ statusKey: LocalizedStringKey, isEnabled: Bool = true) -> some View { self }
    /// What VoiceOver says about where a scroll view is, as text (accepted).
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true) -> some View { self }
    /// What VoiceOver says about where a scroll view is, as a string (accepted).
    @_disfavoredOverload
    public func accessibilityScrollStatus<S: StringProtocol>(_ status: S, isEnabled: Bool = true) -> some View { self }
}
