import Foundation

/// Records changes as closures that reverse them, so they can be undone and redone (`@Environment(\.undoManager)`).
///
/// Linux's Foundation has no undo manager; this is Foundation's, as SwiftUI code uses it. Each host gives its
/// views one in the environment. As on Apple's platforms, undo actions registered while no group is open are
/// grouped by event: everything one tap, drag step or frame of host work registers is undone together. An undo
/// runs a group's actions in reverse order; what they register while undoing becomes the group redo runs.
open class UndoManager: @unchecked Sendable {
    /// An action holds its target weakly, as Foundation's undo manager does not keep targets alive.
    private struct Action {
        weak var target: AnyObject?
        let run: () -> Void
    }

    private struct UndoGroup {
        var actions: [Action] = []
        var name = ""
        var isDiscardable = false
    }

    private var undoStack: [UndoGroup] = []
    private var redoStack: [UndoGroup] = []
    /// Groups begun and not yet ended, innermost last; a nested group's actions join its parent when it ends.
    private var openGroups: [UndoGroup] = []
    /// Whether the outermost open group was opened by a registration rather than `beginUndoGrouping()`.
    private var outerGroupIsByEvent = false
    private var registrationDisabledCount = 0

    /// Whether an undo or redo is running its actions.
    public private(set) var isUndoing = false
    /// Whether a redo is running its actions.
    public private(set) var isRedoing = false

    /// Whether registrations outside any group are grouped by event (the default). Without it, registering
    /// outside a group is a mistake, which Flipbook reports and then groups the action on its own.
    open var groupsByEvent = true

    /// How many groups undo keeps; older ones are dropped. 0, the default, keeps every group.
    open var levelsOfUndo = 0 {
        didSet { trimUndoStack() }
    }

    /// A manager with nothing to undo.
    public init() {}

    // MARK: Grouping

    /// Opens a group: actions registered until the matching `endUndoGrouping()` are undone together.
    open func beginUndoGrouping() {
        if !openGroups.isEmpty { post(.NSUndoManagerCheckpoint) }
        openGroups.append(UndoGroup())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the group opened last.
    open func endUndoGrouping() {
        guard !openGroups.isEmpty else {
            GraphWarnings.log("UndoManager: endUndoGrouping called with no open group")
            return
        }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup)
        defer { post(.NSUndoManagerDidCloseUndoGroup) }
        let group = openGroups.removeLast()
        if openGroups.isEmpty {
            outerGroupIsByEvent = false
            commit(group)
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if !group.name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
    }

    /// How deeply groups are nested now: 0 when none is open.
    open var groupingLevel: Int { openGroups.count }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { registrationDisabledCount += 1 }

    /// Undoes one `disableUndoRegistration()`.
    open func enableUndoRegistration() {
        guard registrationDisabledCount > 0 else {
            GraphWarnings.log("UndoManager: enableUndoRegistration called without disableUndoRegistration")
            return
        }
        registrationDisabledCount -= 1
    }

    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    // MARK: Registering

    /// Records `handler`, which reverses a change to `target`: undo calls it with `target`.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                     handler: @escaping (TargetType) -> Void) {
        record(Action(target: target, run: { [weak target] in
            if let target { handler(target) }
        }))
    }

