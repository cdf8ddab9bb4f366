import Foundation

/// Menu-bar and keyboard commands an app adds with `commands(content:)`, as SwiftUI's `Commands` (accepted:
/// Flipbook hosts a window's content and draws no menu bar, so they have no effect).
@MainActor
public protocol Commands {
    /// The type of the commands' content.
    associatedtype Body: Commands
    /// The commands' content.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Builds an app's commands.
@resultBuilder
@MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// A block of one statement.
    public static func buildBlock<C: Commands>(_ commands: C) -> C { commands }
    /// The commands of a block, in order.
    public static func buildBlock<each C: Commands>(_ commands: repeat each C) -> _TupleCommands<repeat each C> {
        _TupleCommands()
    }
    /// One statement of the builder, as written.
    public static func buildExpression<C: Commands>(_ commands: C) -> C { commands }
    /// An `if` without an `else`.
    public static func buildOptional<C: Commands>(_ commands: C?) -> _ConditionalCommands<C, EmptyCommands> {
        _ConditionalCommands()
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands()
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands()
    }
    /// Commands under `if #available`.
    public static func buildLimitedAvailability<C: Commands>(_ commands: C) -> C { commands }
}

/// No commands.
public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}
    public var body: Never { return fatalError("EmptyCommands has no body") }
}

/// Several commands.
public struct _TupleCommands<each C: Commands>: Commands {
    public var body: Never { return fatalError("_TupleCommands has no body") }
}

/// Commands under a condition, accepted as written and not kept.
public struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    public var body: Never { return fatalError("_ConditionalCommands has no body") }
}

/// Where a ``CommandGroup`` goes among the system's menu items.
public struct CommandGroupPlacement: Sendable {
    let name: String
    /// The standard places of the system's menus.
    public static let appInfo = CommandGroupPlacement(name: "appInfo"),
                      appSettings = CommandGroupPlacement(name: "appSettings"),
                      systemServices = CommandGroupPlacement(name: "systemServices"),
                      appVisibility = CommandGroupPlacement(name: "appVisibility"),
                      appTermination = CommandGroupPlacement(name: "appTermination"),
                      newItem = CommandGroupPlacement(name: "newItem"),
                      saveItem = CommandGroupPlacement(name: "saveItem"),
                      importExport = CommandGroupPlacement(name: "importExport"),
                      printItem = CommandGroupPlacement(name: "printItem"),
                      undoRedo = CommandGroupPlacement(name: "undoRedo"),
                      pasteboard = CommandGroupPlacement(name: "pasteboard"),
                      textEditing = CommandGroupPlacement(name: "textEditing"),
                      textFormatting = CommandGroupPlacement(name: "textFormatting"),
                      toolbar = CommandGroupPlacement(name: "toolbar"),
                      sidebar = CommandGroupPlacement(name: "sidebar"),
                      windowSize = CommandGroupPlacement(name: "windowSize"),
                      windowList = CommandGroupPlacement(name: "windowList"),
                      singleWindowList = CommandGroupPlacement(name: "singleWindowList"),
                      windowArrangement = CommandGroupPlacement(name: "windowArrangement"),
                      help = CommandGroupPlacement(name: "help")
}

/// Menu items added to, or replacing, one of the system's groups (accepted).
public struct CommandGroup<Content: View>: Commands {
    /// Items that replace the group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items before the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items after the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public var body: Never { return fatalError("CommandGroup has no body") }
}

/// A menu of the app's own in the menu bar (accepted).
public struct CommandMenu<Content: View>: Commands {
    /// A menu titled by a localized key.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// A menu titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
    public var body: Never { return fatalError("CommandMenu has no body") }
}

/// The system's sidebar commands (accepted).
public struct SidebarCommands: Commands {
    /// The sidebar commands.
    public init() {}
    public var body: Never { return fatalError("SidebarCommands has no body") }
}

/// The system's toolbar commands (accepted).
public struct ToolbarCommands: Commands {
    /// The toolbar commands.
    public init() {}
    public var body: Never { return fatalError("ToolbarCommands has no body") }
}

/// The system's text-editing commands (accepted).
public struct TextEditingCommands: Commands {
    /// The text-editing commands.
    public init() {}
    public var body: Never { return fatalError("TextEditingCommands has no body") }
}

/// The system's text-formatting commands (accepted).
public struct TextFormattingCommands: Commands {
    /// The text-formatting commands.
    public init() {}
    public var body: Never { return fatalError("TextFormattingCommands has no body") }
}

extension Scene {
    /// Adds menu-bar and keyboard commands (accepted: Flipbook draws no menu bar).
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
