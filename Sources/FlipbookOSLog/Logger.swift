import Foundation

// `import os` in users' SwiftUI files: the unified logging API, writing each message to standard error as a line
// naming its category and level. Values in messages are always shown (privacy is for Apple's log store).

/// A log's level.
public struct OSLogType: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The default level.
    public static let `default` = OSLogType(rawValue: 0)
    /// Information.
    public static let info = OSLogType(rawValue: 1)
    /// Debugging detail.
    public static let debug = OSLogType(rawValue: 2)
    /// An error.
    public static let error = OSLogType(rawValue: 16)
    /// A fault: a bug.
    public static let fault = OSLogType(rawValue: 17)

    var name: String {
        switch self {
        case .info: return "info"
        case .debug: return "debug"
        case .error: return "error"
        case .fault: return "fault"
        default: return "default"
        }
    }
}

/// Whether a value in a message is shown (every value is, here).
public struct OSLogPrivacy: Hashable, Sendable {
    let kind: Int
    /// Shown.
    public static let `public` = OSLogPrivacy(kind: 0)
    /// Hidden in Apple's log store (shown here).
    public static let `private` = OSLogPrivacy(kind: 1)
    /// Hidden in Apple's log store (shown here).
    public static let sensitive = OSLogPrivacy(kind: 2)
    /// Chosen by the value's type in Apple's log store (shown here).
    public static let auto = OSLogPrivacy(kind: 3)
    /// Hidden behind a hash in Apple's log store (shown here).
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    /// Hidden behind a hash in Apple's log store (shown here).
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    /// Hidden behind a hash in Apple's log store (shown here).
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    /// How a hidden value is masked.
    public struct Mask: Hashable, Sendable {
        /// By a hash.
        public static let hash = Mask()
        /// Not at all.
        public static let none = Mask()
    }
}

/// A log message with interpolated values: `"Loaded \(count, privacy: .public) cards"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The parts of a message as it is written.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// Adds the literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Adds a value.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        /// Adds a value padded to `align`'s width.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment,
                                                    privacy: OSLogPrivacy = .auto) {
            text += align.aligned(String(describing: value()))
        }
        /// Adds a floating-point value in `format`.
        public mutating func appendInterpolation<F: BinaryFloatingPoint>(_ value: @autoclosure () -> F,
                                                                         format: OSLogFloatFormatting,
                                                                         privacy: OSLogPrivacy = .auto) {
            text += format.formatted(Double(value()))
        }
        /// Adds an integer in `format`.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: @autoclosure () -> I,
                                                                   format: OSLogIntegerFormatting,
                                                                   privacy: OSLogPrivacy = .auto) {
            text += format.formatted(value())
        }
    }
}

/// How a string is padded in a message.
public struct OSLogStringAlignment: Sendable {
    let width: Int
    let isLeft: Bool
    /// Padded on the left to `columns` characters.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns, isLeft: false) }
    /// Padded on the right to `columns` characters.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns, isLeft: true) }
    /// Not padded.
    public static let none = OSLogStringAlignment(width: 0, isLeft: true)

    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return isLeft ? text + padding : padding + text
    }
}

/// How a floating-point value is written in a message.
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    let isExponential: Bool
    /// In fixed notation, with `precision` digits after the point (6 by default).
    public static func fixed(precision: Int) -> OSLogFloatFormatting { OSLogFloatFormatting(precision: precision, isExponential: false) }
    /// In fixed notation.
    public static let fixed = OSLogFloatFormatting(precision: nil, isExponential: false)
    /// In exponential notation.
    public static let exponential = OSLogFloatFormatting(precision: nil, isExponential: true)

    func formatted(_ value: Double) -> String {
        String(format: "%.\(precision ?? 6)\(isExponential ? "e" : "f")", value)
    }
}

/// How an integer is written in a message.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    /// In decimal.
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    /// In hexadecimal.
    public static let hex = OSLogIntegerFormatting(radix: 16)
    /// In octal.
    public static let octal = OSLogIntegerFormatting(radix: 8)

    func formatted<I: BinaryInteger>(_ value: I) -> String { String(value, radix: radix) }
}

/// A log: a subsystem and a category.
public struct OSLog: Sendable {
    let category: String
    /// The log of `subsystem` for `category`.
    public init(subsystem: String, category: String) { self.category = category }
    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "default")
    /// A log that writes nothing.
    public static let disabled = OSLog(subsystem: "", category: "")

    func write(_ text: String, type: OSLogType) {
        guard !category.isEmpty else { return }
        FileHandle.standardError.write(Data("[\(category)] \(type.name): \(text)\n".utf8))
    }
}

/// Writes messages to a log at a level of their own.
public struct Logger: Sendable {
    let log: OSLog
    /// A logger of `subsystem` for `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger writing to `log`.
    public init(_ log: OSLog) { self.log = log }
    /// A logger writing to the default log.
    public init() { log = .default }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { log.write(message.text, type: level) }
    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    /// Writes `message` as debugging detail.
    public func trace(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    /// Writes `message` as debugging detail.
    public func debug(_ message: OSLogMessage) { log.write(message.text, type: .debug) }
    /// Writes `message` as information.
    public func info(_ message: OSLogMessage) { log.write(message.text, type: .info) }
    /// Writes `message` at the default level.
    public func notice(_ message: OSLogMessage) { log.write(message.text, type: .default) }
    /// Writes `message` as a warning (an error).
    public func warning(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    /// Writes `message` as an error.
    public func error(_ message: OSLogMessage) { log.write(message.text, type: .error) }
    /// Writes `message` as a critical fault.
    public func critical(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
    /// Writes `message` as a fault.
    public func fault(_ message: OSLogMessage) { log.write(message.text, type: .fault) }
}

/// Writes `message` to `log` at `type`.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(message.text, type: type)
}

/// Writes `format` filled with `arguments` (printf-style) to `log` at `type`.
public func os_log(_ format: StaticString, log: OSLog = .default, type: OSLogType = .default, _ arguments: CVarArg...) {
    let text = format.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    log.write(String(format: text.replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: ""),
                     arguments: arguments), type: type)
}
