import Foundation

/// Nodes that evaluate a body and can be asked to do it again after a state change.
@MainActor
protocol ReevaluatableNode: Node {
    func evaluate(transaction: Transaction)
}

extension DynamicPropertyHostNode: ReevaluatableNode {}

/// A view node that makes its content again from the view and context it was last given when a model its content
/// read changes: the content is made in closures (`ForEach` rows, `ScrollViewReader`), not in a body of its own.
protocol ReplayingViewNode: ViewNode, ReevaluatableNode {
    /// The view and context of the latest update.
    var lastInput: (view: ViewType, context: ResolveContext)? { get }
}

extension ReplayingViewNode {
    func evaluate(transaction: Transaction) {
        guard var last = lastInput else { return }
        last.context.transaction = transaction
        update(last.view, context: last.context)
    }
}

/// The live tree of one root view: resolves views into nodes, lays them out, runs their animations on a
/// clock it is given, and produces display lists. Time is an input: nothing here reads a wall clock.
@MainActor
public final class ViewGraph {
    /// The time of the latest update or frame, in seconds.
    public internal(set) var time: TimeInterval = 0
    /// The date at time 0: the host's clock reads `startDate + time` (`TimelineView` dates, timers), never the
    /// wall clock, so every frame stays a pure function of the scene, the script and the time.
    public let startDate: Date
    /// 9:41:00 UTC on 9 June 2025 (the time on Apple's product shots, on a WWDC keynote day): the start date of a
    /// host that is not given one.
    nonisolated public static let defaultStartDate = Date(timeIntervalSince1970: 1_749_462_060)

    /// The host clock's date now: ``startDate`` plus ``time``.
    public var date: Date { startDate.addingTimeInterval(time) }
    /// The canvas size the root is proposed.
    public private(set) var size: CGSize
    /// Measures text for layout.
    public let textMeasurer: TextMeasuring
    /// The folders `Image(_:)` looks for picture files in, first match wins.
    public let resourceFolders: [URL]

    var generation = 0
    /// Bumped whenever nodes are added, removed or reordered: cached item lists are rebuilt after it changes.
    var structureGeneration = 0
    /// Bumped after every geometry pass (and layout invalidation), so stale marks made before it are not mistaken
    /// for later ones.
    var renderEpoch = 0
    /// Counts drawing passes (leaving views drawn by their host in a pass are not drawn again on top).
    var drawingPass = 0
    var needsLayout = true
    /// The transaction of the update being processed.
    var updateTransaction = Transaction()
    let inbox = PendingChanges()
    let mainQueue: HostMainQueue
    /// The runtime warnings raised by this graph's work.
    let warningLog = WarningLog()
    private(set) var root: RootNode!
    /// The nodes sampled every frame, in the order their animations started (so that completions and their
    /// side effects run in the same order in every run); stopped ones are dropped after the frame's ticks.
    var animating: [AnimatingNode] = []
    var sampledCount = 0
    private var afterUpdate: [() -> Void] = []
    /// The view following the finger that is down (see `ViewGraph+Touches.swift`).
    var activeDrag: DragTarget?
    /// The haptic feedback views asked for (`sensoryFeedback`), with the time of each: hosts have no haptics.
    public internal(set) var sensoryFeedback: [(time: TimeInterval, feedback: String)] = []
    /// The text field that takes typing (the one last tapped or focused through a focus state).
    weak var focusedTextInput: TextInputNode?
    /// The view following the two fingers that are down.
    var activePinch: TwoFingerTarget?
    private var completionsOfUpdate: [AnimationCompletion] = []
    /// Views removed in animated changes, drawn until their removal transitions end.
    var departingViews: [DepartingView] = []
    /// Views fading in after animated insertions, by view.
    var arrivals: [ObjectIdentifier: ArrivingView] = [:]
    /// The last node made before the current update began.
    private(set) var lastNodeIDBeforeUpdate = 0
    let dueCompletions = DueCompletions()
    var geometryDependents: [ObjectIdentifier: GeometryDependent] = [:]
    /// Geometry readers whose content was made before they were located (during the layout that first placed
    /// them): what that content passes up is provisional until the geometry pass makes it again.
    var provisionalReaders: Set<ObjectIdentifier> = []
    /// The safe areas around the nodes being placed, innermost last (see `placing(in:_:)`).
    var safeAreaRegions: [SafeAreaRegion?] = []
    /// Presentations drawn above the tree (see `CanvasCover`), by node number.
    var canvasCovers: [Int: CanvasCovering] = [:]
    /// Nodes whose bodies read presented values (animatable views and modifiers) and asked, while ticking, to be
    /// evaluated with this frame's values.
    var presentedValueBodies: [ReevaluatableNode] = []
    /// The groups of `matchedGeometryEffect`.
    let matchedGeometry = MatchedGeometryGroups()
    /// Where each `matchedTransitionSource` was last located on the canvas: where a zoom push starts.
    var matchedTransitionSources: [MatchedGeometryKey: CGRect] = [:]
    private var nextNamespace = 1
    /// The latest display list drawn, and whether the frame changed since.
    var drawnList = DisplayList()
    var drawnListIsStale = true

