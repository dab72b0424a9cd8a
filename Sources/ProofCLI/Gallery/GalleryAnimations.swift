import AppSupport
import Catalog
import DisplayList
import Foundation
import Inspect
import Layout
import Render

/// Every animation of the apps asked for, as the animation view shows it: its frames at
/// the gallery's frame rate (@1x, content-addressed in `img/` like the screens), an APNG
/// that plays in real time, the meanDelta between consecutive frames and the timeline's
/// rows sampled at each frame — the animation and its reduced-motion variant, on the
/// iPhone 16 in the app's first appearance.
struct GalleryAnimations {
    let plan: GalleryPlan
    let tokensDirectory: String
    let data: DataSources
    let store: GalleryStore
    let progress: GalleryProgress
    let fps: Int

    /// An animation variant's numbers, kept beside its APNG (`anim/KEY.json`) so that an
    /// unchanged animation is neither drawn nor measured again.
    /// At @1x on the Pro Max a frame is 1.7 MB: 96 of them bound an APNG's memory.
    static let maxAPNGFrames = 96

    struct Measured: Codable, Sendable {
        let frameKeys: [String]
        let meanDelta: [Double]
    }

    func draw(into apps: inout [GalleryData.App]) throws {
        struct Job: Sendable { let app: Int; let id: String; let reduced: Bool; let appearance: Appearance }
        var jobs: [Job] = []
        for (a, app) in plan.apps.enumerated() {
            let look: Appearance = app.appearances.contains(.light) ? .light : .dark
            for id in app.animations { for reduced in [false, true] { jobs.append(Job(app: a, id: id, reduced: reduced, appearance: look)) } }
        }
        progress.begin("animations", total: jobs.count)
        let results = ResultSlots<GalleryData.AnimationVariant>(count: jobs.count)
        let failures = FailureBox()
        let (tokensDirectory, data, store, progress, fps) = (self.tokensDirectory, self.data, self.store, self.progress, self.fps)
        let allJobs = jobs
        DispatchQueue.concurrentPerform(iterations: min(2, max(1, jobs.count))) { worker in
            let renderer = CairoRenderer()
            let catalog: AnimationCatalog
            do { catalog = try AnimationCatalog(tokensDirectory: tokensDirectory, data: data) } catch { failures.add(error); return }
            for k in stride(from: worker, to: allJobs.count, by: 2) where failures.first == nil {
                let job = allJobs[k]
                do {
                    var env = EnvironmentValues()
                    env.appearance = job.appearance
                    env.device = .iPhone16
                    env.reducedMotion = job.reduced
                    let clip = try catalog.clip(job.id, from: nil, to: nil, environment: env, measurer: renderer.text)
                    try catalog.checkBudget(of: clip, fps: fps, scale: 1)
                    let drawn = try Self.variant(clip, job.reduced, job.appearance, fps: fps, store: store, renderer: renderer)
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
                                store: GalleryStore, renderer: CairoRenderer) throws -> (variant: GalleryData.AnimationVariant, cached: Bool) {
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
        whole.add("animation \(fps)")
        for k in keys { whole.add(k) }
        let key = whole.hex
        let apng = "anim/\(key).png", sidecar = "anim/\(key).json"
        let size = lists[0].size
        let document = TimelineDocument(clip: clip, fps: fps)
        func made(_ meanDelta: [Double]) -> GalleryData.AnimationVariant {
            GalleryData.AnimationVariant(reduced: reduced, appearance: look.rawValue, fps: fps, duration: clip.duration, width: size.width, height: size.height,
                                         apng: apng, frames: zip(keys, times).map { GalleryData.Frame(image: GalleryStore.image($0), time: $1) },
                                         meanDelta: meanDelta, rows: document.rows)
        }
        let frameFiles = Set(keys.map(GalleryStore.image))
        if store.has(apng), store.has(sidecar), frameFiles.allSatisfy(store.has),
           let data = FileManager.default.contents(atPath: store.output.path(sidecar)),
           let measured = try? JSONDecoder().decode(Measured.self, from: data), measured.frameKeys == keys {
            store.keep(apng); store.keep(sidecar)
            for f in frameFiles { store.keep(f) }
            return (made(measured.meanDelta), true)
        }
        // Frames one after another: the one before is kept for its delta, and every
        // `step`-th for the APNG (≤ 30 fps, so it plays in real time; fewer for a long
        // animation, so that no APNG holds more than `maxAPNGFrames` rasters in memory).
        let step = max(AnimatedPNG.playbackStep(fps: fps), (times.count + Self.maxAPNGFrames - 1) / Self.maxAPNGFrames)
        var previous: Raster?
        var apngFrames: [Raster] = []
        var meanDelta: [Double] = []
        var written: Set<String> = []
        for (k, list) in lists.enumerated() {
            let raster = try renderer.render(list)
            if let previous {
                meanDelta.append((PixelDiff(previous.rgba, raster.rgba, width: raster.width, height: raster.height).meanDelta * 1e6).rounded() / 1e6)
            }
            let file = GalleryStore.image(keys[k])
            if written.insert(file).inserted {
                if store.has(file) { store.keep(file) } else { try store.write(try PNGFile.encode(raster, options: .fast), to: file) }
            }
            if k % step == 0 { apngFrames.append(raster) }
            previous = raster
        }
        guard let delay = AnimatedPNG.Delay(frames: step, fps: fps) else { throw CLIError.usage("--fps \(fps) cannot be written as an animated PNG frame delay") }
        try store.write(try AnimatedPNG.encode(apngFrames, delay: delay, zlibLevel: 1), to: apng)
        try store.write(try GalleryJSON.encode(Measured(frameKeys: keys, meanDelta: meanDelta)), to: sidecar)
        return (made(meanDelta), false)
    }
}
