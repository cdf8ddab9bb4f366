import Foundation
import Testing
import FlipbookViews

/// `DateComponentsFormatter`, which Foundation on Linux leaves out, written as Apple's writes English.
@Suite struct DateComponentsFormatterTests {
    private func formatter(_ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
                           zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        return formatter
    }

    @Test func positionalDropsLeadingZeroUnitsButKeepsMinutesAndSeconds() {
        let clock = formatter(.positional, [.hour, .minute, .second])
        #expect(clock.string(from: 65) == "1:05")
        #expect(clock.string(from: 5) == "0:05")
        #expect(clock.string(from: 3_600) == "1:00:00")
        #expect(clock.string(from: 3_725) == "1:02:05")
        #expect(clock.string(from: -65) == "-1:05")
        #expect(formatter(.positional, [.hour, .minute, .second], zeros: .pad).string(from: 65) == "0:01:05")
        #expect(formatter(.positional, [.minute, .second]).string(from: 600) == "10:00")
    }

    @Test func namedStylesDropZeroUnits() {
        #expect(formatter(.abbreviated, [.hour, .minute, .second]).string(from: 3_605) == "1h 5s")
        #expect(formatter(.abbreviated, [.minute, .second]).string(from: 0) == "0s")
        #expect(formatter(.short, [.hour, .minute, .second]).string(from: 3_725) == "1 hr, 2 min, 5 sec")
        #expect(formatter(.full, [.hour, .minute, .second]).string(from: 3_661) == "1 hour, 1 minute, 1 second")
        #expect(formatter(.full, [.day, .hour]).string(from: 2 * 86_400 + 7_200) == "2 days, 2 hours")
        #expect(formatter(.brief, [.minute, .second]).string(from: 125) == "2min 5sec")
        #expect(formatter(.spellOut, [.minute, .second]).string(from: 125) == "two minutes, five seconds")
        #expect(formatter(.full, [.hour, .minute, .second], zeros: .none).string(from: 60)
                == "0 hours, 1 minute, 0 seconds")
    }

    @Test func unitCountsPhrasesAndOtherInputs() {
        let limited = formatter(.full, [.hour, .minute, .second])
        limited.maximumUnitCount = 1
        #expect(limited.string(from: 3_725) == "1 hour")
        let phrased = formatter(.abbreviated, [.minute])
        phrased.includesApproximationPhrase = true
        phrased.includesTimeRemainingPhrase = true
        #expect(phrased.string(from: 300) == "About 5m remaining")
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(formatter(.positional, [.minute, .second]).string(from: start, to: start.addingTimeInterval(90)) == "1:30")
        #expect(formatter(.abbreviated, [.minute, .second]).string(from: DateComponents(minute: 3, second: 4)) == "3m 4s")
        #expect(DateComponentsFormatter.localizedString(from: DateComponents(hour: 2), unitsStyle: .full) == "2 hours")
        #expect(formatter(.positional, [.minute, .second]).string(for: 61.0) == "1:01")
        #expect(formatter(.positional, [.minute, .second]).string(from: .nan) == nil)
    }
}
