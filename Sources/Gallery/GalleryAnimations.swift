import ProofOutput
import AppSupport
import Checks
import DisplayList
import Foundation
import Inspect
import Layout
import Render

/// Every animation of the apps asked for, as the animation view shows it: its frames at
/// the gallery's frame rate (@1x, content-addressed in `img/` like the screens: the first
/// whole, each later one as the patch that turns the first into it), which the page both
/// scrubs and plays in real time, the meanDelta between consecutive frames and the
/// timeline's rows sampled at each frame — the animation and its reduced-motion variant, on
/// the iPhone 16 in the app's first appearance. No second copy is written to play: an
/// animated WebP of the same frames was 13 MB of the gallery's 240.
struct GalleryAnimations {
    let run: GalleryRun
    let fps: Int

    func draw(into apps: inout [GalleryData.App]) throws {
        struct Job: Sendable { let app: Int; let id: String; let reduced: Bool; let appearance: Appearance }
        var jobs: [Job] = []
        for (a, app) in run.plan.apps.enumerated() {
            let look: Appearance = app.appearances.contains(.light) ? .light : .dark
            for id in app.animations { for reduced in [false, true] { jobs.append(Job(app: a, id: id, reduced: reduced, appearance: look)) } }
        }
        run.progress.begin("animations", total: jobs.count)
        let results = ResultSlots<GalleryData.AnimationVariant>(count: jobs.count)
        let failures = FailureBox()
        let (tokensDirectory, data, store, inputs, index, progress, fps) = (run.tokensDirectory, run.data, run.store, run.inputs, run.index, run.progress, self.fps)
        // Read here, not on the worker threads: the command line's task-local value is not
        // inherited by DispatchQueue's threads.
        let designApps = run.designApps
        let allJobs = jobs
        let queue = JobQueue(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: min(2, max(1, jobs.count))) { _ in
            let renderer = CairoRenderer(keepingBackdrops: true)
            var catalog: AnimationCatalog?
            while failures.first == nil, let k = queue.next() {
                let job = allJobs[k]
                do {
                    // Drawn from the same inputs last time: nothing to lay out.
                    let input = inputs.key(app: String(job.id.prefix { $0 != "/" }), "animation", job.id, String(job.reduced), job.appearance.rawValue, String(fps))
                    if let key = index.animation(input), let known = Self.cached(key, store: store) {
                        index.record(animation: input, key)
                        results[k] = known
                        progress.step(cached: true)
                        continue
                    }
                    if catalog == nil { catalog = try AnimationCatalog(apps: designApps, tokensDirectory: tokensDirectory, data: data) }
                    let catalog = catalog!
                    var env = EnvironmentValues()
                    env.appearance = job.appearance
                    env.device = .iPhone16
                    env.reducedMotion = job.reduced
                    let clip = try catalog.clip(job.id, from: nil, to: nil, environment: env, measurer: renderer.text)
                    try catalog.checkBudget(of: clip, fps: fps, scale: 1)
                    let drawn = try Self.variant(clip, job.reduced, job.appearance, fps: fps, store: store, renderer: renderer)
                    index.record(animation: input, drawn.key)
                    results[k] = drawn.variant
                    progress.step(cached: drawn.cached)
                } catch { failures.add(error) }
            }
        }
        progress.finish()
        if let error = failures.first { throw error }
        let variants = results.values
        for (k, job) in jobs.enumerated() {
            let title = job.id.split(separator: "/").last.map(String.init) ?? job.id
            if !apps[job.app].animations.contains(where: { $0.id == job.id }) {
                apps[job.app].animations.append(GalleryData.Animation(id: job.id, title: title, variants: []))
            }
            let i = apps[job.app].animations.firstIndex { $0.id == job.id }!
            apps[job.app].animations[i].variants.append(variants[k]!)
        }
    }

    /// One animation variant: kept when an earlier run drew the same frames, else drawn.
    private static func variant(_ clip: AnimationClip, _ reduced: Bool, _ look: Appearance, fps: Int,
                                store: GalleryStore, renderer: CairoRenderer) throws -> (variant: GalleryData.AnimationVariant, key: String, cached: Bool) {
        let times = AnimationClip.frameTimes(duration: clip.duration, fps: fps)
        var keys: [String] = []
        var lists: [DisplayList] = []
        for t in times {
            var l = clip.frame(at: t)
            l.scale = 1
            keys.append(ContentHash.of(GalleryStore.renderVersion, "frame", try l.stableJSON()))
            lists.append(l)
        }
        var whole = ContentHash()
        // How the scrubber's frames are stored is in the key, so a gallery drawn before the
        // scrubber's patches or in another image format gets them written again (a playing
        // copy an older gallery wrote is swept whatever the key: nothing keeps it). So are
        // the variant's own facts: a reduced-motion variant that draws the same frames as the
        // animation still gets its own sidecar, with its own flag and timeline rows.
        whole.add("animation \(fps) frame-patches played-from-frames \(store.imageFormat.rawValue) reduced=\(reduced) \(look.rawValue)")
        for k in keys { whole.add(k) }
        let key = whole.hex
        let sidecar = Self.sidecar(key)
        let size = lists[0].size
        let document = TimelineDocument(clip: clip, fps: fps)
        func made(_ frames: [GalleryData.Frame], _ meanDelta: [Double]) -> GalleryData.AnimationVariant {
            GalleryData.AnimationVariant(reduced: reduced, appearance: look.rawValue, fps: fps, duration: clip.duration, width: size.width, height: size.height,
                                         frames: frames, meanDelta: meanDelta, rows: document.rows)
        }
        // The same frames as an earlier run (proof was rebuilt, the animation did not change).
        if let known = cached(key, store: store), known.frames.count == times.count {
            return (made(known.frames, known.meanDelta), key, true)
        }
        // Frames one after another: the first is kept for the patches, the one before for its delta.
        var first: Raster?
        var previous: [UInt8]?
        var meanDelta: [Double] = []
        var frames: [GalleryData.Frame] = []
        var written: Set<String> = []
        for (k, list) in lists.enumerated() {
            let raster = try renderer.render(list)
            let pixels = raster.rgba
            if let previous {
                meanDelta.append((PixelDiff(previous, pixels, width: raster.width, height: raster.height).meanDelta * 1e6).rounded() / 1e6)
            }
            frames.append(try Self.scrubberFrame(raster, first: first, keys: (keys[0], keys[k]), time: times[k], store: store, written: &written))
            if first == nil { first = raster }
            previous = pixels
        }
        let variant = made(frames, meanDelta)
        try store.write(try GalleryJSON.encode(variant), to: sidecar)
        return (variant, key, false)
    }

