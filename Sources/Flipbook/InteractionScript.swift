import Foundation

/// A timed list of interactions, in the notation of `flipbook --script`:
/// `tap "Set to 1" @0.5; tap 120,80 @1.2; drag 30,200->360,200 @2..3; pinch 200,300 100->250 @4..5;
/// twist 200,300 0->90 @6..7; type "hello" @8; submit @9; press 150,190 @10..11.5` (times in seconds, an optional
/// trailing `s`; `(x, y)` accepted). `press` holds a finger still from one time to the other (a long press: a drag
/// that does not move). A drag moves the
/// finger in a straight line at constant speed, one step per frame; with more points it goes through each by its
/// own time (`drag 150,200->150,200->220,300 @1..1.6..2`: held still for 0.6 s, then moved); a pinch moves two fingers on either side of
/// a centre from one distance apart to another; a twist turns two fingers 100 pt apart from one angle (degrees,
/// clockwise from horizontal) to another. `type` types into the focused text field (a tap focuses one) and
/// `submit` presses its return key.
public struct InteractionScript: Equatable, Sendable, CustomStringConvertible {
    /// One interaction.
    public enum Action: Equatable, Sendable {
        /// Tap the frontmost view showing this text.
        case tapLabel(String)
        /// Tap at a canvas point.
        case tapPoint(CGPoint)
        /// Put a finger down at `from`, move it linearly to `to` over `duration` seconds, and lift it.
        case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
        /// Put a finger down at the first of `points`, move it straight to each next one by its time (`offsets`,
        /// seconds after the step's time, one per point: the same point twice holds the finger still), and lift
        /// it at the last: a long press that then drags, or a drag that turns.
        case dragThrough(points: [CGPoint], offsets: [TimeInterval])
        /// Two fingers around `center`, moved from `from` to `to` points apart.
        case pinch(center: CGPoint, from: CGFloat, to: CGFloat, duration: TimeInterval)
        /// Two fingers 100 pt apart around `center`, turned from `from` to `to` degrees.
        case twist(center: CGPoint, from: Double, to: Double, duration: TimeInterval)
        /// Type text into the focused text field (`"\n"`, written `submit`, submits it).
        case type(String)
    }

    /// An interaction at a time.
    public struct Step: Equatable, Sendable {
        /// When, in seconds on the host's clock.
        public var time: TimeInterval
        /// What is done.
        public var action: Action
        /// `action` at `time`.
        public init(time: TimeInterval, action: Action) {
            self.time = time
            self.action = action
        }
    }

    /// The steps in time order.
    public private(set) var steps: [Step]

    /// A script of `steps`, in any order (they are sorted by time).
    public init(steps: [Step] = []) {
        self.steps = steps.sorted { $0.time < $1.time }
    }

    /// Reads a script; `none` or an empty text is an empty script.
    public init(parsing text: String) throws {
        var steps: [Step] = []
        let statements = text.split(whereSeparator: { $0 == ";" || $0 == "\n" })
        for statement in statements {
            let trimmed = statement.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed == "none" { continue }
            steps.append(try Self.parseStep(trimmed))
        }
        self.init(steps: steps)
    }

