import Foundation
import Testing
import FlipbookViews

/// `.localizedStandard`, which Linux's Foundation lacks, sorts as the Finder does.
@Suite struct LocalizedStandardComparatorTests {
    struct Track { var title: String }

    @Test func sortsDigitRunsByValueAndIgnoresCaseAndAccents() {
        let names = ["item 10", "Item 2", "item 1", "Éclair", "apple", "item 003", "banana"]
        #expect(names.sorted(using: .localizedStandard)
            == ["apple", "banana", "Éclair", "item 1", "Item 2", "item 003", "item 10"])
    }

    @Test func sortsThroughAKeyPathAndInReverse() {
        let tracks = [Track(title: "Track 12"), Track(title: "track 3"), Track(title: "Track 100")]
        let ascending = tracks.sorted(using: KeyPathComparator(\Track.title, comparator: .localizedStandard))
        #expect(ascending.map(\.title) == ["track 3", "Track 12", "Track 100"])
        let descending = tracks.sorted(
            using: KeyPathComparator(\Track.title, comparator: .localizedStandard, order: .reverse))
        #expect(descending.map(\.title) == ["Track 100", "Track 12", "track 3"])
        var reversed = String.StandardComparator.localizedStandard
        reversed.order = .reverse
        #expect(reversed.compare("a2", "a10") == .orderedDescending)
    }

    @Test func onlyEqualStringsCompareTheSame() {
        let comparator = String.LocalizedStandardComparator()
        #expect(comparator.compare("abc", "abc") == .orderedSame)
        #expect(comparator.compare("ABC", "abc") != .orderedSame)
        #expect(comparator.compare("file 7", "file 007") != .orderedSame)
        // Runs longer than any integer still compare by length, then digit by digit.
        #expect(comparator.compare("v99999999999999999999999", "v100000000000000000000000") == .orderedAscending)
    }
}

/// `localizedStandardContains` inside `#Predicate`, which Linux's Foundation cannot build, filters as a search
/// field does.
@Suite struct LocalizedStandardContainsPredicateTests {
    struct Recipe { var title: String }

    @Test func aPredicateSearchIgnoresCaseAndAccents() throws {
        let search = "creme"
        let predicate = #Predicate<Recipe> { $0.title.localizedStandardContains(search) }
        #expect(try predicate.evaluate(Recipe(title: "Crème Brûlée")))
        #expect(try predicate.evaluate(Recipe(title: "Sour CREME")))
        #expect(try !predicate.evaluate(Recipe(title: "Custard")))
        let empty = ""
        let everything = #Predicate<Recipe> { empty.isEmpty || $0.title.localizedStandardContains(empty) }
        #expect(try everything.evaluate(Recipe(title: "Anything")))
    }
}
