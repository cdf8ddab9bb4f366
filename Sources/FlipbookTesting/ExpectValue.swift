import Flipbook
import Foundation
import Testing
import XCTest

extension AnimationTake {
    /// Checks that `property` of `view` is `expected` (within `tolerance`) at `time`. A failure is recorded in
    /// the running test (Swift Testing or XCTest) saying what was expected when, what came instead, and the
    /// velocity then; the value read is returned either way (nil when it could not be read).
    @discardableResult
    public func expect(_ view: String, _ property: String, equals expected: Double, at time: TimeInterval,
                       tolerance: Double = 1e-6, fileID: String = #fileID, file: StaticString = #filePath,
                       line: UInt = #line, column: Int = #column) -> Double? {
        let location = Location(fileID: fileID, file: file, line: line, column: column)
        do {
            let (value, velocity) = try self.value(of: view, property, at: time)
            if !(abs(value - expected) <= tolerance) {
                let speed = velocity.map { String(format: ", moving at %.4g per second", $0) } ?? ""
                AnimationTake.fail("\(view) \(property) at \(Self.format(time)) s: expected \(Self.format(expected)) "
                                   + "± \(Self.format(tolerance)), got \(Self.format(value))\(speed)", at: location)
            }
            return value
        } catch {
            AnimationTake.fail("\(view) \(property) at \(Self.format(time)) s: \(error)", at: location)
            return nil
        }
    }

    /// Checks the laid-out frame of `view` at `time` against `expected`, each edge within `tolerance` points.
    public func expect(_ view: String, frame expected: CGRect, at time: TimeInterval, tolerance: CGFloat = 0.01,
                       fileID: String = #fileID, file: StaticString = #filePath, line: UInt = #line,
                       column: Int = #column) {
        let location = Location(fileID: fileID, file: file, line: line, column: column)
        do {
            let frame = try self.frame(of: view, at: time)
            let edges = [(frame.minX, expected.minX), (frame.minY, expected.minY), (frame.maxX, expected.maxX),
                         (frame.maxY, expected.maxY)]
            if !edges.allSatisfy({ abs($0.0 - $0.1) <= tolerance }) {
                AnimationTake.fail("\(view) frame at \(Self.format(time)) s: expected \(Self.format(expected)) "
                                   + "± \(Self.format(Double(tolerance))), got \(Self.format(frame))", at: location)
            }
        } catch {
            AnimationTake.fail("\(view) frame at \(Self.format(time)) s: \(error)", at: location)
        }
    }

    /// Where a check was written, for both test libraries.
    struct Location {
        let fileID: String
        let file: StaticString
        let line: UInt
        let column: Int
    }

    /// Records `message` as a failure of the running test: an issue in Swift Testing, `XCTFail` in XCTest.
    nonisolated static func fail(_ message: String, at location: Location) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: location.fileID, filePath: "\(location.file)",
                                                        line: Int(location.line), column: location.column))
        } else {
            XCTFail(message, file: location.file, line: location.line)
        }
    }

    nonisolated static func format(_ value: Double) -> String { String(format: "%.6g", value) }

    nonisolated static func format(_ rect: CGRect) -> String {
        "(x: \(format(Double(rect.minX))), y: \(format(Double(rect.minY))), width: \(format(Double(rect.width))), "
            + "height: \(format(Double(rect.height))))"
    }
}
