import Foundation

/// The calendar of a graphical `DatePicker` and of `MultiDatePicker`: a month's title with chevrons that page
/// through the months, the weekdays' initials, and the days in rows of a week. Metrics follow iOS's inline
/// calendar as measured from screenshots (our choice; Apple does not publish them): a 44-point title row, a
/// 20-point weekday row, 44-point week rows, 20-point day numbers; a selected day is in the tint on a light
/// tint circle, today is in the tint. It uses the environment's calendar (Gregorian, in UTC, by default).
struct MonthCalendar: View {
    /// Whether a day (midnight at its start) is selected.
    let isSelected: (Date) -> Bool
    /// Whether a day can be picked.
    let isEnabled: (Date) -> Bool
    /// What a tap on an enabled day does.
    let pick: (Date) -> Void
    /// A day in the month shown first.
    let initialMonth: Date
    /// Months paged away from `initialMonth` with the chevrons.
    @State private var monthOffset = 0
    @Environment(\.calendar) private var calendar

    static let titleHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let weekHeight: CGFloat = 44

    var body: some View {
        let month = shownMonth
        VStack(spacing: 0) {
            HStack(spacing: 4) {
                Text(verbatim: Self.title(of: month, in: calendar)).font(.headline)
                Image(systemName: "chevron.right").font(.headline).foregroundStyle(.tint)
                Spacer()
                Image(systemName: "chevron.left").font(.title3.weight(.medium)).foregroundStyle(.tint)
                    .frame(width: 44, height: 44).contentShape(Rectangle())
                    .onTapGesture { monthOffset -= 1 }
                Image(systemName: "chevron.right").font(.title3.weight(.medium)).foregroundStyle(.tint)
                    .frame(width: 44, height: 44).contentShape(Rectangle())
                    .onTapGesture { monthOffset += 1 }
            }
            .padding(.leading, 16)
            .frame(height: Self.titleHeight)
            HStack(spacing: 0) {
                ForEach(Self.weekdaySymbols(in: calendar), id: \.self) { symbol in
                    Text(verbatim: symbol).font(.caption.weight(.semibold)).foregroundStyle(.tertiary)
                        .frame(maxWidth: .infinity)
                }
            }
            .frame(height: Self.weekdayHeight)
            ForEach(Self.weeks(of: month, in: calendar), id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(week.indices, id: \.self) { index in
                        dayCell(week[index]).frame(maxWidth: .infinity)
                    }
                }
                .frame(height: Self.weekHeight)
            }
        }
        .padding(.horizontal, 8)
    }

    /// The first day of the month shown.
    private var shownMonth: Date {
        let start = calendar.dateInterval(of: .month, for: initialMonth)?.start ?? initialMonth
        return calendar.date(byAdding: .month, value: monthOffset, to: start) ?? start
    }

    @ViewBuilder private func dayCell(_ day: Date?) -> some View {
        if let day {
            let selected = isSelected(day)
            let enabled = isEnabled(day)
            let today = calendar.isDate(day, inSameDayAs: LiveDateText.now)
            Text(verbatim: "\(calendar.component(.day, from: day))")
                .font(.title3.weight(selected ? .semibold : .regular))
                .foregroundStyle(!enabled ? AnyShapeStyle(.tertiary)
                                 : selected || today ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
                .frame(width: 40, height: 40)
                .background(Circle().fill(.tint.opacity(selected ? 0.15 : 0)))
                .contentShape(Rectangle())
                .onTapGesture { if enabled { pick(day) } }
        } else {
            Color.clear.frame(width: 40, height: 40)
        }
    }

    /// "June 2025".
    static func title(of month: Date, in calendar: Calendar) -> String {
        let names = calendar.standaloneMonthSymbols
        let index = calendar.component(.month, from: month) - 1
        let name = names.indices.contains(index) ? names[index] : "\(index + 1)"
        return "\(name) \(calendar.component(.year, from: month))"
    }

    /// "SUN" … "SAT", starting on the calendar's first weekday.
    static func weekdaySymbols(in calendar: Calendar) -> [String] {
        let symbols = calendar.shortWeekdaySymbols.map { $0.uppercased() }
        guard symbols.count == 7 else { return symbols }
        let first = max(0, min(6, calendar.firstWeekday - 1))
        return Array(symbols[first...] + symbols[..<first])
    }

    /// The month's days in weeks of seven, with nil before the first day and after the last.
    static func weeks(of month: Date, in calendar: Calendar) -> [[Date?]] {
        guard let interval = calendar.dateInterval(of: .month, for: month),
              let count = calendar.range(of: .day, in: .month, for: interval.start)?.count else { return [] }
        let leading = (calendar.component(.weekday, from: interval.start) - calendar.firstWeekday + 7) % 7
        var days: [Date?] = Array(repeating: nil, count: leading)
        for offset in 0..<count { days.append(calendar.date(byAdding: .day, value: offset, to: interval.start)) }
        days += Array(repeating: nil, count: (7 - days.count % 7) % 7)
        return stride(from: 0, to: days.count, by: 7).map { Array(days[$0..<$0 + 7]) }
    }
}
