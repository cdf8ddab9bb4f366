import Foundation
import Testing

/// Runs the built `flipbook` executable end to end.
@Suite struct CommandLineTests {
    static var executable: URL {
        // The test bundle sits in the build folder next to the products.
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("flipbook").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("flipbook")
    }

    /// Runs flipbook with `arguments`, in `folder` when given, with `environment` added to this process's.
    func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws
        -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func sampleJSONHasTheDocumentedShape() throws {
        let result = try run(["sample", ".easeInOut(duration: 1)", "--times", "0,0.5,1", "--from", "10", "--to", "20", "--json"])
        #expect(result.status == 0, "\(result.err)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(rows.count == 3)
        #expect(rows.map { $0["time"] as? Double } == [0, 0.5, 1])
        #expect(rows.map { $0["value"] as? Double } == [10, 15, 20])
        #expect((rows[1]["velocity"] as? Double).map { abs($0 - 17.2) < 0.1 } == true)
    }

    @Test func samplesWithRetargets() throws {
        let result = try run(["sample", ".linear(duration: 1)", "--times", "0.5,1.5", "--retarget", "0.5:3", "--json"])
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Double]])
        #expect(rows.map { $0["value"] } == [0.5, 3])
    }

    @Test func plotWritesAnSVG() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("chart.svg").path
        let result = try run(["plot", ".spring(response: 0.5, dampingFraction: 0.6).delay(0.1)", "--retarget", "0.3:2", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("<polyline class=\"value\""))
        #expect(svg.contains("retarget → 2 @0.3s"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["chart.svg"], "no temporary file left")
    }

    @Test func plotChartsASceneViewAsPNG() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("blob.png").path
        let result = try run(["plot", "rating-blob-4", "--view", "blob", "--property", "animatableData",
                              "--duration", "1", "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let png = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["blob.png"], "no temporary file left")

        let missing = try run(["plot", "rating-blob-4", "--out", dir.appendingPathComponent("x.png").path])
        #expect(missing.status != 0)
        #expect(missing.err.contains("needs --view and --property"))
        let noView = try run(["plot", "rating-blob-4", "--view", "Slider", "--property", "frame.minX",
                              "--out", dir.appendingPathComponent("y.png").path])
        #expect(noView.err.contains("no view matching 'Slider' in scene 'rating-blob-4'"))
        #expect(try run(["plot", ".bouncy", "--out", dir.appendingPathComponent("z.txt").path]).err
            .contains("--out must end in .svg or .png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["blob.png"], "failures write nothing")
    }

    @Test func malformedExpressionsExplainThemselvesAndWriteNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("chart.svg").path
        let result = try run(["plot", ".bouncey", "--out", out])
        #expect(result.status != 0)
        #expect(result.err.contains("unknown animation 'bouncey'; did you mean 'bouncy'?"))
        #expect(result.err.contains("  .bouncey\n   ^"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func unwritableOutputIsReportedBeforeAnyWork() throws {
        let result = try run(["plot", ".bouncy", "--out", "/nonexistent-folder/x.svg"])
        #expect(result.status != 0)
        #expect(result.err.contains("its folder does not exist"))
    }

    @Test func badNumbersAreRejected() throws {
        #expect(try run(["sample", ".bouncy", "--times", "0,abc"]).err.contains("bad --times"))
        #expect(try run(["plot", ".bouncy", "--duration=-1"]).err.contains("--duration must be a positive number"))
        #expect(try run(["sample", ".bouncy", "--times", "0", "--to", "nan"]).err.contains("finite"))
    }
}
