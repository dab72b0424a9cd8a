import Dispatch
import Foundation

/// Ctrl-C (SIGINT), SIGTERM or SIGHUP while a run is writing: remove the run's temporaries
/// and the folders it made, then exit 128 + the signal number as a shell expects. The
/// signals are caught through dispatch sources, so the cleanup runs on an ordinary thread,
/// not inside a signal handler.
package final class InterruptCleanup: @unchecked Sendable {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private var sources: [any DispatchSourceSignal] = []
    private let lock = NSLock()

    package init(cleanup: @escaping @Sendable () -> Void) {
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                cleanup()
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Back to the default: a signal ends the process at once (nothing is left to clean).
    package func stop() {
        lock.lock()
        defer { lock.unlock() }
        for source in sources { source.cancel() }
        sources = []
        for number in Self.signals { signal(number, SIG_DFL) }
    }
}
