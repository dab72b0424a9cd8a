import Foundation

/// The errors of work spread over several threads (frames, screens), collected under a lock
/// so a command can report the first once every thread is done.
public final class FailureBox: @unchecked Sendable {
    // @unchecked: `errors` is only touched under `lock`.
    private let lock = NSLock()
    private var errors: [any Error] = []

    /// An empty box.
    public init() {}

    /// Records `e` (from any thread).
    public func add(_ e: any Error) { lock.lock(); errors.append(e); lock.unlock() }

    /// The first error recorded, if any.
    public var first: (any Error)? { lock.lock(); defer { lock.unlock() }; return errors.first }
}
