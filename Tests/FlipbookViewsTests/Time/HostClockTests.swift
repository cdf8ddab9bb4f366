import Testing
@testable import FlipbookViews

/// Timers, timer publishers and `.task` run on the host's clock: their effects land at exact host times.
@MainActor
@Suite struct HostClockTests {
    struct Ticker: View {
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        @State private var ticks = 0
        @State private var last = Date.distantPast

        var body: some View {
            Text("\(ticks) @ \(last.timeIntervalSince(ViewGraph.defaultStartDate), specifier: "%.2f")")
                .onReceive(timer) { date in
                    ticks += 1
                    last = date
                }
        }
    }

    @Test func timerPublishersTickOnHostTime() {
        let graph = ViewGraph(rootView: Ticker(), size: CGSize(width: 200, height: 50))
        graph.advance(to: 0.45)
        #expect(graph.texts.first?.hasPrefix("0 @") == true)
        graph.advance(to: 0.5)
        #expect(graph.texts == ["1 @ 0.50"])
        graph.advance(to: 2.2)
        #expect(graph.texts == ["4 @ 2.00"])
    }

    struct DelayedSteps: View {
        @State private var shown: [String] = []
        @State private var pending: DispatchWorkItem?

        var body: some View {
            VStack {
                Text("shown \(shown.joined(separator: ","))")
                Button("Call off") { pending?.cancel() }
            }
            .onAppear {
                let late = DispatchWorkItem { shown.append("late") }
                pending = late
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { shown.append("half") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: late)
                DispatchQueue.main.async(execute: DispatchWorkItem { shown.append("now") })
            }
        }
    }

    @Test func workItemsRunOnHostTimeUnlessCancelled() {
        let kept = ViewGraph(rootView: DelayedSteps(), size: CGSize(width: 200, height: 100))
        kept.advance(to: 0.1)
        #expect(kept.texts.first == "shown now")
        kept.advance(to: 0.5)
        #expect(kept.texts.first == "shown now,half")
        kept.advance(to: 1.2)
        #expect(kept.texts.first == "shown now,half,late")
        let cancelled = ViewGraph(rootView: DelayedSteps(), size: CGSize(width: 200, height: 100))
        cancelled.advance(to: 0.6)
        cancelled.tap(label: "Call off")
        cancelled.advance(to: 2)
        #expect(cancelled.texts.first == "shown now,half")
    }

