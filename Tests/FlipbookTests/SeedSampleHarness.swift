import Foundation
@testable import Flipbook
import FlipbookCairo
import FlipbookViews

/// Compiles files of `../shared/seed-samples` against the built Flipbook library (only `import SwiftUI`
/// replaced) into one runner program, and runs their root views with scripts.
///
/// The samples are read where they are: `$FLIPBOOK_SEED_SAMPLES`, a `shared/seed-samples` folder next to an
/// ancestor of this repository, or next to the repository this clone was made from. They are never copied into
/// the project; the runner is built in a temporary folder.
enum SeedSampleHarness {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What a sample shows at one time.
    struct Snapshot: Decodable {
        let time: Double
        let views: [LaidOutView]
        let displayList: DisplayList
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func samplesDirectory() throws -> URL {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["FLIPBOOK_SEED_SAMPLES"] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        var directory = repositoryRoot
        while directory.path != "/" {
            candidates.append(directory.appendingPathComponent("shared/seed-samples"))
            directory.deleteLastPathComponent()
        }
        if let origin = try? run("/usr/bin/git", ["-C", repositoryRoot.path, "remote", "get-url", "origin"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines), origin.hasPrefix("/") {
            candidates.append(URL(fileURLWithPath: origin).deletingLastPathComponent().appendingPathComponent("shared/seed-samples"))
        }
        for candidate in candidates where fileManager.fileExists(atPath: candidate.appendingPathComponent("README.md").path) {
            return candidate
        }
        throw Failure(description: "seed samples not found; set FLIPBOOK_SEED_SAMPLES to the shared/seed-samples folder (looked in \(candidates.map(\.path)))")
    }

    /// The folder with the built modules and `libFlipbookShared.so`.
    static func buildDirectory() throws -> URL {
        let fromBinary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [fromBinary, repositoryRoot.appendingPathComponent(".build/debug")]
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("libFlipbookShared.so").path) {
            return candidate
        }
        throw Failure(description: "libFlipbookShared.so not built; run `swift build --product FlipbookShared` (scripts/test does)")
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String], mergeErrors: Bool = true) throws
        -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        // Standard error kept apart goes to a file, not a second pipe: a program that fills one pipe while this
        // reads the other would wait for ever.
        let errorFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-harness-errors-\(getpid())-\(UUID().uuidString)")
        if mergeErrors {
            process.standardError = pipe
        } else {
            _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errorFile)
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = mergeErrors ? "" : ((try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), errors)
    }

    /// Flipbook's own SwiftUI-style files (`Tests/SwiftUIStyleSamples`): code written as SwiftUI spells it, for the
    /// API the seed samples do not use, compiled the same way.
    static let styleSamplesDirectory = repositoryRoot.appendingPathComponent("Tests/SwiftUIStyleSamples")

    /// The runner for `files` of `folder` (the seed samples unless given), built once per test process in a
    /// temporary folder named after `name`.
    static func runner(for files: [String], roots: [String], in folder: URL? = nil, name: String = "seeds") throws -> URL {
        let samples = try folder ?? samplesDirectory()
        let build = try buildDirectory()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var sources: [String] = []
        for file in files {
            let text = try String(contentsOf: samples.appendingPathComponent(file), encoding: .utf8)
            guard text.hasPrefix("import SwiftUI\n") else { throw Failure(description: "\(file) does not start with import SwiftUI") }
            let target = work.appendingPathComponent(file)
            // The runner has its own entry point, so an app's `@main` is dropped (its scenes stay, and compile).
            let body = String(text.dropFirst("import SwiftUI\n".count))
                .replacingOccurrences(of: "\n@main\n", with: "\n")
            try ("import Flipbook\n" + body).write(to: target, atomically: true, encoding: .utf8)
            sources.append(target.path)
        }
        try writePlaceholderAssets(to: work.appendingPathComponent("assets"))
        let main = work.appendingPathComponent("main.swift")
        try runnerMain(roots: roots).write(to: main, atomically: true, encoding: .utf8)
        let output = work.appendingPathComponent("runner")
        var arguments = try compilerArguments(module: "SeedSamples", build: build)
        arguments += ["-L", build.path, "-lFlipbookShared", "-Xlinker", "-rpath", "-Xlinker", build.path, "-o", output.path]
        arguments += sources + [main.path]
        let result = try run(try swiftc(), arguments)
        guard result.status == 0 else {
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
            throw Failure(description: "the \(name) samples did not compile against Flipbook:\n" + errors.joined(separator: "\n"))
        }
        return output
    }

    /// The compiler's arguments for user code against Flipbook's build (as a user's pasted file is compiled).
    static func compilerArguments(module: String, build: URL) throws -> [String] {
        let cflags = try run("/usr/bin/pkg-config", ["--cflags", "pangocairo"]).output
            .split(separator: " ").map(String.init).filter { $0.hasPrefix("-I") }
        return ["-swift-version", "5", "-module-name", module, "-Onone", "-D", "DEBUG",
                "-enable-experimental-feature", "AnyAppleOSAvailability",
                "-I", build.appendingPathComponent("Modules").path,
                "-I", repositoryRoot.appendingPathComponent("Sources/CCairo").path,
                // The C modules Flipbook finds previews and blurs with (SwiftPM writes their module maps).
                "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("CFlipbookDiscovery.build/module.modulemap").path,
                "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("CFlipbookBlur.build/module.modulemap").path,
                // Flipbook's macros (`#Preview`, `@Entry`), as SwiftPM passes them to its own targets.
                "-load-plugin-executable", build.appendingPathComponent("FlipbookMacros-tool").path + "#FlipbookMacros"]
            + cflags.flatMap { ["-Xcc", $0] }
    }

    static func swiftc() throws -> String {
        try run("/usr/bin/env", ["which", "swiftc"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The compiler's errors for SwiftUI files of `folder` type-checked against Flipbook as they are (`import
    /// SwiftUI` read as `import Flipbook`, `@main` dropped), each line "File.swift:line:column: error: …".
    static func typecheckErrors(of folder: URL) throws -> [String] {
        let build = try buildDirectory()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-compiles-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var sources: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let target = work.appendingPathComponent(file)
            try text.replacingOccurrences(of: "import SwiftUI\n", with: "import Flipbook\n")
                .replacingOccurrences(of: "\n@main\n", with: "\n")
                .write(to: target, atomically: true, encoding: .utf8)
            sources.append(target.path)
        }
        let result = try run(try swiftc(), ["-typecheck"] + (try compilerArguments(module: "RealCode", build: build)) + sources)
        return result.output.split(separator: "\n").filter { $0.contains(": error:") }
            .map { $0.replacingOccurrences(of: work.path + "/", with: "") }
    }

    private static func runnerMain(roots: [String]) -> String {
        let cases = roots.map {
            "case \"\($0)\": host = ViewHost(\($0)(), size: size, fonts: .pinned, resources: [assets])"
        }
            .joined(separator: "\n    ")
        return """
        import Flipbook
        import Foundation

        MainActor.assumeIsolated {
        let arguments = CommandLine.arguments
        let size = CGSize(width: Double(arguments[2])!, height: Double(arguments[3])!)
        let script = try! InteractionScript(parsing: arguments[4])
        let times = arguments[5].split(separator: ",").map { Double($0)! }
        let assets = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("assets")
        let host: ViewHost
        switch arguments[1] {
            \(cases)
        default: fatalError("unknown root \\(arguments[1])")
        }
        let encoder = JSONEncoder()
        var parts: [String] = []
        try! host.play(script, sampling: times) { time in
            let views = String(decoding: try encoder.encode(host.laidOutViews), as: UTF8.self)
            let list = String(decoding: try encoder.encode(host.displayList), as: UTF8.self)
            parts.append("{\\"time\\": \\(time), \\"views\\": \\(views), \\"displayList\\": \\(list)}")
        }
        print("[" + parts.joined(separator: ",") + "]")
        }
        """
    }

    /// The pictures the samples ask for (the article's card faces), as placeholders: each a card of its own
    /// colour with its name on it, so tests can tell which is shown by its colour.
    static func writePlaceholderAssets(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = CairoRenderer(fonts: .pinned)
        let size = CGSize(width: 265, height: 400)
        for (name, color) in placeholderColors {
            let card = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 16)
            let label = DisplayList.TextDrawing(
                string: name, font: FontDescriptor(family: nil, size: 28, weight: 700, design: .default, italic: false),
                color: Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1), size: CGSize(width: 265, height: 40),
                lineLimit: 1, alignment: .center)
            let list = DisplayList(items: [
                DisplayList.Item(transform: ProjectionTransform(), content: .fill(card, .color(color), FillStyle())),
                DisplayList.Item(transform: ProjectionTransform(CGAffineTransform(translationX: 0, y: 180)),
                                 content: .text(label)),
            ])
            try renderer.render(list, size: size).pngData().write(to: folder.appendingPathComponent(name + ".png"))
        }
    }

    /// The placeholder pictures' colours, by name.
    static let placeholderColors: [(String, Color.Resolved)] = [
        ("back", .init(red: 0.1, green: 0.2, blue: 0.6, opacity: 1)), ("diamonds-7", .init(red: 0.9, green: 0.1, blue: 0.1, opacity: 1)),
        ("clubs-8", .init(red: 0.1, green: 0.6, blue: 0.1, opacity: 1)), ("diamonds-6", .init(red: 0.9, green: 0.5, blue: 0, opacity: 1)),
        ("clubs-b", .init(red: 0.5, green: 0.1, blue: 0.6, opacity: 1)), ("hearts-2", .init(red: 0.9, green: 0.2, blue: 0.6, opacity: 1)),
        ("diamonds-b", .init(red: 0.4, green: 0.3, blue: 0.1, opacity: 1)), ("startrek", .init(red: 0.2, green: 0.2, blue: 0.2, opacity: 1)),
        ("avatar", .init(red: 0.2, green: 0.6, blue: 0.8, opacity: 1)),
    ]

    /// Runs `root` of the runner on a canvas with a script, sampling at `times`.
    static func snapshots(_ runner: URL, root: String, size: CGSize, script: String, times: [Double]) throws -> [Snapshot] {
        let result = try run(runner.path, [root, "\(size.width)", "\(size.height)", script,
                                           times.map { "\($0)" }.joined(separator: ",")], mergeErrors: false)
        guard result.status == 0, let start = result.output.firstIndex(of: "[") else {
            throw Failure(description: "\(root) failed (status \(result.status)): \(result.errors.suffix(2000))\(result.output.suffix(2000))")
        }
        return try JSONDecoder().decode([Snapshot].self, from: Data(result.output[start...].utf8))
    }
}
