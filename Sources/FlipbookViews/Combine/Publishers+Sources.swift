import Foundation

/// A publisher that sends nothing and finishes at once (unless `completeImmediately` is false).
public struct Empty<Output, Failure: Error>: Publisher {
    /// Whether it finishes as soon as it is subscribed to.
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    /// An empty publisher of the given types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        if completeImmediately { receiver.receiveCompletion(.finished) }
        return AnyCancellable {}
    }
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error it fails with.
    public let error: Failure

    /// A publisher that fails with `error`.
    public init(error: Failure) { self.error = error }
    /// A publisher of `outputType` that fails with `failure`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        receiver.receiveCompletion(.failure(error))
        return AnyCancellable {}
    }
}

/// A publisher of one value a closure produces later (`Future { promise in … promise(.success(value)) }`): the
/// closure runs once, when the future is made, and every subscriber gets its result.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the closure calls with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private let subscribers = SubscriberList<Output, Failure>()

    /// Runs `attemptToFulfill` now, handing it the promise to call with the result. The promise keeps the future
    /// until it is called, and so do subscriptions until they are cancelled, as in Combine.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfil(result) }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        for receiver in subscribers.current { deliver(result, to: receiver) }
    }

    private func deliver(_ result: Result<Output, Failure>, to receiver: _Receiver<Output, Failure>) {
        switch result {
        case .success(let value):
            receiver.receiveValue(value)
            receiver.receiveCompletion(.finished)
        case .failure(let error):
            receiver.receiveCompletion(.failure(error))
        }
    }

    public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
        if let result {
            deliver(result, to: receiver)
            return AnyCancellable {}
        }
        let subscription = subscribers.add(receiver)
        return AnyCancellable { withExtendedLifetime(self) { subscription.cancel() } }
    }
}

extension Publishers {
    /// The elements of a sequence, sent one after another as soon as it is subscribed to, then finished.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The sequence's elements.
        public typealias Output = Elements.Element
        /// The elements sent.
        public let sequence: Elements

        /// A publisher of `sequence`'s elements.
        public init(sequence: Elements) { self.sequence = sequence }

        public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            for element in sequence { receiver.receiveValue(element) }
            receiver.receiveCompletion(.finished)
            return AnyCancellable {}
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object` only, if given), posted to this centre.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The notifications of one name posted to a centre, delivered where they are posted.
    public struct Publisher: FlipbookViews.Publisher {
        /// Each notification.
        public typealias Output = Notification
        /// The publisher never fails.
        public typealias Failure = Never
        /// The centre listened to.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The only sender listened to, if any.
        public let object: AnyObject?

        public func _subscribe(_ receiver: _Receiver<Notification, Never>) -> AnyCancellable {
            // Delivered synchronously on the posting thread, as a centre with no queue does.
            let deliver = UncheckedSendable(receiver)
            let token = center.addObserver(forName: name, object: object, queue: nil) { deliver.value.receiveValue($0) }
            return AnyCancellable { [center] in center.removeObserver(token) }
        }
    }
}
