import Flipbook
import FlipbookCairo
@testable import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing

/// A dot that slides from x = 20 to x = 180 in `duration` seconds once "Go" is tapped.
private struct Slide: View {
    var duration: Double = 1
    @State private var moved = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Circle()
                .fill(Color(red: 1, green: 0, blue: 0))
                .frame(width: 20, height: 20)
                .offset(x: moved ? 180 : 20, y: 40)
            Button("Go") { withAnimation(.linear(duration: duration)) { moved = true } }
        }
        .frame(width: 220, height: 80)
    }
}

@MainActor
@Suite struct FlipbookTestingTests {
    static let size = CGSize(width: 220, height: 80)
    static let script = #"tap "Go" @0.1"#

    /// The snapshot file swift-snapshot-testing named after the test and `suffix`.
    static func file(endingIn suffix: String, in folder: URL) throws -> URL {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return folder.appendingPathComponent(try #require(names.first { $0.hasSuffix(suffix) }, "\(names)"))
    }

    /// Removes what an expected failure left in the temporary directory: swift-snapshot-testing's copy of the
    /// actual snapshot and Flipbook's folder of failure images, both named in the failure message.
    static func removeArtifacts(namedIn failure: String) {
        let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
        let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\",,"))
        for token in failure.components(separatedBy: separators) {
            let path = token.hasPrefix("file://") ? String(token.dropFirst("file://".count)) : token
            guard path.hasPrefix(temporary + "/"), FileManager.default.fileExists(atPath: path) else { continue }
            let file = URL(fileURLWithPath: path)
            let folder = file.deletingLastPathComponent()
            if folder.deletingLastPathComponent().lastPathComponent == "flipbook-snapshot-failures" {
                try? FileManager.default.removeItem(at: folder)
            } else {
                try? FileManager.default.removeItem(at: file)
                if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                    try? FileManager.default.removeItem(at: folder)
                }
            }
        }
    }

    @Test func aTakeReadsValuesAtAnyTimeInAnyOrder() throws {
        let take = try AnimationTake(Slide(), size: Self.size, script: Self.script)
        #expect(try take.value(of: "Circle", "frame.minX", at: 0.6).value == 100)
        // Back in time: the take plays again from the start.
        #expect(try take.value(of: "Circle", "frame.minX", at: 0.1).value == 20)
        #expect(try take.frame(of: "Circle", at: 1.1) == CGRect(x: 180, y: 40, width: 20, height: 20))
        take.expect("Circle", "frame.minX", equals: 60, at: 0.35, tolerance: 1e-9)
        take.expect("Circle", frame: CGRect(x: 100, y: 40, width: 20, height: 20), at: 0.6)
    }

    @Test func aWrongValueSaysWhatWasExpectedWhenAndWhatCame() throws {
        let take = try AnimationTake(Slide(), size: Self.size, script: Self.script)
        withKnownIssue {
            take.expect("Circle", "frame.minX", equals: 10, at: 0.6, tolerance: 0.5)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "Circle frame.minX at 0.6 s: expected 10 ± 0.5, got 100" }
        }
        withKnownIssue {
            take.expect("Capsule", "opacity", equals: 1, at: 0.2)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Capsule opacity at 0.2 s: no view matching 'Capsule'") }
        }
    }

    @Test func aFrameSnapshotPassesUnchangedAndFailsWithPicturesWhenTheAnimationChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategy = Snapshotting<Slide, Data>.frame(at: 0.6, size: Self.size, script: Self.script)
        let recorded = verifySnapshot(of: Slide(), as: strategy, named: "slide", record: true,
                                      snapshotDirectory: folder.path)
        #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "nil")")
        let reference = try Self.file(endingIn: ".slide.png", in: folder)
        #expect(try Data(contentsOf: reference).starts(with: [0x89, 0x50, 0x4E, 0x47]), "the reference is a PNG")
        #expect(verifySnapshot(of: Slide(), as: strategy, named: "slide", snapshotDirectory: folder.path) == nil)
        // The same view with a slower slide is elsewhere at 0.6 s.
        let failure = try #require(verifySnapshot(of: Slide(duration: 2), as: strategy, named: "slide",
                                                  snapshotDirectory: folder.path))
        defer { Self.removeArtifacts(namedIn: failure) }
        #expect(failure.contains("% of the pixels differ by more than 2"), "\(failure)")
        let diffPath = try #require(failure.split(separator: "\n").first { $0.contains("diff: ") }?
            .split(separator: " ").last.map(String.init))
        let diff = try RasterImage(pngFile: diffPath)
        #expect(diff.pixelWidth == 220 && diff.pixelHeight == 80)
        // The slower dot's pixels (minX 60 at 0.6 s) are marked red in the diff.
        #expect(diff.pixel(x: 70, y: 50).red == 255 && diff.pixel(x: 70, y: 50).green == 0)
        // And the frames 0.1 s around it are laid out in a filmstrip: five frames in a row.
        let aroundPath = try #require(failure.split(separator: "\n").first { $0.contains("frames around it: ") }?
            .split(separator: " ").last.map(String.init))
        let around = try RasterImage(pngFile: aroundPath)
        #expect(around.pixelWidth == 8 + 5 * 228 && around.pixelHeight == 8 + 80 + 18 + 8)
    }

    @Test func textSnapshotsRecordTheTreeTheListAndATimeline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeline = Snapshotting<Slide, String>.timeline(of: "Circle", property: "frame.minX",
                                                            times: [0, 0.35, 0.6, 1.1], size: Self.size,
                                                            script: Self.script)
        _ = verifySnapshot(of: Slide(), as: timeline, named: "t", record: true, snapshotDirectory: folder.path)
        let table = try String(contentsOf: Self.file(endingIn: ".t.txt", in: folder), encoding: .utf8)
        #expect(table.hasPrefix("time\tvalue\tvelocity\n0.0\t20.0000\t"), "\(table)")
        #expect(table.contains("\n0.6\t100.0000\t"), "\(table)")
        #expect(verifySnapshot(of: Slide(), as: timeline, named: "t", snapshotDirectory: folder.path) == nil)
        let changed = verifySnapshot(of: Slide(duration: 2), as: timeline, named: "t", snapshotDirectory: folder.path)
        defer { changed.map(Self.removeArtifacts) }
        #expect(changed?.contains("100.0000") == true, "the failure shows the lines that differ: \(changed ?? "nil")")

        let layout = Snapshotting<Slide, String>.layout(at: 0.6, size: Self.size, script: Self.script)
        _ = verifySnapshot(of: Slide(), as: layout, named: "l", record: true, snapshotDirectory: folder.path)
        let tree = try String(contentsOf: Self.file(endingIn: ".l.txt", in: folder), encoding: .utf8)
        #expect(tree.contains("Circle frame=(100.00, 40.00, 20.00, 20.00)"), "\(tree)")
        let list = Snapshotting<Slide, String>.displayList(at: 0.6, size: Self.size, script: Self.script)
        _ = verifySnapshot(of: Slide(), as: list, named: "d", record: true, snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: Slide(), as: list, named: "d", snapshotDirectory: folder.path) == nil)
    }

    @Test func anAnimationSnapshotNamesTheFirstFrameThatDiffers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let strategy = Snapshotting<Slide, Data>.animation(duration: 1, fps: 10, size: Self.size, script: Self.script)
        _ = verifySnapshot(of: Slide(), as: strategy, named: "a", record: true, snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: Slide(), as: strategy, named: "a", snapshotDirectory: folder.path) == nil)
        // Frames 0 and 1 (before and at the tap) are the same; at 0.2 s the slower dot is behind.
        let failure = try #require(verifySnapshot(of: Slide(duration: 2), as: strategy, named: "a",
                                                  snapshotDirectory: folder.path))
        defer { Self.removeArtifacts(namedIn: failure) }
        #expect(failure.contains("frame 2 (t = 0.200 s) differs first"), "\(failure)")
        #expect(failure.contains("diff-frame.png"), "\(failure)")
    }

    @Test func aFilmstripLaysTheFramesOutWithTheirTimes() throws {
        let take = try AnimationTake(Slide(), size: Self.size, script: Self.script)
        let png = try Filmstrip.png(of: take, times: [0, 0.35, 0.6, 0.85, 1.1, 1.2], columns: 3)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrip-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try png.write(to: url)
        let sheet = try RasterImage(pngFile: url.path)
        // Three columns and two rows of 220 × 80 frames, each with a gap and a label.
        #expect(sheet.pixelWidth == 8 + 3 * 228 && sheet.pixelHeight == 8 + 2 * (80 + 18 + 8))
        // The second frame (0.35 s) has its square at x = 60 within its cell.
        let cell = (x: 8 + 228, y: 8)
        #expect(sheet.pixel(x: cell.x + 70, y: cell.y + 50).red == 255 && sheet.pixel(x: cell.x + 70, y: cell.y + 50).green == 0)
        #expect(sheet.pixel(x: cell.x + 30, y: cell.y + 50).green == 255)
    }
}
