import Foundation

// Foundation's localized-string API (iOS 15/16) that Linux's Foundation does not have. Flipbook has no string
// tables, so a localized string is its development-language value: the key as written, its interpolated values
// formatted as `Text` formats them (integers plainly, `Double` with `%lf`, so `"\(0.5)"` reads `0.500000`; a
// value with `format:` or `specifier:` as asked).

extension String {
    /// A string to localize, written as a literal with interpolations (`String(localized: "\(count) items")`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The value in the development language, its interpolations formatted.
        let value: String

        /// The value `value`.
        public init(_ value: String) { self.value = value }
        public init(stringLiteral value: String) { self.value = value }
        public init(stringInterpolation: StringInterpolation) { value = stringInterpolation.value }

        public var description: String { value }

        /// Builds a localization value from a literal with interpolations, formatting each value as a text's
        /// key does (it is that key's interpolation underneath).
        public struct StringInterpolation: StringInterpolationProtocol {
            private var key: LocalizedStringKey.StringInterpolation
            fileprivate var value: String { key.text }

            public init(literalCapacity: Int, interpolationCount: Int) {
                key = LocalizedStringKey.StringInterpolation(literalCapacity: literalCapacity,
                                                             interpolationCount: interpolationCount)
            }

            public mutating func appendLiteral(_ literal: String) { key.appendLiteral(literal) }

            /// Appends `string`.
            public mutating func appendInterpolation(_ string: String) { key.appendInterpolation(string) }

            /// A number, with its default specifier.
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ number: T) {
                key.appendInterpolation(number)
            }

            /// A number with a `printf`-style specifier, such as `"%.2f"`.
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ number: T, specifier: String) {
                key.appendInterpolation(number, specifier: specifier)
            }

            /// A value formatted by a format style.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
            where F.FormatInput: Equatable, F.FormatOutput == String {
                key.appendInterpolation(input, format: format)
            }

            /// Any other value, described.
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ subject: T) { key.appendInterpolation(subject) }
        }
    }

    /// The localized string for `keyAndValue`: in Flipbook, the value itself (there are no string tables).
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.value
    }

    /// The localized string for `key`: in Flipbook, `defaultValue` (there are no string tables).
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.value
    }

    /// The localized string a resource names: in Flipbook, its default value.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.value
    }
}

/// A reference to a localizable string (iOS 16), resolved later: in Flipbook, to its default value.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible {
    /// The key the string is looked up by.
    public let key: String
    /// The value shown when no table has the key (always, in Flipbook).
    public let defaultValue: String.LocalizationValue
    /// The string table the key is in (nil: `Localizable`).
    public let table: String?

    /// A resource whose key and default value are `keyAndValue`.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        key = keyAndValue.value
        defaultValue = keyAndValue
        self.table = table
    }

    /// A resource with its own key and default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { defaultValue.value }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension Text {
    /// A text showing a localized string resource (its default value, in Flipbook).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.defaultValue.value)
    }
}
