import Foundation

/// What an undo manager posts on the default notification center, its object the manager, as Foundation's does:
/// `.onReceive(NotificationCenter.default.publisher(for: .NSUndoManagerDidUndoChange))` refreshes an undo button.
extension NSNotification.Name {
    /// Posted when a group opens or closes (but the outermost opening), so that state can be saved at each step.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted when a group opens, whether code or an event opened it.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted just before a group closes.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted just after a group closes.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted just before an undo runs its group's actions.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted just after an undo has run its group's actions.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted just before a redo runs its group's actions.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted just after a redo has run its group's actions.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
}
