import Foundation

/// Compiles a user's SwiftUI files, unchanged, into a program that is the `flipbook` command line with those
/// files' views as its scenes. `import SwiftUI` (and `CoreGraphics`, `QuartzCore`) find small modules that
/// re-export Flipbook; the files are compiled where they are, so the compiler's errors name the user's own files
/// and lines. Programs are kept in a cache folder under a key of the sources' contents and Flipbook's build: a
/// second run of unchanged files compiles nothing.
public struct ProgramBuilder: Sendable {
    public let installation: FlipbookInstallation
    public let cacheFolder: URL

    /// The module the user's files are compiled into (a `#Preview`'s file ID starts with it).
    public static let moduleName = "FlipbookUserFiles"

    /// A program built from the files: the flipbook command line with their scenes.
    public struct Program: Sendable {
        public let executable: URL
    }

    /// The files did not compile: the compiler's errors in them.
    public struct CompileFailure: Error, CustomStringConvertible {
        public let diagnostics: [CompilerDiagnostic]
        /// The compiler's whole output, for failures it did not describe as errors in a file.
        public let output: String

        public var description: String {
            if diagnostics.isEmpty { return "the files did not compile:\n" + output.suffix(4_000) }
            let count = diagnostics.count
            return diagnostics.prefix(30).map(\.description).joined(separator: "\n")
                + "\n\(count) error\(count == 1 ? "" : "s") in the files; nothing new was run"
        }
    }

    public init(installation: FlipbookInstallation, cacheFolder: URL = ProgramBuilder.defaultCacheFolder()) {
        self.installation = installation
        self.cacheFolder = cacheFolder
    }

    /// `$FLIPBOOK_CACHE`, else `$XDG_CACHE_HOME/flipbook`, else `~/.cache/flipbook`.
    public static func defaultCacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["FLIPBOOK_CACHE"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("flipbook")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/flipbook")
    }

    /// What a build of a project depends on, read once: its files' contents, and the symbols Xcode would
    /// generate for its asset catalogs (`Image(.hero)`, `Color(.brand)`), which the contents decide in part.
    struct Inputs {
        let contents: [Data]
        let symbols: AssetSymbols
    }

    func inputs(of project: UserProject) throws -> Inputs {
        let contents = try project.sources.map { try Data(contentsOf: $0) }
        guard !project.assetCatalogs.isEmpty else { return Inputs(contents: contents, symbols: AssetSymbols()) }
        let declared = AssetSymbols.staticNames(in: contents.map { String(decoding: $0, as: UTF8.self) })
        return Inputs(contents: contents, symbols: AssetSymbols(catalogs: project.assetCatalogs, declared: declared))
    }

    /// The cache key of `project` against this build of Flipbook.
    func key(of project: UserProject) throws -> String {
        key(of: project, try inputs(of: project))
    }

    private func key(of project: UserProject, _ inputs: Inputs) -> String {
        var hash = StableHash()
        hash.combine(installation.fingerprint())
        for (file, contents) in zip(project.sources, inputs.contents) {
            hash.combine(file.path)
            hash.combine(contents)
        }
        for folder in project.resourceFolders { hash.combine(folder.path) }
        hash.combine(inputs.symbols.source)
        return hash.hex
    }