    /// Names the change the group being recorded makes ("Move", "Delete"), as the undo and redo titles show it.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Marks the group being recorded as one that changes nothing worth keeping (a selection, a scroll).
    open func setActionIsDiscardable(_ discardable: Bool) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].isDiscardable = discardable
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].isDiscardable = discardable
        }
    }

    // MARK: Undoing

    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true }
    /// Whether there is an undone group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Reverses the last group: runs its actions, last registered first, and records what they register for redo.
    open func undo() {
        guard closeEventGroupForUndo() else { return }
        guard !undoStack.isEmpty else { return }
        post(.NSUndoManagerWillUndoChange)
        let group = undoStack.removeLast()
        isUndoing = true
        defer {
            isUndoing = false
            post(.NSUndoManagerDidUndoChange)
        }
        redoStack.append(UndoGroup(name: group.name, isDiscardable: group.isDiscardable))
        for action in group.actions.reversed() { action.run() }
        if redoStack.last?.actions.isEmpty == true { redoStack.removeLast() }
    }

    /// Undoes the innermost group: with no group open, the last one, as `undo()` does.
    open func undoNestedGroup() { undo() }

    /// Reverses the last undo: runs the actions it registered, and records what they register for undo again.
    open func redo() {
        guard closeEventGroupForUndo() else { return }
        guard !redoStack.isEmpty else { return }
        post(.NSUndoManagerWillRedoChange)
        let group = redoStack.removeLast()
        isRedoing = true
        defer {
            isRedoing = false
            post(.NSUndoManagerDidRedoChange)
        }
        var redone = UndoGroup(name: group.name, isDiscardable: group.isDiscardable)
        openGroups.append(UndoGroup())
        for action in group.actions.reversed() { action.run() }
        redone.actions = openGroups.removeLast().actions
        if !redone.actions.isEmpty { pushUndo(redone) }
    }

    /// Forgets every group, to undo and to redo.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        outerGroupIsByEvent = false
    }

    /// Forgets every action registered with `target`; groups left with no action are dropped.
    open func removeAllActions(withTarget target: Any) {
        guard let object = target as AnyObject? else { return }
        func keep(_ groups: [UndoGroup]) -> [UndoGroup] {
            groups.compactMap { group in
                var group = group
                group.actions.removeAll { $0.target === object }
                return group.actions.isEmpty ? nil : group
            }
        }
        undoStack = keep(undoStack)
        redoStack = keep(redoStack)
        for index in openGroups.indices { openGroups[index].actions.removeAll { $0.target === object } }
    }

    // MARK: Titles

    /// The name of the group undo would reverse ("" when it has none).
    open var undoActionName: String {
        if let open = openGroups.first, !open.actions.isEmpty { return open.name }
        return undoStack.last?.name ?? ""
    }
    /// The name of the group redo would repeat.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// Whether the group undo would reverse was marked discardable.
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }
    /// Whether the group redo would repeat was marked discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }
    /// "Undo" followed by the action's name, as an Undo menu item reads.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// The Undo menu title for an action named `actionName`.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }
    /// The Redo menu title for an action named `actionName`.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Events

    /// Closes the group registrations opened during one event; the host calls it when the event's work is done.
    func endEvent() {
        guard outerGroupIsByEvent, openGroups.count == 1 else { return }
        endUndoGrouping()
    }

    private func record(_ action: Action) {
        guard isUndoRegistrationEnabled else { return }
        if isUndoing {
            redoStack[redoStack.count - 1].actions.append(action)
            return
        }
        if openGroups.isEmpty {
            if !groupsByEvent {
                GraphWarnings.log("UndoManager: an undo action was registered outside a group while "
                                  + "groupsByEvent is false: it is grouped on its own")
                commit(UndoGroup(actions: [action]))
                return
            }
            openGroups.append(UndoGroup())
            outerGroupIsByEvent = true
            post(.NSUndoManagerDidOpenUndoGroup)
        }
        openGroups[openGroups.count - 1].actions.append(action)
    }

    /// Closes the open event group before an undo or redo; false when a group the code opened is still open.
    private func closeEventGroupForUndo() -> Bool {
        if outerGroupIsByEvent, openGroups.count == 1 { endUndoGrouping() }
        guard openGroups.isEmpty else {
            GraphWarnings.log("UndoManager: undo or redo called while an undo group is open")
            return false
        }
        return true
    }

    /// Posts `name` on the default notification center with this manager as its object, as Foundation's does.
    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    private func commit(_ group: UndoGroup) {
        guard !group.actions.isEmpty else { return }
        pushUndo(group)
        if !isRedoing { redoStack.removeAll() }
    }

    private func pushUndo(_ group: UndoGroup) {
        undoStack.append(group)
        trimUndoStack()
    }

    private func trimUndoStack() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
            undoStack.removeFirst(undoStack.count - levelsOfUndo)
        }
    }
}

extension EnvironmentValues {
    /// The undo manager views register their changes with: each host gives its views one.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}

private struct UndoManagerKey: EnvironmentKey {
    static let defaultValue: UndoManager? = nil
}
