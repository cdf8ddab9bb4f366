import Foundation

/// A calendar in which each tap on a day adds it to the selection or takes it out (iOS 16), drawn as the graphical
/// date picker's calendar (see `MonthCalendar`), opening on the earliest selected month (else this month). A day
/// is in the selection when an element names its year, month and day; a tapped day is added as the era, year,
/// month and day in the environment's calendar, with that calendar and its time zone. Days outside `bounds` are
/// grey and cannot be picked.
public struct MultiDatePicker<Label: View>: View {
    let selection: Binding<Set<DateComponents>>
    let label: Label
    var bounds = PickableDates()
    @Environment(\.calendar) private var calendar

    /// A picker of the days in `selection`, with a view as its label (not drawn, as on iOS).
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// A picker of days in `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        self.bounds = PickableDates(lower: bounds.lowerBound, upper: bounds.upperBound, includesUpper: false)
    }

    /// A picker of days from `bounds`' start on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        self.bounds = PickableDates(lower: bounds.lowerBound)
    }

    /// A picker of days before `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label)
        self.bounds = PickableDates(upper: bounds.upperBound, includesUpper: false)
    }

    public var body: some View {
        let selected = selection.wrappedValue
        let earliest = selected.compactMap { calendar.date(from: dayOnly($0)) }.min()
        MonthCalendar(isSelected: { day in selected.contains { names($0, day) } },
                      isEnabled: { bounds.contains(day: $0, in: calendar) }, pick: toggle,
                      initialMonth: earliest ?? LiveDateText.now)
    }

    /// The year, month and day of `components`, in this calendar.
    private func dayOnly(_ components: DateComponents) -> DateComponents {
        DateComponents(calendar: calendar, timeZone: calendar.timeZone, year: components.year,
                       month: components.month, day: components.day)
    }

    /// Whether `components` names `day`.
    private func names(_ components: DateComponents, _ day: Date) -> Bool {
        let own = calendar.dateComponents([.year, .month, .day], from: day)
        return components.year == own.year && components.month == own.month && components.day == own.day
    }

    private func toggle(_ day: Date) {
        var set = selection.wrappedValue
        let named = set.filter { names($0, day) }
        if named.isEmpty {
            var components = calendar.dateComponents([.era, .year, .month, .day], from: day)
            components.calendar = calendar
            components.timeZone = calendar.timeZone
            set.insert(components)
        } else {
            set.subtract(named)
        }
        selection.wrappedValue = set
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker of days labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of days labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of days in `bounds`, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days from `bounds`' start on, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
                in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days before `bounds`' end, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
                in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of days in `bounds`, labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