    /// Frame `raster` as the scrubber loads it: the first frame whole; a later one as the
    /// patch that turns the first frame into it, named after both frames' keys (the same
    /// pair gives the same file); a frame equal to the first is the first's file. Scrubbing
    /// to any frame is the first frame and at most one patch: a frame stores a third of the
    /// screen's pixels on average (the gallery's 2,717 frames), not all of them.
    private static func scrubberFrame(_ raster: Raster, first: Raster?, keys: (first: String, this: String), time: Double,
                                      store: GalleryStore, written: inout Set<String>) throws -> GalleryData.Frame {
        func save(_ file: String, _ picture: @autoclosure () throws -> Raster) throws {
            guard written.insert(file).inserted else { return }
            if store.has(file) { store.keep(file) } else { try store.write(try store.imageFormat.encode(try picture()), to: file) }
        }
        let whole = store.image(keys.first)
        guard let first else {
            try save(whole, raster)
            return GalleryData.Frame(image: whole, time: time)
        }
        guard let patch = try raster.patch(over: first, clearUnchanged: true) else { return GalleryData.Frame(image: whole, time: time) }
        // A changed pixel that is not opaque (a screen with a see-through background): the
        // rectangle would hold the frame's own pixels, which a browser blends over the first
        // frame's, so the frame is stored whole.
        guard patch.drawnOver else {
            let own = store.image(keys.this)
            try save(own, raster)
            return GalleryData.Frame(image: own, time: time)
        }
        let file = store.image(ContentHash.of(GalleryStore.renderVersion, "patch", keys.first, keys.this))
        try save(file, patch.raster)
        return GalleryData.Frame(image: file, time: time, x: patch.x, y: patch.y)
    }

    /// Where a variant's data is kept between runs.
    static func sidecar(_ key: String) -> String { "anim/\(key).json" }

    /// An animation variant an earlier run wrote as `anim/KEY.json`, kept with its frames
    /// when all of them are still there.
    private static func cached(_ key: String, store: GalleryStore) -> GalleryData.AnimationVariant? {
        let sidecar = Self.sidecar(key)
        guard let data = store.cached(sidecar),
              let variant = try? JSONDecoder().decode(GalleryData.AnimationVariant.self, from: data) else { return nil }
        let files = variant.frames.map(\.image)
        guard Self.isWellFormed(variant, format: store.imageFormat), files.allSatisfy(store.has) else { return nil }
        store.keep(sidecar)
        for f in Set(files) { store.keep(f) }
        return variant
    }

    /// Whether a sidecar read back from the folder is one this code could have written: its
    /// frames name images of the store (`img/`, a key, the format's extension), the first frame is whole, a
    /// patch sits inside the picture, and the deltas are one fewer than the frames and
    /// finite. Anything else (an older gallery's format, a hand-edited file) is drawn again
    /// rather than handed to the page.
    static func isWellFormed(_ variant: GalleryData.AnimationVariant, format: GalleryImageFormat) -> Bool {
        func isImage(_ name: String) -> Bool {
            let suffix = "." + format.fileExtension
            let stem = name.dropFirst(4).dropLast(suffix.count)
            return name.hasPrefix("img/") && name.hasSuffix(suffix) && stem.count == 32
                && stem.allSatisfy { $0.isASCII && $0.isHexDigit && !$0.isUppercase }
        }
        guard let first = variant.frames.first, first.x == nil, first.y == nil,
              variant.meanDelta.count == variant.frames.count - 1, variant.meanDelta.allSatisfy({ $0.isFinite && $0 >= 0 }),
              variant.width.isFinite, variant.height.isFinite else { return false }
        return variant.frames.allSatisfy { f in
            guard isImage(f.image), f.time.isFinite else { return false }
            switch (f.x, f.y) {
            case (nil, nil): return true
            case let (x?, y?): return x >= 0 && y >= 0 && Double(x) < variant.width && Double(y) < variant.height
            default: return false
            }
        }
    }
}
