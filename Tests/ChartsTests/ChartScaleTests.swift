import Foundation
import Testing
@testable import Charts

@Suite struct ChartScaleTests {
    @Test func numberAxesTickAtRoundSteps() {
        #expect(ChartTicks.numbers(lower: 0, upper: 10_000) == [0, 2_000, 4_000, 6_000, 8_000, 10_000])
        #expect(ChartTicks.numbers(lower: 0, upper: 12_000) == [0, 2_500, 5_000, 7_500, 10_000])
        #expect(ChartTicks.numbers(lower: -1, upper: 1) == [-1, -0.5, 0, 0.5, 1])
        #expect(ChartTicks.niceStep(0.3) == 0.5 && ChartTicks.niceStep(1_700) == 2_000)
    }

    @Test func automaticTicksKeepTheirMinimumStride() {
        let ticks = ChartModel.tickValues(kind: .continuous(lower: 0, upper: 100, isDate: false),
                                          values: .automatic(minimumStride: 30), unit: nil)
        #expect(ticks.map(\.value) == [.number(0), .number(50), .number(100)])
        let dense = ChartModel.tickValues(kind: .continuous(lower: 0, upper: 100, isDate: false),
                                          values: .automatic(desiredCount: 10), unit: nil)
        #expect(dense.count == 11)
    }

    @Test func automaticDomainsStartAtZeroAndEndOnARoundNumber() {
        #expect(ChartTicks.niceDomain(lower: 0, upper: 9_200) == (0, 10_000))
        #expect(ChartTicks.niceDomain(lower: -3, upper: 47) == (-10, 50))
        // A single value of zero still spans something.
        #expect(ChartTicks.niceDomain(lower: 0, upper: 0) == (0, 1))
        let (kind, _) = ChartModel.scaleKind(spans: [.at(.number(3)), .at(.number(7))], channels: [], bars: [],
                                              settings: ScaleSettings())
        guard case .continuous(let lower, let upper, false) = kind else { Issue.record("not continuous"); return }
        #expect(lower == 0 && upper == 8)
        let (withoutZero, _) = ChartModel.scaleKind(spans: [.at(.number(31)), .at(.number(47))], channels: [], bars: [],
                                                     settings: ScaleSettings(domain: .automatic(includesZero: false, reversed: nil)))
        guard case .continuous(let low, let high, false) = withoutZero else { Issue.record("not continuous"); return }
        #expect(low == 30 && high == 50)
    }

    @Test func bandsSplitTheLengthAndMapBackToTheirCategory() {
        let scale = ChartScale(kind: .band(["a", "b", "c", "d"]), length: 200)
        #expect(scale.bandWidth == 50)
        #expect(scale.position(of: .category("c")) == 125)
        #expect(scale.value(at: 120) == .category("c") && scale.value(at: 201) == nil)
        let reversed = ChartScale(kind: .continuous(lower: 0, upper: 10, isDate: false), length: 100, reversed: true)
        #expect(reversed.position(of: .number(2)) == 80 && reversed.value(at: 80) == .number(2))
    }

    @Test func dateUnitsCoverTheirIntervalAndDateAxesTickOnCalendarBoundaries() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let noon = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 5, hour: 12, minute: 30)))
        let day = DateUnit(component: .day, calendar: calendar).interval(containing: noon)
        #expect(day.end.timeIntervalSince(day.start) == 86_400)
        #expect(calendar.component(.hour, from: day.start) == 0)
        let start = day.start.timeIntervalSinceReferenceDate
        let (dates, component) = ChartTicks.dates(lower: start, upper: start + 5 * 86_400, calendar: calendar)
        #expect(component == .day && dates.count == 6)
        #expect(ChartNumberFormat.string(dates[0], component: .day, calendar: calendar) == "Mar 5")
        #expect(ChartNumberFormat.string(dates[0], component: .month, calendar: calendar) == "Mar")
    }

    @Test func plottableTypesRoundTripThroughTheScalesValues() {
        enum Fruit: String, Plottable { case apple, pear }
        #expect(plotValue(of: Fruit.pear) == .category("pear"))
        #expect(plottable(.category("apple"), as: Fruit.self) == .apple)
        #expect(plottable(.number(2.6), as: Int.self) == 3)
        #expect(plottable(.category("x"), as: Double.self) == nil)
        #expect(ChartNumberFormat.string(12_500) == "12,500" && ChartNumberFormat.string(0.25) == "0.25")
    }
}
