import Flipbook
internal import FlipbookProject
import FlipbookTools
import Foundation

/// Runs a command on a user's own files: builds their program (see `ProgramBuilder`) and runs the same command
/// in it, with the path replaced by the scene the options pick. The program replaces this process, so its
/// output, exit status and signals are the command's own.
enum UserProgramLauncher {
    /// Which of the files' scenes to run.
    struct Selection {
        var view: String?
        var preview: String?

        /// The scene's name in the program: the kind first, so a preview named like a view is not the view; the
        /// default scene when neither is given. Both given is an error.
        func sceneName() throws -> String {
            if view != nil, preview != nil { throw CommandError("give either a view or --preview, not both") }
            return name(or: SceneCatalog.defaultSceneName)
        }

        /// The scene's name (`view:` or `preview:` and the name, the view first), or `scene` when neither is given.
        func name(or scene: String) -> String {
            view.map { "view:" + $0 } ?? preview.map { "preview:" + $0 } ?? scene
        }
    }

    /// Whether `subject` is files this command should build and run in their own program (in that program itself,
    /// names are scenes).
    static func isUserFiles(_ subject: String) -> Bool {
        // The path check first: a gallery lookup of a name it lacks discovers the previews compiled in.
        SceneCatalog.current == nil && UserProject.isPath(subject) && SceneCatalog.gallery.scene(named: subject) == nil
    }

    /// Builds the files at `path` and runs this process's command in their program, with `path` replaced by
    /// `replacement` (removed when nil) and the options `removing` dropped. Returns only by throwing.
    static func run(path: String, replacement: String?, removing options: [String]) throws -> Never {
        let program = try build(path)
        var arguments = Array(CommandLine.arguments.dropFirst())
        arguments = removingOptions(options, from: arguments)
        if let index = arguments.firstIndex(of: path) {
            if let replacement { arguments[index] = replacement } else { arguments.remove(at: index) }
        }
        try exec(program.executable, arguments: arguments)
    }

    /// The program of the files at `path`, from the cache or compiled now, with what was left out said on
    /// standard error.
    static func build(_ path: String) throws -> ProgramBuilder.Program {
        do {
            let project = try UserProject(path: path)
            for (file, reason) in project.skipped {
                printError("flipbook: skipped \(CompilerDiagnostic.displayPath(file.path)): \(reason)")
            }
            let builder = ProgramBuilder(installation: try FlipbookInstallation.current())
            return try builder.build(project) { printError("flipbook: " + $0) }
        } catch let failure as ProgramBuilder.CompileFailure {
            throw CommandError(failure.description)
        } catch let failure as UserProject.Failure {
            throw CommandError(failure.description)
        } catch let failure as FlipbookInstallation.Missing {
            throw CommandError(failure.description)
        }
    }

    /// `arguments` without the options named (`--name value` and `--name=value`).
    static func removingOptions(_ names: [String], from arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if names.contains(argument) {
                index += 2
                continue
            }
            if names.contains(where: { argument.hasPrefix($0 + "=") }) {
                index += 1
                continue
            }
            kept.append(argument)
            index += 1
        }
        return kept
    }

    private static func exec(_ executable: URL, arguments: [String]) throws -> Never {
        try StandardOutput.flush()
        // Code that traps is reported by Swift's backtracer in a few lines (see `UserCodeCrash`): why, and the
        // innermost calls, the user's line first; not pages of every thread's frames, registers and images.
        setenv("SWIFT_BACKTRACE",
               "enable=yes,interactive=no,threads=crashed,registers=none,images=none,limit=8,top=0", 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        execv(executable.path, argv)
        throw CommandError("cannot run \(executable.path): \(String(cString: strerror(errno)))")
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
