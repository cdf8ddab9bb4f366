import Foundation

extension Date.RelativeFormatStyle {
    /// How far `date` is from `reference` in this style's presentation and units, worded by
    /// ``RelativeDateTimeFormatter``: the distance is measured from the given date, where Foundation's style
    /// measures it from the machine's clock (a frame must not depend on when it is drawn).
    public func _string(for date: Date, relativeTo reference: Date) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = presentation == .named ? .named : .numeric
        switch unitsStyle {
        case .spellOut: formatter.unitsStyle = .spellOut
        case .abbreviated, .narrow: formatter.unitsStyle = .abbreviated
        default: formatter.unitsStyle = .full
        }
        return formatter.localizedString(for: date, relativeTo: reference)
    }
}
