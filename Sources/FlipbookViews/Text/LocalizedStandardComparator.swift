import Foundation

extension String {
    /// Compares strings the way the Finder sorts file names: ignoring case and diacritics, and reading runs of
    /// digits as numbers, so "Item 2" comes before "Item 10".
    ///
    /// Apple's Foundation spells this `String.StandardComparator.localizedStandard`; the Foundation that ships
    /// with Swift on Linux has no such comparator, so code that sorts with `.localizedStandard`
    /// (`names.sorted(using: .localizedStandard)`, `KeyPathComparator(\.name, comparator: .localizedStandard)`)
    /// gets this one instead. The order is the same for letters and digits in any locale; it does not apply
    /// a locale's own collation rules.
    public struct LocalizedStandardComparator: SortComparator, Sendable, Hashable, Codable {
        /// Whether the comparison sorts ascending (`.forward`) or descending (`.reverse`).
        public var order: SortOrder

        /// A comparator that sorts in `order`.
        public init(order: SortOrder = .forward) {
            self.order = order
        }

        /// The order of `lhs` and `rhs`, reversed when `order` is `.reverse`.
        public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
            let forward = Self.standardOrder(lhs, rhs)
            guard order == .reverse else { return forward }
            switch forward {
            case .orderedAscending: return .orderedDescending
            case .orderedDescending: return .orderedAscending
            case .orderedSame: return .orderedSame
            }
        }

        /// Letters ignoring case and accents, digit runs by value; exact text breaks ties so that only equal
        /// strings compare the same.
        static func standardOrder(_ lhs: String, _ rhs: String) -> ComparisonResult {
            let left = Array(fold(lhs).unicodeScalars)
            let right = Array(fold(rhs).unicodeScalars)
            var i = 0
            var j = 0
            while i < left.count, j < right.count {
                if isDigit(left[i]), isDigit(right[j]) {
                    let (leftRun, nextI) = digitRun(left, from: i)
                    let (rightRun, nextJ) = digitRun(right, from: j)
                    let byValue = compareDigitRuns(leftRun, rightRun)
                    if byValue != .orderedSame { return byValue }
                    i = nextI
                    j = nextJ
                    continue
                }
                if left[i] != right[j] {
                    return left[i].value < right[j].value ? .orderedAscending : .orderedDescending
                }
                i += 1
                j += 1
            }
            if i < left.count { return .orderedDescending }
            if j < right.count { return .orderedAscending }
            if lhs == rhs { return .orderedSame }
            return lhs < rhs ? .orderedAscending : .orderedDescending
        }

        private static func fold(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        }

        private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
            ("0"..."9").contains(scalar)
        }

        private static func digitRun(
            _ scalars: [Unicode.Scalar], from start: Int
        ) -> (digits: ArraySlice<Unicode.Scalar>, end: Int) {
            var end = start
            while end < scalars.count, isDigit(scalars[end]) { end += 1 }
            var firstSignificant = start
            while firstSignificant < end - 1, scalars[firstSignificant] == "0" { firstSignificant += 1 }
            return (scalars[firstSignificant..<end], end)
        }

        /// Longer runs (leading zeros dropped) are larger numbers; equal lengths compare digit by digit, which
        /// needs no integer that could overflow.
        private static func compareDigitRuns(
            _ lhs: ArraySlice<Unicode.Scalar>, _ rhs: ArraySlice<Unicode.Scalar>
        ) -> ComparisonResult {
            if lhs.count != rhs.count { return lhs.count < rhs.count ? .orderedAscending : .orderedDescending }
            for (l, r) in zip(lhs, rhs) where l != r {
                return l.value < r.value ? .orderedAscending : .orderedDescending
            }
            return .orderedSame
        }
    }
}

extension String.StandardComparator {
    /// Finder-like order: case and accents ignored, digit runs compared as numbers.
    public static var localizedStandard: String.LocalizedStandardComparator { .init() }
}

extension SortComparator where Self == String.LocalizedStandardComparator {
    /// Finder-like order: case and accents ignored, digit runs compared as numbers.
    public static var localizedStandard: String.LocalizedStandardComparator { .init() }
}
