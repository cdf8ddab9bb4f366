import Foundation

// Pointer and keyboard input that iPad and Mac code asks for. Flipbook's input is an interaction script of
// touches, with no hovering pointer and no hardware keyboard, so these are accepted and never fire.

extension View {
    /// Calls `action` when a pointer enters or leaves (accepted; there is no pointer hovering in Flipbook).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// A pointer hover effect (accepted; there is no pointer hovering in Flipbook).
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }
    /// Calls `action` with where a pointer hovers, as it moves (accepted; there is no pointer hovering in
    /// Flipbook, so it is never called).
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { self }
    /// A keyboard shortcut (there is no keyboard in Flipbook; the environment's `keyboardShortcut` reads it).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }
    /// A keyboard shortcut such as `.defaultAction` (there is no keyboard in Flipbook; the environment's
    /// `keyboardShortcut` reads it).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }

    /// Calls `action` when `key` is pressed while the view has focus (accepted; there is no keyboard in
    /// Flipbook, so it is never called).
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Calls `action` when `key` goes through one of `phases` (accepted; never called).
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Calls `action` when one of `keys` is pressed (accepted; never called).
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Calls `action` when a key typing one of `characters` is pressed (accepted; never called).
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Calls `action` for every key press in `phases` (accepted; never called).
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }
}

/// A key press, as `onKeyPress` hands it over (never made in Flipbook, which has no keyboard).
public struct KeyPress: Sendable {
    /// Whether a key press was dealt with, which stops it going further.
    public enum Result: Sendable {
        /// The press was dealt with, or left for others.
        case handled, ignored
    }

    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down, repeats while held, or came up.
        public static let down = Phases(rawValue: 1), `repeat` = Phases(rawValue: 2), up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The phase of this press.
    public let phase: Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters it types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
}

/// Where a hovering pointer is (`onContinuousHover`).
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this point.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// A key with its modifier keys (accepted with `keyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifier keys held with it.
    public let modifiers: EventModifiers

    /// `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, the shortcut of a screen's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, the shortcut of a screen's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key on a keyboard (accepted with `keyboardShortcut`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public let character: Character
    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    /// The Return, Escape and space keys.
    public static let `return` = KeyEquivalent("\r"), escape = KeyEquivalent("\u{1B}"), space = KeyEquivalent(" ")
    /// The up and down arrow keys.
    public static let upArrow = KeyEquivalent("\u{F700}"), downArrow = KeyEquivalent("\u{F701}")
    /// The left and right arrow keys.
    public static let leftArrow = KeyEquivalent("\u{F702}"), rightArrow = KeyEquivalent("\u{F703}")
    /// The Tab and Delete keys.
    public static let tab = KeyEquivalent("\t"), delete = KeyEquivalent("\u{8}")
}

/// Modifier keys (accepted with `keyboardShortcut`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Command and Shift keys.
    public static let command = EventModifiers(rawValue: 1), shift = EventModifiers(rawValue: 2)
    /// The Option and Control keys.
    public static let option = EventModifiers(rawValue: 4), control = EventModifiers(rawValue: 8)
    /// Caps Lock, a key on the numeric keypad, and the Function key.
    public static let capsLock = EventModifiers(rawValue: 16), numericPad = EventModifiers(rawValue: 32),
                      function = EventModifiers(rawValue: 64)
    /// Every modifier.
    public static let all: EventModifiers = [.command, .shift, .option, .control, .capsLock, .numericPad, .function]
}

/// How a view reacts when a pointer hovers over it (iPadOS and visionOS; accepted, never shown in Flipbook).
public struct HoverEffect: Sendable {
    /// The system's choice.
    public static let automatic = HoverEffect()
    /// A highlight behind the view.
    public static let highlight = HoverEffect()
    /// The view lifted with a shadow.
    public static let lift = HoverEffect()
}
