import Foundation
import Testing

/// Careless input to the command-line tool gets a clear error or a sound answer: never a trap, a hang, an
/// allocation the size of the input, or a file replaced that was not ours (issue 18's reproductions).
@Suite struct BadInputTests {
    let cli = CommandLineTests()

    private func run(_ arguments: [String], environment: [String: String] = [:],
                     standardOutput: FileHandle? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        try process.run()
        let outData = standardOutput == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func spansThatWouldAllocateWithoutBoundAreRefusedFirst() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for duration in ["1e6", "1e9", "1e19"] {
            let out = folder.appendingPathComponent("frames-\(duration)").path
            let result = try run(["render", "rating-blob-4", "--duration", duration, "--out", out])
            #expect(result.status == 1 && result.err.contains("over the limit of 108000")
                    && result.err.contains("FLIPBOOK_MAX_FRAMES"), "\(duration): \(result.err)")
            #expect(!FileManager.default.fileExists(atPath: out), "nothing is written")
        }
        for arguments in [["--duration", "1e9"], ["--duration", "1e17"], ["--retarget", "1e308:1"], ["--retarget", "1e9:2"]] {
            let result = try run(["plot", ".snappy", "--out", folder.appendingPathComponent("p.svg").path] + arguments)
            #expect(result.status == 1 && result.err.contains("FLIPBOOK_MAX_SAMPLES"), "\(arguments): \(result.err)")
        }
        let raised = try run(["render", "rating-blob-4", "--duration", "1", "--fps", "10",
                              "--out", folder.appendingPathComponent("few").path], environment: ["FLIPBOOK_MAX_FRAMES": "5"])
        #expect(raised.status == 1 && raised.err.contains("10 frames, over the limit of 5"), "\(raised.err)")
    }

    @Test func springsAndCurvesAnswerWithNumbers() throws {
        // A bounce of −0.99 gave values near 1e125, then NaN; −1 charted as a trap converting to Int.
        let damped = try run(["sample", ".spring(duration: 0.5, bounce: -0.99)", "--times", "0,0.1,0.5,2", "--json"])
        let values = try JSONSerialization.jsonObject(with: Data(damped.out.utf8)) as? [[String: Double]] ?? []
        #expect(values.count == 4 && values.allSatisfy { ($0["value"] ?? .nan) >= 0 && ($0["value"] ?? .nan) <= 1 }, "\(damped.out)")
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let chart = try run(["plot", ".smooth(duration: 0.5, extraBounce: -1)", "--out", folder.appendingPathComponent("s.svg").path])
        #expect(chart.status == 0, "\(chart.err)")
        // Curves that leave at a vertical tangent report a finite speed at 0, not null.
        for curve in [".timingCurve(.circularEaseOut, duration: 1)", ".timingCurve(-1, 2, -1, 2)"] {
            let result = try run(["sample", curve, "--times", "0,0.1", "--json"])
            #expect(result.status == 0 && !result.out.contains("null") && result.out.contains("\"velocity\""), "\(curve): \(result.out)")
        }
    }

    @Test func endlessRunsFinish() throws {
        // A nanosecond pass repeated for 100 s, and a spring that needs days to rest sped up 2^63 times.
        let repeats = try run(["sample", ".easeOut(duration: 1e-9).repeatForever()", "--times", "0,100"])
        #expect(repeats.status == 0 && repeats.out.split(separator: "\n").count == 3, "\(repeats.err)")
        let hurried = try run(["sample", ".spring(duration: 0.5, bounce: -1).speed(9223372036854775808)", "--times", "0,1"])
        #expect(hurried.status == 0 && hurried.out.contains("1.0\t1.0"), "\(hurried.out)")
        // A drag scripted to last until 1e308 s, inspected at 1 s: only the touches up to 1 s are made.
        let dragged = try run(["inspect", "rating-blob-4", "--at", "1", "--script", "drag 37.5,150->357.5,150 @0.5..1e308"])
        #expect(dragged.status == 0 && dragged.out.contains("RatingBlob"), "\(dragged.err)")
    }

    @Test func malformedArgumentsAreNamed() throws {
        let times = try run(["sample", ".snappy", "--times", "0,,1"])
        #expect(times.status != 0 && times.err.contains("bad --times '0,,1'"))
        let negative = try run(["inspect", "rating-blob-4", "--at", "-1"])
        #expect(negative.status != 0 && negative.err.contains("--at must be a time in seconds, 0 or later"), "\(negative.err)")
        let below = try run(["sample", ".linear(duration: 1)", "--from", "-1", "--to", "-3", "--times", "0.5"])
        #expect(below.status == 0 && below.out.contains("0.5\t-2.0"), "a negative value is a value: \(below.err)")
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jpeg = folder.appendingPathComponent("x.jpg").path
        let frame = try run(["render", "rating-blob-4", "--at", "0.5", "--out", jpeg])
        #expect(frame.status != 0 && frame.err.contains("must end in .png"))
        let sequence = try run(["render", "rating-blob-4", "--duration", "0.1", "--out", jpeg])
        #expect(sequence.status != 0 && sequence.err.contains("or be a folder path without an extension"))
        #expect(!FileManager.default.fileExists(atPath: jpeg))
    }

    @Test func onlyRegularFilesAreReplaced() throws {
        // `--out /dev/full` as root replaced the device with a PNG; a link or a pipe is refused the same way.
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("kept.txt")
        try Data("keep".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.png")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try run(["render", "rating-blob-4", "--at", "0.5", "--out", link.path])
        #expect(result.status != 0 && result.err.contains("not a regular file"), "\(result.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try Data(contentsOf: target) == Data("keep".utf8))
    }

    @Test func aFailedWriteOfStandardOutputFails() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try run(["sample", ".snappy", "--times", "0..1/0.001", "--json"], standardOutput: full)
        #expect(result.status != 0 && result.err.contains("cannot write the output"), "\(result.err)")
    }
}
