internal import ArgumentParser
import Flipbook
internal import FlipbookExport
import FlipbookGallery
import FlipbookTools
import Foundation

struct Plot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Chart value and velocity over time as SVG or PNG (by the extension of --out): an animation's, marking retargets, logical completion and removal; or, with --view and --property, one property of a scene's view.",
        discussion: """
        Examples:
          flipbook plot '.spring(duration: 0.6, bounce: 0.3)' --retarget 0.3:2 --out spring.png
          flipbook plot rating-blob-4 --view blob --property animatableData --duration 2 --out blob.png
          flipbook plot corner-trace --view RoundedRectangle --property frame.minX --script 'tap 321,76 @0.2'

        Scene properties: frame.minX, midX, maxX, minY, midY, maxY, width, height and opacity from the laid-out \
        tree (canvas points); or a view's animated input (animatableData, frame, color, opacity…), with [i] \
        for one component (frame[2] is the layout frame's width).
        """)

    @Argument(help: "An animation written as in Swift (e.g. '.bouncy'), or a scene's name (see `flipbook list`) with --view and --property.")
    var subject: String

    @OptionGroup(title: "Animations") var change: ChangeOptions

    @Option(help: "The view to follow (scenes): its type, part of it ignoring case ('blob' finds RatingBlob), or its text.")
    var view: String?

    @Option(help: "The property to chart (scenes), e.g. frame.minX, opacity, animatableData, frame[2].")
    var property: String?

    @OptionGroup(title: "Scenes") var play: PlayOptions

    @Option(help: "With SwiftUI files: the view type to run (--view is the view to follow).")
    var root: String?

    @Option(help: "With SwiftUI files: the #Preview or PreviewProvider to run, by its name.")
    var preview: String?

    @Option(parsing: .unconditional, help: "Seconds to show (default: animations until removed, at most 10 s after the last retarget; scenes 3 s).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Pixels per point of a PNG chart.")
    var scale: Double = 2

    @Option(name: .shortAndLong, help: "The chart to write: .svg or .png.")
    var out: String = "plot.svg"

    func run() throws {
        if UserProgramLauncher.isUserFiles(subject) {
            let scene = try selection.sceneName()
            try UserProgramLauncher.run(path: subject, replacement: scene, removing: ["--root", "--preview"])
        }
        if let duration, !(duration.isFinite && duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        guard scale.isFinite, scale >= 0.25, scale <= 8 else { throw ValidationError("--scale must be from 0.25 to 8") }
        let format = (out as NSString).pathExtension.lowercased()
        guard format == "svg" || format == "png" else {
            throw ValidationError("--out must end in .svg or .png (got '\(out)')")
        }
        do { try AtomicFile.checkWritable(out) } catch { throw CommandError("\(error)") }
        let (chart, data) = try MainActor.assumeIsolated {
            let chart = try isSceneMode ? sceneChart() : animationChart()
            return (chart, format == "png" ? try chart.drawing.pngData(scale: CGFloat(scale)) : Data(chart.svg.utf8))
        }
        try AtomicFile.write(data, to: out)
        print("wrote \(out) (\(String(format: "%.2f", chart.duration)) s)")
    }

    /// Runs `body`, reporting a limit it meets as a command error.
    private func limited<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as InputLimit.Exceeded { throw CommandError(error.description) }
    }

    /// A scene's name, or any scene option, makes this a scene chart.
    private var isSceneMode: Bool {
        view != nil || property != nil || play.isGiven || root != nil || preview != nil
            || SceneCatalog.active.scene(named: sceneName) != nil
    }

    /// The scene charted: the subject, or in a program of a user's files the view or preview named.
    private var sceneName: String { selection.name(or: subject) }

    /// The view (`--root`) or preview to run, with SwiftUI files.
    private var selection: UserProgramLauncher.Selection { .init(view: root, preview: preview) }

    private func animationChart() throws -> TimelineChart {
        let (animation, parsedRetargets) = try change.resolve(subject)
        let from = change.from, to = change.to
        let settle = try limited {
            try AnimationTimeline.settleTime(animation, from: from, to: to, retargets: parsedRetargets)
        }
        let shown = duration ?? max(settle * 1.1, 0.1)
        // The spring integrator steps at 300 Hz; sampling at the same rate shows its motion without aliasing.
        let rate = 300.0
        let count = try limited {
            try InputLimit.samples.count((shown * rate).rounded(.up), for: "a chart of \(shown) s at 300 Hz")
        }
        let times = (0...count).map { Double($0) / rate }
        let timeline = AnimationTimeline.sample(animation, from: from, to: to, retargets: parsedRetargets, at: times)
        var subtitle = "from \(from) to \(to) at 0 s"
        for r in parsedRetargets { subtitle += ", to \(r.value) at \(r.time) s" }
        if duration == nil && timeline.isStillRunning { subtitle += " — still running when the chart ends (pass --duration)" }
        return TimelineChart(title: subject, subtitle: subtitle, timeline: timeline, duration: shown)
    }

    @MainActor
    private func sceneChart() throws -> TimelineChart {
        guard let view, let property else {
            throw ValidationError("charting scene '\(subject)' needs --view and --property, e.g. --view blob --property frame.minX")
        }
        do {
            let parsed = try SceneProperty(parsing: property)
            let session = try play.userSession(of: sceneName)
            let shown = duration ?? 3
            let timeline = try limited { try session.timeline(view: view, property: parsed, duration: shown) }
            var subtitle = session.script.steps.isEmpty ? "no interactions" : "script: \(session.script)"
            if duration == nil && timeline.isStillRunning { subtitle += " — still animating when the chart ends (pass --duration)" }
            var chart = TimelineChart(title: "\(subject): \(view) \(property)", subtitle: subtitle, timeline: timeline,
                                      duration: shown)
            chart.valueLabel = property
            chart.annotations = session.interactionMarks(within: shown)
            return chart
        } catch let error as SceneError {
            throw CommandError(error.description)
        }
    }
}
