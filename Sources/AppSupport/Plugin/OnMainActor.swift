import Foundation

/// Main-actor code run from whichever thread asks for it: at once on the main thread, else
/// handed to the main queue while the asking thread waits. A team's SwiftUI views are
/// `@MainActor`; Swift checks that at run time (a closure of theirs called elsewhere stops
/// the process), so their layout must happen there while drawing stays parallel. The main
/// thread must be serving its queue when asked from elsewhere: `ProofCommandLine.main()`
/// runs commands on a worker thread and leaves the main thread to `dispatchMain()`, and a
/// test runner's async main serves it too.
public enum OnMainActor {
    /// Marks the main queue, which is not always drained by the main thread: once the main
    /// thread has called `dispatchMain()` (as an async `main` and test runners do) the main
    /// actor's work runs on a dispatch thread, where `sync` onto the main queue would wait for
    /// itself. Set once, the first time it is read; never changed.
    private static let onMainQueue: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// True when work handed to the main actor from this thread waits its turn in the main
    /// queue (this thread is not the main actor's own): between two hand-offs, other
    /// main-actor work (a recording's `.task`) runs.
    public static var handsOff: Bool {
        !(Thread.isMainThread || DispatchQueue.getSpecific(key: onMainQueue) == true)
    }

    /// `body`'s result (or error), evaluated on the main actor.
    public static func run<T, E: Error>(_ body: @MainActor () throws(E) -> T) throws(E) -> T {
        let outcome: Result<T, E> = withoutActuallyEscaping(body) { body in
            let handoff = Handoff(body)
            let evaluate: @Sendable () -> Void = { MainActor.assumeIsolated { handoff.evaluate() } }
            if Thread.isMainThread || DispatchQueue.getSpecific(key: onMainQueue) == true {
                evaluate()
            } else {
                DispatchQueue.main.sync(execute: evaluate)
            }
            return handoff.outcome!  // set by `evaluate`, which has returned
        }
        return try outcome.get()
    }
}

/// A value handed to main-actor code by a thread that waits for it to finish (`OnMainActor`):
/// used on one thread at a time, never two at once.
public struct Handed<Value>: @unchecked Sendable {
    /// The value handed over.
    public let value: Value
    /// `value`, to be used by the main actor while its owner waits.
    public init(_ value: Value) { self.value = value }
}

/// The work and its outcome, crossing to the main thread and back while the asking thread
/// waits (`DispatchQueue.main.sync`): touched by one thread at a time.
private final class Handoff<T, E: Error>: @unchecked Sendable {
    let body: @MainActor () throws(E) -> T
    var outcome: Result<T, E>?

    init(_ body: @escaping @MainActor () throws(E) -> T) { self.body = body }

    @MainActor func evaluate() {
        do throws(E) { outcome = .success(try body()) } catch { outcome = .failure(error) }
    }
}