    /// The program for `project`, from the cache or compiled now; `progress` hears what takes time.
    public func build(_ project: UserProject, progress: (String) -> Void = { _ in }) throws -> Program {
        let inputs = try inputs(of: project)
        let key = key(of: project, inputs)
        let builds = cacheFolder.appendingPathComponent("builds")
        let folder = builds.appendingPathComponent(key)
        // A build is moved into its folder only once complete, so a program there is whole.
        if FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("program").path) {
            // Resources are not part of the key (a frame written beside the files would be one): a new one is
            // linked now.
            Self.linkBundleResources(project.bundleResources, into: folder)
            return Program(executable: folder.appendingPathComponent("program"))
        }
        let started = Date()
        progress("compiling \(project.sources.count) file\(project.sources.count == 1 ? "" : "s") against Flipbook…")
        // Built beside its final place and moved there whole, so an interrupted or failed build leaves no program.
        let work = builds.appendingPathComponent("\(key).partial-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let flipbook = try installation.compilerArguments()
        let shims = try shimModules(flipbook: flipbook)
        // `DEBUG` as Xcode defines it for previews and debug runs, where `#if DEBUG` code keeps its preview data.
        // Xcode 27's `@available(anyAppleOS 27.0, *)` is still an experimental feature in this compiler.
        let common = ["-swift-version", "5", "-Onone", "-D", "DEBUG", "-gline-tables-only",
                      "-enable-experimental-feature", "AnyAppleOSAvailability", "-I", shims.path] + flipbook
        let object = work.appendingPathComponent(Self.moduleName + ".o")
        var sources = try project.sources.enumerated().map { index, file in
            try Self.prepared(file, as: work.appendingPathComponent("sources/\(index)/\(file.lastPathComponent)"))
        }
        if let page = project.playgroundPage, let index = project.sources.firstIndex(of: page) {
            // The page's statements are wrapped in functions its scene calls (see `PlaygroundPageSource`).
            let wrapped = PlaygroundPageSource(page: try String(contentsOf: sources[index], encoding: .utf8))
            let copy = work.appendingPathComponent("sources/\(index)/page/\(page.lastPathComponent)")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try wrapped.text.write(to: copy, atomically: true, encoding: .utf8)
            sources[index] = copy
            let live = work.appendingPathComponent("PlaygroundLiveView.swift")
            try wrapped.liveViewSource().write(to: live, atomically: true, encoding: .utf8)
            sources.append(live)
        }
        let symbols = inputs.symbols
        if !symbols.isEmpty {
            let generated = work.appendingPathComponent("GeneratedAssetSymbols.swift")
            try symbols.source.write(to: generated, atomically: true, encoding: .utf8)
            sources.append(generated)
        }
        // The compiler names a copy where it names a file; the user reads their own file's path.
        var originals: [String: String] = [:]
        for (file, source) in zip(project.sources, sources) where source != file { originals[source.path] = file.path }
        try compile(originals: originals, common + ["-c", "-wmo", "-parse-as-library", "-enable-testing", "-module-name", Self.moduleName,
                              "-emit-module", "-emit-module-path", work.appendingPathComponent(Self.moduleName + ".swiftmodule").path,
                              // The files' own `@main` would be a second `main`; the program's entry is flipbook's.
                              "-Xfrontend", "-entry-point-function-name", "-Xfrontend", "flipbook_user_main",
                              "-o", object.path] + sources.map(\.path))
        let app = project.mainApp?.name
        var views = project.viewCandidates.map(\.name)
        // A view that needs arguments, or that another file cannot see, fails to compile in the entry file: it is
        // dropped and the entry compiled again (the compiler knows the initializers; the scanner does not).
        for _ in 0..<4 {
            let entry = work.appendingPathComponent("main.swift")
            let source = EntryPointSource(module: Self.moduleName, source: project.path, app: app, views: views,
                                          resources: project.resourceFolders,
                                          playgroundPage: project.playgroundPage != nil)
            try source.text.write(to: entry, atomically: true, encoding: .utf8)
            do {
                try compile(common + ["-module-name", "FlipbookUserProgram", "-I", work.path, entry.path, object.path]
                            + installation.linkerArguments + ["-o", work.appendingPathComponent("program").path])
                Self.linkBundleResources(project.bundleResources, into: work)
                try? FileManager.default.removeItem(at: folder)
                try FileManager.default.moveItem(at: work, to: folder)
                Self.prune(builds, keeping: Self.keptBuilds)
                progress(String(format: "compiled in %.1f s", Date().timeIntervalSince(started)))
                return Program(executable: folder.appendingPathComponent("program"))
            } catch let failure as CompileFailure {
                let rejected = Set(failure.diagnostics.filter { $0.file == entry.path }.compactMap { source.view(atLine: $0.line) })
                guard !rejected.isEmpty, failure.diagnostics.allSatisfy({ $0.file == entry.path }) else { throw failure }
                views.removeAll { rejected.contains($0) }
            }
        }
        throw CompileFailure(diagnostics: [], output: "the program's entry point did not compile")
    }

