import Foundation
@testable import ProofBench
import Testing

/// The parts of `proof bench`'s issue 38 figures that can rot without a bench run: the package
/// it writes for `proof previews` must compile and draw (and its recording must record), the
/// gallery's weight must count what a CI would keep, and each printed row must mark a missed
/// target as missed.
@Suite struct BenchFiguresTests {
    @Test func thePackageTheBenchWritesCompilesDrawsAndRecords() throws {
        let root = Proof.temporaryDirectory()
        let folder = root + "/TeamApp"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The model, two of the forty views (the second as edited) and the animated screen:
        // one compile, as in the bench.
        let files = ["Workout.swift": PreviewsBench.model, "Screen01.swift": PreviewsBench.view(1),
                     "Screen07.swift": PreviewsBench.view(7, title: "Edited"), "PulseDashboard.swift": PreviewsBench.pulseDashboard]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        let env = ["DESIGNPROOF_CACHE": root + "/cache"]
        let out = root + "/out"
        let stills = try Proof.run(["previews", folder, "--appearance", "light", "--scale", "1", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(stills.status == 0, "\(stills.stderr)")
        // One still a file (named by the file, lowercased, as every preview is).
        let drawn = ((try? FileManager.default.contentsOfDirectory(atPath: out + "/teamapp")) ?? []).filter { $0.hasSuffix(".png") }.sorted()
        #expect(drawn.count == 3, "\(drawn)")
        #expect(zip(drawn, ["pulsedashboard", "screen01", "screen07"]).allSatisfy { $0.hasPrefix($1) }, "\(drawn)")
        // The rings fill over 1 s: at 10 fps, frames 0 … 10 (then settled).
        let recording = root + "/recording"
        let animated = try Proof.run(["previews", folder + "/PulseDashboard.swift", "--animate", "--fps", "10", "--scale", "1", "--appearance", "light", "--out", recording],
                                     environment: env, timeout: Proof.slowTimeout)
        #expect(animated.status == 0, "\(animated.stderr)")
        #expect(PreviewsBench.frameCount(in: recording) >= 11)
    }

    @Test func theFortyViewsDifferAndAreNamedInOrder() {
        let names = (1...PreviewsBench.viewCount).map(PreviewsBench.viewName)
        #expect(names.first == "Screen01" && names[6] == "Screen07" && names.last == "Screen40")
        #expect(Set(names).count == 40)
        #expect(Set((1...PreviewsBench.viewCount).map { PreviewsBench.view($0) }).count == 40)
        // The edit the bench makes changes the file.
        #expect(PreviewsBench.view(7, title: "Edited") != PreviewsBench.view(7))
        #expect(PreviewsBench.view(7).contains("#Preview {\n    Screen07()\n}"))
    }

    @Test func theGalleryIsWeighedByItsFilesBytes() throws {
        let root = Proof.temporaryDirectory()
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/img/sub", withIntermediateDirectories: true)
        try Data(count: 10).write(to: URL(fileURLWithPath: root + "/index.html"))
        try Data(count: 20).write(to: URL(fileURLWithPath: root + "/img/a.png"))
        try Data(count: 30).write(to: URL(fileURLWithPath: root + "/img/sub/b.png"))
        // A link is not a file of the gallery's: neither counted nor followed.
        try fm.createSymbolicLink(atPath: root + "/img/link.png", withDestinationPath: root + "/img/a.png")
        let weight = GalleryBench.weigh(root)
        #expect(weight.bytes == 60 && weight.files == 3)
        #expect(GalleryBench.weigh(root + "/nothing-here") == (0, 0))
    }

    @Test func eachRowMarksItsTarget() {
        let fast = BenchProcess.Run(seconds: 1.5, cpuSeconds: 2, peakMB: 90)
        let slow = BenchProcess.Run(seconds: 120, cpuSeconds: 200, peakMB: 300)
        let gallery = GalleryBench.lines(.init(cold: slow, unchanged: fast, megabytes: 750.4, files: 7_700, coldTargetSeconds: 45, sizeTargetMB: 200, unchangedTargetSeconds: 2))
        #expect(gallery == [
            "proof gallery (every app, variant, animation and check), into an empty folder: 120.00 s wall, 200.00 s CPU, peak 300 MB — target ≤ 45.00 s ✗",
            "  on disk 750 MB in 7700 files — target ≤ 200 MB ✗; again, nothing changed: 1.50 s — target ≤ 2.00 s ✓",
        ])
        let previews = PreviewsBench.lines(.init(views: 40, first: slow, afterEdit: fast, unchanged: fast, animationFrames: 61, animation: fast,
                                                 animationFPS: 40.67, firstTargetSeconds: 60, editTargetSeconds: 5, animationTargetFPS: 100))
        #expect(previews[1].hasSuffix("— target ≤ 60.00 s ✗"))
        #expect(previews[2] == "  after editing one view 1.50 s — target ≤ 5.00 s ✓; unchanged 1.50 s")
        #expect(previews[3] == "  an AirFit-like screen recorded at @3x: 61 frames in 1.50 s, 40.7 frames/s — target ≥ 100 ✗")
    }

    /// The catalogue row names every screen over 150 ms, slowest first (eight at most on the
    /// line; the JSON has all of them), and says none when none is.
    @Test func theCatalogueRowNamesTheScreensOverTheTarget() throws {
        let run = BenchProcess.Run(seconds: 3, cpuSeconds: 5, peakMB: 120)
        func figures(_ over: [(String, Double)]) -> CatalogueBench.Figures {
            .init(screens: 73, screenMedianMs: 98.4, screenWorstMs: over.first?.1 ?? 140, screenWorst: over.first?.0 ?? "airfit/dashboard",
                  screenTargetMs: 150, screensOverTarget: over.map { CatalogueBench.ScreenTime(id: $0.0, ms: $0.1) },
                  renderAll: run, renderAllImages: 195, renderAllMsPerImage: 15.4, renderAllTargetSeconds: 10, check: run,
                  checkTargetSeconds: 5, peakTargetMB: 300)
        }
        let some = CatalogueBench.lines(figures([("calai/scanner", 452.6), ("calai/welcome", 231)]))
        #expect(some[1] == "  median 98 ms, worst 453 ms (calai/scanner) — target ≤ 150 ms each: median ✓, worst ✗")
        #expect(some[2] == "  2 of 73 over the target: calai/scanner 453 ms, calai/welcome 231 ms")
        #expect(CatalogueBench.lines(figures([]))[2] == "  0 of 73 over the target")
        let many = CatalogueBench.lines(figures((1...10).map { ("app/s\($0)", 400 - Double($0)) }))
        #expect(many[2].hasPrefix("  10 of 73 over the target: app/s1 399 ms, ") && many[2].hasSuffix("app/s8 392 ms, …"))
        // As `proof bench --json` writes it (sorted keys, slashes as they are).
        let json = try BenchOutput.jsonLine(figures([("calai/scanner", 452.5)]))
        #expect(json.contains(#""screensOverTarget":[{"id":"calai/scanner","ms":452.5}]"#))
    }
}
