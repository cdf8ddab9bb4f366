import Foundation
import Testing
@testable import FlipbookViews

/// `UndoManager`: groups, the undo and redo stacks, names, limits and weak targets; in a host, everything one
/// event registers is undone together.
@MainActor
@Suite struct UndoManagerTests {
    private final class Counter {
        var value = 0
        func add(_ amount: Int, undoManager: UndoManager) {
            value += amount
            undoManager.registerUndo(withTarget: self) { counter in
                counter.add(-amount, undoManager: undoManager)
            }
        }
    }

    @Test func explicitGroupsUndoTogetherInReverseOrder() {
        let manager = UndoManager()
        var log: [String] = []
        let target = Counter()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: target) { _ in log.append("first") }
        manager.registerUndo(withTarget: target) { _ in log.append("second") }
        manager.setActionName("Two Steps")
        manager.endUndoGrouping()
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoMenuItemTitle == "Undo Two Steps")
        manager.undo()
        #expect(log == ["second", "first"])
        #expect(!manager.canUndo)
    }

    @Test func whatAnUndoRegistersIsRedoneAndANewChangeForgetsRedo() {
        let manager = UndoManager()
        let counter = Counter()
        for amount in [1, 10] {
            manager.beginUndoGrouping()
            counter.add(amount, undoManager: manager)
            manager.setActionName("Add \(amount)")
            manager.endUndoGrouping()
        }
        #expect(counter.value == 11)
        manager.undo()
        #expect(counter.value == 1)
        #expect(manager.canRedo)
        #expect(manager.redoMenuItemTitle == "Redo Add 10")
        #expect(manager.undoActionName == "Add 1")
        manager.redo()
        #expect(counter.value == 11)
        #expect(manager.undoActionName == "Add 10")
        manager.undo()
        manager.undo()
        #expect(counter.value == 0)
        manager.redo()
        #expect(counter.value == 1)
        manager.beginUndoGrouping()
        counter.add(5, undoManager: manager)
        manager.endUndoGrouping()
        #expect(!manager.canRedo)
        #expect(counter.value == 6)
    }

    /// Foundation's notifications, posted with the manager as their object, in Foundation's order.
    @Test func undoAndGroupingPostFoundationsNotifications() {
        let manager = UndoManager(), other = UndoManager()
        let counter = Counter()
        // Notifications are delivered on the posting thread, this test's: the log is only ever touched here.
        final class Log: @unchecked Sendable { var names: [String] = [] }
        let log = Log()
        let names: [Notification.Name] = [.NSUndoManagerCheckpoint, .NSUndoManagerDidOpenUndoGroup,
                                          .NSUndoManagerWillCloseUndoGroup, .NSUndoManagerDidCloseUndoGroup,
                                          .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
                                          .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { note in
                log.names.append(note.name.rawValue.replacingOccurrences(of: "NSUndoManager", with: "")
                    .replacingOccurrences(of: "Notification", with: ""))
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        manager.beginUndoGrouping()
        manager.beginUndoGrouping()
        counter.add(1, undoManager: manager)
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        #expect(log.names == ["DidOpenUndoGroup", "Checkpoint", "DidOpenUndoGroup", "Checkpoint", "WillCloseUndoGroup",
                              "DidCloseUndoGroup", "Checkpoint", "WillCloseUndoGroup", "DidCloseUndoGroup"])
        log.names.removeAll()
        other.beginUndoGrouping()
        other.endUndoGrouping()
        #expect(log.names.isEmpty, "another manager's are its own")
        manager.undo()
        manager.redo()
        #expect(log.names == ["WillUndoChange", "DidUndoChange", "WillRedoChange", "DidRedoChange"])
        #expect(counter.value == 1)
    }

    @Test func nestedGroupsJoinTheirParent() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        counter.add(1, undoManager: manager)
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        counter.add(2, undoManager: manager)
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        manager.undoNestedGroup()
        #expect(counter.value == 0)
    }

    @Test func levelsOfUndoDropsTheOldestGroups() {
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        let counter = Counter()
        for amount in [1, 2, 4] {
            manager.beginUndoGrouping()
            counter.add(amount, undoManager: manager)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        #expect(!manager.canUndo)
        #expect(counter.value == 1)
    }

    @Test func disabledRegistrationRecordsNothing() {
        let manager = UndoManager()
        let counter = Counter()
        manager.disableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        manager.beginUndoGrouping()
        counter.add(3, undoManager: manager)
        manager.endUndoGrouping()
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
    }

    @Test func targetsAreHeldWeaklyAndCanBeForgotten() {
        let manager = UndoManager()
        var ran = false
        var gone: Counter? = Counter()
        let kept = Counter()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: gone!) { _ in ran = true }
        manager.endUndoGrouping()
        weak var released = gone
        gone = nil
        #expect(released == nil)
        manager.undo()
        #expect(!ran)

        manager.beginUndoGrouping()
        kept.add(7, undoManager: manager)
        manager.endUndoGrouping()
        manager.removeAllActions(withTarget: kept)
        #expect(!manager.canUndo)
    }

    @Test func withoutGroupingByEventARegistrationOutsideAGroupIsReported() {
        let graph = ViewGraph(rootView: Color.clear, size: CGSize(width: 10, height: 10))
        graph.perform {
            let manager = UndoManager()
            manager.groupsByEvent = false
            let counter = Counter()
            counter.add(2, undoManager: manager)
            manager.undo()
            #expect(counter.value == 0)
        }
        #expect(graph.warnings.contains { $0.contains("outside a group") }, "\(graph.warnings)")
    }

    private final class Tally: ObservableObject {
        @Published var count = 0
        func bump(_ undoManager: UndoManager?) {
            count += 1
            undoManager?.registerUndo(withTarget: self) { tally in tally.drop(undoManager) }
            undoManager?.setActionName("Bump")
        }
        func drop(_ undoManager: UndoManager?) {
            count -= 1
            undoManager?.registerUndo(withTarget: self) { tally in tally.bump(undoManager) }
        }
    }

    private struct TallyView: View {
        @StateObject var tally = Tally()
        @Environment(\.undoManager) private var undoManager
        var body: some View {
            VStack {
                Text("Count \(tally.count)")
                Button("Twice") {
                    tally.bump(undoManager)
                    tally.bump(undoManager)
                }
                Button(undoManager?.undoMenuItemTitle ?? "none") { undoManager?.undo() }
                Button("Redo") { undoManager?.redo() }
            }
        }
    }

    @Test func aHostGroupsWhatOneTapRegisters() {
        let graph = ViewGraph(rootView: TallyView(), size: CGSize(width: 300, height: 300))
        graph.tap(label: "Twice")
        graph.tap(label: "Twice")
        graph.advance(to: 0.1)
        #expect(graph.center(ofText: "Count 4") != nil)
        graph.tap(label: "Undo Bump")
        graph.advance(to: 0.2)
        #expect(graph.center(ofText: "Count 2") != nil)
        graph.tap(label: "Redo")
        graph.advance(to: 0.3)
        #expect(graph.center(ofText: "Count 4") != nil)
    }
}
