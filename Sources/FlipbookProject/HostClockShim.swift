/// The module between a user's files and Flipbook when `flipbook` compiles them: Flipbook (and Combine's names),
/// with `Date()`, `Date.now` and `Date(timeIntervalSinceNow:)` on the host's clock.
///
/// The compiler prefers a declaration to one with the same signature in a module it can reach only through the
/// declaration's own module. Every shim a user's file imports (`SwiftUI`, `FlipbookFoundation`,
/// `FlipbookCombine`…) reaches Foundation only through this one, so there these dates are the ones a file gets: a
/// view's `@State var start = Date()`, compared later with a `TimelineView`'s date, measures host time, the same in
/// every run. Outside host work they read the machine's clock, as Foundation's do.
///
/// The declarations are emitted into the files that call them, so the shim needs no library of its own. In code
/// compiled by SwiftPM against Flipbook they do not exist: there a file may import Foundation directly, which
/// would make them ambiguous.
enum HostClockShim {
    static let moduleName = "FlipbookHostClock"

    /// The module's source. Its imports are written as strings so that the layer check does not read them as this
    /// module's own.
    static let source = ["@_exported import Flipbook", "@_exported import Combine", "import Foundation"]
        .joined(separator: "\n") + """

        extension Date {
            /// The host's date in host work; the machine's date elsewhere.
            @_alwaysEmitIntoClient
            public init() {
                self = _HostClock.date ?? Date(timeIntervalSinceReferenceDate: Date.timeIntervalSinceReferenceDate)
            }

            /// The host's date in host work; the machine's date elsewhere.
            @_alwaysEmitIntoClient
            public static var now: Date { Date() }

            /// `interval` seconds after the host's date in host work (the machine's date elsewhere).
            @_alwaysEmitIntoClient
            public init(timeIntervalSinceNow interval: TimeInterval) {
                self = Date().addingTimeInterval(interval)
            }
        }

        """
}
