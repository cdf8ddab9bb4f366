import FlipbookCairo
import Foundation

/// Errors a host reports for bad interactions.
public enum HostError: Error, CustomStringConvertible, Equatable {
    /// No view on the canvas shows this label.
    case noViewLabelled(String)
    /// No view at this canvas point answers a tap.
    case nothingToTap(CGPoint)
    /// Text was typed with no text field focused.
    case noFocusedTextField

    public var description: String {
        switch self {
        case .noViewLabelled(let label): return "no view shows the text \"\(label)\""
        case .nothingToTap(let point): return "nothing tappable at (\(point.x), \(point.y))"
        case .noFocusedTextField: return "no text field is focused to type into: tap one first"
        }
    }
}

/// Runs a view headlessly on a manual clock: advance time, tap, read the display list and the laid-out tree,
/// and render frames. Everything a frame shows is a pure function of the view, the interactions and the time;
/// a change made at time t starts its animations at t.
@MainActor
public final class ViewHost {
    let graph: ViewGraph
    /// The fonts text is measured and drawn with.
    public let fonts: FontConfiguration
    private lazy var renderer = CairoRenderer(fonts: fonts)
    /// The script being played and the index of its next step (see `play(_:sampling:_:)`).
    var scriptProgress: (script: InteractionScript, next: Int)?
    /// Touches of scripted gestures not yet played.
    var pendingTouches = PendingTouches()

    /// Hosts `rootView` on a canvas of `size` points, proposed exactly that size and placed at the origin, at
    /// time 0 (when `onAppear` runs). `fonts` picks the text fonts; tests pin `FontConfiguration.pinned`.
    /// `Image(_:)` finds picture files in `resources` (folders, first match wins), and `Font.custom` the font files
    /// in them by their family and PostScript names. The host's clock reads
    /// `startDate` at time 0 (`ViewGraph.defaultStartDate` unless given): `TimelineView` and timers see it.
    /// `reduceMotion` sets `accessibilityReduceMotion` for every view, as the system setting does. `rootView` is
    /// made at time 0 in the host's work, where the host's clock is the one its state's initial values read.
    public init<V: View>(_ rootView: @autoclosure () -> V, size: CGSize, colorScheme: ColorScheme = .light, reduceMotion: Bool = false,
                         fonts: FontConfiguration = FontConfiguration(), resources: [URL] = [],
                         startDate: Date = ViewGraph.defaultStartDate) {
        self.fonts = fonts
        // Before the text measurer's fonts are loaded, so that it sees them.
        BundledFonts.register(in: resources)
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        environment.accessibilityReduceMotion = reduceMotion
        graph = ViewGraph(rootView: rootView(), size: size, environment: environment,
                          textMeasurer: PangoTextMeasurer(fonts: fonts), resourceFolders: resources,
                          startDate: startDate)
    }

    /// The current time in seconds.
    public var time: TimeInterval { graph.time }

    /// The host clock's date now: the start date plus ``time``.
    public var date: Date { graph.date }
    /// The canvas size in points.
    public var size: CGSize { graph.size }

    /// Moves the clock forward by `seconds`.
    public func advance(by seconds: TimeInterval) {
        graph.advance(to: graph.time + max(0, seconds.isFinite ? seconds : 0))
    }

    /// Moves the clock to `time` (seconds; never backwards).
    public func advance(to time: TimeInterval) {
        graph.advance(to: time)
    }

    /// Taps the frontmost tappable view under `point` (canvas points) at the current time.
    public func tap(at point: CGPoint) throws {
        guard graph.tap(at: point) else { throw HostError.nothingToTap(point) }
    }

    /// Taps the centre of the frontmost view whose text is `label`.
    public func tap(label: String) throws {
        guard let center = graph.center(ofText: label) else { throw HostError.noViewLabelled(label) }
        try tap(at: center)
    }

    /// Types `text` into the focused text field (a newline submits it, `\u{8}` deletes backwards).
    public func type(_ text: String) throws {
        guard graph.type(text) else { throw HostError.noFocusedTextField }
    }

    /// The haptic feedback the views asked for (`sensoryFeedback`), with the time of each.
    public var sensoryFeedback: [(time: TimeInterval, feedback: String)] { graph.sensoryFeedback }

    /// What the current frame shows.
    public var displayList: DisplayList { graph.displayList }

    /// Every view of the laid-out tree: type, canvas frame, transform, opacity and text.
    public var laidOutViews: [LaidOutView] { graph.laidOutViews }

    /// Whether an animation is running.
    public var isAnimating: Bool { graph.isAnimating }

    /// How many display lists the host has drawn: one for each frame whose list or image was asked for. Stepping
    /// the clock draws none, so an export draws exactly one list per exported frame.
    public var displayListsDrawn: Int { graph.displayListsDrawn }

    /// The runtime warnings this host's views raised, in order (each is also printed once to standard error).
    public var warnings: [String] { graph.warnings }

    /// Every animated input of every view (leaf frames, shapes' and effects' `animatableData`, opacities,
    /// colours…), running or at rest, with its presented value and velocity at the current time.
    public var animators: [AnimatorReading] { graph.animators }

    /// The animated inputs animating at the current time, in the order their animations started.
    public var runningAnimators: [AnimatorReading] { graph.runningAnimators }

    /// The current frame drawn at `scale` pixels per point, over the light or dark system background.
    public func image(scale: CGFloat = 1) throws -> RasterImage {
        try renderer.render(graph.displayList, size: graph.size, scale: scale, background: backgroundColor)
    }

    /// The system background frames are drawn over: white, or black in the dark appearance.
    public var backgroundColor: Color.Resolved { Color(white: graph.isDark ? 0 : 1).resolved() }

    /// The canvas size, in points.
    public var canvasSize: CGSize { graph.size }

    /// The current frame as PNG.
    public func pngData(scale: CGFloat = 1) throws -> Data {
        try image(scale: scale).pngData()
    }
}
