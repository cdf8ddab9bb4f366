import Foundation

// Combine's value operators: each is a publisher that subscribes to its upstream with a receiver made for each
// subscription from the downstream one, so an operator with state (`removeDuplicates`, `scan`) keeps it per
// subscriber, as Combine does.

extension Publishers {
    /// Each value transformed (`map`).
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are transformed.
        public let upstream: Upstream
        /// The transformation.
        public let transform: (Upstream.Output) -> Output

        public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            upstream._subscribe(_Receiver(receiveValue: { receiver.receiveValue(transform($0)) },
                                          receiveCompletion: receiver.receiveCompletion))
        }
    }

    /// The values a closure keeps, transformed: `compactMap` (nil dropped), `filter`, `removeDuplicates`,
    /// `scan`, `dropFirst`, `prefix`, `replaceNil`, `handleEvents`.
    public struct _Step<Upstream: Publisher, Output>: Publisher {
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are stepped through.
        public let upstream: Upstream
        /// Makes, for one subscription, the step each value goes through (nil: dropped).
        let makeStep: () -> (Upstream.Output) -> Output?

        public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable {
            let step = makeStep()
            return upstream._subscribe(_Receiver(receiveValue: { if let value = step($0) { receiver.receiveValue(value) } },
                                                 receiveCompletion: receiver.receiveCompletion))
        }
    }

    /// `compactMap`: the non-nil results of a transformation.
    public typealias CompactMap<Upstream: Publisher, Output> = _Step<Upstream, Output>
    /// `filter`: the values a predicate keeps.
    public typealias Filter<Upstream: Publisher> = _Step<Upstream, Upstream.Output>
    /// `removeDuplicates`: each value that differs from the one before.
    public typealias RemoveDuplicates<Upstream: Publisher> = _Step<Upstream, Upstream.Output>
    /// `scan`: running results of a closure.
    public typealias Scan<Upstream: Publisher, Output> = _Step<Upstream, Output>
    /// `dropFirst`: the values after the first few.
    public typealias Drop<Upstream: Publisher> = _Step<Upstream, Upstream.Output>
}

extension Publisher {
    /// Each value transformed by `transform`.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The non-nil results of `transform`.
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers._Step(upstream: self) { { transform($0) } }
    }

    /// The values `isIncluded` says yes to.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers._Step(upstream: self) { { isIncluded($0) ? $0 : nil } }
    }

    /// Each value that `predicate` does not call a duplicate of the last one passed on.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers._Step(upstream: self) {
            var last: Output?
            return { value in
                if let previous = last, predicate(previous, value) { return nil }
                last = value
                return value
            }
        }
    }

    /// Running results: `nextPartialResult` of the last result and each value, starting from `initialResult`.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers._Step(upstream: self) {
            var result = initialResult
            return { value in
                result = nextPartialResult(result, value)
                return result
            }
        }
    }

    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers._Step(upstream: self) {
            var dropped = 0
            return { value in
                guard dropped >= count else { dropped += 1; return nil }
                return value
            }
        }
    }

    /// The first `maxLength` values (later ones are dropped; the stream is not ended early).
    public func prefix(_ maxLength: Int) -> Publishers._Step<Self, Output> {
        Publishers._Step(upstream: self) {
            var passed = 0
            return { value in
                guard passed < maxLength else { return nil }
                passed += 1
                return value
            }
        }
    }

    /// Calls `receiveOutput` with each value as it passes.
    public func handleEvents(receiveOutput: ((Output) -> Void)? = nil) -> Publishers._Step<Self, Output> {
        Publishers._Step(upstream: self) { { value in receiveOutput?(value); return value } }
    }

    /// This publisher behind a type that hides it.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Output: Equatable {
    /// Each value that differs from the last one passed on.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher {
    /// Each value, with `output` in place of nil.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}

/// A publisher whose type is hidden (`eraseToAnyPublisher()`).
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (_Receiver<Output, Failure>) -> AnyCancellable

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = publisher._subscribe
    }

    public func _subscribe(_ receiver: _Receiver<Output, Failure>) -> AnyCancellable { subscribe(receiver) }
}