    /// The proposal the root gets instead of the canvas size (image renderers size the canvas to the view).
    private let rootProposal: ProposedViewSize?
    /// The environment the root view was resolved in: the host's, in the colour scheme a view prefers.
    private(set) var rootEnvironment: EnvironmentValues
    /// How deeply `perform` calls are nested: an event's work ends when the outermost returns.
    private var performDepth = 0
    /// The colour scheme the host asked for, which a view's `preferredColorScheme` overrides.
    private let hostColorScheme: ColorScheme
    /// Whether any view of this graph was given a non-zero `zIndex` (drawing order is then sorted).
    var usesZIndex = false
    /// Whether a lazy stack or grid pins section headers or footers (then containers move them into view).
    var pinsSections = false
    /// How far each pinned header or footer is moved into view, from the last geometry pass.
    var pinnedShifts: [ObjectIdentifier: CGPoint] = [:]
    /// The host's `@AppStorage` and `@SceneStorage` values.
    lazy var hostStorage = HostStorage(inbox: inbox)

    /// A graph for `rootView` on a canvas of `size`, resolved in `environment` at time 0, whose clock reads
    /// `startDate` then. With `proposal`, the root is proposed that instead and the canvas takes the root's size.
    /// `rootView` is made in host work at time 0, so the initial values of its state see the host's clock, as
    /// the views its body makes do.
    public init<V: View>(rootView: @autoclosure () -> V, size: CGSize, proposal: ProposedViewSize? = nil,
                         environment: EnvironmentValues = EnvironmentValues(),
                         textMeasurer: TextMeasuring = ApproximateTextMeasurer(), resourceFolders: [URL] = [],
                         startDate: Date = ViewGraph.defaultStartDate) {
        self.startDate = startDate.timeIntervalSince1970.isFinite ? startDate : Self.defaultStartDate
        mainQueue = HostMainQueue(startDate: self.startDate)
        let sizeIsValid = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
        self.size = sizeIsValid ? size : .zero
        self.textMeasurer = textMeasurer
        self.resourceFolders = resourceFolders
        rootProposal = proposal
        var environment = environment
        if environment.imageFolders.isEmpty { environment.imageFolders = resourceFolders }
        if !resourceFolders.isEmpty, environment.colorAssets.isEmpty {
            environment.colorAssets = ColorAssetCatalog(folders: resourceFolders, warn: warningLog.record)
        }
        if environment.undoManager == nil { environment.undoManager = UndoManager() }
        rootEnvironment = environment
        hostColorScheme = environment.colorScheme
        root = RootNode(graph: self)
        if !sizeIsValid { warningLog.record("Invalid canvas size \(size): using 0 × 0.") }
        perform {
            runUpdate(in: Transaction()) {
                root.setRoot(rootView(), context: ResolveContext(environment: environment, transaction: Transaction()))
            }
            processChanges()
            settleGeometry()
        }
    }

