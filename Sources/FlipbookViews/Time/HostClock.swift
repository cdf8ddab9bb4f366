import Foundation

/// The clock of the host doing work on this task right now, for the `Date()` and `Date.now` that `flipbook`
/// gives the files it compiles (its `SwiftUI` module declares them with Foundation's signatures, so they shadow
/// Foundation's there). Not API for views: a view reads the host's date from `TimelineView` or a timer.
public enum _HostClock {
    /// The host's date now, in host work (a `body`, an action, `onAppear`, a timer, a task); nil elsewhere.
    public static var date: Date? { HostMainQueue.current?.date }
}
