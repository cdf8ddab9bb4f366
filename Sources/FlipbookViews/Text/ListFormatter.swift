import Foundation

/// Items joined into an English list (`"a, b, and c"`): Foundation's formatter, which Linux's Foundation does not
/// have. Each item is formatted by `itemFormatter` when there is one, else described.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// Formats each item before they are joined.
    open var itemFormatter: Formatter?
    /// The locale; kept, not used (lists are US English).
    open var locale: Locale! = Locale(identifier: "en_US")

    /// `strings` joined with commas and a final "and".
    open class func localizedString(byJoining strings: [String]) -> String {
        strings.formatted(.list(type: .and))
    }

    /// The items joined, each formatted; nil when one cannot be formatted.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            guard let string = itemFormatter.map({ $0.string(for: item) }) ?? String(describing: item) else { return nil }
            strings.append(string)
        }
        return Self.localizedString(byJoining: strings)
    }

    /// An array of items joined, or nil for anything else.
    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
