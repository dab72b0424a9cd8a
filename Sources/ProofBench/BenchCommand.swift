import AppSupport
import Checks
import ProofCLI
import AirFit
import Catalog
public import ArgumentParser
import DisplayList
import FitAI
import Foundation
import Inspect
import Layout
import Render
import Tokens

/// `proof bench`: the speed figures of docs/PERFORMANCE.md. Build in release
/// (`swift run -c release proof bench`); a debug build is several times slower.
public struct BenchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time layout, render, PNG encoding and decoding, a pixel diff and a 72-frame cross-fade of the AirFit dashboard at iPhone 16 @3x, and reading FitAI's food log (the sample and a year); then, as proof processes beside their targets, every screen, render --all, check, the gallery (cold, unchanged, its size) and previews of a 40-view package; and the dashboard beside rsvg-convert and headless Chromium drawing its SVG.")

    @Option(help: "Runs per figure (min and median are reported).")
    var runs: Int = 20

    @Flag(help: "Print JSON.")
    var json = false

    @Option(help: "Time only the figures whose name contains this text (e.g. render, encode, cross-fade); for profiling one stage.")
    var only: String?

    /// Every figure `--only` can pick (the cross-fade timing is "cross-fade … threads").
    static let figureNames = ["memset 12 MB (floor)", "layout", "render", "png encode cairo default (zlib 6, all filters)",
                              "render cross-fade frame 36 (second gradient at 50 %)", "cross-fade on 1 and 2 threads",
                              FitAILogBench.sampleFigure, FitAILogBench.yearFigure, Self.catalogueFigure, Self.galleryFigure,
                              Self.previewsFigure, Self.peersFigure] + PNGAndDiffBench.figureNames

    // The groups timed as processes, each picked by its one word: `--only` matches any part
    // of a name, and a longer name ("… render --all …") would start a group's minute of
    // processes under `--only render`, which is for profiling the render.
    /// Every screen as a process, render --all, check (`CatalogueBench`).
    static let catalogueFigure = "catalogue"
    /// `proof gallery` cold and unchanged, and its size (`GalleryBench`).
    static let galleryFigure = "gallery"
    /// `proof previews` on a 40-view package, after an edit, and a recording (`PreviewsBench`).
    static let previewsFigure = "previews"
    /// The dashboard by proof render beside rsvg-convert and headless Chromium drawing its SVG (`PeerBench`).
    static let peersFigure = "peers"

    public func validate() throws {
        guard (3...1000).contains(runs) else { throw ValidationError("--runs \(runs) is out of range: 3…1000") }
        if let only, !Self.figureNames.contains(where: { $0.localizedCaseInsensitiveContains(only) }) || only.isEmpty {
            let words = ["layout", "render", "encode", "decode", "diff", "cross-fade", "memset", "fitai", "catalogue", "gallery", "previews", "peers"]
            let near = words.min { editDistance($0, only.lowercased()) < editDistance($1, only.lowercased()) }
                .flatMap { editDistance($0, only.lowercased()) <= max(2, only.count / 3) ? $0 : nil }
            throw ValidationError("--only \(DiagnosticLine.shown(only)) names no figure" + (near.map { " (did you mean \($0)?)" } ?? "")
                                  + "; figures: layout, render, png encode, png decode, diff, cross-fade, fitai, catalogue, gallery, previews, peers")
        }
    }

    struct Figure: Encodable {
        let name: String
        let minMs: Double
        let medianMs: Double
        let timesFloor: Double
    }

    public init() {}

    public func run() throws {
        let dir = try TokenDirectory.locate().path
        let theme: AirFitTheme
        let path = dir + "/" + AirFitApp.tokenFile
        do { theme = try AirFitTheme(tokens: try DesignApps.appTokens(at: path)) } catch let e as TokenFileInvalid {
            throw e
        } catch let e as ThemeTokensInvalid {
            throw CLIError.badData(ThemeTokensInvalid(errors: e.errors.map { DesignApps.located($0, appTokensAt: path) }).summary)
        } catch {
            throw CLIError.badData("\(path): " + String(describing: error))
        }
        let renderer = CairoRenderer()
        var env = EnvironmentValues()
        env.device = .iPhone16
        env.time = 10
        let environment = theme.environment(env)
        let layout = { ScreenLayout.layout(Dashboard(), environment: environment, measurer: renderer.text) }
        let list = layout()
        let raster = try renderer.render(list)
        let bytes = raster.stride * raster.height
        let temp = NSTemporaryDirectory() + "designproof-bench-\(getpid())"
        if case .failure(let f) = FileBytes.makeFolders(temp) { throw CLIError.io("cannot make the bench's scratch folder: " + f.description) }
        defer { try? FileManager.default.removeItem(atPath: temp) }

        var buffer = [UInt8](repeating: 0, count: bytes)
        var fill: Int32 = 0
        let floor = measure("memset 12 MB (floor)", always: true) {
            fill = (fill + 1) & 0x7F
            buffer.withUnsafeMutableBytes { _ = memset($0.baseAddress!, fill, $0.count) }
        }!
        var figures: [(String, [Double])] = [("memset 12 MB (floor)", floor)]
        func add(_ name: String, _ body: () -> Void) {
            if let times = measure(name, body) { figures.append((name, times)) }
        }
        add("layout") { _ = layout() }
        add("render") { _ = try? renderer.render(list) }
        add("png encode cairo default (zlib 6, all filters)") { _ = try? PNGFile.encodeWithLibpng(raster, zlibLevel: 6, allFilters: true) }

        // The cross-fade: peachRose → mintAqua on the `motion.crossfade` tokens at 120 fps
        // (0.6 s easeInOut, 73 frames), the dashboard's background fading under unchanged content.
        let frames = crossfadeFrames(list, from: theme.gradients[0].light, to: theme.gradients[1].light, fade: theme.crossfade)
        // The middle frame: frame 36 of 73, the second gradient at 50 % on the project's tokens.
        let middle = frames.count / 2
        var reused = raster
        add("render cross-fade frame \(middle) (the middle frame)") { try? renderer.render(frames[middle], into: &reused) }
        // PNG encoding, decoding and diffing beside issue 19's targets (PNGAndDiffBench.swift).
        let pngAndDiff = try PNGAndDiffBench(raster: raster, list: list, renderer: renderer, frameA: try renderer.render(frames[0]),
                                             frameB: try renderer.render(frames[middle]), temp: temp,
                                             measure: { name, body in measure(name, body) }, selected: selected, runs: runs).run()
        figures += pngAndDiff.figures
        // FitAI's food log read and aggregated as its screens need it: the sample, then a
        // year of entries (data/fitai.year.json); the ratio is docs/PERFORMANCE.md's.
        if selected(FitAILogBench.sampleFigure) || selected(FitAILogBench.yearFigure) {
            let logs = try FitAILogBench(dataDirectory: TokenDirectory(path: dir).dataSources().sampleDirectory)
            add(FitAILogBench.sampleFigure) { logs.readAndAggregate(logs.sample) }
            add(FitAILogBench.yearFigure) { logs.readAndAggregate(logs.year) }
        }
        // Last, and as processes: every screen, render --all and check (CatalogueBench).
        let catalogue = selected(Self.catalogueFigure)
            ? try CatalogueBench(scratch: temp).measure(screens: try ScreenCatalog(apps: AppList.apps, tokensDirectory: dir, data: TokenDirectory(path: dir).dataSources()).ids) : nil
        // Then what a team runs on its own work, also as processes: the gallery and previews.
        let executable = BenchOutput.ownExecutable()
        if (selected(Self.galleryFigure) || selected(Self.previewsFigure) || selected(Self.peersFigure)) && executable == nil {
            throw CLIError.io("cannot find proof's own executable (/proc/self/exe) to time it as a process")
        }
        let gallery = selected(Self.galleryFigure) ? try GalleryBench(executable: executable!, scratch: temp).measure() : nil
        let previews = selected(Self.previewsFigure) ? try PreviewsBench(executable: executable!, scratch: temp).measure() : nil
        // Whole processes of a second or more (Chromium), so a few rounds.
        let peers = selected(Self.peersFigure) ? try PeerBench(executable: executable!, scratch: temp).measure(rounds: min(runs, 5)) : nil
        let crossfade = selected("cross-fade")
        let oneThread = crossfade ? try timeCrossfade(frames, threads: 1, into: temp) : nil
        let twoThreads = crossfade ? try timeCrossfade(frames, threads: 2, into: temp) : nil

        let floorMin = floor.min() ?? 1
        let rows = figures.map { name, times in
            Figure(name: name, minMs: (times.min() ?? 0) * 1000, medianMs: BenchOutput.median(times) * 1000, timesFloor: BenchOutput.median(times) / max(floorMin, 1e-9))
        }
        if json {
            // Pixels as two numbers (version 1 wrote "1179x2556", a number in a string).
            struct Pixels: Encodable { let width: Int; let height: Int }
            struct Report: Encodable { var schema = OutputSchema.bench; let device: String; let pixels: Pixels; let runs: Int; let figures: [Figure]; let targets: [PNGAndDiffBench.Target]; let crossfadeFrames: Int; let crossfadeSeconds1Thread: Double?; let crossfadeSeconds2Threads: Double?; let crossfadeFPS1Thread: Double?; let crossfadeFPS2Threads: Double?; let catalogue: CatalogueBench.Figures?; let gallery: GalleryBench.Figures?; let previews: PreviewsBench.Figures?; let peers: PeerBench.Figures? }
            print(try BenchOutput.jsonLine(Report(device: "iphone-16", pixels: Pixels(width: raster.width, height: raster.height), runs: runs, figures: rows, targets: pngAndDiff.targets,
                                      crossfadeFrames: frames.count, crossfadeSeconds1Thread: oneThread, crossfadeSeconds2Threads: twoThreads,
                                      crossfadeFPS1Thread: oneThread.map { Double(frames.count) / $0 }, crossfadeFPS2Threads: twoThreads.map { Double(frames.count) / $0 }, catalogue: catalogue,
                                      gallery: gallery, previews: previews, peers: peers)))
        } else {
            print("AirFit dashboard, iPhone 16 @3x (\(raster.width) × \(raster.height) px), \(runs) runs each")
            print(BenchOutput.pad("figure", 48), BenchOutput.pad("min ms", 10), BenchOutput.pad("median ms", 11), "× floor")
            for r in rows { print(BenchOutput.pad(r.name, 48), BenchOutput.pad(BenchOutput.fixed(r.minMs, 2), 10), BenchOutput.pad(BenchOutput.fixed(r.medianMs, 2), 11), BenchOutput.fixed(r.timesFloor, 1)) }
            if let sample = rows.first(where: { $0.name == FitAILogBench.sampleFigure }), let year = rows.first(where: { $0.name == FitAILogBench.yearFigure }) {
                print("fitai log, a year / the sample: \(BenchOutput.fixed(year.medianMs / max(sample.medianMs, 1e-9), 2))× (medians)")
            }
            for note in pngAndDiff.notes { print(note) }
            for t in pngAndDiff.targets {
                let value = t.unit == "ms" ? BenchOutput.fixed(t.value, 2) + " ms" : t.unit == "%" ? BenchOutput.fixed(t.value, 1) + " %" : BenchOutput.fixed(t.value, 1) + "×"
                print("\(t.met ? "✓" : "✗") \(t.name): \(value) (target \(t.target))")
            }
            if let oneThread, let twoThreads {
                print("cross-fade, \(frames.count) frames rendered + written (fast PNG): 1 thread \(BenchOutput.fixed(oneThread, 2)) s (\(BenchOutput.fixed(Double(frames.count) / oneThread, 1)) fps), 2 threads \(BenchOutput.fixed(twoThreads, 2)) s (\(BenchOutput.fixed(Double(frames.count) / twoThreads, 1)) fps)")
            }
            if let catalogue { for line in CatalogueBench.lines(catalogue) { print(line) } }
            if let gallery { for line in GalleryBench.lines(gallery) { print(line) } }
            if let previews { for line in PreviewsBench.lines(previews) { print(line) } }
            if let peers { for line in PeerBench.lines(peers) { print(line) } }
        }
    }

    private func selected(_ name: String) -> Bool {
        guard let only else { return true }
        return name.localizedCaseInsensitiveContains(only)
    }

    private func measure(_ name: String, always: Bool = false, _ body: () -> Void) -> [Double]? {
        guard always || selected(name) else { return nil }
        body()  // warm up
        let clock = ContinuousClock()
        return (0..<runs).map { _ in
            let d = clock.measure(body)
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
    }

    /// Frame k at t = k/120: the old gradient with the new one above it at the fade's
    /// progress — the duration and curve are the `motion.crossfade` tokens, as the
    /// `airfit/crossfade` animation and `proof check crossfade` read them.
    private func crossfadeFrames(_ list: DisplayList, from: Gradient, to: Gradient, fade: AirFitTheme.FadeTokens) -> [DisplayList] {
        AnimationClip.frameTimes(duration: fade.duration, fps: 120).map { t in
            var frame = list
            let p = fade.progress(at: t)
            var top = frame.elements[0]
            top.id += "/next"
            top.fill = .linearGradient(to, start: .topLeading, end: .bottomTrailing)
            top.opacity = p
            frame.elements[0].fill = .linearGradient(from, start: .topLeading, end: .bottomTrailing)
            frame.elements.insert(top, at: 1)
            return frame
        }
    }

    /// Renders and writes every frame, split across `threads` workers, each with its own
    /// renderer (Pango is per thread); returns wall seconds.
    private func timeCrossfade(_ frames: [DisplayList], threads: Int, into dir: String) throws -> Double {
        let clock = ContinuousClock()
        let failures = FailureBox()
        let d = clock.measure {
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                let renderer = CairoRenderer()
                var raster = Raster(width: 0, height: 0, stride: 0, bytes: [])
                for k in stride(from: worker, to: frames.count, by: threads) {
                    do {
                        try renderer.render(frames[k], into: &raster)
                        try PNGFile.write(raster, to: dir + "/frame-\(threads)-\(k).png", options: .fast)
                    } catch { failures.add(error) }
                }
            }
        }
        if let first = failures.first { throw first }
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
}
