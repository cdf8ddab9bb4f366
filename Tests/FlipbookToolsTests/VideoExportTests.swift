import Foundation
import Testing
@testable import FlipbookTools

/// `flipbook render --duration … --out anim.gif|mp4|webm|apng`, through ffmpeg.
@Suite struct VideoExportTests {
    let cli = CommandLineTests()

    /// The frame count and size ffprobe reads from a file.
    private func probe(_ path: String) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let fields = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        guard fields.count == 3 else { return (0, 0, 0) }
        return (fields[2], fields[0], fields[1])
    }

    @Test(arguments: ["gif", "mp4", "webm", "apng"])
    func eachFormatHoldsEveryFrame(format: String) throws {
        let folder = try cli.temporaryDirectory()
        let out = folder.appendingPathComponent("blob.\(format)").path
        let result = try cli.run(["render", "rating-blob-4", "--duration", "0.5", "--fps", "20", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let file = try probe(out)
        #expect(file.frames == 11, "0…0.5 s at 20 fps: \(file)")
        #expect(file.width == 400 && file.height == 300)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["blob.\(format)"],
                "no temporary file is left beside it")
    }

    @Test func oddSizesArePaddedForVideoCodecs() throws {
        let folder = try cli.temporaryDirectory()
        let out = folder.appendingPathComponent("odd.mp4").path
        let result = try cli.run(["render", "rating-blob-4", "--duration", "0.1", "--fps", "10", "--scale", "1.005",
                                  "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let file = try probe(out)
        #expect(file.width % 2 == 0 && file.height % 2 == 0 && file.frames == 2, "\(file)")
    }

    @Test func aMissingFFmpegOrFolderIsSaidBeforeAnyWork() throws {
        #expect(throws: VideoEncoder.EncodeError.self) {
            try VideoEncoder.check(path: "/tmp/x.gif", environment: ["PATH": "/nonexistent"])
        }
        let result = try cli.run(["render", "rating-blob-4", "--duration", "0.5", "--out", "/nonexistent/a.gif"])
        #expect(result.status != 0 && result.err.contains("folder does not exist"))
    }

    @Test func aFailedEncodeLeavesNothingBehind() throws {
        let folder = try cli.temporaryDirectory()
        let out = folder.appendingPathComponent("broken.mp4").path
        let encoder = try VideoEncoder(format: .mp4, path: out, width: 4, height: 4, fps: 10)
        #expect(throws: VideoEncoder.EncodeError.self) { try encoder.append(Data(count: 7)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
