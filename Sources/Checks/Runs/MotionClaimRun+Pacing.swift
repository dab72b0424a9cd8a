import AppSupport
import DisplayList
import Inspect

extension MotionClaimRun {
    /// No two consecutive frames draw the same while a track moves. Each track is checked
    /// at its slowest frame step (where a duplicate would hide: a spring's tail, a number
    /// that barely changes) and its fastest (where the largest movement is).
    package mutating func checkPacing(_ frames: MotionFrames) {
        coverage[4].contain()
        let clip = frames.clip
        var slowest: [Int: String] = [:]
        var fastest: Set<Int> = []
        for row in clip.rows where row.end > row.start {
            let k0 = frames.index(atOrBefore: row.start)
            let k1 = min(frames.lastIndex, frames.index(atOrBefore: row.end))
            guard k1 > k0 else { continue }
            var slow: (k: Int, d: Double)? = nil
            var fast: (k: Int, d: Double)? = nil
            var previous = row.value(frames.time(k0))
            for k in k0..<k1 {
                let next = row.value(frames.time(k + 1))
                let d = abs(next - previous)
                previous = next
                guard d > 1e-9 else { continue }
                if slow == nil || d < slow!.d { slow = (k, d) }
                if fast == nil || d > fast!.d { fast = (k, d) }
            }
            if let slow { slowest[slow.k] = slowest[slow.k] ?? "\(row.element) \(row.property) moves by \(slow.d)" }
            if let fast { fastest.insert(fast.k) }
        }
        var duplicates: [String] = []
        var largest = (step: 0.0, element: String?.none, time: Double?.none)
        let pairs = Set(slowest.keys).union(fastest).sorted()
        for k in pairs {
            let a = frames.frame(k), b = frames.frame(k + 1)
            if DrawnComparison.firstDifference(a, b) == nil {
                let why = slowest[k] ?? "a track moves"
                duplicates.append("frames \(k) and \(k + 1) (\(MotionRun.seconds(frames.time(k))) → \(MotionRun.seconds(frames.time(k + 1)))) draw the same while \(why)")
            }
            for m in ElementMotion.movements(from: a, to: b) where m.distance > largest.step {
                largest = (m.distance, m.id, frames.time(k))
            }
        }
        for d in duplicates.prefix(3) { fail("pacing: \(clip.id): \(d)", clip.id, ["claim": "pacing"]) }
        if duplicates.count > 3 { fail("pacing: \(clip.id): … and \(duplicates.count - 3) more", clip.id, ["claim": "pacing"]) }
        if pairs.isEmpty { coverage[4].skip("nothing moves") } else { coverage[4].measure() }
        pacing.append(.init(animation: clip.id, framePairs: pairs.count, duplicates: duplicates, largestStep: largest.step,
                            largestStepElement: largest.element, largestStepTime: largest.time, passed: duplicates.isEmpty))
    }
}
