import Flipbook
import FlipbookCairo
import FlipbookExport
import Foundation
@_exported import SnapshotTesting

/// swift-snapshot-testing strategies for a view played on Flipbook's clock. Each makes the view, plays the
/// interaction script (`--script` notation) and snapshots what it shows at exact times:
///
/// ```swift
/// @MainActor @Test func cardFlips() {
///     assertSnapshot(of: CardView(), as: .frame(at: 0.35, size: CGSize(width: 300, height: 400)))
///     assertSnapshot(of: CardView(), as: .layout(at: 0.35, size: CGSize(width: 300, height: 400)))
/// }
/// ```
///
/// Snapshots are made on the main actor, as views are: mark the test `@MainActor`.
extension Snapshotting where Value: View, Format == Data {
    /// The frame at `time` as a PNG, compared pixel by pixel: a pixel differs when a channel is off by more
    /// than `perPixelTolerance` (0…255), and at most `1 - precision` of the pixels may differ. A failure writes
    /// the actual and expected frames, a diff image (differing pixels in red) and a filmstrip of the frames 0.1 s
    /// before and after, and names their paths.
    public static func frame(at time: TimeInterval, size: CGSize, script: String = "none", scale: CGFloat = 1,
                             perPixelTolerance: Int = 2, precision: Double = 1) -> Snapshotting {
        // The take the snapshot was made from, kept so that a failure can show the frames around it.
        let made = TakeBox()
        let around = [time - 0.1, time - 0.05, time, time + 0.05, time + 0.1].filter { $0 >= 0 }
        return Snapshotting(pathExtension: "png", diffing: .flipbookImage(
            perPixelTolerance: perPixelTolerance, precision: precision,
            context: { MainActor.assumeIsolated { made.take.flatMap { try? Filmstrip.png(of: $0, times: around, columns: 5) } } }
        )) { view in
            Async(value: TakeRunner.run(view, size: size, script: script) { take in
                made.take = take
                return try take.png(at: time, scale: scale)
            })
        }
    }

    /// The animation from 0 to `duration` seconds at `fps` (⌊duration × fps⌉ frames at t = n / fps) as an APNG,
    /// compared frame by frame with ffmpeg's decoding: a failure names the first frame that differs and its
    /// time, and writes both animations, that frame of each and their diff.
    public static func animation(duration: TimeInterval, fps: Double = 30, size: CGSize, script: String = "none",
                                 perPixelTolerance: Int = 2, precision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .flipbookAnimation(fps: fps, perPixelTolerance: perPixelTolerance,
                                                                       precision: precision)) { view in
            Async(value: TakeRunner.run(view, size: size, script: script) { take in
                let file = ImageArtifacts.folder().appendingPathComponent("animation.apng")
                defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
                _ = try export(try take.host(at: 0), script: take.script, to: file.path, duration: duration, fps: fps)
                return try Data(contentsOf: file)
            })
        }
    }

    /// One contact sheet of the frames at `times`, `columns` to a row, each with its time written under it;
    /// compared as ``frame(at:size:script:scale:perPixelTolerance:precision:)`` compares one frame.
    public static func filmstrip(times: [TimeInterval], columns: Int = 5, size: CGSize, script: String = "none",
                                 perPixelTolerance: Int = 2, precision: Double = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .flipbookImage(perPixelTolerance: perPixelTolerance,
                                                                   precision: precision, context: { nil })) { view in
            Async(value: TakeRunner.run(view, size: size, script: script) {
                try Filmstrip.png(of: $0, times: times, columns: columns)
            })
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The laid-out tree at `time`, one view per line (type, canvas frame, opacity, text), compared as text.
    public static func layout(at time: TimeInterval, size: CGSize, script: String = "none") -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: Value) in
            TakeRunner.text(view, size: size, script: script) { try $0.layout(at: time) }
        }
    }

    /// What the frame at `time` draws (the display list) as text.
    public static func displayList(at time: TimeInterval, size: CGSize, script: String = "none") -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: Value) in
            TakeRunner.text(view, size: size, script: script) { try $0.displayList(at: time) }
        }
    }

    /// A table of `property` of `view` (`frame.midX`, `opacity`, `animatableData`…) at each of `times`: time,
    /// value and velocity, one row each, compared as text.
    public static func timeline(of view: String, property: String, times: [TimeInterval], size: CGSize,
                                script: String = "none") -> Snapshotting {
        SimplySnapshotting.lines.pullback { (value: Value) in
            TakeRunner.text(value, size: size, script: script) { take in
                var rows = ["time\tvalue\tvelocity"]
                for time in times {
                    let (reading, velocity) = try take.value(of: view, property, at: time)
                    rows.append("\(time)\t\(String(format: "%.4f", reading))\t"
                                + (velocity.map { String(format: "%.4f", $0) } ?? "-"))
                }
                return rows.joined(separator: "\n")
            }
        }
    }
}

/// The take a strategy made its snapshot from (one box per strategy, so per assertion).
final class TakeBox: @unchecked Sendable {
    /// Set and read on the main actor only.
    var take: AnimationTake?
}

/// Runs a take of a snapshotted view on the main actor; a problem becomes the snapshot's content, so that the
/// comparison fails saying what it was.
enum TakeRunner {
    /// swift-snapshot-testing calls a strategy synchronously on the test's own executor, which for a
    /// `@MainActor` test is the main actor (not always the main thread): the view is made and stays there. A test
    /// that is not `@MainActor` stops at Swift's check of that assumption.
    static func run<Content: View>(_ view: Content, size: CGSize, script: String,
                                   _ body: @MainActor (AnimationTake) throws -> Data) -> Data {
        nonisolated(unsafe) let view = view
        return MainActor.assumeIsolated {
            do {
                return try body(try AnimationTake(view, size: size, script: script))
            } catch {
                return Data("FlipbookTesting could not make the snapshot: \(error)".utf8)
            }
        }
    }

    static func text<Content: View>(_ view: Content, size: CGSize, script: String,
                                    _ body: @MainActor (AnimationTake) throws -> String) -> String {
        String(decoding: run(view, size: size, script: script) { Data(try body($0).utf8) }, as: UTF8.self)
    }
}
