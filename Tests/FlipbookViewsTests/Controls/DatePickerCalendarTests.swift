import Foundation
import Testing
@testable import FlipbookViews

/// 9 June 2025, 9:41 UTC: the host clock's default start, a Monday.
private let launch = Date(timeIntervalSince1970: 1_749_462_060)
private let day: TimeInterval = 86_400

private struct GraphicalPicker: View {
    @State var date = launch
    var body: some View {
        VStack {
            DatePicker("When", selection: $date, in: (launch - 5 * day)...).datePickerStyle(.graphical)
            Text("picked \(Int((date.timeIntervalSince1970 - launch.timeIntervalSince1970) / 60)) min")
        }
    }
}

private struct DaysPicker: View {
    @State var days: Set<DateComponents> = [DateComponents(year: 2025, month: 6, day: 12)]
    var body: some View {
        VStack {
            MultiDatePicker("Days", selection: $days)
            Text("days " + days.compactMap(\.day).sorted().map(String.init).joined(separator: ","))
        }
    }
}

@MainActor
@Suite struct DatePickerCalendarTests {
    private var utc: Calendar { EnvironmentValues().calendar }

    private func frame(of text: String, in graph: ViewGraph) -> CGRect? {
        graph.laidOutViews.first { $0.text == text }?.frame
    }

    @Test func aMonthIsLaidOutInWeeksFromSunday() throws {
        let june = try #require(utc.date(from: DateComponents(year: 2025, month: 6, day: 1)))
        let weeks = MonthCalendar.weeks(of: june, in: utc)
        #expect(weeks.count == 5 && weeks.allSatisfy { $0.count == 7 })
        #expect(weeks[0].map { $0.map { utc.component(.day, from: $0) } } == [1, 2, 3, 4, 5, 6, 7])
        #expect(weeks[4].map { $0.map { utc.component(.day, from: $0) } } == [29, 30, nil, nil, nil, nil, nil])
        // March 2025 starts on a Saturday: six days before it, and six weeks in all.
        let march = try #require(utc.date(from: DateComponents(year: 2025, month: 3, day: 20)))
        let marchWeeks = MonthCalendar.weeks(of: march, in: utc)
        #expect(marchWeeks.count == 6 && marchWeeks[0].prefix(6).allSatisfy { $0 == nil })
        #expect(MonthCalendar.title(of: june, in: utc) == "June 2025")
        #expect(MonthCalendar.weekdaySymbols(in: utc) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
    }

    @Test func theGraphicalStyleDrawsACalendarWhereATapPicksADayKeepingTheTime() throws {
        let graph = ViewGraph(rootView: GraphicalPicker(), size: CGSize(width: 390, height: 600))
        #expect(graph.texts.contains("June 2025") && graph.texts.contains("Time"), "\(graph.texts)")
        #expect(!graph.texts.contains("When"), "the label is not drawn, as on iOS")
        // The 9th (a Monday) is in the second week's second column; week rows are 44 points apart.
        let ninth = try #require(frame(of: "9", in: graph)), sixteenth = try #require(frame(of: "16", in: graph))
        #expect(near(sixteenth.midY - ninth.midY, MonthCalendar.weekHeight, 0.01))
        #expect(near(sixteenth.midX, ninth.midX, 0.01))
        graph.tap(label: "20")
        #expect(graph.texts.contains("picked \(11 * 24 * 60) min"), "\(graph.texts)")
        // Days before the range's start (the 4th, 9:41) cannot be picked.
        graph.tap(label: "2")
        #expect(graph.texts.contains("picked \(11 * 24 * 60) min"), "\(graph.texts)")
        graph.tap(label: "4")
        #expect(graph.texts.contains("picked \(-5 * 24 * 60) min"), "the 4th at 9:41 is in range: \(graph.texts)")
    }

    @Test func theChevronsPageThroughTheMonths() throws {
        let graph = ViewGraph(rootView: GraphicalPicker(), size: CGSize(width: 390, height: 600))
        // The two chevrons at the end of the title's row (the first follows the title).
        let title = try #require(frame(of: "June 2025", in: graph))
        let row = graph.laidOutViews.filter { near($0.frame.midY, title.midY, 1) }
        let images = row.filter { $0.type == "Image" }.sorted { $0.frame.minX < $1.frame.minX }
        try #require(images.count == 3, "\(row.map { "\($0.type) \($0.frame)" })")
        let chevrons = Array(images.suffix(2))
        graph.tap(at: CGPoint(x: chevrons[1].frame.midX, y: chevrons[1].frame.midY))
        #expect(graph.texts.contains("July 2025"), "\(graph.texts)")
        #expect(frame(of: "31", in: graph) != nil)
        graph.tap(at: CGPoint(x: chevrons[0].frame.midX, y: chevrons[0].frame.midY))
        graph.tap(at: CGPoint(x: chevrons[0].frame.midX, y: chevrons[0].frame.midY))
        #expect(graph.texts.contains("May 2025"), "\(graph.texts)")
    }

    /// A `ClosedRange` offers its last day; a `Range` ending at a midnight does not offer the day that starts there.
    @Test func theDaysARangeOffers() throws {
        let ninth = utc.startOfDay(for: launch), tenth = ninth + day
        #expect(PickableDates(lower: launch).contains(day: ninth, in: utc), "the first day, from 9:41")
        #expect(!PickableDates(lower: launch).contains(day: ninth - day, in: utc))
        #expect(PickableDates(upper: tenth).contains(day: tenth, in: utc))
        #expect(!PickableDates(upper: tenth, includesUpper: false).contains(day: tenth, in: utc))
        #expect(PickableDates(upper: tenth, includesUpper: false).contains(day: ninth, in: utc))
        #expect(PickableDates(lower: launch, upper: tenth).clamped(ninth) == launch)
        #expect(PickableDates(lower: launch, upper: tenth).clamped(tenth + day) == tenth)
    }

    @Test func aMultiDatePickerTogglesDays() {
        let graph = ViewGraph(rootView: DaysPicker(), size: CGSize(width: 390, height: 600))
        #expect(graph.texts.contains("June 2025"), "opens on the selected month: \(graph.texts)")
        graph.tap(label: "15")
        #expect(graph.texts.contains("days 12,15"), "\(graph.texts)")
        // A day the code put in the set (with no calendar of its own) is taken out by a tap too.
        graph.tap(label: "12")
        #expect(graph.texts.contains("days 15"), "\(graph.texts)")
    }
}
