import Flipbook
import FlipbookExport
import Foundation
import Testing

/// A dot that slides across when tapped.
private struct TappableDot: View {
    @State private var across = false

    var body: some View {
        ZStack(alignment: .leading) {
            Color.white
            Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20)
                .offset(x: across ? 60 : 0)
        }
        .onTapGesture { withAnimation(.linear(duration: 0.5)) { across = true } }
    }
}

/// `export(_:to:duration:fps:…)`, the Swift face of `flipbook render --duration`, on a view of the test's own.
@MainActor @Suite struct ExportAPITests {
    let cli = CommandLineTests()

    @Test func exportsAUsersViewAsAGIF() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("dot.gif").path
        let summary = try export(TappableDot(), to: out, duration: 1, fps: 10, size: CGSize(width: 80, height: 20),
                                 script: try InteractionScript(parsing: "tap 10,10 @0.2"))
        #expect(summary.path == out && summary.frames == 10 && summary.format == .gif,
                "⌊1 s × 10 fps⌉ frames, at 0, 0.1 … 0.9 s")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        #expect(data[6] == 80 && data[8] == 20)  // logical screen width and height, little-endian
    }

    @Test func exportsPNGFramesThatFollowTheScript() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frames").path
        try export(TappableDot(), to: out, duration: 1, fps: 4, size: CGSize(width: 80, height: 20),
                   script: try InteractionScript(parsing: "tap 10,10 @0.2"))
        let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        #expect(names == (0...3).map { String(format: "frame-%05d.png", $0) }, "frames at 0, 0.25, 0.5 and 0.75 s")
        // Frame 3 (t = 0.75 s): the dot is on its way, as a host played to that time draws it.
        let host = ViewHost(TappableDot(), size: CGSize(width: 80, height: 20))
        try host.play(try InteractionScript(parsing: "tap 10,10 @0.2"), until: 0.75)
        let expected = try host.pngData()
        let last = try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("frame-00003.png"))
        #expect(last == expected)
    }

    @Test func anExportDrawsOneDisplayListPerFrame() throws {
        // 2 s at 30 fps while the dot slides (at 60 Hz underneath): every exported frame is drawn once, and the
        // steps between them not at all.
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = ViewHost(TappableDot(), size: CGSize(width: 80, height: 20))
        let summary = try export(host, script: try InteractionScript(parsing: "tap 10,10 @0.2"),
                                 to: folder.appendingPathComponent("dot.gif").path, duration: 2, fps: 30)
        #expect(summary.frames == 60, "t = 0 … 59/30 s: the frame at 2 s would be the next loop's first")
        #expect(host.displayListsDrawn == summary.frames)
    }

    @Test func badInputIsRefusedBeforeAnythingIsWritten() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("dot.mp4").path
        #expect(throws: ExportError("the duration must be a number of seconds, 0 or more (got nan)")) {
            try export(TappableDot(), to: out, duration: .nan)
        }
        #expect(throws: ExportError("fps must be above 0 and at most 240 (got 0.0)")) {
            try export(TappableDot(), to: out, duration: 1, fps: 0)
        }
        #expect(throws: ExportError("the canvas size must be at least 1 × 1 points (got 0.0 × 20.0)")) {
            try export(TappableDot(), to: out, duration: 1, size: CGSize(width: 0, height: 20))
        }
        #expect(throws: VideoEncoder.EncodeError.self) {
            try export(TappableDot(), to: "/nonexistent/dot.gif", duration: 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
