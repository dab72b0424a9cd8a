extension View {
    /// SwiftUI's `.onReceive(_:perform:)`. A timer's (`Timer.publish(every:on:in:)
    /// .autoconnect()`) ticks arrive in a recording on its clock, every interval from the
    /// view's appearance, each dated the recording's time counted from Foundation's reference
    /// date (2001-01-01); what other publishers send does not arrive, and a still receives
    /// nothing.
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        let timer = publisher as? Publishers.Autoconnect<Timer.TimerPublisher>
        let dated = action as? (Date) -> Void
        // A publisher that is no timer ticks never (an infinite interval registers nothing).
        let interval = timer != nil && dated != nil ? timer!.upstream.interval : .infinity
        return onClockTick(every: interval) { t in dated?(Date(timeIntervalSinceReferenceDate: t)) }
    }
}
