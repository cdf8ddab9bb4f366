import Foundation

// Modifiers that real SwiftUI animation code calls whose effect lies outside what Flipbook draws (system
// services, pointer and keyboard input, accessibility, list editing, hints to the system). They are accepted so
// that the code compiles unchanged, and change nothing on screen; the README lists them as accepted.

/// How text that does not fit is cut (accepted; Flipbook truncates at the tail).
extension Text {
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

/// Whether text can be selected (accepted).
public struct TextSelectability: Sendable {
    public static let enabled = TextSelectability()
    public static let disabled = TextSelectability()
}

/// The size of controls (accepted; controls have their regular size).
public enum ControlSize: Hashable, Sendable, CaseIterable { case mini, small, regular, large, extraLarge }

/// The shape of bordered buttons (accepted).
public struct ButtonBorderShape: Sendable {
    public static let automatic = ButtonBorderShape(), capsule = ButtonBorderShape(), circle = ButtonBorderShape()
    public static let roundedRectangle = ButtonBorderShape()
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape() }
}

/// Why a view is redacted (accepted; views are drawn as they are).
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Which edge swipe actions come from (accepted).
public enum HorizontalEdge: Hashable, Sendable, CaseIterable { case leading, trailing }

/// How a scroll view bounces (accepted; Flipbook's scroll views bounce when their content is longer).
public struct ScrollBounceBehavior: Sendable {
    public static let automatic = ScrollBounceBehavior(), always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// Where content margins apply (accepted).
public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement(), scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isImage = AccessibilityTraits(rawValue: 8)
    public static let isStaticText = AccessibilityTraits(rawValue: 16), updatesFrequently = AccessibilityTraits(rawValue: 32)
}

/// How an accessibility element is made from its children (accepted).
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
}

extension View {
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func allowsTightening(_ flag: Bool) -> some View { self }
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    public func labelsHidden() -> some View { self }
    public func redacted(reason: RedactionReasons) -> some View { self }
    public func unredacted() -> some View { self }
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    public func help(_ text: String) -> some View { self }
    public func badge(_ count: Int) -> some View { self }
    public func badge(_ label: Text?) -> some View { self }

    // Lists
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    // Scrolling
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> some View { self }

    // Presentation and the system
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    public func statusBar(hidden: Bool) -> some View { self }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    // Accessibility
    public func accessibilityHint(_ hint: Text) -> some View { self }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    public func accessibilityHint(_ key: LocalizedStringKey) -> some View { self }
    public func accessibilityValue(_ value: Text) -> some View { self }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityAction(_ action: @escaping () -> Void) -> some View { self }
}

/// Vertical edges, as sets (list separators).
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all = Set(rawValue: 3)
    }
}

/// A view made from a collection (`ForEach`), which lists can edit.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Accepted; rows are not deleted by swiping in Flipbook.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// Accepted; rows are not moved by dragging in Flipbook.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (as SwiftUI adds it, for `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to before `destination` (as SwiftUI adds it, for `onMove`).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.sorted().filter { $0 < count }.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        for offset in source.sorted(by: >) where offset < count { remove(at: index(startIndex, offsetBy: offset)) }
        let target = Swift.max(0, Swift.min(destination - before, count))
        insert(contentsOf: moving, at: index(startIndex, offsetBy: target))
    }
}

/// A key on a keyboard (accepted with `keyboardShortcut`).
public struct KeyEquivalent: Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys (accepted with `keyboardShortcut`).
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4), control = EventModifiers(rawValue: 8)
}

/// Where a container background goes (accepted).
public struct ContainerBackgroundPlacement: Sendable {
    public static let navigation = ContainerBackgroundPlacement(), widget = ContainerBackgroundPlacement()
}
