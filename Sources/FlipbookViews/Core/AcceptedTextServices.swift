import Foundation

// Text services of the system that Flipbook has no part of: find and replace, Writing Tools, speech, the
// typesetting language. Accepted, so that code calling them compiles, and they change nothing drawn.

/// How Writing Tools may work on a text view's contents (accepted; there are no Writing Tools in Flipbook).
public struct WritingToolsBehavior: Hashable, Sendable {
    let kind: Int
    /// The system's choice.
    public static let automatic = WritingToolsBehavior(kind: 0)
    /// The full, inline experience.
    public static let complete = WritingToolsBehavior(kind: 1)
    /// The panel only.
    public static let limited = WritingToolsBehavior(kind: 2)
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(kind: 3)
}

/// The language text is typeset for: its line heights and breaking (accepted; Pango decides).
public struct TypesettingLanguage: Hashable, Sendable {
    let identifier: String?
    /// The language of the text itself.
    public static let automatic = TypesettingLanguage(identifier: nil)
    /// A language's typesetting rules.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(identifier: language.minimalIdentifier)
    }
}

extension View {
    /// Shows the find (and replace) bar over a text editor (accepted; nothing is shown).
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }

    /// Turns off find in the text editors inside (accepted).
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Turns off replace in the text editors inside (accepted).
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// How Writing Tools may change the text inside (accepted).
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

    /// Typesets the text inside for `language` (accepted).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// Typesets the text inside for `language` (accepted).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }

    /// VoiceOver speaks punctuation in the text inside (accepted).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// VoiceOver spells out the text inside (accepted).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// VoiceOver raises or lowers its voice for the text inside (accepted).
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// VoiceOver queues announcements of the text inside (accepted).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}

extension Text {
    /// Typesets this text for `language` (accepted).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

    /// Typesets this text for `language` (accepted).
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }

    /// VoiceOver speaks punctuation in this text (accepted).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// VoiceOver spells out this text (accepted).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    /// VoiceOver raises or lowers its voice for this text (accepted).
    public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// VoiceOver queues announcements of this text (accepted).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    /// Marks this text a heading of `level` (accepted), keeping it a `Text` to join with `+`.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }

    /// The kind of text this is, for how VoiceOver reads it (accepted).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text { self }
}

extension View {
    /// The kind of text inside, for how VoiceOver reads it (accepted).
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
}

/// The kind of text a view holds, for how VoiceOver reads it (`accessibilityTextContentType(_:)`; accepted).
public struct AccessibilityTextContentType: Hashable, Sendable {
    let kind: Int
    /// Plain text.
    public static let plain = AccessibilityTextContentType(kind: 0)
    /// A terminal's text.
    public static let console = AccessibilityTextContentType(kind: 1)
    /// Paths and file names.
    public static let fileSystem = AccessibilityTextContentType(kind: 2)
    /// Messages in a conversation.
    public static let messaging = AccessibilityTextContentType(kind: 3)
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(kind: 4)
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(kind: 5)
    /// A spreadsheet's cells.
    public static let spreadsheet = AccessibilityTextContentType(kind: 6)
    /// A document being written.
    public static let wordProcessing = AccessibilityTextContentType(kind: 7)
}
