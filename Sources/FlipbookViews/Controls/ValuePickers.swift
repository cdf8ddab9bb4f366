import Foundation

/// A control that picks a colour: its label, then a 28-point swatch of the colour in a grey ring. Flipbook has
/// no colour panel to open; the selection changes only through its binding.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    /// A colour picker of `selection` with a view as its label; `supportsOpacity` is accepted.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            Circle().fill(selection.wrappedValue)
                .frame(width: 28, height: 28)
                .overlay(Circle().strokeBorder(Color(.systemGray4), lineWidth: 2))
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker of `selection` labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker of `selection` labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A control that picks a date, drawn as iOS's compact style: its label, then the date (and time) in grey
/// capsules. Flipbook has no calendar to open; the selection changes only through its binding. Dates are shown
/// in UTC, in US English ("Jun 9, 2025", "9:41 AM"), so frames do not depend on the machine.
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let components: DatePickerComponents
    let label: Label

    /// A date picker of `selection` showing `displayedComponents`, with a view as its label.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.selection = selection
        components = displayedComponents
        self.label = label()
    }

    /// A date picker of `selection` within `range` (accepted; the range is not enforced on the binding).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker of `selection` from a date on (accepted; the range is not enforced on the binding).
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker of `selection` up to a date (accepted; the range is not enforced on the binding).
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            if components.contains(.date) { chip(LiveDateText.string(selection.wrappedValue, style: .date)) }
            if components.contains(.hourAndMinute) { chip(LiveDateText.string(selection.wrappedValue, style: .time)) }
        }
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
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` from a date on, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` up to a date, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The time of day.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How date pickers look (accepted; they are drawn compact).
public protocol DatePickerStyle {}
/// A button showing the date that opens a calendar (iOS's default).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}
/// A calendar shown in place (drawn compact).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}
/// Wheels of the date's parts (drawn compact).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}
/// The platform's default: compact.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A button showing the date.
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar shown in place (drawn compact).
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of the date's parts (drawn compact).
    public static var wheel: WheelDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default: compact.
    public static var automatic: DefaultDatePickerStyle { .init() }
}

extension View {
    /// Accepted: date pickers are drawn compact.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}


extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time ("9:41 AM").
        public static let time = DateStyle(kind: .time)
        /// The date ("Jun 9, 2025").
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now on the host's clock ("2 min"), updated as the clock moves.
        public static let relative = DateStyle(kind: .relative)
        /// The offset of the date from now on the host's clock ("+2 minutes"), updated as the clock moves.
        public static let offset = DateStyle(kind: .offset)
        /// A timer counting from or to the date on the host's clock ("2:05"), updated every second.
        public static let timer = DateStyle(kind: .timer)
    }

    /// A date as text, in UTC and US English so that frames do not depend on the machine. The relative styles
    /// (`.relative`, `.offset`, `.timer`) measure from the host's clock and follow it as it moves.
    public init(_ date: Date, style: DateStyle) {
        self.init(live: LiveDateText(.date(date, style.kind)))
    }

    /// A timer over `timerInterval` on the host's clock: the time left, or with `countsDown: false` the time gone,
    /// clamped to the interval, stopped at `pauseTime` if given; "m:ss", or "h:mm:ss" from an hour. It follows the
    /// clock as it moves.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true) {
        self.init(live: LiveDateText(.timer(timerInterval, pause: pauseTime, countsDown: countsDown,
                                            showsHours: showsHours)))
    }

    private init(live: LiveDateText) {
        self.init(verbatim: live.string(at: LiveDateText.now))
        liveDate = live
    }

    /// An attributed string, run by run in its SwiftUI attributes (`font`, `foregroundColor`, underline and
    /// strikethrough, kerning, tracking, baseline offset); the rest of its style comes from the modifiers and the
    /// environment. Disfavoured because Foundation on Linux lets a string literal be an `AttributedString`
    /// (Apple's does not): `Text("**Hi**")` must take the `LocalizedStringKey` initializer, as in SwiftUI, or its
    /// Markdown would be shown as it is.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(runsOf: attributedContent)
    }
}

