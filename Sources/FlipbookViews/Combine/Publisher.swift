import Foundation

/// Combine's `Publisher`, as far as SwiftUI code uses it with views (`onReceive`, `sink`): Linux has no Combine,
/// and what a host delivers must arrive on its clock. A publisher delivers values to a receiver until the
/// subscription is cancelled.
public protocol Publisher<Output, Failure> {
    /// The type of the values the publisher sends.
    associatedtype Output
    /// The type of the error the publisher may end with.
    associatedtype Failure: Error
    /// Starts delivering to `receiver` (Flipbook's form of a subscription); cancelling the result stops it.
    func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable
}

/// What a subscription delivers to.
public struct _Receiver<Output, Failure: Error> {
    let receiveValue: (Output) -> Void
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
}

/// Namespace for subscriber types.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// The publisher ended normally.
        case finished
        /// The publisher ended with an error.
        case failure(Failure)
    }
}

/// Namespace for publisher types.
public enum Publishers {}

/// Something that can be stopped.
public protocol Cancellable {
    /// Stops the activity: no more values are delivered.
    func cancel()
}

/// A cancellable that cancels when it is released (or stored and released with its set).
public final class AnyCancellable: Cancellable, Hashable {
    private var onCancel: (() -> Void)?

    /// A cancellable that runs `cancel` when cancelled or deinitialized.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    /// A cancellable that cancels `canceller` when cancelled or deinitialized.
    public init<C: Cancellable>(_ canceller: C) {
        onCancel = canceller.cancel
    }

    /// Cancels, once: a second call does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit { cancel() }

    /// Keeps this cancellable in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in `collection` (an array of cancellables).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    /// Calls `receiveValue` with every value and `receiveCompletion` when the publisher ends.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(_Receiver(receiveValue: receiveValue, receiveCompletion: receiveCompletion))
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with every value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(_Receiver(receiveValue: receiveValue, receiveCompletion: { _ in }))
    }
}

/// A publisher that starts delivering when it is connected.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts the publisher sending values.
    func connect() -> Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected as its first subscriber subscribes and disconnected when the last cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher that connects itself while it has subscribers.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        /// The type of the values, as the upstream's.
        public typealias Output = Upstream.Output
        /// The type of the error, as the upstream's.
        public typealias Failure = Upstream.Failure

        /// The connectable publisher underneath.
        public final let upstream: Upstream
        private var connection: Cancellable?
        private var subscribers = 0

        /// Connects `upstream` as soon as something subscribes.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            let subscription = upstream._subscribe(receiver)
            subscribers += 1
            if connection == nil { connection = upstream.connect() }
            // The subscription keeps the publisher, so a chain built on `Timer.publish(…).autoconnect()` and kept
            // only by its cancellable keeps ticking, as in Combine.
            return AnyCancellable {
                subscription.cancel()
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
        }
    }
}
