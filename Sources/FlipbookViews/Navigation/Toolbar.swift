import Foundation

/// Items for a navigation bar or bottom bar, as `toolbar { … }` lists them.
@MainActor
public protocol ToolbarContent {
    /// The type of content this content is made of.
    associatedtype Body: ToolbarContent
    /// The toolbar items this content is made of.
    @ToolbarContentBuilder var body: Body { get }
    /// The items, in order (each primitive item gives its own; others give their body's).
    func _toolbarEntries() -> [_ToolbarEntry]
}

extension ToolbarContent {
    public func _toolbarEntries() -> [_ToolbarEntry] { body._toolbarEntries() }
}

extension Never: ToolbarContent {}

extension ToolbarContent {
    /// Whether the items share the glass background iOS 26 puts behind toolbar items (accepted: Flipbook's
    /// bars draw their items without one either way).
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent {
        _ToolbarEntries(entries: _toolbarEntries())
    }
}

/// One item of a toolbar: where it goes, and its view.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Items put together by a `ToolbarContentBuilder`.
public struct _ToolbarEntries: ToolbarContent {
    let entries: [_ToolbarEntry]
    public var body: Never { return fatalError("_ToolbarEntries has no body") }
    public func _toolbarEntries() -> [_ToolbarEntry] { entries }
}

/// Builds toolbar content from items, `if`, `switch` and `for`.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
    /// One statement of the builder, as written.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarEntries {
        _ToolbarEntries(entries: content._toolbarEntries())
    }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: _ToolbarEntries...) -> _ToolbarEntries {
        _ToolbarEntries(entries: parts.flatMap(\.entries))
    }
    /// An `if` without an `else`: the content, or nothing.
    public static func buildOptional(_ part: _ToolbarEntries?) -> _ToolbarEntries { part ?? _ToolbarEntries(entries: []) }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: _ToolbarEntries) -> _ToolbarEntries { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: _ToolbarEntries) -> _ToolbarEntries { second }
    /// The results of a `for` loop.
    public static func buildArray(_ parts: [_ToolbarEntries]) -> _ToolbarEntries { _ToolbarEntries(entries: parts.flatMap(\.entries)) }
    /// Content inside `if #available`, type-erased.
    public static func buildLimitedAvailability(_ part: _ToolbarEntries) -> _ToolbarEntries { part }
}

/// One toolbar item: a view at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// Never called: the navigation bar places the item's content itself.
    public var body: Never { return fatalError("ToolbarItem has no body") }
    public func _toolbarEntries() -> [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item of `content` at `placement`, with an identifier for customization (accepted); `showsByDefault`
    /// is accepted too (a phone's toolbar cannot be customized, so the item shows).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
                @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    /// Items of `content`, side by side at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
    /// Never called: the navigation bar places the group's content itself.
    public var body: Never { return fatalError("ToolbarItemGroup has no body") }
    public func _toolbarEntries() -> [_ToolbarEntry] {
        [_ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: ToolbarSlotNode.itemSpacing) { content }))]
    }
}

/// Where a toolbar item goes. On a phone: leading or trailing in the navigation bar, in its middle instead of
/// the inline title (`principal`), in a bottom bar, or nowhere (`keyboard`, which needs a keyboard).
public struct ToolbarItemPlacement: Equatable, Sendable {
    enum Position: Equatable, Sendable { case leading, principal, largeTitle, trailing, bottom, hidden }
    let position: Position

    /// The system's choice: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(position: .trailing)
    /// The middle of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(position: .principal)
    /// The navigation bar's inline title area, in place of the title: the middle, as `principal`.
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement(position: .principal) }
    /// The large title's place, in place of the title shown large (iOS 26).
    public static let largeTitle = ToolbarItemPlacement(position: .largeTitle)
    /// The inline subtitle's place (iOS 26; not drawn: Flipbook's bars draw no subtitles).
    public static let subtitle = ToolbarItemPlacement(position: .hidden)
    /// The large subtitle's place (iOS 26; not drawn: Flipbook's bars draw no subtitles).
    public static let largeSubtitle = ToolbarItemPlacement(position: .hidden)
    /// The leading end of the navigation bar.
    public static let navigation = ToolbarItemPlacement(position: .leading)
    /// The main action: the trailing end of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(position: .trailing)
    /// A secondary action: the trailing end of the navigation bar.
    public static let secondaryAction = ToolbarItemPlacement(position: .trailing)
    /// Status content: the bottom bar.
    public static let status = ToolbarItemPlacement(position: .bottom)
    /// A confirming action (Done, Save): the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(position: .trailing)
    /// A cancelling action: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(position: .leading)
    /// A destructive action: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(position: .trailing)
    /// Above the keyboard (not drawn: Flipbook draws no keyboard).
    public static let keyboard = ToolbarItemPlacement(position: .hidden)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(position: .bottom)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(position: .leading)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(position: .trailing)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(position: .leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(position: .trailing)
}

/// The bars a toolbar setting applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    enum Bar: Hashable, Sendable { case automatic, navigationBar, bottomBar, tabBar }
    let bar: Bar

    /// The system's choice of bar: in a navigation stack, its navigation bar.
    public static let automatic = ToolbarPlacement(bar: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(bar: .navigationBar)
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(bar: .bottomBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(bar: .tabBar)
}

/// How a toolbar's title is shown (iOS 17's `toolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Large at the root of a stack, inline on pushed screens.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// A large title under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// A small title in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// A large title in the bar (drawn large).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

extension View {
    /// Puts toolbar items in the bars of the enclosing navigation stack, while this view is on its top screen.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: content()._toolbarEntries()))
    }

    /// Puts views in the trailing end of the enclosing navigation stack's bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(entries: [_ToolbarEntry(placement: .automatic, view: AnyView(content()))]))
    }

    /// Shows the navigation title large or inline (iOS 17's spelling of `navigationBarTitleDisplayMode`).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Accepted; Flipbook's back button always shows.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

extension View {
    /// The older spelling of leading and trailing toolbar items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// The older spelling of a leading toolbar item.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// The older spelling of a trailing toolbar item.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }
}

/// How much room a `ToolbarSpacer` takes.
public struct SpacerSizing: Equatable, Sendable {
    let isFlexible: Bool
    /// As much room as the bar has to spare.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A fixed gap, which sets items apart in groups of their own.
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// iOS 26's space between toolbar items. A navigation bar's items are laid out at their own widths, so there a
/// spacer of either sizing is one more gap between the items around it (the bar's 16-point item spacing); in a
/// bottom bar a flexible spacer takes the room the items leave, pushing them apart to the bar's ends.
public struct ToolbarSpacer: ToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement
    /// A spacer of `sizing` among the items at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }
    /// Never called: the bar lays the spacer out itself.
    public var body: Never { return fatalError("ToolbarSpacer has no body") }
    public func _toolbarEntries() -> [_ToolbarEntry] {
        if sizing.isFlexible, placement.position == .bottom {
            return [_ToolbarEntry(placement: placement, view: AnyView(Spacer(minLength: 0)))]
        }
        return [_ToolbarEntry(placement: placement, view: AnyView(Color.clear.frame(width: 0, height: 0)))]
    }
}
