import Foundation

/// A frame, in three phases: update (state changes and queued work, then animations ticked at the frame's time,
/// with layout after each), place (the geometry pass records where every view is on the canvas; views that read
/// geometry update until it settles), then draw, which only reads what the first two left and happens only when
/// the frame's display list is asked for.
extension ViewGraph {
    /// The rounds of a frame in which views that read geometry (readers, matched geometry, `onGeometryChange`)
    /// may change layout again before the frame is drawn as it stands.
    static let geometryRounds = 8

    /// Moves the clock to `newTime` (never backwards): the changes, animations and queued work due by then run on
    /// a fixed 60 Hz grid, each step laid out and placed; nothing is drawn until ``displayList`` is asked for.
    public func advance(to newTime: TimeInterval) {
        guard newTime.isFinite else {
            warningLog.record("Ignoring a non-finite time \(newTime).")
            return
        }
        if newTime < time {
            warningLog.record("Time cannot go backwards (from \(time) to \(newTime)); staying at \(time).")
            return
        }
        perform {
            let frameInterval = 1.0 / 60
            // Animations and queued work are evaluated on a fixed 60 Hz grid, so what a frame shows does not
            // depend on how the caller split the time into steps.
            var next = (time / frameInterval).rounded(.down) * frameInterval + frameInterval
            while next < newTime - 1e-9, isBusy {
                step(to: next)
                next += frameInterval
            }
            step(to: newTime)
        }
    }

    private var isBusy: Bool {
        sampledCount > 0 || !mainQueue.isEmpty || !inbox.isEmpty || mainQueue.hasTimers
    }

    private func step(to newTime: TimeInterval) {
        time = newTime
        processChanges()
        tickAnimations()
        settleGeometry()
    }

    /// Applies state changes made since the last update (for instance by a tap's action) at the current time; the
    /// frame is drawn again when its display list is next asked for.
    public func flushChanges() {
        perform {
            processChanges()
            tickAnimations()
            settleGeometry()
        }
    }

    /// Samples every running animation at the current time, then evaluates the bodies that show presented values
    /// and lays out what moved.
    func tickAnimations() {
        let sampled = animating
        for node in sampled where node.isSampled {
            if !node.tick(at: time) { stopAnimating(node) }
            node.invalidateRender()
        }
        if sampledCount < animating.count {
            animating.removeAll { node in
                if !node.isSampled { node.isInSampleList = false }
                return !node.isSampled
            }
        }
        if !presentedValueBodies.isEmpty || needsLayout {
            let nodes = presentedValueBodies
            presentedValueBodies = []
            // Each body shows this frame's values of an animation already running: not a change that the
            // ancestors' `.animation` or `.transaction` modifiers could animate again (nor the layout it moves).
            update(transaction: .animationFrame, nodes: nodes)
        }
    }

    /// The geometry pass, repeated while views that read geometry change it (or changes and queued work it
    /// caused are waiting), up to ``geometryRounds`` times; a loop that does not settle is drawn as it stands,
    /// with a warning.
    func settleGeometry() {
        for _ in 0..<Self.geometryRounds {
            locate()
            var stale = staleGeometryDependents()
            // Views that only watch geometry see it once what moves views (readers, matched geometry) settled.
            if stale.contains(where: { !$0.onlyObservesGeometry }) { stale.removeAll { $0.onlyObservesGeometry } }
            if stale.isEmpty && inbox.isEmpty && !mainQueue.hasDueWork(at: time) && dueCompletions.items.isEmpty {
                geometryDependents = geometryDependents.filter { !$0.value.isRemoved }
                return
            }
            reevaluate(stale)
            processChanges()
        }
        locate()
        geometryDependents = geometryDependents.filter { !$0.value.isRemoved }
        // One message for every frame, so that it is printed once, as SwiftUI's runtime warnings are.
        warningLog.record("Views that read geometry kept changing it: a frame was drawn after \(Self.geometryRounds) rounds without settling (a layout feedback loop).")
    }

    /// Between two transactions' updates: geometry readers the first one made before they were placed see where
    /// they are, so that the next transaction animates their content from there (SwiftUI settles each
    /// transaction's geometry before the next, which a drawer growing out of the button that opened it needs).
    func placeProvisionalReaders() {
        guard !provisionalReaders.isEmpty else { return }
        locate()
        reevaluate(staleGeometryDependents { !$0.onlyObservesGeometry })
    }

    /// The views that read geometry (of them, those `including` keeps) whose geometry changed since they read it.
    private func staleGeometryDependents(where including: (GeometryDependent) -> Bool = { _ in true })
        -> [GeometryDependent] {
        geometryDependents.values.filter { !$0.isRemoved && including($0) && $0.geometryChanged() }
    }

    /// Makes `stale` again from the geometry they read, in one update that animates nothing.
    private func reevaluate(_ stale: [GeometryDependent]) {
        guard !stale.isEmpty else { return }
        runUpdate(in: Transaction()) { for node in stale { node.reevaluateForGeometry() } }
    }

    /// Records where every view is on the canvas: the tree, then the views leaving, in the spaces they left from.
    private func locate() {
        root.locate(in: .root, moved: false)
        departingViews.removeAll { $0.isFinished }
        for departing in departingViews { departing.locate() }
        // Marks made from here on are new: the next pass must see them.
        renderEpoch += 1
        drawnListIsStale = true
    }

    /// How many display lists the graph has drawn: one for each frame whose list was asked for (stepping the clock
    /// draws none).
    public var displayListsDrawn: Int { drawingPass }

    /// The display list of the frame at the current time, drawn when first asked for after the frame changed.
    public var displayList: DisplayList {
        if drawnListIsStale {
            perform { draw() }
        }
        return drawnList
    }

    /// Draws the frame from the geometry the last pass recorded.
    private func draw() {
        drawingPass += 1
        var builder = DisplayListBuilder(reservingCapacity: drawnList.items.count)
        root.draw(into: &builder, space: .root)
        for cover in coversInDrawingOrder { cover.drawCover(into: &builder) }
        // Leaving views whose host did not draw them (it has none, or it left too) go on top.
        for departing in departingViews where departing.drawnPass != drawingPass && !departing.isFinished {
            departing.draw(into: &builder)
        }
        drawnList = builder.finish()
        drawnListIsStale = false
    }
}