    /// Links each of `resources` into `folder`, by its name, as Xcode copies a target's resources flat into the
    /// app's bundle: beside the program, `Bundle.main` finds them. Linked, not copied, so an edit to a data file
    /// shows without a rebuild. A name taken (by the program's own files, or by an earlier resource) is skipped.
    static func linkBundleResources(_ resources: [URL], into folder: URL) {
        for file in resources {
            let link = folder.appendingPathComponent(file.lastPathComponent)
            guard (try? FileManager.default.attributesOfItem(atPath: link.path)) == nil else { continue }
            // Another run may link the same name at the same moment: either link serves.
            try? FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        }
    }

    /// The shim each import that reaches Foundation other than through ``HostClockShim``'s module is replaced by.
    /// A file left in that imports UIKit names nothing of it (`UserProject.reasonToLeaveOut(_:)`): what it uses is
    /// Foundation's.
    static let importShims = ["Foundation": "FlipbookFoundation", "Combine": "FlipbookCombine", "UIKit": "FlipbookFoundation",
                              "SwiftData": "FlipbookSwiftData"]

    /// The file the compiler reads for `file`: the file itself, or, when it writes `import Foundation`, `import
    /// Combine` or `import SwiftData`, a copy at `copy` that imports `FlipbookFoundation`, `FlipbookCombine` or
    /// `FlipbookSwiftData` instead (``HostClockShim``'s module, which re-exports Flipbook, and through it Foundation
    /// and Combine's names, and for SwiftData Flipbook's SwiftData as well). Reached only through that
    /// module, Foundation's `Date()` and `Timer.scheduledTimer` are shadowed by the host clock's; reached directly,
    /// the two would be ambiguous. The copy also reads `os(iOS)` and `canImport(UIKit)` as true in the `#if`
    /// conditions of blocks that name nothing of UIKit (`SwiftSourceScanner.iOSConditionLines`): the file is iOS
    /// code, and Flipbook draws iOS.
    /// Only the import and condition lines change, in place, and the copy keeps the file's name, so
    /// lines, excerpts, `#fileID` and previews are the file's own; the compiler's messages are given the file's
    /// path back (`compile(originals:_:)`).
    static func prepared(_ file: URL, as copy: URL) throws -> URL {
        let text = try String(contentsOf: file, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        var changed = false
        // The file is iOS code: a block for iOS is compiled, unless it names UIKit, which is not here.
        for line in SwiftSourceScanner(source: text).iOSConditionLines where line - 1 < lines.count {
            lines[line - 1] = lines[line - 1].replacingOccurrences(of: "os(iOS)", with: "true")
                .replacingOccurrences(of: "canImport(UIKit)", with: "true")
            changed = true
        }
        for (index, line) in lines.enumerated() {
            let code = line.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
            // `import Foundation`, indented or not, with attributes such as `@preconcurrency` before it and a
            // comment after it.
            guard let last = words.last, let shim = Self.importShims[String(last)], words.count >= 2,
                  words[words.count - 2] == "import", words.dropLast(2).allSatisfy({ $0.hasPrefix("@") }),
                  !line.contains("/*"), let module = code.range(of: last, options: .backwards) else { continue }
            lines[index] = line.replacingCharacters(in: module, with: shim)
            changed = true
        }
        guard changed else { return file }
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
        return copy
    }

    /// How many programs the cache keeps: the ones built most recently.
    static let keptBuilds = 20

    /// Removes all but the `count` most recent builds in `builds`, and partial builds an hour old (a build that
    /// was killed).
    static func prune(_ builds: URL, keeping count: Int) {
        let fileManager = FileManager.default
        let entries = (try? fileManager.contentsOfDirectory(at: builds, includingPropertiesForKeys: [.contentModificationDateKey]))
            ?? []
        func date(_ url: URL) -> Date {
            (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
        }
        let partial = entries.filter { $0.lastPathComponent.contains(".partial-") }
        for stale in partial where date(stale) < Date(timeIntervalSinceNow: -3_600) {
            try? fileManager.removeItem(at: stale)
        }
        let complete = entries.filter { !$0.lastPathComponent.contains(".partial-") }.sorted { date($0) > date($1) }
        for old in complete.dropFirst(count) { try? fileManager.removeItem(at: old) }
    }

    /// The modules that stand in for Apple's, compiled once per build of Flipbook and version of these sources:
    /// `SwiftUI`, `FlipbookFoundation` (for files that import Foundation), `FlipbookCombine` (for files that import
    /// Combine), `CoreGraphics`, `QuartzCore`, `UniformTypeIdentifiers`, `Accessibility`, `DeveloperToolsSupport`,
    /// `Symbols` and `CoreTransferable` are all
    /// ``HostClockShim``'s module, which is Flipbook with the host's dates (through Foundation or Combine directly,
    /// a file would find Foundation's `Date()` and `Timer.scheduledTimer` beside the host's); `os` and `OSLog`
    /// (`Logger`), `simd` (vector names and functions), `Accelerate` (`vDSP`'s vector arithmetic), `Darwin` (the C
    /// library, Glibc here).
    /// They live here, not in Flipbook's package, whose dependencies test `canImport(os)` and the like and would
    /// take them for Apple's. `flipbook` are the arguments that import Flipbook.
    func shimModules(flipbook: [String]) throws -> URL {
        let clock = "@_exported import \(HostClockShim.moduleName)\n"
        let modules = [HostClockShim.moduleName: HostClockShim.source,
                       "SwiftUI": clock,
                       // What a user's `import Foundation` and `import Combine` import (see `prepared(_:as:)`).
                       "FlipbookFoundation": clock,
                       "FlipbookCombine": clock,
                       // What a user's `import SwiftData` imports: Flipbook's SwiftData with the host's dates.
                       "FlipbookSwiftData": clock + "@_exported import SwiftData\n",
                       "CoreGraphics": clock,
                       "QuartzCore": clock,
                       "UniformTypeIdentifiers": clock,
                       // iOS 17's accessibility notifications and chart descriptors; a file that only imports it
                       // compiles.
                       "Accessibility": clock,
                       // Where Xcode's generated asset symbols find `ColorResource` and `ImageResource`.
                       "DeveloperToolsSupport": clock,
                       // Symbol effects and `Transferable`, which iOS keeps in frameworks of their own.
                       "Symbols": clock,
                       "CoreTransferable": clock,
                       // The C library, for `arc4random_uniform`, `sin` and the like.
                       "Darwin": "@_exported import Glibc\n",
                       "os": "@_exported import FlipbookOSLog\n",
                       "OSLog": "@_exported import FlipbookOSLog\n",
                       "simd": "@_exported import FlipbookSIMD\n",
                       "PlaygroundSupport": clock + "@_exported import FlipbookPlayground\n",
                       "Accelerate": "@_exported import FlipbookAccelerate\n"]
        var sources = StableHash()
        for (name, text) in modules.sorted(by: { $0.key < $1.key }) { sources.combine(name + text) }
        let folder = cacheFolder.appendingPathComponent("modules")
            .appendingPathComponent(installation.fingerprint() + "-" + sources.hex)
        if modules.keys.allSatisfy({ FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0).swiftmodule").path) }) {
            return folder
        }
        let work = cacheFolder.appendingPathComponent("modules").appendingPathComponent("partial-\(getpid())")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        // The clock's module first: the others import it.
        let order = [HostClockShim.moduleName] + modules.keys.filter { $0 != HostClockShim.moduleName }.sorted()
        for name in order {
            guard let text = modules[name] else { continue }
            let source = work.appendingPathComponent("\(name).swift")
            try text.write(to: source, atomically: true, encoding: .utf8)
            try compile(["-swift-version", "5", "-parse-as-library", "-emit-module", "-module-name", name,
                         "-emit-module-path", work.appendingPathComponent("\(name).swiftmodule").path,
                         "-I", work.path, source.path] + flipbook)
        }
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: work, to: folder)
        return folder
    }

    /// Runs `swiftc` with `arguments`; its errors become a ``CompileFailure``, naming the files in `originals`
    /// where the compiler named their copies.
    private func compile(originals: [String: String] = [:], _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        var output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for (copy, original) in originals { output = output.replacingOccurrences(of: copy, with: original) }
        guard process.terminationStatus == 0 else {
            throw CompileFailure(diagnostics: CompilerDiagnostic.errors(in: output), output: output)
        }
    }
}
