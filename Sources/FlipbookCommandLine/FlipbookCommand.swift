internal import ArgumentParser
import Foundation
import Flipbook
internal import FlipbookViews
internal import FlipbookExport
import FlipbookTools

/// The `flipbook` command line: the gallery's tool, and the same tool compiled with a user's own files
/// (`flipbook render MyView.swift` builds such a program and runs it).
public enum FlipbookCommandLine {
    /// Parses the process's arguments and runs the command on the main thread, with `catalog`'s scenes (the
    /// gallery's when nil). The scene commands drive main-actor hosts synchronously, and only `serve` is
    /// asynchronous (ArgumentParser's own async entry would run the others on a pool thread).
    @MainActor
    public static func main(catalog: SceneCatalog? = nil) async {
        if catalog != nil { UserCodeCrash.install() }
        await SceneCatalog.$current.withValue(catalog) {
            do {
                var command = try FlipbookCommand.parseAsRoot()
                if var asynchronous = command as? any AsyncParsableCommand {
                    try await asynchronous.run()
                } else {
                    // A one-shot command owns the main thread while it renders: its hosts may run the main actor's
                    // jobs between frames (the serving commands' own jobs must not start inside a frame step).
                    try MainActorQueue.$isDrainedByHosts.withValue(true) { try command.run() }
                }
                try StandardOutput.flush()
            } catch {
                // An export stopped by Ctrl-C fails as its ffmpeg is stopped: that is the interruption, not an error.
                if let signal = TemporaryFiles.interruptingSignal {
                    TemporaryFiles.removeAll()
                    _exit(128 + signal)
                }
                FlipbookCommand.exit(withError: error)
            }
        }
    }
}

struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "SwiftUI's layout and animation system on Linux: plot, sample, render and test animations.",
        subcommands: [Plot.self, Sample.self, List.self, Render.self, Inspect.self, Serve.self])
}

/// The changes an animation animates, shared by `plot` and `sample`.
struct ChangeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The value before the change made at time 0.")
    var from: Double = 0

    @Option(parsing: .unconditional, help: "The value the change at time 0 sets.")
    var to: Double = 1

    @Option(name: .customLong("retarget"),
            help: "TIME:VALUE[:ANIMATION] — change the target again at TIME (repeatable), e.g. 0.3:2 or 0.3:2:.easeIn.")
    var retargets: [String] = []

    /// The animation written as `animation`, and the parsed retargets.
    func resolve(_ animation: String) throws -> (animation: Animation, retargets: [Retarget]) {
        guard from.isFinite, to.isFinite else { throw ValidationError("--from and --to must be finite numbers") }
        do {
            return (try AnimationExpression.parse(animation), try retargets.map(Retarget.init(parsing:)))
        } catch let error as ExpressionError {
            throw CommandError("invalid animation: \(error)")
        } catch {
            throw CommandError("\(error)")
        }
    }
}

/// `sample`'s arguments: the animation and the changes it animates.
struct RunOptions: ParsableArguments {
    @Argument(help: "An animation written as in Swift, e.g. '.spring(response: 0.5, dampingFraction: 0.6).delay(0.1)'.")
    var animation: String

    @OptionGroup var change: ChangeOptions

    var from: Double { change.from }
    var to: Double { change.to }

    func resolve() throws -> (animation: Animation, retargets: [Retarget]) { try change.resolve(animation) }
}

struct Sample: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print an animation's value and velocity at given times.")

    @OptionGroup var options: RunOptions

    @Option(help: "Times in seconds: '0,0.05,0.1' or 'START..END/STEP' such as '0..1/0.05'.")
    var times: String

    @Flag(help: "Print a JSON array of {\"time\", \"value\", \"velocity\"} objects.")
    var json = false

    func run() throws {
        let (animation, retargets) = try options.resolve()
        let parsedTimes: [Double]
        do { parsedTimes = try AnimationTimeline.parseTimes(times) } catch { throw CommandError("\(error)") }
        let timeline = AnimationTimeline.sample(animation, from: options.from, to: options.to, retargets: retargets, at: parsedTimes)
        if json {
            print(timeline.json, terminator: "")
        } else {
            print("time\tvalue\tvelocity")
            for s in timeline.samples {
                print("\(s.time)\t\(s.value)\t\(s.velocity.map { "\($0)" } ?? "-")")
            }
        }
    }
}

/// A failure explained in one message, printed without the usage text (the input was understood, but wrong).
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
