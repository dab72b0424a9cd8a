public import Dispatch

// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { withAnimation { … } }` is how many
// SwiftUI views stage an animation. Dispatch would run the block on the wall clock, at a moment
// no frame can name; in a recording it runs on the recording's clock instead. This overload
// takes precedence over Dispatch's own (a declaration in a module that imports another shadows
// the other's with the same name and labels), and hands every other case back to Dispatch.
extension DispatchQueue {
    /// Dispatch's `asyncAfter(deadline:execute:)`. In a recording (`AnimationRecording`), `work`
    /// runs when the recording's clock reaches the deadline, as an event: its changes build after
    /// it, animated under its own `withAnimation`s. The delay is read to the millisecond (the
    /// microseconds between `.now()` and this call are no part of it), so frames are the same
    /// every run. A still runs nothing on a clock, so there it never runs; outside any view (a
    /// model's own code, a test) Dispatch runs it.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        guard let graph = ViewGraph.current?.graph ?? ViewGraph.building?.graph else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        if graph.isAtRest { return }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        // The far future (`.distantFuture`) never comes: schedule(after:) drops an infinite delay.
        let seconds = nanoseconds >= UInt64.max / 2 ? Double.infinity : (Double(nanoseconds) / 1e6).rounded() / 1e3
        graph.schedule(after: seconds) { work() }
    }
}
