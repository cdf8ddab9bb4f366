import Foundation

/// A publisher that values can be sent into (`send(_:)`), as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to every subscriber.
    func send(_ value: Output)
    /// Ends the stream for every subscriber.
    func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
    /// Delivers a signal to every subscriber.
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed.
final class SubscriberList<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var receivers: [Int: _Receiver<Output, Failure>] = [:]
    private var next = 0

    func add(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        let id = lock.withLock {
            next += 1
            receivers[next] = receiver
            return next
        }
        return AnyCancellable { [weak self] in self?.lock.withLock { self?.receivers[id] = nil } }
    }

    var current: [_Receiver<Output, Failure>] { lock.withLock { receivers.sorted { $0.key < $1.key }.map(\.value) } }
}

/// A subject that passes each value on to its subscribers, keeping none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    /// A subject with no subscribers yet.
    public init() {}
    public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable { subscribers.add(receiver) }
    public func send(_ value: Output) { for receiver in subscribers.current { receiver.receiveValue(value) } }
    public func send(completion: Subscribers.Completion<Failure>) {
        for receiver in subscribers.current { receiver.receiveCompletion(completion) }
    }
}

/// A subject that keeps its latest value and sends it to each new subscriber first.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubscriberList<Output, Failure>()
    private let lock = NSLock()
    private var stored: Output

    /// A subject holding `value`, which new subscribers receive first.
    public init(_ value: Output) { stored = value }

    /// The latest value; setting it sends it.
    public var value: Output {
        get { lock.withLock { stored } }
        set { send(newValue) }
    }

    public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        let cancellable = subscribers.add(receiver)
        receiver.receiveValue(value)
        return cancellable
    }

    public func send(_ value: Output) {
        lock.withLock { stored = value }
        for receiver in subscribers.current { receiver.receiveValue(value) }
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        for receiver in subscribers.current { receiver.receiveCompletion(completion) }
    }
}

/// A publisher of one value.
public struct Just<Output>: Publisher {
    /// The publisher never fails.
    public typealias Failure = Never
    /// The value it publishes.
    public let output: Output
    /// A publisher that sends `output` once to each subscriber, then finishes.
    public init(_ output: Output) { self.output = output }
    public func _subscribe(_ receiver: _Receiver<Output, Never>) -> AnyCancellable {
        receiver.receiveValue(output)
        receiver.receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
