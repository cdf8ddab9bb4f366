import Foundation
import Testing
@testable import FlipbookViews

@Suite struct PublisherOperatorTests {
    private final class Collector<T> {
        var values: [T] = []
        var finished = false
    }

    private func collect<P: Publisher>(_ publisher: P, _ collector: Collector<P.Output>) -> AnyCancellable {
        publisher.sink(receiveCompletion: { _ in collector.finished = true }, receiveValue: { collector.values.append($0) })
    }

    @Test func valueOperatorsTransformAndKeepStatePerSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        let pipeline = subject.map { $0 * 10 }.filter { $0 != 30 }.removeDuplicates().dropFirst().prefix(3)
            .scan(0, +)
        let first = Collector<Int>(), second = Collector<Int>()
        let a = collect(pipeline, first)
        for value in [1, 2, 2, 3, 4] { subject.send(value) }
        let b = collect(pipeline, second)
        for value in [5, 6, 7] { subject.send(value) }
        // 10 dropped, 20, 20 (duplicate), 30 (filtered), 40, 50: then three passed, running sums.
        #expect(first.values == [20, 60, 110])
        // The second subscription has its own state: 50 dropped first, then 60 and 70.
        #expect(second.values == [60, 130])
        subject.send(completion: .finished)
        #expect(first.finished && second.finished)
        withExtendedLifetime((a, b)) {}
    }

    @Test func combiningOperatorsWaitForEveryInputAndFinishWithTheLast() {
        let names = PassthroughSubject<String, Never>(), counts = CurrentValueSubject<Int, Never>(1)
        let latest = Collector<String>(), merged = Collector<String>()
        let a = collect(names.combineLatest(counts) { "\($0)×\($1)" }, latest)
        let b = collect(names.merge(with: counts.map(String.init)), merged)
        names.send("tea")
        counts.send(2)
        names.send("cake")
        #expect(latest.values == ["tea×1", "tea×2", "cake×2"])
        #expect(merged.values == ["1", "tea", "2", "cake"])
        names.send(completion: .finished)
        #expect(!latest.finished && !merged.finished)
        counts.send(completion: .finished)
        #expect(latest.finished && merged.finished)
        withExtendedLifetime((a, b)) {}
    }

    @Test func sourcesAndAssignment() {
        final class Model: ObservableObject {
            @Published var count = 0
            @Published var label = ""
            init() { $count.map { "n=\($0)" }.assign(to: &$label) }
        }
        let model = Model()
        var changes = 0
        let watching = model.objectWillChange.sink { changes += 1 }
        model.count = 3
        #expect(model.label == "n=3" && changes == 2, "assigning announces the change as setting does")
        final class Target { var total = 0 }
        let target = Target()
        let assigned = [4, 5].publisher.scan(0, +).assign(to: \.total, on: target)
        #expect(target.total == 9)
        let future = Collector<Int>()
        var promise: Future<Int, Never>.Promise?
        let waiting = collect(Future<Int, Never> { promise = $0 }.eraseToAnyPublisher(), future)
        #expect(future.values.isEmpty)
        promise?(.success(7))
        promise?(.success(8))
        #expect(future.values == [7] && future.finished, "a future keeps its first result")
        let empty = Collector<Int>()
        let none = collect(Empty<Int, Never>(), empty)
        #expect(empty.values.isEmpty && empty.finished)
        withExtendedLifetime((watching, assigned, waiting, none)) {}
    }

    @Test func immediateAndNotificationDeliveryAreSynchronous() {
        let immediate = Collector<Int>()
        let a = collect(Just(1).delay(for: .seconds(5), scheduler: ImmediateScheduler.shared)
            .receive(on: ImmediateScheduler.shared), immediate)
        #expect(immediate.values == [1] && immediate.finished)
        let center = NotificationCenter()
        let name = Notification.Name("PublisherOperatorTests")
        let posted = Collector<Notification>()
        let b = collect(center.publisher(for: name), posted)
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(posted.values.map(\.name) == [name])
        b.cancel()
        center.post(name: name, object: nil)
        #expect(posted.values.count == 1, "a cancelled subscription stops listening")
        withExtendedLifetime(a) {}
    }
}
