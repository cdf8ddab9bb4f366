import Foundation

/// A control that picks a date. iOS's compact style (the default) draws its label, then the date (and time) in
/// grey capsules, and has no calendar to open: the selection changes only through its binding. The graphical style
/// draws a month's calendar in place (see `MonthCalendar`), where a tap on a day picks it, keeping the time of day,
/// and the time below it in a capsule; days outside the picker's range are grey and cannot be picked. The wheel
/// style is drawn compact. Dates are shown in UTC, in US English ("Jun 9, 2025", "9:41 AM"), so frames do not
/// depend on the machine.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label
    var bounds = PickableDates()
    @Environment(\.datePickerStyleKind) private var style
    @Environment(\.calendar) private var calendar

    /// A date picker of `selection` showing `displayedComponents`, with a view as its label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A date picker of `selection` within `range` (its calendar offers only the days in it).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        bounds = PickableDates(lower: range.lowerBound, upper: range.upperBound)
    }

    /// A date picker of `selection` from a date on (its calendar offers only the days from it).
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        bounds = PickableDates(lower: range.lowerBound)
    }

    /// A date picker of `selection` up to a date (its calendar offers only the days up to it).
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
        bounds = PickableDates(upper: range.upperBound)
    }

    public var body: some View {
        if style == .graphical && components.contains(.date) {
            VStack(spacing: 0) {
                MonthCalendar(isSelected: { calendar.isDate($0, inSameDayAs: selection.wrappedValue) },
                              isEnabled: { bounds.contains(day: $0, in: calendar) }, pick: pick,
                              initialMonth: selection.wrappedValue)
                if components.contains(.hourAndMinute) {
                    HStack {
                        Text("Time")
                        Spacer()
                        chip(LiveDateText.string(selection.wrappedValue, style: .time))
                    }
                    .frame(minHeight: 44)
                    .padding(.horizontal, 16)
                }
            }
        } else {
            HStack {
                label
                Spacer()
                if components.contains(.date) { chip(LiveDateText.string(selection.wrappedValue, style: .date)) }
                if components.contains(.hourAndMinute) {
                    chip(LiveDateText.string(selection.wrappedValue, style: .time))
                }
            }
        }
    }

    /// Selects `day` at the selection's time of day, kept in the range.
    private func pick(_ day: Date) {
        let current = selection.wrappedValue
        let timeOfDay = current.timeIntervalSince(calendar.startOfDay(for: current))
        selection.wrappedValue = bounds.clamped(day.addingTimeInterval(timeOfDay))
    }

    private func chip(_ text: String) -> some View {
        Text(text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color(.tertiarySystemFill)))
    }
}

extension DatePicker where Label == Text {
    /// A date picker of `selection` labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of `selection` within `range`, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` from a date on, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` up to a date, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` within `range`, labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of `selection` from a date on, labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of `selection` up to a date, labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
