import FlipbookCairo
import FlipbookDisplayList
import Foundation
import SnapshotTesting

/// Animations (APNG files made by Flipbook's export) compared frame by frame: ffmpeg decodes both, and the
/// first frame that differs is named by its number and time, with the two frames and their diff written out.
enum AnimationFrames {
    /// The frames of an APNG as RGBA bytes, with the picture's size; nil if ffmpeg cannot read it.
    static func decode(_ file: URL) -> (width: Int, height: Int, frames: [Data])? {
        guard let header = try? FileHandle(forReadingFrom: file).read(upToCount: 64),
              let (width, height) = ImageFile.pixelSize(ofPicture: header) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin", "-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let frameSize = width * height * 4
        guard process.terminationStatus == 0, frameSize > 0, data.count % frameSize == 0 else { return nil }
        let frames = stride(from: 0, to: data.count, by: frameSize).map { data[$0..<($0 + frameSize)] }.map { Data($0) }
        return (width, height, frames)
    }

    /// The share of pixels of two RGBA frames that differ by more than `tolerance` in some channel.
    static func differingShare(_ a: Data, _ b: Data, tolerance: Int) -> Double {
        guard a.count == b.count, !a.isEmpty else { return 1 }
        var differing = 0
        a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                for pixel in stride(from: 0, to: a.count, by: 4) {
                    for channel in 0..<4 where abs(Int(pa[pixel + channel]) - Int(pb[pixel + channel])) > tolerance {
                        differing += 1
                        break
                    }
                }
            }
        }
        return Double(differing) / Double(a.count / 4)
    }

    /// Frame `index` of an animation file as a PNG, through ffmpeg.
    static func png(ofFrame index: Int, in file: URL, to output: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin", "-y", "-i", file.path, "-vf", "select=eq(n\\,\(index))",
                             "-frames:v", "1", output.path]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

extension Diffing where Value == Data {
    /// APNG animations compared frame by frame with a per-pixel tolerance; `fps` names the failing frame's time.
    static func flipbookAnimation(fps: Double, perPixelTolerance: Int, precision: Double) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            guard expected != actual else { return nil }
            let (folder, expectedURL, actualURL) = ImageArtifacts.write(expected: expected, actual: actual,
                                                                        extension: "apng")
            guard let old = AnimationFrames.decode(expectedURL), let new = AnimationFrames.decode(actualURL) else {
                let text = String(decoding: actual.prefix(300), as: UTF8.self)
                return ("the animations could not be decoded (is ffmpeg installed?): \(text)", [])
            }
            let files = "\n  actual: \(actualURL.path)\n  expected: \(expectedURL.path)"
            guard old.width == new.width, old.height == new.height else {
                return ("the animation is \(new.width)×\(new.height) pixels; the reference is \(old.width)×\(old.height)"
                        + files, [])
            }
            guard old.frames.count == new.frames.count else {
                return ("the animation has \(new.frames.count) frames; the reference has \(old.frames.count)" + files, [])
            }
            for index in old.frames.indices {
                let share = AnimationFrames.differingShare(old.frames[index], new.frames[index], tolerance: perPixelTolerance)
                guard share > 1 - precision else { continue }
                var message = "frame \(index) (t = \(String(format: "%.3f", Double(index) / fps)) s) differs first: "
                    + "\(String(format: "%.3f", share * 100)) % of its pixels by more than \(perPixelTolerance)" + files
                let oldFrame = folder.appendingPathComponent("expected-frame.png")
                let newFrame = folder.appendingPathComponent("actual-frame.png")
                if AnimationFrames.png(ofFrame: index, in: expectedURL, to: oldFrame),
                   AnimationFrames.png(ofFrame: index, in: actualURL, to: newFrame),
                   let a = try? RasterImage(pngFile: newFrame.path), let b = try? RasterImage(pngFile: oldFrame.path),
                   let (_, diff) = try? a.difference(from: b, tolerance: perPixelTolerance),
                   let data = try? diff.pngData() {
                    let diffURL = folder.appendingPathComponent("diff-frame.png")
                    try? data.write(to: diffURL)
                    message += "\n  frame \(index): \(newFrame.path), expected \(oldFrame.path), diff \(diffURL.path)"
                }
                return (message, [.data(actual, name: "actual.apng"), .data(expected, name: "expected.apng")])
            }
            return nil
        }
    }
}
