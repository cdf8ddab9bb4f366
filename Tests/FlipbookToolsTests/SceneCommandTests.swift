import Foundation
import Testing

/// `flipbook list`, `render` and `inspect`, run as a user would.
@Suite struct SceneCommandTests {
    let cli = CommandLineTests()

    @Test func listNamesEveryGalleryScene() throws {
        let result = try cli.run(["list"])
        #expect(result.status == 0)
        for name in ["skew-cascade", "layout-readout", "equal-endpoints", "like-button", "rating-blob-1", "rating-blob-4"] {
            #expect(result.out.contains(name))
        }
    }

    @Test func renderWritesOnePNGFrame() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("frame.png").path
        let result = try cli.run(["render", "rating-blob-4", "--at", "0.6", "--scale", "2", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // PNG width and height are big-endian at bytes 16…23: 400 × 300 at @2x.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 800 && height == 600)
    }

    @Test func reduceMotionRendersTheSceneAsTheSettingWould() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let moving = folder.appendingPathComponent("moving.png").path
        let still = folder.appendingPathComponent("still.png").path
        let still0 = folder.appendingPathComponent("still0.png").path
        #expect(try cli.run(["render", "hue-tile", "--at", "1", "--out", moving]).status == 0)
        let reduced = try cli.run(["render", "hue-tile", "--at", "1", "--reduce-motion", "--out", still])
        #expect(reduced.status == 0, "\(reduced.err)")
        #expect(try cli.run(["render", "hue-tile", "--at", "0", "--reduce-motion", "--out", still0]).status == 0)
        let data = { (path: String) in try Data(contentsOf: URL(fileURLWithPath: path)) }
        #expect(try data(still) == data(still0), "with reduced motion the hues do not cycle")
        #expect(try data(still) != data(moving))
    }

    @Test func plotChartsAKeyframeTrackAndItsVelocity() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("keyframes.svg").path
        let result = try cli.run(["plot", "jump-squash", "--view", "KeyframeAnimator", "--property", "keyframes[0]",
                                  "--duration", "2.5", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("KeyframeAnimator keyframes[0]") && svg.contains("velocity (per second)"))
        #expect(svg.contains("<polyline") || svg.contains("<path"), "a curve is drawn")
    }

    @Test func renderWritesASequenceIntoAFolder() throws {
        let parent = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("frames")
        let result = try cli.run(["render", "like-button", "--duration", "0.5", "--fps", "10", "--out", folder.path])
        #expect(result.status == 0, "\(result.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 5 && files.first == "frame-00000.png" && files.last == "frame-00004.png")
    }

    @Test func inspectPrintsTheTreeAtATimeWithAScript() throws {
        let result = try cli.run(["inspect", "like-button", "--at", "0.5", "--script", "tap \"Like\" @0.2"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("text=\"likes: 1\""))
        let json = try cli.run(["inspect", "like-button", "--json"])
        let views = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(views.contains { $0["text"] as? String == "likes: 0" })
    }

    @Test func badInputGetsAClearMessageAndWritesNothing() throws {
        let folder = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("x.png").path
        let cases: [([String], String)] = [
            (["render", "rating-blob-9", "--out", out], "unknown scene 'rating-blob-9'. Did you mean 'rating-blob-1'?"),
            (["render", "like-button", "--at=-1", "--out", out], "--at must be a time in seconds, 0 or later"),
            (["render", "like-button", "--at", "nan", "--out", out], "--at must be a time in seconds"),
            (["render", "like-button", "--script", "wave @1", "--out", out], "unknown interaction 'wave'"),
            (["render", "like-button", "--at", "0.5", "--script", "tap \"Nope\" @0.1", "--out", out], "no view shows the text \"Nope\""),
            (["inspect", "like-button", "--script", "tap 10,10"], "missing the time"),
            (["render", "like-button", "--out", "/nonexistent-folder/x.png"], "/nonexistent-folder"),
        ]
        for (arguments, message) in cases {
            let result = try cli.run(arguments)
            #expect(result.status != 0, "\(arguments)")
            #expect(result.err.contains(message), "\(arguments): \(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
