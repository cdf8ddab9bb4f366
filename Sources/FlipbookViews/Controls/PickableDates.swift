import Foundation

/// The dates a date picker offers: from `lower` on (if there is one) up to `upper` (if there is one), which is
/// itself offered or not (a `ClosedRange` or a `Range`). Its calendar offers the days any moment of which is in it.
struct PickableDates {
    var lower: Date?
    var upper: Date?
    var includesUpper = true

    /// Whether any moment of the day that starts at `day` is offered.
    func contains(day: Date, in calendar: Calendar) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        if let lower, end <= lower { return false }
        if let upper, includesUpper ? day > upper : day >= upper { return false }
        return true
    }

    /// `date`, moved to the nearest bound if it is outside them.
    func clamped(_ date: Date) -> Date {
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }
}
