import Foundation
import DisplayList
public import Layout
public import Motion

extension AnimationClip {
    /// The longest a recording is followed to see whether it settles.
    public static let recordingLimit = 10.0
    /// Where a recording that does not settle within `recordingLimit` is cut (a loader that
    /// spins forever: three seconds show its cycle; `proof animate --duration` sets another).
    public static let unsettledLength = 3.0
    /// The most frames of a recording kept as laid out while it was followed to its end
    /// (`unsettledLength` at 60 fps; display lists hold no pixels, so tens of MB at most
    /// for a busy screen, and only while the clip is drawn).
    static let keptFrames = Int(unsettledLength * 60) + 1

    /// A clip of `recording`: from the view's appearance until every animation has ended
    /// and nothing more is scheduled (on whole frames at 60 fps), followed for at most `limit`
    /// seconds — a view that has not settled by then (`repeatForever`, a cycling
    /// `PhaseAnimator`) is cut at `unsettledLength` and the clip says so (`settles` false).
    /// Its rows are the recording's animated changes.
    /// `onMainActor`: every frame is laid out on the main actor (a team's views expect it),
    /// and when asked from another thread the views' `.task`s run, the main actor getting
    /// turns between the recording's steps (`AnimationRecording.step(to:)`).
    public static func recorded(_ id: String, _ recording: AnimationRecording, limit: Double = recordingLimit,
                                onMainActor: Bool = false) -> AnimationClip {
        let handed = Handed(recording)
        let runsTasks = onMainActor && OnMainActor.handsOff
        if runsTasks { OnMainActor.run { handed.value.runsTasks = true } }
        func frame(_ t: Double) -> DisplayList {
            if runsTasks { return stepping(handed, to: t) }
            return onMainActor ? OnMainActor.run { handed.value.frame(at: t) } : recording.frame(at: t)
        }
        let limit = limit.isFinite ? min(max(limit, 0), recordingLimit) : recordingLimit
        var settled: Double?
        let frames = Int((limit * 60).rounded(.up))
        // What the recording says of itself is read on the main actor too when its tasks run
        // there (they may still be finishing a cancellation).
        func settleTime() -> Double? { runsTasks ? OnMainActor.run { handed.value.settleTime } : recording.settleTime }
        // The frames laid out while looking for the end are the frames a caller drawing the
        // clip at 60 fps asks for, in the same order from the same start, so they are kept
        // rather than laid out again: at most `keptFrames` of them.
        var kept: [DisplayList] = []
        for k in 0...frames {
            let t = min(Double(k) / 60, limit)
            let list = frame(t)
            if kept.count == k, k < keptFrames, t == Double(k) / 60 { kept.append(list) }
            if let end = settleTime(), end <= t {
                settled = end
                break
            }
        }
        let duration = settled.map { min((($0 * 60).rounded(.up)) / 60, limit) } ?? min(unsettledLength, limit)
        kept = Array(kept.prefix(Int((duration * 60 + 1e-9).rounded(.down)) + 1))
        let (changes, tapProblems, missedTaps, taskProblems) = runsTasks
            ? OnMainActor.run { (handed.value.changes, handed.value.tapProblems, handed.value.missedTaps, handed.value.taskProblems) }
            : (recording.changes, recording.tapProblems, recording.missedTaps, recording.taskProblems)
        let rows = changes.map { change in
            TimelineRow(element: change.target, property: change.property, from: change.from, to: change.to, start: change.start,
                        end: min(change.end ?? limit, limit), curve: MotionText.animation(change.animation),
                        spring: change.animation.springIfAny, value: change.value)
        }
        let frozen = kept
        // A frame can depend on the times asked before it (a view a clock-driven body inserts
        // appears at the next one asked), so the kept frames are given only to a caller asking
        // for them as they were laid out: 0, 1/60, 2/60 … in turn. Any other time (another
        // rate, a step back but to 0, a repeat) hands over to the recording, first asked again
        // for the frames already given, so it answers exactly as if it had been asked for all.
        var next = 0, live = false
        var clip = AnimationClip(id: id, duration: duration, rows: rows, settles: settled != nil, frame: serialised { t in
            if !live {
                if t == 0, !frozen.isEmpty { next = 1; return frozen[0] }
                if next < frozen.count, t == Double(next) / 60 { next += 1; return frozen[next - 1] }
                live = true
                for j in 0..<next { _ = frame(Double(j) / 60) }
            }
            return frame(t)
        })
        clip.notes = tapProblems + taskProblems
        clip.missedTaps = missedTaps
        return clip
    }

