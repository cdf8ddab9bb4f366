import FlipbookCairo
import Foundation
import SnapshotTesting

extension Diffing where Value == Data {
    /// PNG frames compared pixel by pixel with a tolerance; a failure writes the actual and expected frames and
    /// a diff image into a folder under the temporary directory (`$FLIPBOOK_SNAPSHOT_ARTIFACTS` moves it) and
    /// names them in the message.
    /// `context` makes a picture of what surrounds a failing frame (the frames around it), if it can.
    static func flipbookImage(perPixelTolerance: Int, precision: Double, context: @escaping () -> Data?) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { expected, actual in
            guard expected != actual else { return nil }
            let (folder, expectedURL, actualURL) = ImageArtifacts.write(expected: expected, actual: actual,
                                                                        extension: "png")
            guard let old = try? RasterImage(pngFile: expectedURL.path), let new = try? RasterImage(pngFile: actualURL.path) else {
                let text = String(decoding: actual.prefix(300), as: UTF8.self)
                return ("the snapshot is not a PNG frame: \(text)", [])
            }
            guard old.pixelWidth == new.pixelWidth, old.pixelHeight == new.pixelHeight else {
                return ("the frame is \(new.pixelWidth)×\(new.pixelHeight) pixels; the reference is "
                        + "\(old.pixelWidth)×\(old.pixelHeight)\n  actual: \(actualURL.path)\n  expected: \(expectedURL.path)", [])
            }
            guard let (fraction, diff) = try? new.difference(from: old, tolerance: perPixelTolerance) else {
                return ("the frames could not be compared", [])
            }
            if fraction <= 1 - precision { return nil }
            let diffURL = folder.appendingPathComponent("diff.png")
            let diffData = (try? diff.pngData()) ?? Data()
            try? diffData.write(to: diffURL)
            let percent = String(format: "%.3f", fraction * 100)
            var around = ""
            if let filmstrip = context() {
                let url = folder.appendingPathComponent("around.png")
                try? filmstrip.write(to: url)
                around = "\n  frames around it: \(url.path)"
            }
            return ("\(percent) % of the pixels differ by more than \(perPixelTolerance) (allowed: "
                    + "\(String(format: "%.3f", (1 - precision) * 100)) %)\n  actual: \(actualURL.path)\n"
                    + "  expected: \(expectedURL.path)\n  diff: \(diffURL.path)" + around,
                    [.data(actual, name: "actual.png"), .data(expected, name: "expected.png"),
                     .data(diffData, name: "diff.png")])
        }
    }
}

enum ImageArtifacts {
    /// A new folder for one failure's images.
    static func folder() -> URL {
        let root = ProcessInfo.processInfo.environment["FLIPBOOK_SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-snapshot-failures")
        let folder = root.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A new folder holding a failure's `expected` and `actual` files (`expected.png`, `actual.png`).
    static func write(expected: Data, actual: Data, extension: String) -> (folder: URL, expected: URL, actual: URL) {
        let folder = folder()
        let expectedURL = folder.appendingPathComponent("expected.\(`extension`)")
        let actualURL = folder.appendingPathComponent("actual.\(`extension`)")
        try? expected.write(to: expectedURL)
        try? actual.write(to: actualURL)
        return (folder, expectedURL, actualURL)
    }
}
