import Dispatch
import Foundation
import Testing
@testable import FlipbookViews

/// A square that a tap moves 100 points, in whatever transaction the tap's change is made.
private struct Mover: View {
    @State private var moved = false
    var body: some View {
        Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
            .onTapGesture { moved.toggle() }
    }
}

/// Runs `body` on a new thread and waits for it.
private func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread {
        body()
        done.signal()
    }.start()
    done.wait()
}

/// Hosts keep what they do to themselves: transactions, `DispatchQueue.main` and warnings belong to the graph or
/// to the thread (task) doing the work, never to the process.
@MainActor
@Suite("Host isolation")
struct HostIsolationTests {
    @Test func aTransactionBoundOnAnotherThreadIsNotSeenByAHost() {
        let graph = ViewGraph(rootView: Mover(), size: CGSize(width: 300, height: 100))
        let bound = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), over = DispatchSemaphore(value: 0)
        // Another thread sits inside `withAnimation` while the host's tap makes its change without one.
        Thread {
            withAnimation(.linear(duration: 10)) {
                bound.signal()
                release.wait()
            }
            over.signal()
        }.start()
        bound.wait()
        let start = graph.fills(of: .red)[0]
        graph.tap(at: CGPoint(x: start.midX, y: start.midY))
        release.signal()
        over.wait()
        graph.advance(to: 0.5)
        #expect(graph.fills(of: .red)[0].minX == start.minX + 100, "the change jumped: no animation leaked in")
        #expect(!graph.isAnimating)
    }

    @Test func eachThreadSeesOnlyItsOwnTransaction() {
        withAnimation(.linear(duration: 3)) {
            onAnotherThread {
                #expect(TransactionContext.current.animation == nil)
                withAnimation(.easeIn(duration: 1)) {
                    #expect(TransactionContext.current.animation == .easeIn(duration: 1))
                }
            }
            #expect(TransactionContext.current.animation == .linear(duration: 3))
        }
    }

    @Test func workSentToTheMainQueueFromAnotherThreadDoesNotJoinTheHostsQueue() {
        let graph = ViewGraph(rootView: Mover(), size: CGSize(width: 300, height: 100))
        let ranInHost = Locked(false)
        let hostTime = Locked<TimeInterval?>(nil)
        graph.perform {
            // During this host's work, another thread sends work to the main queue: it is not host work.
            onAnotherThread {
                DispatchQueue.main.async { ranInHost.withLock { $0 = true } }
            }
            // This host's own work goes to its queue and runs between its frames, at host time.
            let queue = graph.mainQueue
            DispatchQueue.main.async { hostTime.withLock { $0 = queue.now } }
        }
        graph.advance(to: 0.5)
        // It ran before the host's next frame, with the host clock still where it was when the work was sent
        // (the clock moves to a frame's time once the work due before it has run).
        #expect(hostTime.withLock { $0 } == 0, "the host's work ran at host time, before the next frame")
        #expect(graph.mainQueue.now == 0.5)
        #expect(!ranInHost.withLock { $0 }, "the other thread's work went to Dispatch, not to this host")
    }

    @Test func warningsBelongToTheHostThatRaisedThem() {
        let frames = ViewGraph(rootView: Color.red.frame(width: -5, height: 10), size: CGSize(width: 50, height: 50))
        struct Collapse: GeometryEffect {
            func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(scaleX: 0, y: 0)) }
        }
        let effects = ViewGraph(rootView: Color.red.frame(width: 5, height: 5).modifier(Collapse()),
                                size: CGSize(width: 50, height: 50))
        #expect(frames.warnings.count == 1 && frames.warnings[0].contains("Invalid frame dimension"))
        #expect(effects.warnings.count == 1 && effects.warnings[0].contains("ignoring singular matrix"))
        frames.perform {
            onAnotherThread { GraphWarnings.log("raised on another thread") }
        }
        #expect(!frames.warnings.contains("raised on another thread"))
    }

    @Test func twoHostsSteppedTogetherShowWhatEachShowsAlone() async {
        struct Sliding: View {
            let animation: Animation
            @State private var moved = false
            var body: some View {
                Color.red.frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
                    .onAppear { withAnimation(animation) { moved = true } }
            }
        }
        func frames(of graph: ViewGraph, stepping other: ViewGraph?) async -> [CGRect] {
            var seen: [CGRect] = []
            for frame in 1...30 {
                graph.advance(to: Double(frame) / 60)
                seen.append(graph.fills(of: .red)[0])
                other?.advance(to: Double(frame) / 60)
                await Task.yield()
            }
            return seen
        }
        let linearAlone = await frames(of: ViewGraph(rootView: Sliding(animation: .linear(duration: 0.5)),
                                                     size: CGSize(width: 300, height: 50)), stepping: nil)
        let springAlone = await frames(of: ViewGraph(rootView: Sliding(animation: .spring(duration: 0.4)),
                                                     size: CGSize(width: 300, height: 50)), stepping: nil)
        let linear = ViewGraph(rootView: Sliding(animation: .linear(duration: 0.5)), size: CGSize(width: 300, height: 50))
        let spring = ViewGraph(rootView: Sliding(animation: .spring(duration: 0.4)), size: CGSize(width: 300, height: 50))
        async let linearTogether = frames(of: linear, stepping: nil)
        async let springTogether = frames(of: spring, stepping: nil)
        #expect(await linearTogether == linearAlone)
        #expect(await springTogether == springAlone)
        #expect(linearAlone[14].minX != springAlone[14].minX, "the two hosts really animate differently")
    }
}
