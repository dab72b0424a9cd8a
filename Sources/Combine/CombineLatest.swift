import Foundation
import OpenCombine

// Combine's `CombineLatest`, which OpenCombine does not have: view models join two
// publishers with it (`Publishers.CombineLatest($query, $items)`, `$a.combineLatest($b)`).
// Written here from Combine's documented behaviour: once both upstreams have produced a
// value, every new value from either is sent with the other's latest; it fails with the
// first failure; it finishes when both have finished, or as soon as one finishes without
// ever producing a value (no pair can come then). Downstream demand is honoured: a pair that
// arrives without demand is kept, and the latest one is sent when demand comes.

extension Publishers {
    /// Combine's `Publishers.CombineLatest`: the latest values of two publishers, as pairs.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// A pair: the latest of each.
        public typealias Output = (A.Output, B.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B

        /// The latest values of `a` and `b`, paired.
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        /// Subscribes `subscriber` to the pairs.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let join = CombineLatestJoin<A.Output, B.Output, Failure>(AnySubscriber(subscriber))
            subscriber.receive(subscription: join)
            a.subscribe(CombineLatestSide(join, first: true, { join.received(first: $0) }))
            b.subscribe(CombineLatestSide(join, first: false, { join.received(second: $0) }))
        }
    }
}

extension Publisher {
    /// Combine's `combineLatest(_:)`: this publisher's latest value paired with `other`'s.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Combine's `combineLatest(_:_:)`: the latest pair, transformed.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }
}

/// The subscription downstream holds: both sides' latest values and what is owed.
final class CombineLatestJoin<First, Second, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSRecursiveLock()
    private var downstream: AnySubscriber<(First, Second), Failure>?
    private var first: First?, second: Second?
    private var upstreams: [any Subscription] = []
    private var finished = (first: false, second: false)
    private var demand = Subscribers.Demand.none
    /// A pair arrived while nothing was asked for: sent when demand comes.
    private var pending = false

    init(_ downstream: AnySubscriber<(First, Second), Failure>) { self.downstream = downstream }

    func attach(_ subscription: any Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            upstreams.append(subscription)
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func received(first value: First) { lock.withLock { first = value }; deliver() }
    func received(second value: Second) { lock.withLock { second = value }; deliver() }

    private func deliver() {
        let send: (AnySubscriber<(First, Second), Failure>, (First, Second))? = lock.withLock {
            guard let downstream, let first, let second else { return nil }
            guard demand > 0 else { pending = true; return nil }
            demand -= 1
            pending = false
            return (downstream, (first, second))
        }
        guard let (subscriber, pair) = send else { return }
        let more = subscriber.receive(pair)
        lock.withLock { demand += more }
    }

    func completed(first isFirst: Bool, _ completion: Subscribers.Completion<Failure>) {
        let end: (AnySubscriber<(First, Second), Failure>, Subscribers.Completion<Failure>, [any Subscription])? = lock.withLock {
            guard let subscriber = downstream else { return nil }
            if case .failure = completion {
                downstream = nil
                return (subscriber, completion, upstreams)
            }
            if isFirst { finished.first = true } else { finished.second = true }
            let starved = (isFirst && first == nil) || (!isFirst && second == nil)
            guard (finished.first && finished.second) || starved else { return nil }
            downstream = nil
            return (subscriber, .finished, upstreams)
        }
        guard let (subscriber, completion, others) = end else { return }
        others.forEach { $0.cancel() }
        subscriber.receive(completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        let owed = lock.withLock { () -> Bool in
            demand += more
            return pending
        }
        if owed { deliver() }
    }

    func cancel() {
        let others = lock.withLock { () -> [any Subscription] in
            downstream = nil
            defer { upstreams = [] }
            return upstreams
        }
        others.forEach { $0.cancel() }
    }
}

/// One upstream's subscriber, handing its values to the join.
final class CombineLatestSide<Input, First, Second, Failure: Error>: Subscriber, @unchecked Sendable {
    private let join: CombineLatestJoin<First, Second, Failure>
    private let isFirst: Bool
    private let forward: (Input) -> Void

    init(_ join: CombineLatestJoin<First, Second, Failure>, first: Bool, _ forward: @escaping (Input) -> Void) {
        self.join = join; self.isFirst = first; self.forward = forward
    }

    func receive(subscription: any Subscription) { join.attach(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { forward(input); return .none }
    func receive(completion: Subscribers.Completion<Failure>) { join.completed(first: isFirst, completion) }
}

extension Publishers {
    /// Combine's `Publishers.CombineLatest3`: the latest values of three publishers, as
    /// triples — two `CombineLatest`s joined, which has Combine's timing, failure and finish.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// A triple: the latest of each.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C

        /// The latest values of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        /// Subscribes `subscriber` to the triples.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
        }
    }

    /// Combine's `Publishers.CombineLatest4`: the latest values of four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// A quadruple: the latest of each.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The upstreams' failure.
        public typealias Failure = A.Failure
        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C
        /// The fourth upstream.
        public let d: D

        /// The latest values of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }

        /// Subscribes `subscriber` to the quadruples.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), CombineLatest(c, d)).map { ($0.0, $0.1, $1.0, $1.1) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Combine's `combineLatest(_:_:)` with two others: the latest triple.
    public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, p, q)
    }
    /// Combine's `combineLatest(_:_:_:)` with three others: the latest quadruple.
    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ p: P, _ q: Q, _ r: R) -> Publishers.CombineLatest4<Self, P, Q, R>
    where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, p, q, r)
    }
}
