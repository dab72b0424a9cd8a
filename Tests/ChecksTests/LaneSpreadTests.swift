import Checks
import Foundation
import Testing

/// `LaneSpread`: how `proof check` hands its items to the two lanes. Each item is made once
/// whichever way; `.fixed` keeps item k on lane k mod lanes (the sweep's text engines rely on
/// it), and `.firstFree` lets a free lane take the next item while another is busy.
@Suite struct LaneSpreadTests {
    /// Which lane made each item, recorded from the lanes' threads.
    final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var made: [(lane: Int, k: Int)] = []
        func add(_ lane: Int, _ k: Int) { lock.withLock { made.append((lane, k)) } }
        var items: [Int] { lock.withLock { made.map(\.k).sorted() } }
        var lanes: [Int: Int] { lock.withLock { Dictionary(made.map { ($0.k, $0.lane) }, uniquingKeysWith: { a, _ in a }) } }
    }

    @Test(arguments: [LaneAssignment.fixed, .firstFree])
    func everyItemIsMadeExactlyOnce(assignment: LaneAssignment) {
        for lanes in [1, 2, 3] {
            for items in [0..<0, 0..<1, 0..<5, 24..<48, 7..<107] {
                let record = Record()
                LaneSpread.run(lanes: lanes, items: items, assignment: assignment) { lane, k in record.add(lane, k) }
                #expect(record.items == Array(items), "\(assignment) on \(lanes) lanes over \(items)")
                #expect(record.lanes.values.allSatisfy { (0..<lanes).contains($0) })
            }
        }
    }

    @Test func fixedPutsItemKOnLaneKModLanes() {
        for lanes in [1, 2, 3] {
            let record = Record()
            LaneSpread.run(lanes: lanes, items: 10..<40, assignment: .fixed) { lane, k in record.add(lane, k) }
            // Counted from the range's start: a chunk starting at 24 begins on lane 0.
            #expect(record.lanes == Dictionary(uniqueKeysWithValues: (10..<40).map { ($0, ($0 - 10) % lanes) }), "\(lanes) lanes")
        }
    }

    /// Lanes on threads of their own, each started at once, so that a lane blocked by a test
    /// cannot keep the other from starting (Dispatch's lanes may wait for a busy pool). Each
    /// thread drops its hold on `body` before it ends and is joined, so nothing still holds
    /// `body` when `withoutActuallyEscaping` checks (a `Thread` keeps its block after the
    /// work is done, which the runtime caught as an escape).
    static let threads: LaneSpread.Starter = { count, body in
        withoutActuallyEscaping(body) { body in
            var threads: [pthread_t] = []
            for lane in 0..<count {
                let context = Unmanaged.passRetained(LaneBody(run: body, lane: lane)).toOpaque()
                var thread = pthread_t()
                let made = pthread_create(&thread, nil, { raw in
                    let lane = Unmanaged<LaneBody>.fromOpaque(raw!).takeRetainedValue()
                    lane.run(lane.lane)
                    return nil
                }, context)
                precondition(made == 0, "pthread_create failed: \(made)")
                threads.append(thread)
            }
            for thread in threads { pthread_join(thread, nil) }
        }
    }

    /// One lane's work handed to a thread. @unchecked: `run` is `@Sendable`, only not escaping.
    final class LaneBody: @unchecked Sendable {
        let run: @Sendable (Int) -> Void
        let lane: Int
        init(run: @escaping @Sendable (Int) -> Void, lane: Int) { self.run = run; self.lane = lane }
    }

    /// The first item holds its lane until every other item is made: only a lane that takes
    /// the next free item can finish them, so the wait ends (a fixed split would leave the
    /// even items waiting behind the held one, and the wait would run out).
    @Test func aBusyLaneDoesNotHoldTheOthersItems() {
        let others = DispatchSemaphore(value: 0)
        let record = Record()
        let timedOut = Record()
        LaneSpread.run(lanes: 2, items: 0..<9, assignment: .firstFree, start: Self.threads) { lane, k in
            if k == 0 {
                let deadline = DispatchTime.now() + 30
                for _ in 1..<9 where others.wait(timeout: deadline) == .timedOut { timedOut.add(lane, k) }
            } else {
                others.signal()
            }
            record.add(lane, k)
        }
        #expect(timedOut.items.isEmpty)
        #expect(record.items == Array(0..<9))
        // Item 0's lane made nothing else.
        let lanes = record.lanes
        #expect((1..<9).allSatisfy { lanes[$0] != lanes[0] })
    }

    @Test(arguments: [LaneAssignment.fixed, .firstFree])
    func noItemStartsOnceStopSays(assignment: LaneAssignment) {
        let record = Record()
        LaneSpread.run(lanes: 1, items: 0..<10, assignment: assignment, stop: { record.items.count >= 3 }) { lane, k in record.add(lane, k) }
        #expect(record.items == [0, 1, 2])
    }
}