    private static func parseStep(_ text: String) throws -> Step {
        guard let at = text.range(of: "@", options: .backwards) else {
            throw ScriptError(statement: text, message: "missing the time: write it as @SECONDS, for example @0.5")
        }
        let timeText = text[at.upperBound...].trimmingCharacters(in: .whitespaces)
        let command = text[..<at.lowerBound].trimmingCharacters(in: .whitespaces)
        if command.hasPrefix("drag") {
            return try parseDrag(String(command.dropFirst(4)), times: timeText, statement: text)
        }
        if command.hasPrefix("press") {
            let point = String(command.dropFirst(5))
            guard parsePoint(point) != nil else {
                throw ScriptError(statement: text, message: "press needs a point: press X,Y @START..END")
            }
            return try parseDrag(point + "->" + point, times: timeText, statement: text)
        }
        if command.hasPrefix("pinch") || command.hasPrefix("twist") {
            return try parseTwoFingers(command, times: timeText, statement: text)
        }
        let time = try parseTime(timeText, statement: text)
        if command == "submit" { return Step(time: time, action: .type("\n")) }
        if command.hasPrefix("type") {
            let argument = command.dropFirst(4).trimmingCharacters(in: .whitespaces)
            guard argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") else {
                throw ScriptError(statement: text, message: "type needs quoted text: type \"hello\" @1")
            }
            return Step(time: time, action: .type(String(argument.dropFirst().dropLast())))
        }
        guard command.hasPrefix("tap") else {
            let verb = command.split(separator: " ").first.map(String.init) ?? command
            throw ScriptError(statement: text,
                              message: "unknown interaction '\(verb)'; known: tap, drag, press, pinch, twist, type, submit")
        }
        let argument = command.dropFirst(3).trimmingCharacters(in: .whitespaces)
        if argument.hasPrefix("\"") {
            guard argument.count >= 2, argument.hasSuffix("\"") else {
                throw ScriptError(statement: text, message: "the label is missing its closing quote")
            }
            return Step(time: time, action: .tapLabel(String(argument.dropFirst().dropLast())))
        }
        guard let point = parsePoint(argument) else {
            throw ScriptError(statement: text, message: "tap needs a \"label\" or a point X,Y")
        }
        return Step(time: time, action: .tapPoint(point))
    }

    private static func parseTime(_ text: String, statement: String) throws -> TimeInterval {
        var timeText = text.trimmingCharacters(in: .whitespaces)
        if timeText.hasSuffix("s") { timeText.removeLast() }
        guard let time = Double(timeText), time.isFinite else {
            throw ScriptError(statement: statement, message: "'\(timeText)' is not a time in seconds")
        }
        guard time >= 0 else {
            throw ScriptError(statement: statement, message: "the time \(time) is before 0; scenes start at 0")
        }
        return time
    }

    private static func parsePoint(_ text: String) -> CGPoint? {
        let numbers = text.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "()"))
            .split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 2, let x = numbers[0], let y = numbers[1], x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x, y: y)
    }

    private static func parseDrag(_ argument: String, times: String, statement: String) throws -> Step {
        let points = argument.components(separatedBy: "->").map(parsePoint)
        guard points.count >= 2, points.allSatisfy({ $0 != nil }) else {
            throw ScriptError(statement: statement, message: "drag needs two points or more: drag X0,Y0->X1,Y1 @START..END")
        }
        let span = times.components(separatedBy: "..")
        guard span.count == points.count else {
            let example = points.count == 2 ? "@START..END, for example @0.5..1.5"
                : "one time per point, for example @" + (0..<points.count).map { String($0) }.joined(separator: "..")
            throw ScriptError(statement: statement, message: "a drag needs a time span: \(example)")
        }
        let stamps = try span.map { try parseTime($0, statement: statement) }
        for (earlier, later) in zip(stamps, stamps.dropFirst()) where later < earlier {
            throw ScriptError(statement: statement, message: "the drag reaches a point (\(later)) before the one before it (\(earlier))")
        }
        let path = points.compactMap { $0 }
        guard path.count > 2 else {
            return Step(time: stamps[0], action: .drag(from: path[0], to: path[1], duration: stamps[1] - stamps[0]))
        }
        return Step(time: stamps[0], action: .dragThrough(points: path, offsets: stamps.map { $0 - stamps[0] }))
    }

    private static func parseTwoFingers(_ command: String, times: String, statement: String) throws -> Step {
        let isPinch = command.hasPrefix("pinch")
        let usage = isPinch ? "pinch CX,CY FROM->TO @START..END (finger distances in points)"
            : "twist CX,CY FROM->TO @START..END (angles in degrees)"
        let parts = command.dropFirst(5).trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        let amounts = parts.count == 2 ? parts[1].components(separatedBy: "->") : []
        guard parts.count == 2, let center = parsePoint(String(parts[0])), amounts.count == 2,
              let from = Double(amounts[0].trimmingCharacters(in: .whitespaces)),
              let to = Double(amounts[1].trimmingCharacters(in: .whitespaces)), from.isFinite, to.isFinite else {
            throw ScriptError(statement: statement, message: "write it as \(usage)")
        }
        if isPinch, from <= 0 || to <= 0 {
            throw ScriptError(statement: statement, message: "the fingers must be apart: distances above 0")
        }
        let span = times.components(separatedBy: "..")
        guard span.count == 2 else { throw ScriptError(statement: statement, message: "write it as \(usage)") }
        let start = try parseTime(span[0], statement: statement), end = try parseTime(span[1], statement: statement)
        guard end >= start else {
            throw ScriptError(statement: statement, message: "it ends (\(end)) before it starts (\(start))")
        }
        let action: Action = isPinch ? .pinch(center: center, from: CGFloat(from), to: CGFloat(to), duration: end - start)
            : .twist(center: center, from: from, to: to, duration: end - start)
        return Step(time: start, action: action)
    }

    public var description: String {
        steps.map { step in
            let time = String(format: "%g", step.time)
            switch step.action {
            case .tapLabel(let label): return "tap \"\(label)\" @\(time)"
            case .tapPoint(let p): return "tap \(String(format: "%g", p.x)),\(String(format: "%g", p.y)) @\(time)"
            case .type(let typed): return typed == "\n" ? "submit @\(time)" : "type \"\(typed)\" @\(time)"
            case let .drag(from, to, duration) where from == to:
                let end = String(format: "%g", step.time + duration)
                return "press \(String(format: "%g,%g", from.x, from.y)) @\(time)..\(end)"
            case let .drag(from, to, duration):
                let end = String(format: "%g", step.time + duration)
                return "drag \(String(format: "%g,%g", from.x, from.y))->\(String(format: "%g,%g", to.x, to.y)) @\(time)..\(end)"
            case let .dragThrough(points, offsets):
                let path = points.map { String(format: "%g,%g", $0.x, $0.y) }.joined(separator: "->")
                return "drag \(path) @" + offsets.map { String(format: "%g", step.time + $0) }.joined(separator: "..")
            case let .pinch(center, from, to, duration):
                let end = String(format: "%g", step.time + duration)
                return "pinch \(String(format: "%g,%g", center.x, center.y)) \(String(format: "%g->%g", from, to)) @\(time)..\(end)"
            case let .twist(center, from, to, duration):
                let end = String(format: "%g", step.time + duration)
                return "twist \(String(format: "%g,%g", center.x, center.y)) \(String(format: "%g->%g", from, to)) @\(time)..\(end)"
            }
        }.joined(separator: "; ")
    }
}