    /// `asyncAfter(wallDeadline:)`, the wall-clock spelling toast and debounce code uses, runs on host time too,
    /// work item or closure, and a cancelled item does not run (it did not compile).
    @Test func wallClockDeadlinesRunOnHostTime() {
        struct Toast: View {
            @State private var shown: [String] = []
            var body: some View {
                Text("shown \(shown.joined(separator: ","))")
                    .onAppear {
                        let dismiss = DispatchWorkItem { shown.append("dismissed") }
                        let called = DispatchWorkItem { shown.append("called off") }
                        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1, execute: dismiss)
                        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.5, execute: called)
                        called.cancel()
                        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.25) { shown.append("quarter") }
                        DispatchQueue.main.asyncAfter(wallDeadline: .distantFuture) { shown.append("never") }
                    }
            }
        }
        let graph = ViewGraph(rootView: Toast(), size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.3)
        #expect(graph.texts == ["shown quarter"])
        graph.advance(to: 0.9)
        #expect(graph.texts == ["shown quarter"])
        graph.advance(to: 1.1)
        #expect(graph.texts == ["shown quarter,dismissed"])
        graph.advance(to: 5)
        #expect(graph.texts == ["shown quarter,dismissed"])
    }

    struct QualifiedSteps: View {
        @State private var shown: [String] = []
        var body: some View {
            Text("shown \(shown.joined(separator: ","))")
                .onAppear {
                    let group = DispatchGroup()
                    DispatchQueue.main.async(group: group, qos: .userInteractive, flags: .barrier) { shown.append("first") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, qos: .userInitiated, flags: []) {
                        shown.append("half")
                    }
                    DispatchQueue.main.async(qos: .utility) {
                        shown.append(group.wait(timeout: .now()) == .success ? "left" : "still in")
                    }
                }
        }
    }

    /// Dispatch's full spellings (`async(group:qos:flags:execute:)`, `asyncAfter(deadline:qos:flags:execute:)`)
    /// run on host time too, and a group is left once its work has run.
    @Test func qualityOfServiceAndGroupsRunOnHostTime() {
        let graph = ViewGraph(rootView: QualifiedSteps(), size: CGSize(width: 200, height: 100))
        graph.advance(to: 0.1)
        #expect(graph.texts.first == "shown first,left")
        graph.advance(to: 0.4)
        #expect(graph.texts.first == "shown first,left")
        graph.advance(to: 0.5)
        #expect(graph.texts.first == "shown first,left,half")
    }

    struct Stopwatch: View {
        @State private var laps = 0
        var body: some View {
            Text("\(laps)")
                .onAppear {
                    Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                        laps += 1
                        if laps == 3 { timer.invalidate() }
                    }
                }
        }
    }

    @Test func scheduledTimersFireOnHostTimeUntilInvalidated() {
        let graph = ViewGraph(rootView: Stopwatch(), size: CGSize(width: 200, height: 50))
        graph.advance(to: 0.24)
        #expect(graph.texts == ["0"])
        graph.advance(to: 0.5)
        #expect(graph.texts == ["2"])
        graph.advance(to: 3)
        #expect(graph.texts == ["3"])
    }

    /// A timer made with `Timer(timeInterval:repeats:block:)` and added to the main run loop, as code does to
    /// keep a timer firing while the user scrolls.
    struct RunLoopStopwatch: View {
        @State private var laps = 0
        var body: some View {
            Text("\(laps)")
                .onAppear {
                    let timer = Timer(timeInterval: 0.25, repeats: true) { timer in
                        let done = MainActor.assumeIsolated {
                            laps += 1
                            return laps == 3
                        }
                        if done { timer.invalidate() }
                    }
                    RunLoop.main.add(timer, forMode: .common)
                }
        }
    }

    /// `Timer.scheduledTimer`, then `RunLoop.main.add` of the same timer (the common-modes idiom).
    struct ScheduledAndAdded: View {
        @State private var laps = 0
        var body: some View {
            Text("\(laps)")
                .onAppear {
                    let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
                        MainActor.assumeIsolated { laps += 1 }
                    }
                    RunLoop.main.add(timer, forMode: .common)
                }
        }
    }

    /// A timer added to a run loop fires on the host's clock (it was added to the main run loop, which a host
    /// never runs: it never fired); one scheduled and then added fires once per interval, not twice.
    @Test func timersAddedToARunLoopFireOnHostTime() {
        let added = ViewGraph(rootView: RunLoopStopwatch(), size: CGSize(width: 200, height: 50))
        added.advance(to: 0.24)
        #expect(added.texts == ["0"])
        added.advance(to: 0.5)
        #expect(added.texts == ["2"])
        added.advance(to: 3)
        #expect(added.texts == ["3"], "invalidated after three laps")
        let both = ViewGraph(rootView: ScheduledAndAdded(), size: CGSize(width: 200, height: 50))
        both.advance(to: 1.1)
        #expect(both.texts == ["4"])
    }

    struct Steps: View {
        @State private var step = 0
        var body: some View {
            Text("step \(step)")
                .task {
                    for next in 1...3 {
                        try? await Task.sleep(for: .seconds(0.5))
                        step = next
                    }
                }
        }
    }

    @Test func taskSleepsForHostTime() {
        let graph = ViewGraph(rootView: Steps(), size: CGSize(width: 200, height: 50))
        graph.advance(to: 0.49)
        #expect(graph.texts == ["step 0"])
        graph.advance(to: 0.5)
        #expect(graph.texts == ["step 1"])
        graph.advance(to: 1.2)
        #expect(graph.texts == ["step 2"])
        graph.advance(to: 5)
        #expect(graph.texts == ["step 3"])
        #expect(!graph.mainQueue.hasTimers)
    }

    /// A hand-driven loop, as canvas demos write them: it steps a phase by the time `CACurrentMediaTime` says passed.
    struct PhaseLoop: View {
        @State private var phase = 0.0
        var body: some View {
            Text(String(format: "%.2f", phase))
                .task {
                    var last = CACurrentMediaTime()
                    while !Task.isCancelled {
                        let now = CACurrentMediaTime()
                        phase += (now - last) * 1.5
                        last = now
                        try? await Task.sleep(nanoseconds: 16_000_000)
                    }
                }
        }
    }

    @Test func coreAnimationsClockIsTheHostsInHostWork() {
        let graph = ViewGraph(rootView: PhaseLoop(), size: CGSize(width: 200, height: 50))
        graph.advance(to: 1)
        // The last step ran at 0.992 s of host time (62 sleeps of 16 ms), whatever the wall clock did meanwhile.
        #expect(graph.texts == ["1.49"])
        graph.advance(to: 2)
        #expect(graph.texts == ["2.98"])
        // Outside host work it is the machine's uptime, which only grows.
        let first = CACurrentMediaTime()
        #expect(first > 0 && CACurrentMediaTime() >= first)
    }

    /// Timing code that reads Core Foundation's clock, as animation view models do.
    struct ElapsedLoop: View {
        @State private var start = CFAbsoluteTimeGetCurrent()
        @State private var elapsed = 0.0
        var body: some View {
            let began = start
            Text(String(format: "%.2f", elapsed))
                .task {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(0.5))
                        elapsed = CFAbsoluteTimeGetCurrent() - began
                    }
                }
        }
    }

    @Test func coreFoundationsClockIsTheHostsDateInHostWork() {
        let graph = ViewGraph(rootView: ElapsedLoop(), size: CGSize(width: 200, height: 50))
        graph.advance(to: 1.2)
        #expect(graph.texts == ["1.00"])
        // Outside host work it is the date's seconds since 2001.
        #expect(abs(CFAbsoluteTimeGetCurrent() - Date().timeIntervalSinceReferenceDate) < 5)
    }

    /// Keeps the host date its state started with, and shows how far the host's clock has moved since.
    struct StartStamp: View {
        @State private var start = _HostClock.date
        var body: some View {
            TimelineView(.animation) { context in
                Text(start.map { String(format: "%.2f", context.date.timeIntervalSince($0)) } ?? "no host")
            }
        }
    }

    @Test func theRootViewIsMadeInHostWork() throws {
        // Made at time 0 in the host's work, the root's state starts on the host's clock; `flipbook` gives a file's
        // `Date()` this date.
        let graph = ViewGraph(rootView: StartStamp(), size: CGSize(width: 200, height: 50))
        graph.advance(to: 1.5)
        #expect(graph.texts == ["1.50"])
        #expect(_HostClock.date == nil, "outside host work there is no host date")
        let later = ViewGraph(rootView: StartStamp(), size: CGSize(width: 200, height: 50),
                              startDate: Date(timeIntervalSince1970: 0))
        later.advance(to: 0.25)
        #expect(later.texts == ["0.25"])
    }

    /// Records what happens to a task whose view leaves while it sleeps.
    final class Log: @unchecked Sendable {
        var entries: [String] = []
    }

    struct Leaving: View {
        let log: Log
        @State private var shown = true
        @State private var round = 0
        var body: some View {
            VStack {
                if shown {
                    Text("sleeper").task(id: round) { [round] in
                        do {
                            try await Task.sleep(nanoseconds: 1_000_000_000)
                            log.entries.append("woke \(round)")
                        } catch {
                            log.entries.append("cancelled \(round)")
                        }
                    }
                }
                Button("again") { round += 1 }
                Button("hide") { shown = false }
            }
        }
    }

    @Test func tasksAreCancelledWhenTheirIDChangesOrTheirViewLeaves() {
        let log = Log()
        let graph = ViewGraph(rootView: Leaving(log: log), size: CGSize(width: 200, height: 200))
        graph.advance(to: 0.3)
        graph.tap(label: "again")
        graph.advance(to: 1.2)
        // The first run was cancelled at 0.3 s; the second sleeps until 1.3 s.
        #expect(log.entries == ["cancelled 0"])
        graph.advance(to: 1.35)
        #expect(log.entries == ["cancelled 0", "woke 1"])
        graph.tap(label: "again")
        graph.advance(to: 1.5)
        graph.tap(label: "hide")
        graph.advance(to: 4)
        #expect(log.entries == ["cancelled 0", "woke 1", "cancelled 2"])
    }

    /// A button that starts a `Task` which sleeps between animated steps, as modern SwiftUI code sequences an
    /// animation (the task used to go to the main actor's queue, which a host never drains: nothing happened).
    struct Sequenced: View {
        @State private var step = 0
        @State private var offset: CGFloat = 0
        var body: some View {
            VStack {
                Text("step \(step)")
                Color.red.frame(width: 10, height: 10).offset(x: offset)
                Button("go") {
                    Task {
                        step = 1
                        try? await Task.sleep(for: .seconds(0.5))
                        withAnimation(.linear(duration: 1)) { offset = 100 }
                        step = 2
                    }
                    Task { () throws in
                        try await Task.sleep(nanoseconds: 2_000_000_000)
                        // Back to the main actor, as loading code does: it runs in place, in the host.
                        await MainActor.run { step = 3 }
                    }
                }
            }
        }
    }

    @Test func tasksStartedByActionsRunOnTheHostsClock() throws {
        let graph = ViewGraph(rootView: Sequenced(), size: CGSize(width: 300, height: 200))
        graph.advance(to: 1)
        graph.tap(label: "go")
        graph.advance(to: 1.01)
        #expect(graph.texts.first == "step 1")
        let square = { graph.views("Rectangle").first?.frame.minX ?? .nan }
        let start = square()
        graph.advance(to: 1.49)
        #expect(graph.texts.first == "step 1" && square() == start)
        // Half a second after the tap the task wakes and animates, linearly over a second of host time.
        graph.advance(to: 2)
        #expect(graph.texts.first == "step 2")
        #expect(abs(square() - (start + 50)) < 0.01, "halfway at 2 s: \(square() - start)")
        graph.advance(to: 3.01)
        #expect(graph.texts.first == "step 3")
        #expect(abs(square() - (start + 100)) < 0.01)
    }

    @Test func outsideAHostTimersAndSleepUseRealTime() async throws {
        let start = ContinuousClock.now
        try await Task.sleep(for: .milliseconds(20))
        #expect(ContinuousClock.now - start >= .milliseconds(20))
        let timer = Timer(timeInterval: 10, repeats: false) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
        #expect(!timer.isValid)
    }
}
