import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// Issue 13: two render threads, each with its own renderer and Pango font map, deadlocked
/// inside Cairo's shared font cache (`proof animate calai/spin-wheel-spin`, 2 runs in 26).
/// This renders animation frames with text on two threads the way `proof animate` does —
/// frames laid out on one thread, then drawn and PNG-encoded by two workers, a renderer
/// each — several rounds in a row, with fresh renderers every round so that font maps are
/// also torn down while the other thread draws. It must finish, and give the same bytes as
/// one thread. A deadlock fails the test at its deadline instead of hanging the suite.
@Suite struct RenderThreadStressTests {
    static let root = Checkout.root

    /// Generous for a debug build on two busy cores; the work takes a few seconds.
    static let deadline = 600.0
    static let rounds = 3

    /// The frames: the spin wheel (the run that hung) and the AirFit cascade, whose letters
    /// each have their own weight, at 1x and 30 fps; and labels whose size changes every
    /// frame, so that each frame makes Cairo create scaled fonts and, as Pango's caches
    /// fill, release others — the two sides of the deadlock.
    static func frames() throws -> [DisplayList] {
        let text = PangoText()
        let catalog = try AnimationCatalog(tokensDirectory: root + "/tokens")
        var lists: [DisplayList] = []
        for id in ["calai/spin-wheel-spin", "airfit/cascade"] {
            let clip = try catalog.clip(id, from: nil, to: nil, environment: EnvironmentValues(), measurer: text)
            lists += AnimationClip.frameTimes(duration: clip.duration, fps: 30).map { t in
                var list = clip.frame(at: t)
                list.scale = 1
                return list
            }
        }
        for k in 0..<160 {
            var list = DisplayList(size: Size(width: 160, height: 90), scale: 1, background: .white)
            for (row, family) in ["Inter", "Quicksand"].enumerated() {
                let run = TextRun("Frame \(k) — 1,665°", font: FontSpec(family: family, size: 9 + Double(k % 40) * 0.5, weight: 100 + Double(k % 9) * 100),
                                  paint: .solid(.black))
                list.append(.text("t\(row)", Rect(x: 4, y: 4 + Double(row) * 40, width: 152, height: 40), run))
            }
            lists.append(list)
        }
        return lists
    }

    @Test func textFramesOnTwoThreadsFinishWithTheSameBytes() throws {
        let lists = try Self.frames()
        #expect(lists.count == 300, "hundreds of frames with text")
        #expect(lists.allSatisfy { $0.elements.contains { $0.kind == .text } })
        let serial = try lists.map { try PNGFile.encode(CairoRenderer().render($0), options: .fast) }

        let outcome = StressOutcome(count: lists.count)
        let finished = DispatchSemaphore(value: 0)
        let worker = Thread {
            for _ in 0..<Self.rounds { Self.renderOnTwoThreads(lists, into: outcome) }
            finished.signal()
        }
        // concurrentPerform draws on its calling thread too: give it a main thread's stack.
        worker.stackSize = 8 << 20
        worker.start()
        guard finished.wait(timeout: .now() + Self.deadline) == .success else {
            // Two threads are stuck inside Cairo with its font locks held: every later
            // test that draws text would hang on them. Stop the process, which fails the
            // suite, rather than let it stall.
            Issue.record("rendering \(Self.rounds) × \(lists.count) frames on two threads did not finish in \(Int(Self.deadline)) s: a deadlock (issue 13)")
            fatalError("RenderThreadStressTests: render threads deadlocked; see issue 13")
        }
        #expect(outcome.failures.isEmpty, "\(outcome.failures)")
        #expect(outcome.drawn == Self.rounds * lists.count)
        let mismatched = outcome.mismatches(against: serial)
        #expect(mismatched.isEmpty, "frames differing from one thread: \(mismatched.prefix(10))")
    }

    /// One round as `proof animate` draws its frames: two workers, a new renderer each,
    /// frame k on worker k % 2, rendered into a reused raster and encoded as PNG.
    static func renderOnTwoThreads(_ lists: [DisplayList], into outcome: StressOutcome) {
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            let renderer = CairoRenderer()
            var raster = Raster(width: 0, height: 0, stride: 0, bytes: [])
            for k in stride(from: worker, to: lists.count, by: 2) {
                do {
                    try renderer.render(lists[k], into: &raster)
                    outcome.record(k, try PNGFile.encode(raster, options: .fast))
                } catch { outcome.fail("frame \(k): \(error)") }
            }
        }
    }
}

/// What the worker threads produced: each frame's PNG of the latest round, and whether
/// every round gave the same bytes.
final class StressOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var latest: [Data?]
    private var changed: Set<Int> = []
    private var count = 0
    private var errors: [String] = []

    init(count: Int) { latest = Array(repeating: nil, count: count) }

    func record(_ k: Int, _ png: Data) {
        lock.lock()
        defer { lock.unlock() }
        if let earlier = latest[k], earlier != png { changed.insert(k) }
        latest[k] = png
        count += 1
    }

    func fail(_ message: String) { lock.lock(); errors.append(message); lock.unlock() }
    var failures: [String] { lock.lock(); defer { lock.unlock() }; return errors }
    var drawn: Int { lock.lock(); defer { lock.unlock() }; return count }

    /// Frames whose bytes differ from `serial` in any round.
    func mismatches(against serial: [Data]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        return serial.indices.filter { changed.contains($0) || latest[$0] != serial[$0] }
    }
}
