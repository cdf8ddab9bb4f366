import Foundation

// Modifiers that real SwiftUI animation code calls whose effect lies outside what Flipbook draws (system
// services, pointer and keyboard input, accessibility, list editing, hints to the system). They are accepted so
// that the code compiles unchanged, and change nothing on screen; the README lists them as accepted.

/// Whether a held button repeats its action (iOS 17's `buttonRepeatBehavior`; accepted: a held button acts once,
/// when it is released).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let kind: Int
    /// The system's choice: no repeat.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Repeats while held.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Never repeats.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

extension View {
    /// Sets whether held buttons inside repeat their actions (they act once; the environment's
    /// `buttonRepeatBehavior` reads it).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}

/// Whether text can be selected (accepted).
public struct TextSelectability: Sendable {
    /// Text the user can select (accepted; nothing is selected in Flipbook).
    public static let enabled = TextSelectability()
    /// Text the user cannot select.
    public static let disabled = TextSelectability()
}

/// Why a view is redacted (accepted; views are drawn as they are).
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as a placeholder while it loads.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Content hidden because it is private.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is out of date (a widget's).
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// How a scroll view bounces (accepted; Flipbook's scroll views bounce when their content is longer).
public struct ScrollBounceBehavior: Sendable {
    /// The system's choice, or bouncing always.
    public static let automatic = ScrollBounceBehavior(), always = ScrollBounceBehavior()
    /// Bouncing only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior()
}

extension View {
    /// Lets text squeeze its letters before truncating (accepted; no effect).
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    /// Whether the text can be selected (accepted; no effect).
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    /// Lets the view take keyboard focus (accepted; Flipbook has no keyboard focus outside text fields).
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// A tooltip (accepted; not shown).
    public func help(_ text: String) -> some View { self }

    // Lists
    /// Whether a list section's separators show (accepted; no effect).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Pull to refresh (accepted; never triggered).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    // Scrolling
    /// When a scroll view bounces at its ends (accepted; no effect).
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    // Presentation and the system
    /// The background of a navigation container or widget (accepted; not drawn).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }
    /// Stops a sheet from being dismissed by a swipe (accepted; no effect).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Hides the status bar (accepted; Flipbook draws none).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Hides the status bar (accepted; Flipbook draws none).
    public func statusBar(hidden: Bool) -> some View { self }
    /// Lets the view's own gestures go first near the screen's `edges` (accepted; Flipbook has no system gestures).
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// The shape containers inside take (accepted; no effect).
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
    /// Whether the system's overlays show (accepted; Flipbook draws none).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// The defaults `@AppStorage` inside reads and writes (accepted: Flipbook keeps app storage in memory, per
    /// host).
    public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
    /// A menu under the navigation title (accepted; the title is drawn without the menu's chevron).
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
}

/// A view made from a collection (`ForEach`), which lists can edit.
public protocol DynamicViewContent<Data>: View {
    /// The type of the collection the content is made from.
    associatedtype Data: Collection
    /// The collection the content is made from.
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

/// Where a container background goes (accepted).
public struct ContainerBackgroundPlacement: Sendable {
    /// Behind a navigation container, or behind a widget.
    public static let navigation = ContainerBackgroundPlacement(), widget = ContainerBackgroundPlacement()
}
