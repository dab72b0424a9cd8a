import AppSupport
import Checks
import DisplayList
import Foundation
import Layout
import Render

/// Draws every screen variant of a `GalleryPlan` into the gallery folder: `img/KEY.png`
/// at @2x and `inspect/KEY.js`. The grid's tiles show the same @2x image, scaled by the
/// browser: a tile is about 180 CSS px wide, so @2x is what a Retina display needs anyway,
/// and a separate @1x thumbnail cost a fifth of the folder (147 of 722 MB). KEY hashes
/// the display list and the render inputs, so a variant whose list did not change since
/// the last run is kept as it is, not drawn again; two variants that draw the same list
/// (AirFit's own gradient and the same gradient by name) share their files.
package struct GalleryScreens {
    let run: GalleryRun

    /// Seconds since the screen appeared, as `proof render --time` defaults to.
    static let settledTime = 10.0

    /// The environment a variant is laid out in: what `proof render` uses by default, on the
    /// variant's device, appearance and text size.
    package static func environment(_ v: GalleryPlan.Variant) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.appearance = v.appearance
        env.device = v.device
        env.contentSize = v.contentSize
        // Settled: appear animations are over by about 2 s.
        env.time = settledTime
        return env
    }

    /// What one variant became.
    struct Drawn: Sendable {
        let key: String
        let width: Double
        let height: Double
    }

    /// Lays out and draws every variant on two threads (each with its own catalogue, text
    /// measurer and renderer); returns the data the page needs, in plan order.
    func draw() throws -> [GalleryData.App] {
        struct Job: Sendable { let app: Int; let appID: String; let screen: Int; let variant: Int; let entry: String; let state: String?; let v: GalleryPlan.Variant }
        var jobs: [Job] = []
        for (a, app) in run.plan.apps.enumerated() {
            for (s, screen) in app.screens.enumerated() {
                for (k, v) in screen.variants.enumerated() { jobs.append(Job(app: a, appID: app.id, screen: s, variant: k, entry: screen.entry, state: screen.state, v: v)) }
            }
        }
        run.progress.begin("screen images", total: jobs.count)
        let results = ResultSlots<Drawn>(count: jobs.count)
        let failures = FailureBox()
        let claims = KeyClaims()
        let (tokensDirectory, data, store, inputs, index, progress) = (run.tokensDirectory, run.data, run.store, run.inputs, run.index, run.progress)
        // Read here, not on the worker threads: the command line's task-local value is not
        // inherited by DispatchQueue's threads.
        let designApps = run.designApps
        let allJobs = jobs
        let queue = JobQueue(count: jobs.count)
        DispatchQueue.concurrentPerform(iterations: min(2, max(1, jobs.count))) { _ in
            let renderer = CairoRenderer()
            var catalog: ScreenCatalog?
            while failures.first == nil, let k = queue.next() {
                let job = allJobs[k]
                do {
                    // Drawn from the same inputs last time, and its files are still there:
                    // nothing to lay out.
                    let input = inputs.key(app: job.appID, "screen", String(GalleryScreens.settledTime), job.entry, job.state ?? "", job.v.appearance.rawValue, job.v.device.id, job.v.contentSize.cliName, job.v.gradient ?? "")
                    if let known = index.screen(input), store.hasScreen(known.key) {
                        results[k] = Drawn(key: known.key, width: known.width, height: known.height)
                        index.record(screen: input, known)
                        if claims.claim(known.key) { store.keepScreen(known.key) }
                        claims.record(known.key, failures: known.contrastFailures)
                        progress.step(cached: true)
                        continue
                    }
                    if catalog == nil { catalog = try ScreenCatalog(apps: designApps, tokensDirectory: tokensDirectory, data: data) }
                    let request = ScreenRequest(environment: GalleryScreens.environment(job.v), state: job.state, gradient: job.v.gradient)
                    var list = try catalog!.render(job.entry, request, measurer: renderer.text)
                    list.scale = 2
                    let key = ContentHash.of(GalleryStore.renderVersion, "screen", try list.stableJSON())
                    results[k] = Drawn(key: key, width: list.size.width, height: list.size.height)
                    let size = (width: list.size.width, height: list.size.height)
                    // Another variant with the same list drew it already in this run: its
                    // count arrives with it (`claims.failureCounts` is read after all workers).
                    guard claims.claim(key) else {
                        index.recordLater(screen: input, key: key, size: size)
                        progress.step(cached: true)
                        continue
                    }
                    // An earlier run drew the same list.
                    if let inspector = store.cachedInspector(key) {
                        store.keepScreen(key)
                        claims.record(key, failures: inspector.contrastFailures)
                        index.record(screen: input, .init(key: key, width: size.width, height: size.height, contrastFailures: inspector.contrastFailures))
                        progress.step(cached: true)
                        continue
                    }
                    let raster = try renderer.render(list)
                    try store.write(try store.imageFormat.encode(raster), to: store.image(key))
                    let inspector = try GalleryInspector(list, renderer: renderer)
                    try store.write(try inspector.script(key: key), to: GalleryStore.inspect(key))
                    claims.record(key, failures: inspector.contrastFailures)
                    index.record(screen: input, .init(key: key, width: size.width, height: size.height, contrastFailures: inspector.contrastFailures))
                    progress.step()
                } catch { failures.add(error) }
            }
        }
        progress.finish()
        if let error = failures.first { throw error }
        let drawn = results.values
        let counts = claims.failureCounts
        index.resolveLater(counts)
        var k = 0
        return run.plan.apps.map { app in
            GalleryData.App(
                id: app.id, name: app.name, appearances: app.appearances.map(\.rawValue),
                devices: run.plan.devices.map { GalleryData.DeviceInfo(id: $0.id, name: $0.name, width: $0.size.width, height: $0.size.height) },
                contentSizes: run.plan.contentSizes.map { GalleryData.SizeInfo(id: $0.cliName, name: GalleryPlan.name($0)) },
                gradients: app.gradients,
                screens: app.screens.map { screen in
                    GalleryData.Screen(id: screen.id, screen: screen.entry, state: screen.state, title: screen.title, variants: screen.variants.map { v in
                        defer { k += 1 }
                        let d = drawn[k]!
                        return GalleryData.Variant(appearance: v.appearance.rawValue, device: v.device.id, contentSize: v.contentSize.cliName, gradient: v.gradient,
                                                   key: d.key, image: run.store.image(d.key), inspect: GalleryStore.inspect(d.key),
                                                   width: d.width, height: d.height, contrastFailures: counts[d.key] ?? 0)
                    })
                },
                animations: [])
        }
    }
}

/// Job indices handed out one at a time to whichever worker is free, so that two workers
/// finish together however uneven the jobs (a 5 s animation beside a 0.2 s one). What a
/// job writes does not depend on which worker ran it.
final class JobQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int
    init(count: Int) { self.count = count }
    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }
}

/// Which content keys a worker has taken on in this run, and what each one's inspector counted.
final class KeyClaims: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed: Set<String> = []
    private var counts: [String: Int] = [:]
    /// True for the first caller with `key`: it draws (or keeps) the files; later callers skip.
    func claim(_ key: String) -> Bool { lock.lock(); defer { lock.unlock() }; return claimed.insert(key).inserted }
    func record(_ key: String, failures: Int) { lock.lock(); counts[key] = failures; lock.unlock() }
    var failureCounts: [String: Int] { lock.lock(); defer { lock.unlock() }; return counts }
}