    /// The frame at `t`, stepping the recording on the main actor and letting the main actor
    /// run between steps while a `.task` needs to; a task that neither sleeps nor ends within
    /// `AnimationRecording.maximumTaskTurns` turns and two seconds is left out (it awaits
    /// something the recording cannot time).
    private static func stepping(_ handed: Handed<AnimationRecording>, to t: Double) -> DisplayList {
        var turns = 0
        var start = DispatchTime.now().uptimeNanoseconds
        while true {
            if let list = OnMainActor.run({ handed.value.step(to: t) }) { return list }
            // Turns are counted while a task stays running (one that sleeps again has moved on).
            guard OnMainActor.run({ handed.value.hasRunningTasks }) else {
                turns = 0
                start = DispatchTime.now().uptimeNanoseconds
                continue
            }
            turns += 1
            let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if turns > AnimationRecording.maximumTaskTurns || waited > 2 {
                OnMainActor.run { handed.value.abandonRunningTasks() }
                turns = 0
                start = DispatchTime.now().uptimeNanoseconds
            } else if turns > 8 {
                // Work off the main actor (a task's nonisolated await) comes back on its own time.
                usleep(200)
            }
        }
    }

    /// The frames of a recording for a clip whose rows and length are known beforehand (a
    /// catalogue animation, its timeline worked out from its tokens): frame `t` is the
    /// recording's, asked for one at a time whatever thread asks (a recording is one view
    /// graph). Frames asked in time order replay nothing; an earlier one starts a new
    /// recording from `make` — fresh models and scripted events included. A frame is the same
    /// whatever was asked before it as long as what changes the tree is a state change or a
    /// scripted event (a view a clock-driven body inserts runs its `onAppear` at the first
    /// frame asked for after; docs/ANIMATION.md).
    public static func frames(recording make: @escaping () -> AnimationRecording) -> (Double) -> DisplayList {
        var recording: AnimationRecording?
        var last = -Double.infinity
        return serialised { t in
            if recording == nil || t < last { recording = make() }
            last = t
            return recording!.frame(at: t)
        }
    }

    private static func serialised(_ frame: @escaping (Double) -> DisplayList) -> (Double) -> DisplayList {
        let lock = NSLock()
        return { t in
            lock.lock()
            defer { lock.unlock() }
            return frame(t)
        }
    }
}

extension Motion.Animation {
    /// The spring it runs on, if it runs on one.
    var springIfAny: Spring? {
        if case .spring(let s) = curve { return s }
        return nil
    }
}

extension MotionText {
    /// A SwiftUI animation in words: "easeInOut 0.6 s", "spring response 0.55 ζ 1
    /// (integrated)", "spring k 130 c 12 (interpolating)", with its delay, speed and repeats.
    public static func animation(_ a: Motion.Animation) -> String {
        var words: String
        switch a.curve {
        case .timing(let c): words = curve(c) + " " + number(a.duration) + " s"
        case .spring(let s):
            if a.evaluation == .integratedSpring {
                words = "spring response \(number(rounded(s.response))) ζ \(number(rounded(s.dampingRatio))) (integrated)"
            } else {
                words = "spring k \(number(rounded(s.stiffness))) c \(number(rounded(s.damping)))" + (s.mass == 1 ? "" : " m \(number(s.mass))")
            }
        }
        if a.delay != 0 { words += ", delay \(number(rounded(a.delay))) s" }
        if a.passDelay != 0 { words += ", \(number(rounded(a.passDelay))) s before each pass" }
        if a.speed != 1 { words += ", speed ×\(number(rounded(a.speed)))" }
        switch a.repetition {
        case .once: break
        case .count(let n, let reverses): words += ", \(n) times" + (reverses ? " autoreversing" : "")
        case .forever(let reverses): words += ", forever" + (reverses ? " autoreversing" : "")
        }
        return words
    }

    private static func rounded(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }
}
