import Foundation
import Testing
@testable import FlipbookViews

/// Foundation's formatters that Linux's Foundation lacks, and localized strings: worded in US English, measured
/// without the machine's clock.
@Suite struct FoundationFormatterTests {
    private let reference = Date(timeIntervalSinceReferenceDate: 770_000_000)

    @Test func aDistanceTakesItsLargestWholeUnit() {
        let formatter = RelativeDateTimeFormatter()
        let cases: [(TimeInterval, String)] = [
            (-1, "1 second ago"), (-59.9, "59 seconds ago"), (-90, "1 minute ago"), (-7_200, "2 hours ago"),
            (86_400 * 1.5, "in 1 day"), (-86_400 * 13, "1 week ago"), (-86_400 * 45, "1 month ago"),
            (86_400 * 800, "in 2 years"), (0, "in 0 seconds"),
        ]
        for (interval, expected) in cases {
            #expect(formatter.localizedString(for: reference.addingTimeInterval(interval), relativeTo: reference)
                    == expected, "\(interval) s")
        }
    }

    @Test func namedDistancesAndUnitStyles() {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(fromTimeInterval: 0) == "now")
        #expect(formatter.localizedString(fromTimeInterval: -86_400) == "yesterday")
        #expect(formatter.localizedString(fromTimeInterval: 86_400 * 7) == "next week")
        #expect(formatter.localizedString(fromTimeInterval: -86_400 * 400) == "last year")
        #expect(formatter.localizedString(fromTimeInterval: -3 * 86_400) == "3 days ago")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .short
        #expect(formatter.localizedString(fromTimeInterval: -7_200) == "2 hr ago")
        #expect(formatter.localizedString(fromTimeInterval: 172_800) == "in 2 days")
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(fromTimeInterval: -180) == "three minutes ago")
        #expect(formatter.localizedString(from: DateComponents(day: 0, hour: -5, minute: 3)) == "five hours ago")
        #expect(formatter.localizedString(fromTimeInterval: .nan) == "")
        #expect(formatter.localizedString(fromTimeInterval: -1e300) == "one quadrillion years ago")
    }

    @Test func aRelativeFormatStyleMeasuresFromTheGivenDate() {
        let style = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide)
        #expect(style._string(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        let numeric = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .abbreviated)
        #expect(numeric._string(for: reference.addingTimeInterval(600), relativeTo: reference) == "in 10 min")
    }

    @Test func aMeasurementIsWrittenInItsOwnUnit() {
        let distance = Measurement(value: 5.5, unit: UnitLength.kilometers)
        #expect(distance.formatted() == "5.5 km")
        #expect(distance.formatted(.measurement(width: .wide)) == "5.5 kilometers")
        #expect(distance.formatted(.measurement(width: .narrow)) == "5.5km")
        let temperature = Measurement(value: 21, unit: UnitTemperature.celsius)
        #expect(temperature.formatted() == "21°C")
        #expect(temperature.formatted(.measurement(width: .narrow, usage: .weather)) == "21°")
        #expect(temperature.formatted(.measurement(width: .wide)) == "21 degrees Celsius")
        let mile = Measurement(value: 1, unit: UnitLength.miles)
        #expect(mile.formatted(.measurement(width: .wide, usage: .road)) == "1 mile")
        #expect(mile.formatted(.measurement(width: .wide, numberFormatStyle: .number.precision(.fractionLength(1))))
                == "1.0 miles")
        #expect(Measurement(value: 1234.5, unit: UnitMass.kilograms).formatted() == "1,234.5 kg")
    }

    @Test func listsJoinWithASerialComma() {
        #expect(ListFormatter.localizedString(byJoining: ["red", "green", "blue"]) == "red, green, and blue")
        #expect(ListFormatter.localizedString(byJoining: ["one"]) == "one")
        let formatter = ListFormatter()
        #expect(formatter.string(from: [1, 2]) == "1 and 2")
        #expect(formatter.string(for: "not a list") == nil)
    }

    @Test func aLocalizedStringIsItsDevelopmentValue() {
        let count = 3
        #expect(String(localized: "\(count) items") == "3 items")
        #expect(String(localized: "ratio \(0.5)") == "ratio 0.500000")
        #expect(String(localized: "score", defaultValue: "Score \(count, specifier: "%03d")") == "Score 003")
        let resource = LocalizedStringResource("greeting", defaultValue: "Hello")
        #expect(resource.key == "greeting" && String(localized: resource) == "Hello")
        #expect(ProcessInfo.processInfo.isLowPowerModeEnabled == false)
    }

    @MainActor @Test func aNameIsWrittenInEachStyle() {
        var name = PersonNameComponents(givenName: "Ada", familyName: "Lovelace")
        #expect(name.formatted() == "Ada Lovelace")
        #expect(name.formatted(.name(style: .short)) == "Ada")
        #expect(name.formatted(.name(style: .abbreviated)) == "AL")
        name.namePrefix = "Countess"
        name.middleName = "King"
        name.nickname = "Addie"
        #expect(name.formatted(.name(style: .long)) == "Countess Ada King Lovelace")
        #expect(name.formatted(.name(style: .short)) == "Addie", "a nickname first")
        #expect(PersonNameComponents(familyName: "Byron").formatted(.name(style: .short)) == "Byron")
        #expect(PersonNameComponents().formatted() == "")
        // `Text(_:format:)` takes the style too.
        let graph = ViewGraph(rootView: Text(name, format: .name(style: .medium)), size: CGSize(width: 200, height: 40))
        #expect(graph.texts == ["Ada Lovelace"])
    }
}
