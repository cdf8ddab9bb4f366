import Foundation

/// A string written in a view's source, which SwiftUI would look up in a strings table (Flipbook shows the
/// key itself). Interpolated values are formatted as SwiftUI formats them: numbers with their format specifier
/// (`%lld` for integers, `%lf` for `Double` and `CGFloat`, `%f` for `Float`, so `"\(0.5)"` reads `0.500000`),
/// or one given with `specifier:`; values with a `format:` style; strings and texts as they are.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package let key: String
    /// The key in styled parts, when a `Text` was interpolated into it: that text keeps its font, colour and
    /// attributes (`Text("Build \(Text("effects").bold()) today")`), the rest is plain.
    let styledParts: [Text]?
    /// The key as its inline Markdown is read: the literal parts as written, interpolated values with their
    /// Markdown characters escaped (SwiftUI reads Markdown in the literal, not in the values).
    let markdown: String

    /// The key `value`, its Markdown read (Flipbook shows keys as they are: there are no string tables).
    public init(_ value: String) { key = value; styledParts = nil; markdown = value }
    public init(stringLiteral value: String) { key = value; styledParts = nil; markdown = value }
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
        styledParts = stringInterpolation.styledParts
        markdown = stringInterpolation.markdown
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.key == rhs.key && lhs.markdown == rhs.markdown && lhs.styledParts == rhs.styledParts
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    /// Builds a key from a string literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        private(set) var text = ""
        /// The key with the interpolated values' Markdown characters escaped.
        private(set) var markdown = ""
        /// The key up to the last interpolated text in parts: plain runs, and the texts as they are (empty until
        /// a text is interpolated).
        private var parts: [Text] = []
        /// The plain run since the last interpolated text.
        private var pending = ""

        private mutating func add(_ string: String) {
            text += string
            pending += string
            for character in string {
                if "\\`*_~[]".contains(character) { markdown.append("\\") }
                markdown.append(character)
            }
        }

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
            pending += literal
            markdown += literal
        }

        /// Appends `string`.
        public mutating func appendInterpolation(_ string: String) { add(string) }

        /// A number, with its default specifier.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            add(String(format: value._specifier, value._arg))
        }

        /// A number with a `printf`-style specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            add(String(format: specifier, value._arg))
        }

        /// A value formatted by a format style (`.number.precision(.fractionLength(1))`, `.percent`…).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            add(format.displayString(input))
        }

        /// A value formatted by a `Formatter`, or described when there is none.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject,
                                                                               formatter: Formatter? = nil) {
            add(formatter.flatMap { HostFormatting.settled($0).string(for: subject) } ?? String(describing: subject))
        }

        /// A date formatted by a `DateFormatter` (Linux's `Date` is not a `ReferenceConvertible`).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            add(formatter.flatMap { HostFormatting.settled($0).string(for: date) } ?? String(describing: date))
        }

        /// Appends `text` with its style (its font, colour and attributes stay its own in the text shown).
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.string
            markdown += text.string
            if !pending.isEmpty { parts.append(Text(verbatim: pending)) }
            pending = ""
            parts.append(text)
        }

        /// Appends a symbol's glyph (`"\(Image(systemName: "star.fill")) Rating"`), as `Text(_:)` of the image.
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }

        /// The key in styled parts, the plain run after the last interpolated text included; nil when no text was
        /// interpolated.
        var styledParts: [Text]? {
            guard !parts.isEmpty else { return nil }
            return pending.isEmpty ? parts : parts + [Text(verbatim: pending)]
        }

        /// A date in a text style (`"Updated \(date, style: .time)"`).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            add(LiveDateText.string(date, style: style.kind))
        }

        /// A range of dates, as `Text(_:)` of the range shows it (`"Open \(start...end)"`).
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            add(Text.intervalString(from: dates.lowerBound, to: dates.upperBound))
        }

        /// The range a date interval covers, as `Text(_:)` of the interval shows it.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            add(Text.intervalString(from: interval.start, to: interval.end))
        }

        /// Any other value, described (SwiftUI accepts fewer types here; Flipbook does not reject the rest).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { add(String(describing: value)) }
    }
}

/// A number that text interpolation formats with a `printf`-style specifier.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    /// The specifier used when none is given.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}
