import DisplayList
import Foundation
import SwiftUI
import Testing

/// `.task` in a recording: it starts when its view appears, its `Task.sleep`s sleep on the
/// recording's clock, it is cancelled when its view goes and started again when its id
/// changes; a still runs none. Values at known frames, worked out by hand.
@Suite @MainActor struct RecordedTaskTests {
    func recording<V: View>(_ view: V) -> AnimationRecording { SwiftUITests.recording(view, runsTasks: true) }

    func opacity(_ list: DisplayList) -> Double { list.elements.first?.opacity ?? 1 }

    /// The usual staging: wait a second, then fade in over a linear second.
    struct Staged: View {
        @State private var shown = false
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 100, height: 100)
                .opacity(shown ? 1 : 0)
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    withAnimation(.linear(duration: 1)) { shown = true }
                }
        }
    }

    @Test func aTasksSleepIsOnTheRecordingsClock() async {
        let r = recording(Staged())
        #expect(opacity(await r.frame(runningTasksAt: 0.9)) == 0)
        #expect(abs(opacity(await r.frame(runningTasksAt: 1.25)) - 0.25) < 1e-9)
        #expect(abs(opacity(await r.frame(runningTasksAt: 1.5)) - 0.5) < 1e-9)
        #expect(opacity(await r.frame(runningTasksAt: 2)) == 1)
        #expect(r.settleTime == 2)
        #expect(r.taskProblems.isEmpty)
        // Asked again from the start: the same frames.
        let again = recording(Staged())
        #expect(await again.frame(runningTasksAt: 1.25) == (await r.frame(runningTasksAt: 1.25)))
    }

    /// A still runs no task; nor does a recording that gives the main actor no turns.
    @Test func aStillAndATurnlessRecordingRunNoTask() {
        let still = ScreenLayout.layout(Staged(), in: Rect(x: 0, y: 0, width: 200, height: 200), measurer: FixedAdvanceMeasurer())
        #expect(opacity(still) == 0)
        let plain = AnimationRecording(Staged(), in: Rect(x: 0, y: 0, width: 200, height: 200), measurer: FixedAdvanceMeasurer())
        #expect(opacity(plain.frame(at: 3)) == 0)
    }

    /// A counting loop: `Task.sleep(nanoseconds:)` every quarter second, three times.
    struct Counter: View {
        @State private var n = 0
        var body: some View {
            Text("\(n)").task {
                for _ in 0..<3 {
                    try? await Task.sleep(nanoseconds: 250_000_000)
                    n += 1
                }
            }
        }
    }

    @Test func aLoopOfSleepsTicksOnTheClock() async {
        let r = recording(Counter())
        #expect(await r.frame(runningTasksAt: 0.2).texts == ["0"])
        #expect(await r.frame(runningTasksAt: 0.3).texts == ["1"])
        #expect(await r.frame(runningTasksAt: 0.6).texts == ["2"])
        #expect(await r.frame(runningTasksAt: 5).texts == ["3"])
        #expect(r.settleTime != nil, "the task ended: nothing is scheduled")
    }

    /// The view goes at 0.5 s: its task, asleep until 1 s, is cancelled — `Task.sleep` throws
    /// at once and the task says so; the line after the sleep never runs.
    @Observable final class Log { var lines: [String] = [] }
    struct Sleeper: View {
        let log: Log
        var body: some View {
            Text("sleeper").task {
                do {
                    try await Task.sleep(for: .seconds(1))
                    log.lines.append("woke")
                } catch {
                    log.lines.append(Task.isCancelled ? "cancelled" : "other")
                }
            }
        }
    }
    struct Host: View {
        let log: Log
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Sleeper(log: log) }
                Text(log.lines.joined(separator: ","))
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { shown = false } }
        }
    }

    @Test func aTaskIsCancelledWhenItsViewGoes() async {
        let log = Log()
        let r = recording(Host(log: log))
        #expect(await r.frame(runningTasksAt: 0.4).texts == ["sleeper", ""])
        #expect(await r.frame(runningTasksAt: 2).texts == ["cancelled"])
    }

    /// `.task(id:)`: a new id cancels the old task and starts another.
    struct Restarter: View {
        let log: Log
        @State private var id = 1
        var body: some View {
            Text("\(id)")
                .task(id: id) {
                    log.lines.append("start \(id)")
                    try? await Task.sleep(for: .seconds(1))
                    if !Task.isCancelled { log.lines.append("done \(id)") }
                }
                .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { id = 2 } }
        }
    }

    @Test func aNewIDRestartsTheTask() async {
        let log = Log()
        let r = recording(Restarter(log: log))
        _ = await r.frame(runningTasksAt: 3)
        #expect(log.lines == ["start 1", "start 2", "done 2"])
    }

    /// A task that awaits what the clock cannot time (here: a continuation nothing resumes)
    /// is left out and said; the recording goes on.
    struct Stuck: View {
        @State private var text = "waiting"
        var body: some View {
            Text(text).task {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }
                text = "never"
            }
        }
    }

    @Test func aTaskAwaitingSomethingElseIsLeftOut() async {
        let r = recording(Stuck())
        #expect(await r.frame(runningTasksAt: 1).texts == ["waiting"])
        #expect(r.taskProblems == ["the .task of root awaited something besides Task.sleep at 0 s: left out from then"])
    }

    /// A task that sleeps for no time in a loop neither hangs nor grows without bound.
    struct Spinner: View {
        @State private var n = 0
        var body: some View {
            Text("\(n)").task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .zero)
                    n += 1
                }
            }
        }
    }

    @Test func aTaskSleepingNoTimeInALoopStops() async {
        let r = recording(Spinner())
        let list = await r.frame(runningTasksAt: 0.5)
        #expect(r.isUnstable)
        #expect(Int(list.texts.first ?? "") ?? 0 > 0)
    }

    /// A sleep in a child task (`async let`) cannot be timed beside its parent: the task is
    /// left out, said so, and the recording goes on.
    struct Children: View {
        @State private var text = "start"
        var body: some View {
            Text(text).task {
                async let a: Void = { try? await Task.sleep(for: .seconds(0.2)) }()
                await a
                text = "never"
            }
        }
    }

    @Test func aSleepInAChildTaskIsLeftOut() async {
        let r = recording(Children())
        #expect(await r.frame(runningTasksAt: 1).texts == ["start"])
        #expect(r.taskProblems == ["the .task of root slept in a child task (async let, a task group) at 0 s: left out from then"])
    }

    /// A view with a long sleep removed at 0.5 s: its cancelled sleep leaves nothing scheduled,
    /// so the recording settles at once instead of waiting out the thirty seconds.
    struct LongSleep: View {
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Text("napping").task { try? await Task.sleep(for: .seconds(30)) } }
            }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { shown = false } }
        }
    }

    @Test func aCancelledSleepKeepsNothingScheduled() async {
        let r = recording(LongSleep())
        _ = await r.frame(runningTasksAt: 1)
        #expect(r.settleTime != nil && (r.settleTime ?? 99) <= 1)
    }
}