/// A script that cannot be read, with the statement at fault.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The step that could not be played, as written.
    public var statement: String
    /// Why.
    public var message: String
    public var description: String { "in script step '\(statement)': \(message)" }
}

extension ViewHost {
    /// Plays `script` while visiting `times` in order: before each time, the steps due by then run (a tap at t is
    /// visible at t), then the clock moves to the time and `visit` is called. Playing the same script again
    /// continues after its last played step, so a step is never played twice; steps of a new script start at
    /// the current time.
    public func play(_ script: InteractionScript, sampling times: [TimeInterval],
                     _ visit: (TimeInterval) throws -> Void = { _ in }) throws {
        var next = scriptProgress.flatMap { $0.script == script ? $0.next : nil }
            ?? script.steps.firstIndex { $0.time >= self.time } ?? script.steps.count
        defer { scriptProgress = (script, next) }
        for time in times.sorted() where time >= self.time {
            while true {
                let stepTime = next < script.steps.count ? script.steps[next].time : .infinity
                let touchTime = pendingTouches.first?.time ?? .infinity
                guard min(stepTime, touchTime) <= time else { break }
                if touchTime <= stepTime {
                    guard let touch = pendingTouches.removeFirst() else { break }
                    advance(to: touch.time)
                    touch.run(graph)
                    continue
                }
                let step = script.steps[next]
                next += 1
                advance(to: step.time)
                switch step.action {
                case .tapLabel(let label): try tap(label: label)
                case .tapPoint(let point): try tap(at: point)
                case .type(let typed):
                    do { try type(typed) } catch {
                        let statement = typed == "\n" ? "submit" : "type \"\(typed)\""
                        throw ScriptError(statement: statement, message: "\(error)")
                    }
                case let .drag(from, to, duration):
                    schedule(TouchPath(from: from, to: to, start: step.time, duration: duration))
                case let .dragThrough(points, offsets):
                    schedule(TouchPath(points: points, times: offsets.map { step.time + $0 }))
                case let .pinch(center, from, to, duration):
                    schedule(TwoFingerPath(center: center, spread: (from, to), angle: (0, 0), start: step.time,
                                           duration: duration))
                case let .twist(center, from, to, duration):
                    schedule(TwoFingerPath(center: center, spread: (100, 100), angle: (from, to), start: step.time,
                                           duration: duration))
                }
            }
            advance(to: time)
            try visit(time)
        }
    }

    /// Plays the steps of `script` due by `time` that have not been played, then moves the clock to `time`.
    public func play(_ script: InteractionScript, until time: TimeInterval) throws {
        try play(script, sampling: [time])
    }
}
