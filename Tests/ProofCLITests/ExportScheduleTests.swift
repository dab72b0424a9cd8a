import ProofCLI
import Testing

/// The job order of `proof animate`'s two threads: the filmstrip's frames first, the
/// filmstrip as soon as they are done, the APNG once its frames are drawn, nothing twice.
@Suite struct ExportScheduleTests {
    typealias Job = ExportSchedule.Job

    @Test func jobsComeInOrderEachOnce() {
        let schedule = ExportSchedule(frameCount: 5, shown: [0, 2, 4], apngFrameCount: 2)
        var taken: [Job] = []
        while let job = schedule.next() {
            taken.append(job)
            schedule.finished(job)
        }
        #expect(taken == [.frame(0), .frame(2), .frame(4), .filmstrip, .frame(1), .frame(3), .timeline, .apngFrame(0), .apngFrame(1), .apng])
    }

    @Test func theFilmstripWaitsForItsFramesToBeWrittenNotTaken() {
        let schedule = ExportSchedule(frameCount: 3, shown: [0, 2], apngFrameCount: 1)
        // Both shown frames taken, one finished: the filmstrip is not offered yet.
        #expect(schedule.next() == .frame(0))
        #expect(schedule.next() == .frame(2))
        schedule.finished(.frame(0))
        #expect(schedule.next() == .frame(1))
        schedule.finished(.frame(2))
        #expect(schedule.next() == .filmstrip)
        schedule.finished(.frame(1))
        #expect(schedule.next() == .timeline)
        #expect(schedule.next() == .apngFrame(0))
        schedule.finished(.apngFrame(0))
        #expect(schedule.next() == .apng)
        #expect(schedule.next() == nil)
    }

    @Test func aStoppedRunOffersNothingMore() {
        let schedule = ExportSchedule(frameCount: 4, shown: [0, 3], apngFrameCount: 2)
        #expect(schedule.next() == .frame(0))
        schedule.stop()
        #expect(schedule.next() == nil)
    }

    @Test func aOneFrameAnimationStillGetsEveryFile() {
        let schedule = ExportSchedule(frameCount: 1, shown: [0], apngFrameCount: 1)
        var taken: [Job] = []
        while let job = schedule.next() {
            taken.append(job)
            schedule.finished(job)
        }
        #expect(taken == [.frame(0), .filmstrip, .timeline, .apngFrame(0), .apng])
    }
}
