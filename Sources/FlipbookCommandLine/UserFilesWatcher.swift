internal import FlipbookPreview
internal import FlipbookProject
import Foundation

/// `flipbook serve <path> --watch`: builds the files, serves their program's scenes, and rebuilds when a file
/// changes (debounced), so that the open pages reload on their scene; a build that fails is shown on the pages
/// and the last good build keeps running.
struct UserFilesWatcher: Sendable {
    let path: String
    let arguments: [String]
    let preferred: String?
    let program: PreviewProgram

    init(path: String, selection: UserProgramLauncher.Selection, reduceMotion: Bool) throws {
        self.path = path
        arguments = ["serve"] + (reduceMotion ? ["--reduce-motion"] : [])
        preferred = selection.view ?? selection.preview
        let built = try UserProgramLauncher.build(path)
        program = PreviewProgram(try Self.build(of: built.executable, arguments: arguments, preferred: preferred))
    }

    /// Watches the files until cancelled.
    func run() async throws {
        var last = SourceSnapshot(path: path)
        while !Task.isCancelled {
            try await Task.sleep(for: .milliseconds(300))
            var now = SourceSnapshot(path: path)
            guard now != last else { continue }
            // An editor saves in steps: wait until the files stay the same for a moment.
            while true {
                try await Task.sleep(for: .milliseconds(250))
                let settled = SourceSnapshot(path: path)
                if settled == now { break }
                now = settled
            }
            let changed = now.changes(since: last).prefix(3).joined(separator: ", ")
            last = now
            say("\(changed) changed: rebuilding")
            let (path, arguments, preferred, program) = (path, arguments, preferred, program)
            await Task.detached {
                do {
                    let built = try UserProgramLauncher.build(path)
                    program.replace(with: try Self.build(of: built.executable, arguments: arguments, preferred: preferred))
                    Self.say("reloaded the open pages")
                } catch {
                    program.fail("\(error)")
                    Self.say("the files do not compile; the last good build keeps running:\n\(error)")
                }
            }.value
        }
    }

    /// A build of the program at `executable`: its scenes, as it lists them, the preferred one first.
    static func build(of executable: URL, arguments: [String], preferred: String?) throws -> PreviewProgram.Build {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["list", "--json"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              var scenes = try? JSONDecoder().decode([SceneListing].self, from: data) else {
            throw CommandError("the program built from the files could not list its scenes (status \(process.terminationStatus))")
        }
        if let preferred, let index = scenes.firstIndex(where: { $0.name == preferred }) {
            scenes.insert(scenes.remove(at: index), at: 0)
        }
        return PreviewProgram.Build(executable: executable, arguments: arguments, scenes: scenes)
    }

    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data("flipbook: \(line)\n".utf8))
    }

    private func say(_ line: String) { Self.say(line) }
}
