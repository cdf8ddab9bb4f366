import Flipbook
import FlipbookCairo
import Foundation

/// What an export wrote.
public struct ExportSummary: Equatable, Sendable {
    /// The file or folder written.
    public let path: String
    /// How many frames it has.
    public let frames: Int
    /// The animated format, or nil for a folder of PNG frames.
    public let format: AnimationFormat?
}

/// Renders `duration` seconds of `view` at `fps` frames a second (⌊duration × fps⌉ frames, at t = n / fps, at
/// least one) and writes them to `path`: an animation whose
/// format the extension picks (`.gif`, `.mp4`, `.webm`, `.png`/`.apng`, encoded by ffmpeg), or, for any other
/// path, a folder of PNG frames. `script` plays interactions on the way
/// (`try InteractionScript(parsing: "tap \"Like\" @0.4")`).
///
/// Frames are drawn on every core and streamed to the encoder in order. The output appears only when complete:
/// a failed export leaves nothing behind, and a missing ffmpeg or folder is reported before any frame is drawn.
///
/// ```swift
/// try export(LikeButton(), to: "like.gif", duration: 2, fps: 30, size: CGSize(width: 390, height: 160))
/// ```
@MainActor @discardableResult
public func export<Content: View>(_ view: Content, to path: String, duration: TimeInterval, fps: Double = 60,
                                  size: CGSize = CGSize(width: 390, height: 500), scale: CGFloat = 1,
                                  script: InteractionScript = InteractionScript(),
                                  colorScheme: ColorScheme = .light,
                                  fonts: FontConfiguration = FontConfiguration(),
                                  showsProgress: Bool = false) throws -> ExportSummary {
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
        throw ExportError("the canvas size must be at least 1 × 1 points (got \(size.width) × \(size.height))")
    }
    let host = ViewHost(view, size: size, colorScheme: colorScheme, fonts: fonts)
    return try export(host, script: script, to: path, duration: duration, fps: fps, scale: scale,
                      showsProgress: showsProgress)
}

/// Renders `duration` seconds of a host from its current time, playing `script`; see
/// `export(_:to:duration:fps:size:scale:script:colorScheme:fonts:showsProgress:)`.
@MainActor @discardableResult
public func export(_ host: ViewHost, script: InteractionScript = InteractionScript(), to path: String,
                   duration: TimeInterval, fps: Double = 60, scale: CGFloat = 1,
                   showsProgress: Bool = false) throws -> ExportSummary {
    guard duration.isFinite, duration >= 0 else {
        throw ExportError("the duration must be a number of seconds, 0 or more (got \(duration))")
    }
    guard fps.isFinite, fps > 0, fps <= 240 else { throw ExportError("fps must be above 0 and at most 240 (got \(fps))") }
    guard scale.isFinite, scale > 0, scale <= 8 else { throw ExportError("scale must be above 0 and at most 8 (got \(scale))") }
    // ⌊duration × fps⌉ frames at t = n / fps, as video tools count: a 2 s loop at 30 fps is frames 0…59, and the
    // 60th (t = 2 s, the first frame again for a cycle) is the next loop's.
    let count = try InputLimit.frames.count(max((duration * fps).rounded(), 1),
                                            for: "\(duration) s at \(fps) fps")
    let start = host.time
    let times = (0..<count).map { start + Double($0) / fps }
    let progress = showsProgress ? ExportProgress(total: count) : ExportProgress(total: count, write: { _ in })
    let frames = FrameRenderer(scale: scale)
    guard let format = AnimationFormat(path: path) else {
        var pngs: [Data] = []
        try frames.render(host, script: script, times: times) { _, image in
            pngs.append(try image.pngData())
            progress.frameDone()
        }
        try FrameFolder.write(frames: count, to: path) { pngs[$0] }
        return ExportSummary(path: path, frames: count, format: nil)
    }
    let pixels = try RasterImage.pixelSize(of: host.canvasSize, scale: scale)
    // Checks ffmpeg and the folder before any frame is drawn.
    let encoder = try VideoEncoder(format: format, path: path, width: pixels.width, height: pixels.height, fps: fps)
    do {
        try frames.render(host, script: script, times: times) { _, image in
            try image.withOpaqueBGRA { try encoder.append(bytes: $0) }
            progress.frameDone()
        }
        try encoder.finish()
    } catch {
        encoder.cancel()
        throw error
    }
    return ExportSummary(path: path, frames: count, format: format)
}
