import Flipbook
import FlipbookExport
import Foundation

/// One property of one view of a scene, sampled over time: what `flipbook plot <scene> --view --property`
/// charts.
///
/// Properties are read from the laid-out tree — `frame.minX`, `frame.midX`, `frame.maxX`, the same for `Y`,
/// `frame.width`, `frame.height` (canvas points, after every transform) and `opacity` — with their velocity
/// taken from neighbouring samples; or straight from the view's animators — `animatableData`, `frame`,
/// `color`, `opacity`…, with `[i]` picking a component (`frame[2]` is the layout frame's width) — with the
/// animator's own velocity.
public struct SceneProperty: Equatable, Sendable, CustomStringConvertible {
    enum Source: Equatable, Sendable {
        case laidOutFrame(String)
        case laidOutOpacity
        case animator(input: String, component: Int)
    }

    let source: Source
    public let description: String

    static let frameMeasures = ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height"]

    /// Reads a property name; throws naming the forms it accepts.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        description = trimmed
        if trimmed.hasPrefix("frame.") {
            let measure = String(trimmed.dropFirst("frame.".count))
            guard Self.frameMeasures.contains(measure) else {
                throw SceneError("unknown --property '\(text)': a frame property is one of "
                                 + Self.frameMeasures.map { "frame.\($0)" }.joined(separator: ", "))
            }
            source = .laidOutFrame(measure)
        } else if trimmed == "opacity" {
            source = .laidOutOpacity
        } else if let open = trimmed.firstIndex(of: "["), trimmed.hasSuffix("]"),
                  let index = Int(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]),
                  index >= 0, open > trimmed.startIndex {
            source = .animator(input: String(trimmed[..<open]), component: index)
        } else if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0.isNumber }) {
            source = .animator(input: trimmed, component: 0)
        } else {
            throw SceneError("unknown --property '\(text)': use frame.minX (or midX, maxX, minY, midY, maxY, width, "
                             + "height), opacity, or an animated input such as animatableData or frame[2]")
        }
    }
}

extension SceneSession {
    /// Samples `property` of the first view matching `view` at `rate` Hz from 0 to `duration`, playing the
    /// session's script; the samples where no such view exists are left out.
    public func timeline(view: String, property: SceneProperty, duration: Double, rate: Double = 120)
        throws -> Timeline {
        let count = try InputLimit.samples.count((duration * rate).rounded(.up),
                                                 for: "a timeline of \(duration) s at \(Int(rate)) Hz")
        let times = (0...count).map { Double($0) / rate }
        var samples: [TimelineSample] = []
        // The views at the start, named when no view matches.
        var firstViews: [String]?
        try run(through: times) { time in
            if firstViews == nil { firstViews = host.laidOutViews.map(\.type) }
            if let sample = host.reading(property, of: view, at: time) { samples.append(sample) }
        }
        guard !samples.isEmpty else {
            let names = Array(NSOrderedSet(array: firstViews ?? [])).compactMap { $0 as? String }
            if case .animator(let input, _) = property.source {
                let inputs = Set(host.animators.filter { Self.matches($0.view, nil, view) }.map(\.input)).sorted()
                if !inputs.isEmpty {
                    throw SceneError("view '\(view)' has no animated input '\(input)' in scene '\(scene.name)'; "
                                     + "it has \(inputs.joined(separator: ", "))")
                }
            }
            throw SceneError("no view matching '\(view)' in scene '\(scene.name)'; its views are "
                             + names.joined(separator: ", "))
        }
        if case .animator = property.source {} else { Self.differentiate(&samples) }
        return Timeline(samples: samples, logicalCompletions: [], removals: [], targets: [],
                        isStillRunning: host.isAnimating)
    }

    /// The script's interactions within `duration`, labelled for a chart.
    public func interactionMarks(within duration: Double) -> [(time: Double, label: String)] {
        script.steps.filter { $0.time <= duration }.map { step in
            (step.time, InteractionScript(steps: [step]).description)
        }
    }

    /// A view matches by its type (exactly or in part, ignoring case) or by its text.
    static func matches(_ type: String, _ text: String?, _ query: String) -> Bool {
        type.range(of: query, options: .caseInsensitive) != nil || text == query
    }

    /// The first item whose type is `query` (ignoring case) or whose text is `query`; failing that, the first
    /// whose type contains it.
    public static func find<Item>(_ query: String, in items: [Item], type: (Item) -> String, text: (Item) -> String?)
        -> Item? {
        items.first { type($0).caseInsensitiveCompare(query) == .orderedSame || text($0) == query }
            ?? items.first { matches(type($0), text($0), query) }
    }

    /// Velocities of read values, by central differences (one-sided at the ends and across gaps).
    static func differentiate(_ samples: inout [TimelineSample]) {
        guard samples.count > 1 else { return }
        for index in samples.indices {
            let before = samples[max(index - 1, 0)], after = samples[min(index + 1, samples.count - 1)]
            let span = after.time - before.time
            samples[index].velocity = span > 0 ? (after.value - before.value) / span : 0
        }
    }
}

extension ViewHost {
    /// `property` of the first view matching `query` (its type, exactly or in part ignoring case, or its text) as
    /// the host shows it now, stamped `time`; nil when no view matches or it has no such animated input.
    public func reading(_ property: SceneProperty, of query: String, at time: Double) -> TimelineSample? {
        switch property.source {
        case .laidOutFrame(let measure):
            guard let view = SceneSession.find(query, in: laidOutViews, type: \.type, text: \.text) else { return nil }
            let frame = view.frame
            let value: CGFloat = switch measure {
            case "minX": frame.minX
            case "midX": frame.midX
            case "maxX": frame.maxX
            case "minY": frame.minY
            case "midY": frame.midY
            case "maxY": frame.maxY
            case "width": frame.width
            default: frame.height
            }
            return TimelineSample(time: time, value: Double(value), velocity: nil)
        case .laidOutOpacity:
            guard let view = SceneSession.find(query, in: laidOutViews, type: \.type, text: \.text) else { return nil }
            return TimelineSample(time: time, value: view.opacity, velocity: nil)
        case let .animator(input, component):
            guard let reading = SceneSession.find(query, in: animators.filter { $0.input == input }, type: \.view,
                                                  text: { _ in nil }),
                  component < reading.value.count else { return nil }
            let velocity = reading.velocity.flatMap { component < $0.count ? $0[component] : nil }
            return TimelineSample(time: time, value: reading.value[component], velocity: velocity)
        }
    }
}
