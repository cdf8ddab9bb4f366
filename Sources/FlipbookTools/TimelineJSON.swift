import Foundation

extension Timeline {
    /// `[{"time": …, "value": …, "velocity": …}, …]`, one object per line; velocity is null when the
    /// animation does not report one. Numbers are printed in Swift's shortest exact form.
    public var json: String {
        let rows = samples.map { sample in
            "  {\"time\": \(number(sample.time)), \"value\": \(number(sample.value)), \"velocity\": \(sample.velocity.map(number) ?? "null")}"
        }
        return "[\n" + rows.joined(separator: ",\n") + "\n]\n"
    }

    private func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
