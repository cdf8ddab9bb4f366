import Foundation
import Testing
@testable import FlipbookViews

/// `Text(_:formatter:)`: a Foundation formatter writes the value; settings left at the machine's read as the
/// host's (UTC, US English), settings the formatter was given are kept.
@MainActor
@Suite struct TextFormatterTests {
    private let start = ViewGraph.defaultStartDate

    private func texts<V: View>(_ view: V) -> [String] {
        ViewGraph(rootView: view, size: CGSize(width: 400, height: 300)).texts
    }

    @Test func aFormatterWritesDatesAndNumbers() {
        let plain = DateFormatter()
        plain.dateFormat = "HH:mm EEEE"
        let tokyo = DateFormatter()
        tokyo.dateFormat = "HH:mm"
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")
        let medium = DateFormatter()
        medium.dateStyle = .medium
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        let shown = texts(VStack {
            Text(start, formatter: plain)
            Text(start, formatter: tokyo)
            Text(start, formatter: medium)
            Text(NSNumber(value: 0.25), formatter: percent)
            Text("due \(start, formatter: medium)")
        })
        #expect(shown == ["09:41 Monday", "18:41", "Jun 9, 2025", "25%", "due Jun 9, 2025"], "\(shown)")
    }

    @Test func aMachineDependentFormatterIsCopiedNotChanged() {
        let plain = DateFormatter()
        plain.dateFormat = "HH:mm"
        let settled = HostFormatting.settled(plain) as? DateFormatter
        #expect(settled?.timeZone == TimeZone(identifier: "UTC") && settled?.locale == Locale(identifier: "en_US"))
        #expect(plain.timeZone == TimeZone.current, "the user's formatter keeps its own settings")
    }
}
