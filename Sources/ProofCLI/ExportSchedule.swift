import Foundation

/// The order in which `AnimationExporter`'s two threads take the jobs of one animation, so
/// that neither idles while the other finishes a long job alone.
///
/// The frames the filmstrip shows are drawn first; the filmstrip (reading and scaling eight
/// full-size frames, the longest single job) starts as soon as they are written, while the
/// other thread goes on with the rest of the frames, the timeline chart and the APNG's @1x
/// frames; the APNG is encoded once all of those are drawn. What each job writes depends
/// only on the job, so the files are the same whichever thread takes it.
package final class ExportSchedule: @unchecked Sendable {
    // @unchecked: every field is read and written under `condition`'s lock.
    package enum Job: Equatable {
        case frame(Int), timeline, apngFrame(Int), filmstrip, apng
    }

    private let condition = NSCondition()
    /// The jobs without prerequisites, in the order they are taken.
    private let queue: [Job]
    private var cursor = 0
    private let shown: Set<Int>
    private var shownDone = 0
    private let apngFrameCount: Int
    private var apngFramesDone = 0
    private var filmstripTaken = false, apngTaken = false, stopped = false

    /// The jobs of `frameCount` frames of which the filmstrip shows `shown`, and of an APNG
    /// of `apngFrameCount` frames.
    package init(frameCount: Int, shown: [Int], apngFrameCount: Int) {
        let picked = Set(shown)
        self.shown = picked
        self.apngFrameCount = apngFrameCount
        queue = picked.sorted().map(Job.frame) + (0..<frameCount).filter { !picked.contains($0) }.map(Job.frame)
            + [.timeline] + (0..<apngFrameCount).map(Job.apngFrame)
    }

    /// The next job, waiting while the only ones left wait on jobs another thread is doing;
    /// nil when none is left or the run has stopped.
    package func next() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped {
            if !filmstripTaken, shownDone == shown.count { filmstripTaken = true; return .filmstrip }
            if cursor < queue.count { cursor += 1; return queue[cursor - 1] }
            if !apngTaken, apngFramesDone == apngFrameCount { apngTaken = true; return .apng }
            if filmstripTaken, apngTaken { return nil }
            condition.wait()
        }
        return nil
    }

    /// Records that `job` is finished.
    package func finished(_ job: Job) {
        condition.lock()
        switch job {
        case .frame(let k) where shown.contains(k): shownDone += 1
        case .apngFrame: apngFramesDone += 1
        default: break
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the run (a job failed): every waiting and later `next` returns nil.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
