import Foundation

/// The animated formats `flipbook render --duration` writes, chosen by the output's extension.
public enum AnimationFormat: String, CaseIterable, Sendable {
    /// GIF with a generated palette; H.264 MP4; VP9 WebM; looping animated PNG.
    case gif, mp4, webm, apng

    /// The format for an output path (`.png` and `.apng` are animated PNG); nil for anything else, which is a
    /// folder of PNG frames.
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gif": self = .gif
        case "mp4": self = .mp4
        case "webm": self = .webm
        case "png", "apng": self = .apng
        default: return nil
        }
    }

    /// ffmpeg's output options: a generated palette with dithering for GIF, H.264 yuv420p for MP4, VP9 for WebM,
    /// looping APNG. Video codecs need even dimensions: odd ones are padded by a pixel.
    var ffmpegOutput: [String] {
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .gif:
            return ["-filter_complex",
                    "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                    "-loop", "0", "-f", "gif"]
        case .mp4:
            return ["-vf", even, "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "20", "-movflags", "+faststart",
                    "-f", "mp4"]
        case .webm:
            return ["-vf", even, "-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "32",
                    "-row-mt", "1", "-f", "webm"]
        case .apng:
            return ["-plays", "0", "-f", "apng"]
        }
    }
}

/// Streams frames to ffmpeg, which writes a temporary file beside the destination; the file is moved into place
/// only when ffmpeg succeeded, so a failed or interrupted export leaves nothing behind.
public final class VideoEncoder {
    /// Why ffmpeg could not encode the frames, with what it said.
    public struct EncodeError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let temporary: URL
    private let destination: URL
    private let frameBytes: Int
    private var isClosed = false

    /// Where ffmpeg is, searching `PATH` (nil: not installed).
    public static func ffmpegPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return directories.map { $0 + "/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Checks before any work that ffmpeg is there and the destination can be written.
    public static func check(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard ffmpegPath(environment: environment) != nil else {
            throw EncodeError(description: "cannot write \(path): ffmpeg is not installed (run scripts/install-system-packages, or apt-get install ffmpeg)")
        }
        do {
            try AtomicFile.checkWritable(path)
        } catch {
            throw EncodeError(description: "\(error)")
        }
    }

    /// Starts ffmpeg for `width` × `height` frames of opaque BGRA pixels at `fps`.
    public init(format: AnimationFormat, path: String, width: Int, height: Int, fps: Double,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        try Self.check(path: path, environment: environment)
        destination = URL(fileURLWithPath: path)
        TemporaryFiles.removeStale(for: destination)
        temporary = TemporaryFiles.temporary(for: destination, suffix: "tmp")
        TemporaryFiles.register(temporary)
        frameBytes = width * height * 4
        // A dead ffmpeg must show up as an error from write, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: Self.ffmpegPath(environment: environment)!)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(width)x\(height)",
                             "-r", String(format: "%g", fps), "-i", "pipe:0"] + format.ffmpegOutput + [temporary.path]
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            TemporaryFiles.unregister(temporary)
            throw EncodeError(description: "cannot start ffmpeg: \(error.localizedDescription)")
        }
        TemporaryFiles.register(child: process.processIdentifier)
    }

    /// Sends one frame (`width × height × 4` bytes, BGRA).
    public func append(_ frame: Data) throws {
        try frame.withUnsafeBytes { try append(bytes: $0) }
    }

    /// Sends one frame (`width × height × 4` bytes, BGRA) from memory it does not copy.
    public func append(bytes frame: UnsafeRawBufferPointer) throws {
        guard frame.count == frameBytes else {
            cancel()
            throw EncodeError(description: "a frame has \(frame.count) bytes, expected \(frameBytes)")
        }
        do {
            try input.fileHandleForWriting.write(contentsOf: frame)
        } catch {
            let message = finishProcess()
            cancel()
            throw EncodeError(description: "ffmpeg stopped: \(message.isEmpty ? error.localizedDescription : message)")
        }
    }

    /// Waits for ffmpeg and moves the file into place once it is known whole: ffmpeg exited with success and
    /// said no error, and the file is on disk (synced) with something in it. A full disk is an error, not a
    /// truncated file.
    public func finish() throws {
        let message = finishProcess()
        guard process.terminationStatus == 0, message.isEmpty else {
            cancel()
            let status = process.terminationStatus
            throw EncodeError(description: "ffmpeg failed (status \(status)): \(message.isEmpty ? "no message" : message)")
        }
        if let problem = Self.problemPersisting(temporary) {
            cancel()
            throw EncodeError(description: "cannot write \(destination.path): \(problem)")
        }
        if rename(temporary.path, destination.path) != 0 {
            let reason = String(cString: strerror(errno))
            cancel()
            throw EncodeError(description: "cannot write \(destination.path): \(reason)")
        }
        TemporaryFiles.unregister(temporary)
    }

    /// Why the file ffmpeg wrote is not whole on disk, or nil: it is missing or empty, or flushing it to the disk
    /// fails (a full disk shows here when ffmpeg did not notice).
    static func problemPersisting(_ file: URL) -> String? {
        let descriptor = open(file.path, O_RDONLY)
        guard descriptor >= 0 else { return "ffmpeg wrote no file" }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return "ffmpeg wrote an empty file" }
        guard fsync(descriptor) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }

    /// Stops ffmpeg and removes what it wrote.
    public func cancel() {
        if process.isRunning { process.terminate() }
        _ = finishProcess()
        try? FileManager.default.removeItem(at: temporary)
        TemporaryFiles.unregister(temporary)
    }

    /// Closes ffmpeg's input, waits for it and returns what it said on standard error.
    private func finishProcess() -> String {
        if !isClosed {
            isClosed = true
            try? input.fileHandleForWriting.close()
        }
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        TemporaryFiles.unregister(child: process.processIdentifier)
        return String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
