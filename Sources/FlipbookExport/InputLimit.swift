import Foundation

/// A bound on work that grows with its input: the frames of an export, the samples of a chart or table. An amount
/// past the bound stops the run with an error naming the bound and how to raise it, before anything is allocated;
/// a huge or non-finite amount is an error, never a trap converting it to an integer.
public struct InputLimit: Sendable, Equatable {
    /// What is counted, plural ("frames").
    public let unit: String
    /// The environment variable that raises (or lowers) the bound.
    public let variable: String
    /// The bound when the variable is not set.
    public let defaultValue: Int

    /// A bound on `unit`, `defaultValue` unless the environment variable `variable` says otherwise.
    public init(unit: String, variable: String, defaultValue: Int) {
        self.unit = unit
        self.variable = variable
        self.defaultValue = defaultValue
    }

    /// The bound in force: the environment variable's value when it is a positive integer, else the default.
    public var value: Int {
        guard let text = ProcessInfo.processInfo.environment[variable], let value = Int(text), value > 0 else {
            return defaultValue
        }
        return value
    }

    /// `amount` as a count, or an error naming `what` would need it when it is past the bound (or not a number).
    public func count(_ amount: Double, for what: String) throws -> Int {
        let limit = value
        guard amount.isFinite, amount >= 0, amount <= Double(limit) else {
            let needed = amount.isFinite ? String(format: "%.0f", amount) : "endless"
            throw Exceeded(description: "\(what) would take \(needed) \(unit), over the limit of \(limit) "
                                        + "(set \(variable) to raise it)")
        }
        return Int(amount)
    }

    /// An amount past a limit.
    public struct Exceeded: Error, CustomStringConvertible, Equatable {
        public let description: String
    }
}

extension InputLimit {
    /// Frames of one export (an hour at 30 fps by default).
    public static let frames = InputLimit(unit: "frames", variable: "FLIPBOOK_MAX_FRAMES", defaultValue: 108_000)
    /// Sampled points of one chart, table or timeline.
    public static let samples = InputLimit(unit: "samples", variable: "FLIPBOOK_MAX_SAMPLES", defaultValue: 1_000_000)
}
