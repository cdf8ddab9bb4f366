import Foundation

// Linux's Foundation neither parses Markdown into an `AttributedString` nor has the inline presentation intents
// that parsing produces; `Text(try AttributedString(markdown: "**Bold** and _italic_"))` is common SwiftUI code,
// so Flipbook supplies both, reading the inline Markdown a text's key reads.

/// The inline styles Markdown gives a run of an attributed string (Foundation's type, which Linux lacks).
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Emphasis (`_text_`): italics.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Strong emphasis (`**text**`): bold.
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// A code span: the monospaced design.
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A line break that reads as a space.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    /// Inline HTML, kept as text.
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    /// A block of HTML, kept as text.
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.SwiftUIAttributes {
    /// A run's inline presentation intent (in Foundation's scope on Apple's platforms).
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        /// The attribute's values.
        public typealias Value = InlinePresentationIntent
        /// The attribute's name.
        public static let name = "NSInlinePresentationIntent"
    }
}

extension AttributedString {
    /// How Markdown is read into an attributed string.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Blocks and inline styles: paragraphs run together without a break, as Foundation joins them.
            case full
            /// Inline styles only; a line break reads as a space.
            case inlineOnly
            /// Inline styles only; the text's own spaces and line breaks are kept.
            case inlineOnlyPreservingWhitespace
        }
        /// What happens when the Markdown cannot be read (inline Markdown always can be).
        public enum FailurePolicy: Hashable, Sendable {
            /// Parsing throws.
            case throwError
            /// Parsing returns what it could read.
            case returnPartiallyParsedIfPossible
        }
        /// Whether `^[text](attribute: value)` extended attributes are read (accepted; they are kept as text).
        public var allowsExtendedAttributes: Bool
        /// Which Markdown is read.
        public var interpretedSyntax: InterpretedSyntax
        /// What happens when the Markdown cannot be read.
        public var failurePolicy: FailurePolicy
        /// The language of the text (accepted).
        public var languageCode: String?

        /// Options; by default the full syntax.
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// The attributed string `markdown` describes: bold, italic, strikethrough and code runs carry their inline
    /// presentation intent, a link's title its `link`, relative to `baseURL`. With the full syntax, headings and
    /// list items lose their markers and paragraphs run together, as Foundation's parser leaves them.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        let source: String
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace: source = markdown
        case .inlineOnly: source = markdown.replacingOccurrences(of: "\n", with: " ")
        case .full: source = Self.blockText(of: markdown)
        }
        typealias Scope = AttributeScopes.SwiftUIAttributes
        for run in InlineMarkdown.styledRuns(of: source) {
            var part = AttributedString(run.text)
            var intent: InlinePresentationIntent = []
            if run.style.bold { intent.insert(.stronglyEmphasized) }
            if run.style.italic { intent.insert(.emphasized) }
            if run.style.struckThrough { intent.insert(.strikethrough) }
            if run.style.code { intent.insert(.code) }
            if !intent.isEmpty { part[Scope.InlinePresentationIntentAttribute.self] = intent }
            if let destination = run.style.destination {
                part.link = URL(string: destination, relativeTo: baseURL)
            }
            append(part)
        }
    }

    /// The text of each block without its markers (headings' `#`s, quotes' `>`, list bullets), lines within a
    /// block joined by spaces and blocks joined with nothing between.
    private static func blockText(of markdown: String) -> String {
        let marker = #"^\s*(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)"#
        var blocks: [String] = []
        var current: [String] = []
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !current.isEmpty { blocks.append(current.joined(separator: " ")) }
                current = []
                continue
            }
            let text = trimmed.replacingOccurrences(of: marker, with: "", options: .regularExpression)
            // A heading or list item is a block of its own.
            if text != trimmed {
                if !current.isEmpty { blocks.append(current.joined(separator: " ")) }
                blocks.append(text)
                current = []
            } else {
                current.append(text)
            }
        }
        if !current.isEmpty { blocks.append(current.joined(separator: " ")) }
        return blocks.joined()
    }
}

extension AttributedString {
    /// The localized attributed string for `keyAndValue`: in Flipbook, the value itself (there are no string
    /// tables), its inline Markdown read as `init(markdown:)` reads it, whitespace kept.
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.init(localizedValue: String(localized: keyAndValue))
    }

    /// The localized attributed string a resource names: in Flipbook, its default value, Markdown read.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self.init(localizedValue: String(localized: resource))
    }

    private init(localizedValue value: String) {
        let options = MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
        self = (try? AttributedString(markdown: value, options: options)) ?? AttributedString(value)
    }
}
