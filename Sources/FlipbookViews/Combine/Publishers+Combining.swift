import Foundation

extension Publishers {
    /// The latest value of each of two publishers, as a pair, whenever either sends once both have
    /// (`combineLatest`). It finishes when both have, and fails when either does.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The two latest values.
        public typealias Output = (A.Output, B.Output)
        /// The failure both may end with.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Combines `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            var latestA: A.Output?, latestB: B.Output?
            func send() {
                if let latestA, let latestB { receiver.receiveValue((latestA, latestB)) }
            }
            return subscribeToBoth(a, b, completion: receiver.receiveCompletion,
                                   valueOfA: { latestA = $0; send() }, valueOfB: { latestB = $0; send() })
        }
    }

    /// The values of two publishers of the same type, as each sends them (`merge(with:)`). It finishes when
    /// both have, and fails when either does.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The values of both.
        public typealias Output = A.Output
        /// The failure both may end with.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// Merges `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            subscribeToBoth(a, b, completion: receiver.receiveCompletion,
                            valueOfA: receiver.receiveValue, valueOfB: receiver.receiveValue)
        }
    }
}

/// Subscribes to `a` and `b` for one downstream: their values go to `valueOfA` and `valueOfB`, and `completion`
/// hears once both have finished, or as soon as either fails. Cancelling the result cancels both.
private func subscribeToBoth<A: Publisher, B: Publisher>(
    _ a: A, _ b: B, completion: @escaping (Subscribers.Completion<A.Failure>) -> Void,
    valueOfA: @escaping (A.Output) -> Void, valueOfB: @escaping (B.Output) -> Void) -> AnyCancellable
    where A.Failure == B.Failure {
    var finished = 0
    func end(_ ending: Subscribers.Completion<A.Failure>) {
        if case .finished = ending {
            finished += 1
            guard finished == 2 else { return }
        }
        completion(ending)
    }
    let first = a._subscribe(_Receiver(receiveValue: valueOfA, receiveCompletion: end))
    let second = b._subscribe(_Receiver(receiveValue: valueOfB, receiveCompletion: end))
    return AnyCancellable {
        first.cancel()
        second.cancel()
    }
}

extension Publisher {
    /// Pairs of this publisher's and `other`'s latest values, whenever either sends once both have.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// `transform` of this publisher's and `other`'s latest values, whenever either sends once both have.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Triples of this publisher's and two others' latest values, whenever any sends once all have.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
        -> Publishers.Map<Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, (Output, P.Output, Q.Output)>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest(Publishers.CombineLatest(self, p), q).map { ($0.0.0, $0.0.1, $0.1) }
    }

    /// This publisher's values and `other`'s, as each sends them.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
