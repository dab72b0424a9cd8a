import Dispatch
import Foundation

/// Which lane makes which item of a `CheckLanes.run`. Either way each item is made exactly
/// once and the results are added up in item order, so the report is the same; what
/// differs is only how long the lanes wait for each other.
package enum LaneAssignment: Sendable {
    /// Item k on lane k mod lanes. The Dynamic Type sweep's items cycle through the content
    /// sizes, so each lane meets the same sizes every time and its text engine measures each
    /// text at a size once; spread any other way, both lanes would shape the same texts.
    case fixed
    /// Each item to whichever lane is free first, in item order: for items of uneven cost
    /// (an animation of 8 frames beside one of 90, a screen beside a long scroll), where a
    /// fixed split left one lane idle for a third of the blur budget's time.
    case firstFree
}

/// Spreads the items of a range over lanes (threads), `LaneAssignment`'s way.
package enum LaneSpread {
    /// How lanes are started: `count` of them, `body(lane)` on each, returning when all
    /// have. Dispatch's `concurrentPerform` by default, which may run two lanes one after
    /// the other when its threads are busy (the results are the same, only later).
    package typealias Starter = @Sendable (_ count: Int, _ body: @Sendable (_ lane: Int) -> Void) -> Void

    /// Dispatch's lanes.
    package static let dispatch: Starter = { count, body in DispatchQueue.concurrentPerform(iterations: count, execute: body) }

    /// Calls `body(lane, k)` at most once for every `k` in `items`, on up to `lanes` lanes
    /// (never more than there are items; lane numbers from 0), and returns when all have
    /// returned: exactly once for each unless `stop()` turns true, after which no new item is
    /// started (a lane's failure ends the run early). `.fixed` counts k from the range's
    /// start, so a caller whose items cycle with an even period keeps them on the same lanes
    /// only if each range starts at a multiple of that period.
    package static func run(lanes: Int, items: Range<Int>, assignment: LaneAssignment, start: @escaping Starter = dispatch,
                            stop: @Sendable () -> Bool = { false }, _ body: @Sendable (_ lane: Int, _ k: Int) -> Void) {
        let lanes = max(1, min(lanes, items.count))
        let next = NextItem(items.lowerBound)
        start(lanes) { lane in
            switch assignment {
            case .fixed:
                for k in stride(from: items.lowerBound + lane, to: items.upperBound, by: lanes) where !stop() { body(lane, k) }
            case .firstFree:
                while !stop(), let k = next.claim(below: items.upperBound) { body(lane, k) }
            }
        }
    }
}

/// The next item no lane has claimed. @unchecked: `value` is only touched holding `lock`.
private final class NextItem: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int
    init(_ first: Int) { value = first }

    /// The next item, claimed for the caller; nil once `end` is reached.
    func claim(below end: Int) -> Int? {
        lock.withLock {
            guard value < end else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