    /// Runs `body` as host work: state changes it makes are applied at the current time, work it sends to
    /// `DispatchQueue.main` runs between this graph's frames, and the warnings it raises are this graph's.
    /// When the outermost work ends, the undo actions it registered outside a group become one undo group.
    public func perform<R>(_ body: () throws -> R) rethrows -> R {
        performDepth += 1
        defer {
            performDepth -= 1
            if performDepth == 0 { rootEnvironment.undoManager?.endEvent() }
        }
        return try HostMainQueue.$current.withValue(mainQueue) {
            try GraphWarnings.$current.withValue(warningLog, operation: body)
        }
    }

    /// The runtime warnings this graph's work raised, in order (SwiftUI prints them to the console; each is
    /// printed once to standard error).
    public var warnings: [String] { warningLog.messages }

    // MARK: Updates

    /// Runs queued work and applies state changes until nothing is left (bounded, to survive feedback loops).
    func processChanges() {
        for _ in 0..<64 {
            mainQueue.runDue(at: time)
            runDueCompletions()
            let changes = inbox.take()
            if changes.isEmpty && !needsLayout { return }
            var batches: [(transaction: Transaction, nodes: [ReevaluatableNode], commits: [() -> Void])] = []
            for change in changes {
                guard let node = change.owner as? ReevaluatableNode, !node.isRemoved, node.graph === self else {
                    change.commit()
                    continue
                }
                if let last = batches.last, last.transaction.batch === change.transaction.batch {
                    batches[batches.count - 1].nodes.append(node)
                    batches[batches.count - 1].commits.append(change.commit)
                } else {
                    batches.append((change.transaction, [node], [change.commit]))
                }
            }
            if batches.isEmpty {
                update(transaction: Transaction(), nodes: [])
            }
            // Each transaction's writes become visible to bodies in turn, so each animates its own changes.
            for (index, batch) in batches.enumerated() {
                if index > 0 { placeProvisionalReaders() }
                for commit in batch.commits { commit() }
                update(transaction: batch.transaction, nodes: batch.nodes)
            }
        }
        GraphWarnings.log("Views kept changing state while updating at t = \(time); giving up after 64 rounds.")
    }

    /// One update: re-evaluates `nodes` (outermost first) in `transaction`, then lays out what changed.
    func update(transaction: Transaction, nodes: [ReevaluatableNode]) {
        runUpdate(in: transaction) {
            let ordered = nodes.map { ($0, depth(of: $0)) }.sorted { $0.1 < $1.1 }
            var seen = Set<ObjectIdentifier>()
            for (node, _) in ordered where !node.isRemoved && seen.insert(ObjectIdentifier(node)).inserted {
                node.evaluate(transaction: node.effectiveTransaction(transaction))
            }
        }
    }

    /// Runs `changes` as one update in `transaction`, then lays out what changed and runs the actions queued
    /// meanwhile.
    func runUpdate(in transaction: Transaction, _ changes: () -> Void) {
        generation += 1
        lastNodeIDBeforeUpdate = nextNodeID
        updateTransaction = transaction
        for completion in transaction.completions { completion.queue = dueCompletions }
        completionsOfUpdate += transaction.completions
        StateReads.$seeCommitted.withValue(true) {
            changes()
            followPreferredColorScheme()
            layoutIfNeeded()
        }
        finishUpdate()
        updateTransaction = Transaction()
    }

    private func depth(of node: Node) -> Int {
        var depth = 0
        var current = node.parent
        while let next = current {
            depth += 1
            current = next.parent
        }
        return depth
    }

