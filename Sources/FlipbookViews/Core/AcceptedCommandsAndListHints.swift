import Foundation

// Modifiers for lists, menus, dialogs, pointers and the Mac's and tvOS's commands that change nothing Flipbook
// draws: it has no menu bar, remote or pointer, and its lists have no edit mode. They compile as SwiftUI spells
// them; the README lists them as accepted.

/// How prominent a section header is (`headerProminence(_:)`; accepted).
public enum Prominence: Hashable, Sendable {
    /// The usual header.
    case standard
    /// A larger, bolder header.
    case increased
}

/// The tint of a list row's icon (`listItemTint(_:)`; accepted).
public struct ListItemTint: Sendable {
    let color: Color?
    /// Always `tint`.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// `tint`, unless the system overrides it.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// Grey.
    public static let monochrome = ListItemTint(color: nil)
}

/// Whether choosing a menu's item closes the menu (`menuActionDismissBehavior(_:)`; accepted).
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let rawValue: Int
    /// The system's choice.
    public static let automatic = MenuActionDismissBehavior(rawValue: 0)
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(rawValue: 1)
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(rawValue: 2)
}

/// A direction of the Mac's arrow keys or the tvOS remote (`onMoveCommand(perform:)`).
public enum MoveCommandDirection: Hashable, Sendable {
    /// Up.
    case up
    /// Down.
    case down
    /// Left.
    case left
    /// Right.
    case right
}

/// A zoom gesture of an assistive technology (`accessibilityZoomAction(_:)`).
public struct AccessibilityZoomGestureAction: Sendable {
    /// Whether the gesture zooms in or out.
    public enum Direction: Hashable, Sendable {
        /// Zoom in.
        case zoomIn
        /// Zoom out.
        case zoomOut
    }
    /// Whether the gesture zooms in or out.
    public let direction: Direction
    /// Where the gesture happened, in the view's coordinates.
    public let location: UnitPoint
    /// Where the gesture happened, in screen points.
    public let point: CGPoint
}

/// How a text editor is drawn (`textEditorStyle(_:)`; accepted: Flipbook draws its text editor one way).
public protocol TextEditorStyle {}

/// The platform's text editor.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The default style.
    public init() {}
}

/// A text editor without a background or border.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    public init() {}
}

/// A text editor in a rounded border (visionOS and macOS).
public struct RoundedBorderTextEditorStyle: TextEditorStyle {
    /// The bordered style.
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's text editor.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor without a background or border.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension TextEditorStyle where Self == RoundedBorderTextEditorStyle {
    /// A text editor in a rounded border.
    public static var roundedBorder: RoundedBorderTextEditorStyle { RoundedBorderTextEditorStyle() }
}

extension View {
    /// Makes a section's header more prominent (accepted: headers are drawn at the standard size).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Tints the icons of list rows (accepted).
    public func listItemTint(_ tint: ListItemTint?) -> some View { self }

    /// Tints the icons of list rows in `tint` (accepted).
    public func listItemTint(_ tint: Color?) -> some View { self }

    /// The background of a watchOS list row (accepted).
    public func listRowPlatterColor(_ color: Color?) -> some View { self }

    /// Keeps this row out of a list's selection (accepted: a tap selects only rows with a tag).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Whether choosing an item of the menus in this view closes them (accepted).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }

    /// Whether labels in this view show their titles where the platform may hide them (they show; the
    /// environment's `labelsVisibility` reads it).
    public func labelsVisibility(_ visibility: Visibility) -> some View { environment(\.labelsVisibility, visibility) }

    /// Turns off the pointer's hover effect on this view (accepted).
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// The hover effect of the views in this view that use `.automatic` (accepted).
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }

    /// How text editors in this view are drawn (accepted).
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }

    /// Keeps a submission inside this view from reaching `onSubmit` outside it (accepted).
    public func submitScope(_ isBlocking: Bool = true) -> some View { self }

    /// The icon of a dialog presented from this view (macOS; accepted).
    public func dialogIcon(_ icon: Image?) -> some View { self }

    /// A "Do not ask again" check box in a dialog (macOS; accepted).
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }

    /// A check box titled by a localized key in a dialog (macOS; accepted).
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }

    /// A check box with a title in a dialog (macOS; accepted).
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }

    /// A check box labelled by a text in a dialog (macOS; accepted).
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }

    /// The URL a widget opens when tapped (accepted).
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Runs `action` on the Mac's Copy command (accepted: there is no menu bar).
    public func onCopyCommand(perform action: (() -> [NSItemProvider])?) -> some View { self }

    /// Runs `action` on the Mac's Cut command (accepted).
    public func onCutCommand(perform action: (() -> [NSItemProvider])?) -> some View { self }

    /// Runs `action` on the Mac's Paste command (accepted).
    public func onPasteCommand(of supportedContentTypes: [UTType],
                               perform action: @escaping ([NSItemProvider]) -> Void) -> some View { self }

    /// Runs `action` on the Mac's Delete command (accepted).
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }

    /// Runs `action` on Escape or the remote's Menu button (accepted).
    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }

    /// Runs `action` on the remote's Play/Pause button (accepted).
    public func onPlayPauseCommand(perform action: (() -> Void)?) -> some View { self }

    /// Runs `action` on an arrow key or a swipe of the remote (accepted).
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }

    /// Items the Mac's Copy command copies from this view (accepted).
    public func copyable<T: Transferable>(_ items: @autoclosure @escaping () -> [T]) -> some View { self }

    /// Takes pasted items of type `T` (accepted).
    public func pasteDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                  action: @escaping ([T]) -> Void,
                                                  validator: @escaping ([T]) -> [T] = { $0 }) -> some View { self }

    /// Makes this view a scope for `prefersDefaultFocus(_:in:)` (accepted).
    public func focusScope(_ namespace: Namespace.ID) -> some View { self }

    /// Asks for this view to be focused first in `namespace` (accepted).
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View { self }

    /// Groups focusable views for moving focus between them with a remote (accepted).
    public func focusSection() -> some View { self }

    /// Runs `handler` when an assistive technology scrolls this view (accepted).
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { self }

    /// Runs `handler` when an assistive technology zooms this view (accepted).
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        self
    }
}

extension DynamicViewContent {
    /// Accepted; nothing is dropped into Flipbook's lists.
    public func onInsert(of supportedContentTypes: [UTType],
                         perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent { self }
}
