import Foundation

/// Where the built Flipbook is that users' files compile against: the folder of the `flipbook` executable, with
/// `libFlipbookRunner.so` (the command line with every module, as a shared library) and the modules' interfaces
/// in `Modules`; and the package's sources, for the C modules' maps.
public struct FlipbookInstallation: Sendable {
    /// The build folder (`.build/debug`).
    public let buildFolder: URL
    /// The package's root folder.
    public let packageRoot: URL

    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }

    /// The shared library the user's program links.
    static let runnerLibrary = "libFlipbookRunner.so"

    /// The installation the running executable belongs to.
    public static func current() throws -> FlipbookInstallation {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return try FlipbookInstallation(buildFolder: executable.deletingLastPathComponent())
    }

    public init(buildFolder: URL) throws {
        self.buildFolder = buildFolder
        guard FileManager.default.fileExists(atPath: buildFolder.appendingPathComponent(Self.runnerLibrary).path) else {
            throw Missing(description: "\(Self.runnerLibrary) is not built beside \(buildFolder.path): run "
                          + "`swift build --product FlipbookRunner` in the Flipbook package (./flipbook does it)")
        }
        var folder = buildFolder
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/CCairo/module.modulemap").path) {
                packageRoot = folder
                return
            }
            folder.deleteLastPathComponent()
        }
        throw Missing(description: "the Flipbook package is not above \(buildFolder.path) (its Sources/CCairo is needed)")
    }

    /// The compiler's arguments that let code import Flipbook's modules (their C modules and macros included).
    func compilerArguments() throws -> [String] {
        var arguments = ["-I", buildFolder.appendingPathComponent("Modules").path,
                         "-I", packageRoot.appendingPathComponent("Sources/CCairo").path,
                         "-load-plugin-executable", buildFolder.appendingPathComponent("FlipbookMacros-tool").path + "#FlipbookMacros"]
        // The C modules under Flipbook's modules (its own, and those of the packages the command line uses), as
        // SwiftPM passes them: maps it wrote into the build folder, and maps in the dependencies' checkouts.
        for map in moduleMaps() { arguments += ["-Xcc", "-fmodule-map-file=" + map.path] }
        for flag in try Self.pangoIncludeFlags() { arguments += ["-Xcc", flag] }
        return arguments
    }

    private func moduleMaps() -> [URL] {
        let files = FileManager.default
        let built = ((try? files.contentsOfDirectory(at: buildFolder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "build" }
            .map { $0.appendingPathComponent("module.modulemap") }
        // `.build/<triple>/debug` sits beside `.build/checkouts`.
        let checkouts = buildFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("checkouts")
        var shipped: [URL] = []
        for package in (try? files.contentsOfDirectory(at: checkouts, includingPropertiesForKeys: nil)) ?? [] {
            let sources = package.appendingPathComponent("Sources")
            for target in (try? files.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)) ?? [] {
                shipped.append(target.appendingPathComponent("include/module.modulemap"))
            }
        }
        return (built + shipped).filter { files.fileExists(atPath: $0.path) }.sorted { $0.path < $1.path }
    }

    /// The linker's arguments for a program using Flipbook.
    var linkerArguments: [String] {
        ["-L", buildFolder.path, "-lFlipbookRunner", "-Xlinker", "-rpath", "-Xlinker", buildFolder.path]
    }

    /// What identifies this build of Flipbook: a program compiled against another must be compiled again.
    func fingerprint() -> String {
        var hasher = StableHash()
        for file in [Self.runnerLibrary, "Modules/Flipbook.swiftmodule", "Modules/FlipbookCommandLine.swiftmodule"] {
            let attributes = try? FileManager.default.attributesOfItem(atPath: buildFolder.appendingPathComponent(file).path)
            hasher.combine(file)
            hasher.combine("\((attributes?[.size] as? Int) ?? -1)")
            hasher.combine("\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        return hasher.hex
    }

    private static func pangoIncludeFlags() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags", "pangocairo"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            throw Missing(description: "pkg-config is not installed (scripts/install-system-packages installs it)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Missing(description: "pangocairo's development files are not installed (scripts/install-system-packages installs them)")
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
            .filter { $0.hasPrefix("-I") }
    }
}

/// FNV-1a, 64 bits: the same key for the same bytes on every run and machine (Swift's `Hasher` is seeded per
/// process).
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01b3
        }
        // A separator, so that "ab"+"c" and "a"+"bc" differ.
        state ^= 0xff
        state = state &* 0x0000_0100_0000_01b3
    }

    mutating func combine(_ text: String) { combine(text.utf8) }

    var hex: String { String(state, radix: 16) }
}