    private func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        if let rootProposal {
            size = root.fittingSize(for: rootProposal)
        }
        root.layout(in: size)
        for departing in departingViews where !departing.isFinished { departing.followHost(in: updateTransaction) }
    }

    /// Runs `onAppear`, `onChange` and similar actions queued during the update, and completions of
    /// transactions that started no animation.
    private func finishUpdate() {
        for completion in completionsOfUpdate where completion.pending == 0 { completion.markDue() }
        completionsOfUpdate = []
        let actions = afterUpdate
        afterUpdate = []
        for action in actions { action() }
    }

    private func runDueCompletions() {
        let due = dueCompletions.items
        dueCompletions.items = []
        for completion in due {
            let action = completion.action
            completion.action = nil
            action?()
        }
    }

    /// Makes a completion created during an update (not by `withAnimation`) run when its animations end, or
    /// after this update if none start.
    func trackCompletion(_ completion: AnimationCompletion) {
        completion.queue = dueCompletions
        completionsOfUpdate.append(completion)
    }

    /// Queues work to run right after the current update (`onAppear`, `onChange`, …).
    func runAfterUpdate(_ action: @escaping () -> Void) {
        afterUpdate.append(action)
    }

    // MARK: Animation and rendering

    func startAnimating(_ node: AnimatingNode) {
        (node as? LayoutNode)?.isTicking = true
        guard !node.isSampled else { return }
        node.isSampled = true
        sampledCount += 1
        // A node stopped and restarted before the list was compacted is still in it.
        if !node.isInSampleList {
            node.isInSampleList = true
            animating.append(node)
        }
    }

    func stopAnimating(_ node: AnimatingNode) {
        (node as? LayoutNode)?.isTicking = false
        guard node.isSampled else { return }
        node.isSampled = false
        sampledCount -= 1
    }

    /// Whether the graph was resolved in dark appearance.
    public var isDark: Bool { rootEnvironment.colorScheme == .dark }

    /// The schemes views prefer (`preferredColorScheme`), by the node that asked, latest last: the whole tree
    /// and the canvas follow the latest, as a window follows its content's preference.
    private var preferredColorSchemes: [(node: Int, scheme: ColorScheme)] = []

    func preferColorScheme(_ scheme: ColorScheme?, from node: Int) {
        preferredColorSchemes.removeAll { $0.node == node }
        if let scheme { preferredColorSchemes.append((node, scheme)) }
    }

    /// Resolves the tree again when the scheme views prefer changed during the update, so that views outside the
    /// one that asked (its siblings, a tab bar, a navigation bar) take it as well. Their bodies see the new
    /// `colorScheme`; nothing else is re-evaluated.
    private func followPreferredColorScheme() {
        let scheme = preferredColorSchemes.last?.scheme ?? hostColorScheme
        guard scheme != rootEnvironment.colorScheme else { return }
        rootEnvironment.colorScheme = scheme
        root.resolve(in: ResolveContext(environment: rootEnvironment, transaction: updateTransaction))
    }

    /// Whether any animation is running.
    public var isAnimating: Bool { sampledCount > 0 }

    /// Evaluates `node`'s body with the values presented at this frame, after every animation ticked (outermost
    /// first, then layout): how a view whose body depends on interpolated data is driven by time.
    func evaluateWithPresentedValues(_ node: ReevaluatableNode) {
        presentedValueBodies.append(node)
    }

    func registerGeometryDependent(_ node: GeometryDependent) {
        geometryDependents[ObjectIdentifier(node)] = node
    }

    // MARK: Queries

    /// The frontmost interactive view under a canvas point, and what tapping it does; nil where nothing answers,
    /// including where a view that does nothing with touches is in front.
    func hitTest(_ point: CGPoint) -> HitResult? {
        for cover in coversInDrawingOrder.reversed() {
            if let hit = cover.hitTestCover(point) { return hit.answering }
        }
        return root.hitTest(point, space: .root)?.answering
    }

    /// Taps the frontmost interactive view under a canvas point at the current time; returns whether one was
    /// there. The changes its action makes are applied at once.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        guard let hit = hitTest(point) else { return false }
        perform { hit.action() }
        flushChanges()
        return true
    }

    /// The canvas centre of the frontmost text showing exactly `label`; for the label of a control that does not
    /// take taps on its label (a switch), the centre of the part that does.
    public func center(ofText label: String) -> CGPoint? {
        for boundary in allBoundaries().reversed()
        where boundary.debugText == label || boundary.accessibilityName == label {
            guard let center = boundary.canvasCenter else { continue }
            // A label nothing answers a tap on (in a scroll view, only the scroll answers, to a drag) names its
            // control: a toggle's switch, a stepper's buttons.
            if hitTest(center)?.answersTaps != true, let control = labelledControlCenter(for: boundary) { return control }
            return center
        }
        return nil
    }

    /// Every view of the laid-out tree, outermost first.
    public var laidOutViews: [LaidOutView] {
        var nodes: [LaidOutView] = []
        root.describe(into: &nodes, space: .root, depth: 0)
        return nodes
    }

    /// Layout nodes in drawing order, with their content space (for hit testing by label).
    func allBoundaries() -> [BoundaryNode] {
        var result: [BoundaryNode] = []
        let covers = coversInDrawingOrder
        let covering = Set(covers.map { ObjectIdentifier($0) })
        func visit(_ node: LayoutNode) {
            if let boundary = node as? BoundaryNode { result.append(boundary) }
            // What is drawn above the tree (presentations, open menus) comes last (see `CanvasCover`).
            if covering.contains(ObjectIdentifier(node)) { return }
            for child in node.layoutChildren { visit(child) }
        }
        visit(root)
        for case let cover as LayoutNode in covers {
            for child in cover.layoutChildren { visit(child) }
        }
        return result
    }

    // MARK: Bookkeeping

    func nodeRemoved(_ node: Node) {
        if let node = node as? AnimatingNode { stopAnimating(node) }
    }

    // MARK: Animator readings

    /// Every animated input of every view in the tree, running or at rest, in the order the views were made.
    ///
    /// Walks the whole tree (structure, layout and leaving views): meant for tools, not for every frame.
    public var animators: [AnimatorReading] {
        var seen = Set<ObjectIdentifier>()
        var found: [AnimatingNode] = []
        func visit(_ node: Node) {
            guard seen.insert(ObjectIdentifier(node)).inserted else { return }
            if let animating = node as? AnimatingNode { found.append(animating) }
            for child in node.children { visit(child) }
            if let layout = node as? LayoutNode { for child in layout.layoutChildren { visit(child) } }
        }
        visit(root)
        for departing in departingViews { visit(departing) }
        return found.sorted { $0.nodeID < $1.nodeID }.flatMap(\.animatorReadings)
    }

    /// The animated inputs animating at the current time, in the order their animations started.
    public var runningAnimators: [AnimatorReading] {
        animating.filter(\.isSampled).flatMap(\.animatorReadings).filter(\.isAnimating)
    }

    private var nextNodeID = 0

    func makeNodeID() -> Int {
        nextNodeID += 1
        return nextNodeID
    }

    func makeNamespaceID() -> Namespace.ID {
        defer { nextNamespace += 1 }
        return Namespace.ID(rawValue: nextNamespace)
    }

}

/// Nodes whose content depends on where they are on screen (geometry readers).
@MainActor
protocol GeometryDependent: Node {
    /// Whether the geometry they showed their content for has changed since.
    func geometryChanged() -> Bool
    func reevaluateForGeometry()
    /// Whether re-evaluating only reports the geometry (`onGeometryChange`) rather than changing views.
    var onlyObservesGeometry: Bool { get }
}

extension GeometryDependent {
    var onlyObservesGeometry: Bool { false }
}
