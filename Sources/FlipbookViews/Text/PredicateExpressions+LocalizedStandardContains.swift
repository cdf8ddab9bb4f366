import Foundation

extension PredicateExpressions {
    /// `text.localizedStandardContains(search)` inside `#Predicate`: whether the text contains the search, ignoring
    /// case and accents, as a search field filters a list. Apple's Foundation evaluates it; the Foundation that
    /// ships with Swift on Linux lacks it, so `#Predicate { $0.title.localizedStandardContains(search) }` (the
    /// usual `@Query` filter) gets this one.
    public struct _LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        /// The text searched.
        public let root: Root
        /// The text looked for.
        public let other: Other

        /// Whether `root` contains `other`, ignoring case and accents.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            let search = String(try other.evaluate(bindings))
            return text.localizedStandardContains(search)
        }
    }

    /// What `#Predicate` makes of `root.localizedStandardContains(other)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> _LocalizedStandardContains<Root, Other> {
        _LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions._LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions._LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions._LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
