import Flipbook
import FlipbookCairo
import FlipbookTools
import Foundation

/// A view played on a manual clock for a test, with an interaction script: its frames, laid-out tree and values
/// at any time. Times may be asked in any order: an earlier time than the last plays the view again from the
/// start, so each answer is the same pure function of (view, script, time) that an export draws.
@MainActor
public final class AnimationTake {
    /// The canvas, in points.
    public let size: CGSize
    /// The interactions played.
    public let script: InteractionScript
    private let makeView: @MainActor () -> AnyView
    private let fonts: FontConfiguration
    private let resources: [URL]
    private var current: ViewHost?

    /// A take of the view `view` makes on a canvas of `size` points, playing `script` (`--script` notation:
    /// `tap "Like" @0.2; drag 10,10 -> 200,10 @0.5 for 0.3`). Fonts are pinned (DejaVu) so that text draws the
    /// same on every machine; `resources` are the folders `Image("name")` and `Color("Name")` look in.
    public init<Content: View>(_ view: @autoclosure @escaping @MainActor () -> Content, size: CGSize,
                               script: String = "none", fonts: FontConfiguration = .pinned,
                               resources: [URL] = []) throws {
        self.size = size
        self.script = try InteractionScript(parsing: script)
        makeView = { AnyView(view()) }
        self.fonts = fonts
        self.resources = resources
    }

    /// The host showing the take at `time` (seconds, 0 or later).
    public func host(at time: TimeInterval) throws -> ViewHost {
        guard time.isFinite, time >= 0 else { throw TakeError("a take's time must be 0 or later (got \(time))") }
        if let host = current, host.time <= time {
            try host.play(script, until: time)
            return host
        }
        let host = ViewHost(makeView(), size: size, fonts: fonts, resources: resources)
        current = host
        try host.play(script, until: time)
        return host
    }

    /// The frame at `time` as PNG data, at `scale` pixels per point.
    public func png(at time: TimeInterval, scale: CGFloat = 1) throws -> Data {
        try host(at: time).pngData(scale: scale)
    }

    /// The laid-out tree at `time`, one view per line (type, canvas frame, opacity, text).
    public func layout(at time: TimeInterval) throws -> String {
        try host(at: time).laidOutTreeText
    }

    /// What the frame at `time` draws, as text.
    public func displayList(at time: TimeInterval) throws -> String {
        try host(at: time).displayList.description
    }

    /// `property` of the first view matching `view` at `time`: a laid-out measure (`frame.midX`, `frame.width`,
    /// `opacity`…) or an animated input (`animatableData`, `frame[2]`, `color`…), with its velocity where the
    /// animator knows it.
    public func value(of view: String, _ property: String, at time: TimeInterval) throws
        -> (value: Double, velocity: Double?) {
        let parsed: SceneProperty
        do { parsed = try SceneProperty(parsing: property) } catch { throw TakeError("\(error)") }
        let host = try host(at: time)
        guard let sample = host.reading(parsed, of: view, at: time) else {
            let views = host.laidOutViews.map(\.type)
            throw TakeError("no view matching '\(view)' with '\(property)' at \(time) s; the views are "
                            + Array(NSOrderedSet(array: views)).compactMap { $0 as? String }.joined(separator: ", "))
        }
        return (sample.value, sample.velocity)
    }

    /// The laid-out frame (canvas points, after every transform) of the first view matching `view` at `time`.
    public func frame(of view: String, at time: TimeInterval) throws -> CGRect {
        let host = try host(at: time)
        guard let found = SceneSession.find(view, in: host.laidOutViews, type: \.type, text: \.text) else {
            throw TakeError("no view matching '\(view)' at \(time) s")
        }
        return found.frame
    }
}

/// A take that cannot answer, worded for a test's failure message.
public struct TakeError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
