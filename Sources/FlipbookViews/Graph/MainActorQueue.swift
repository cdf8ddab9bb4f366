import Dispatch
import Foundation

/// The main actor's own queue, which Swift fills with the jobs of main-actor code (`Task { @MainActor in … }`,
/// `async` methods of `@MainActor` classes) and which only the main thread's run loop empties.
///
/// A host drains it between frames where the program rendering the frames says it may: on the main thread, in
/// a program whose other main-actor work can run in the middle of a frame step (`flipbook render` and the other
/// one-shot commands, a preview scene's own process). Elsewhere (a test) the run loop would start unrelated jobs
/// inside the step, so the queue is left to Swift, which runs it when the current job ends.
package enum MainActorQueue {
    /// Whether hosts drain the main actor's queue between frames (set by the program around its rendering).
    @TaskLocal package static var isDrainedByHosts = false

    /// Runs the jobs waiting on the main actor's queue, and those they queue behind them; false where it may not.
    @MainActor
    package static func drain() -> Bool {
        guard isDrainedByHosts, Thread.isMainThread else { return false }
        // Everything queued before the marker has run once the marker has.
        final class Marker: @unchecked Sendable { var reached = false }
        let marker = Marker()
        Dispatch.DispatchQueue.main.async { marker.reached = true }
        for _ in 0..<100 where !marker.reached {
            _ = RunLoop.main.run(mode: .default, before: Date())
        }
        return true
    }
}
