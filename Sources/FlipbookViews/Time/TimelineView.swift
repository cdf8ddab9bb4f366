import Foundation

/// A view that shows its content again at the dates of a schedule, with the date of each update: a clock, a
/// ticking counter, or (with `.animation`) anything drawn from the time at every frame.
///
/// Dates come from the host's clock (its start date plus host time), never the wall clock.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is shown with.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A view that shows `content` again at each date of `schedule`, on the host's clock.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }

    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> {
        _ViewNode(TimelineViewNode<Schedule, Content>(graph: graph))
    }
}

/// What a ``TimelineView``'s content is shown with: the date of the update.
public struct TimelineViewDefaultContext {
    /// How often the timeline updates.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// Once a second.
        case seconds
        /// Once a minute.
        case minutes
    }

    /// The date of this update: the schedule's entry (for `.animation`, the frame's date).
    public let date: Date
    /// The rate of updates: always `.live` in a host, which never lowers it.
    public let cadence: Cadence
}

/// Shows a ``TimelineView``'s content at the latest entry of its schedule: `.animation` schedules are sampled
/// every frame; others wake the node with a host timer at their next entry.
final class TimelineViewNode<Schedule: TimelineSchedule, Content: View>: SingleChildNode, ViewNode,
    ReevaluatableNode, AnimatingNode {
    /// Follows the `@Observable` properties the content reads, as a body's reads are followed.
    private lazy var observation = ObservationFollower(owner: self, inbox: graph.inbox)
    private var view: TimelineView<Schedule, Content>?
    private var context: ResolveContext?
    private var entries: Schedule.Entries.Iterator?
    /// The entry shown, and the next one after it.
    private var shownDate: Date?
    private var nextEntry: Date?
    /// The wake-up set for the next entry.
    private var wake = PendingWake()
    /// The settings of an `.animation` schedule at the last update: when they change (a timeline paused until a
    /// press begins), its entries start again from now.
    private var animationSettings: (paused: Bool, minimumInterval: Double?)?

    func update(_ view: TimelineView<Schedule, Content>, context: ResolveContext) {
        let isFirst = self.view == nil
        self.view = view
        self.context = context
        let settings = (view.schedule as? AnimationTimelineSchedule).map { ($0.paused, $0.minimumInterval) }
        if isFirst || settings?.0 != animationSettings?.paused || settings?.1 != animationSettings?.minimumInterval {
            var iterator = view.schedule.entries(from: graph.date, mode: .normal).makeIterator()
            nextEntry = iterator.next()
            entries = iterator
            if settings != nil { graph.startAnimating(self) }
        }
        animationSettings = settings
        catchUp()
        showContent()
    }

    func evaluate(transaction: Transaction) {
        context?.transaction = transaction
        catchUp()
        showContent()
    }

    /// Whether the schedule is `.animation` without a minimum interval: every frame shows its own date.
    private var isEveryFrame: Bool {
        guard let schedule = view?.schedule as? AnimationTimelineSchedule else { return false }
        return schedule.minimumInterval == nil && !schedule.paused
    }

    /// Moves to the latest entry at or before now and sets a timer for the one after it.
    private func catchUp() {
        if isEveryFrame {
            shownDate = graph.date
            return
        }
        // Dates within a microsecond of now count as now (the host's frames fall on a 1/60 s grid).
        let now = graph.date.addingTimeInterval(1e-6)
        var skipped = 0
        while let next = nextEntry, next <= now {
            shownDate = next
            nextEntry = entries?.next()
            // Entries that do not move forward are skipped; a schedule that never does is given up on.
            while let following = nextEntry, following <= next, skipped < 100_000 {
                nextEntry = entries?.next()
                skipped += 1
            }
            skipped += 1
            if skipped >= 100_000 {
                GraphWarnings.log("TimelineView: the schedule gave 100000 entries without reaching \(graph.date); it stops updating.")
                nextEntry = nil
            }
        }
        wake.cancel(in: graph)
        guard !(view?.schedule is AnimationTimelineSchedule), let next = nextEntry else { return }
        // At the entry's host time, a microsecond early (as `catchUp` counts it), not on the millisecond grid of
        // delays: an entry every 1/60 s is then shown at the frame it falls on.
        let due = graph.time + max(0, next.timeIntervalSince(graph.date)) - 1e-6
        wake.set(self, at: due)
    }

    override func didRemove() { wake.cancel(in: graph) }

    private func showContent() {
        guard let view, let context else { return }
        let date = shownDate ?? graph.date
        let made = observation.track { view.content(TimelineViewDefaultContext(date: date, cadence: .live)) }
        setChild(made, context: context)
    }

    /// `.animation` schedules: a new entry due at this frame shows the content again.
    func tick(at time: TimeInterval) -> Bool {
        if isEveryFrame {
            shownDate = graph.date
            graph.evaluateWithPresentedValues(self)
            return true
        }
        let shown = shownDate
        catchUp()
        if shownDate != shown { graph.evaluateWithPresentedValues(self) }
        return nextEntry != nil
    }

    var animatedInputs: [AnimatedInput] { [] }

    override var debugName: String { "TimelineView" }
}
