import Foundation

extension FormatStyle where FormatOutput == String {
    /// `input` as `Text(_:format:)` and `"\(value, format:)"` show it: in the environment's default locale
    /// (`en_US`, as iOS in the United States), unless the style was given a locale of its own.
    ///
    /// Foundation on Linux formats in `en_001` (world English: "US$30.00", "1 Jan 1970") whatever the machine's
    /// settings; a style that formats the same in that locale as written has none of its own.
    func displayString(_ input: FormatInput) -> String {
        // A relative date is measured from the host's date, not the machine's.
        if let relative = self as? Date.RelativeFormatStyle, let date = input as? Date {
            return relative._string(for: date, relativeTo: LiveDateText.now)
        }
        let asWritten = format(input)
        guard locale(.current).format(input) == asWritten else { return asWritten }
        return locale(LocaleKey.defaultValue).format(input)
    }
}

extension FormatStyle where FormatOutput == String {
    /// `input` as `Text(_:format:)` shows it (see `displayString(_:)`): what the stand-ins of `formatted(_:)` in
    /// files `flipbook` compiles return, so that a string formatted in code reads as the same value in a `Text`.
    public func _displayString(_ input: FormatInput) -> String { displayString(input) }
}
