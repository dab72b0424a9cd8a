import Foundation

/// The bar on the terminal while the gallery renders: `gallery ▕████░░░░▏ 812/1890 images
/// (640 unchanged)`, redrawn in place at most ten times a second. Silent when standard error
/// is not a terminal (CI logs, pipes), so nothing but the final lines ends up in a log.
final class GalleryProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let enabled: Bool
    private var phase = ""
    private var total = 0
    private var done = 0
    private var cached = 0
    private var lastDraw = 0.0

    init(enabled: Bool = isatty(STDERR_FILENO) == 1) { self.enabled = enabled }

    /// A new phase (`images`, `animation frames`, `checks`) of `total` steps.
    func begin(_ phase: String, total: Int) {
        lock.lock(); defer { lock.unlock() }
        self.phase = phase; self.total = total; done = 0; cached = 0
        draw(force: true)
    }

    /// One step done; `cached` when it was already drawn by an earlier run.
    func step(cached wasCached: Bool = false) {
        lock.lock(); defer { lock.unlock() }
        done += 1
        if wasCached { cached += 1 }
        draw(force: done == total)
    }

    /// Ends the bar's line.
    func finish() {
        lock.lock(); defer { lock.unlock() }
        if enabled, total > 0 { FileHandle.standardError.write(Data("\n".utf8)) }
        total = 0
    }

    private func draw(force: Bool) {
        guard enabled else { return }
        let now = Date().timeIntervalSinceReferenceDate
        guard force || now - lastDraw >= 0.1 else { return }
        lastDraw = now
        let width = 24
        let filled = total == 0 ? width : min(width, done * width / total)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = "\r\u{1B}[2Kgallery ▕\(bar)▏ \(done)/\(total) \(phase)" + (cached > 0 ? " (\(cached) unchanged)" : "")
        FileHandle.standardError.write(Data(line.utf8))
    }
}
