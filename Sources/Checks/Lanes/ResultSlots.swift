import Foundation

/// One result per job, filled in by worker threads.
package final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]
    package init(count: Int) { slots = Array(repeating: nil, count: count) }
    package subscript(i: Int) -> T? {
        get { lock.lock(); defer { lock.unlock() }; return slots[i] }
        set { lock.lock(); slots[i] = newValue; lock.unlock() }
    }
    package var values: [T?] { lock.lock(); defer { lock.unlock() }; return slots }
}
