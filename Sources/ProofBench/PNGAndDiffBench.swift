import DisplayList
import Foundation
import Inspect
import ProofCLI
import Render

/// `proof bench`'s PNG and diff figures (issue 19), each beside its target: the small
/// encoder (filtered rows through libdeflate) against libpng's zlib 9 it replaced, the fast
/// encoder alone and after a render, decoding, `PixelDiff` on decoded frames, and
/// `proof diff` file to file against ImageMagick's `compare -metric AE`.
struct PNGAndDiffBench {
    static let encodeSmall = "png encode small (libdeflate 6, filtered rows)"
    static let encodeLibpng = "png encode small before (libpng, zlib 9, all filters)"
    static let encodeFast = "png encode fast (own deflate: Up/Sub rows, zero runs)"
    static let renderAndFast = "render + png encode fast (the dashboard, one thread)"
    static let decode = "png decode (one frame)"
    static let diffRegion = "diff decoded (dashboard, a 200 × 200 px region changed)"
    static let diffCrossfade = "diff decoded (cross-fade frames 0 and 36, every pixel of the background changed)"
    static let diffFiles = "diff files: proof diff (a process, cross-fade frames 0 and 36)"
    static let diffImageMagick = "diff files: ImageMagick compare -metric AE (the same files)"

    /// Every figure `--only` can pick here.
    static let figureNames = [encodeSmall, encodeLibpng, encodeFast, renderAndFast, decode, diffRegion, diffCrossfade, diffFiles, diffImageMagick]

    /// A figure beside its target, for the report's "targets" (JSON version 3).
    struct Target: Encodable {
        /// What is measured, in the figures' words.
        let name: String
        /// The median (ms), a ratio (×) or a size difference (%).
        let value: Double
        let unit: String
        /// The target in words, e.g. "≤ 20 ms".
        let target: String
        let met: Bool
    }

    /// What the figures add to the report: timings, targets, and lines said in words.
    struct Result {
        var figures: [(String, [Double])] = []
        var targets: [Target] = []
        var notes: [String] = []
    }

    let raster: Raster
    let list: DisplayList
    let renderer: CairoRenderer
    /// The cross-fade's first and middle frames (already rendered).
    let frameA: Raster
    let frameB: Raster
    let temp: String
    /// Times `body` when `name` is selected (nil otherwise): BenchCommand's runs and `--only`.
    let measure: (String, () -> Void) -> [Double]?
    let selected: (String) -> Bool
    let runs: Int

    func run() throws -> Result {
        var result = Result()
        func add(_ name: String, _ body: () -> Void) -> Double? {
            guard let times = measure(name, body) else { return nil }
            result.figures.append((name, times))
            return BenchOutput.median(times) * 1000
        }
        func target(_ name: String, _ value: Double?, _ unit: String, _ words: String, _ met: (Double) -> Bool) {
            guard let value else { return }
            result.targets.append(Target(name: name, value: value, unit: unit, target: words, met: met(value)))
        }

        if let ms = add(Self.encodeSmall, { _ = try? PNGFile.encode(raster, options: .small) }) {
            target("png encode small @3x", ms, "ms", "≤ 50 ms (a few tens)") { $0 <= 50 }
            let small = try PNGFile.encode(raster, options: .small).count
            let before = try PNGFile.encodeWithLibpng(raster, zlibLevel: 9, allFilters: true).count
            let growth = (Double(small) / Double(before) - 1) * 100
            result.notes.append("small PNG of the dashboard: \(small) bytes; libpng zlib 9 with every filter: \(before) bytes")
            target("png small size vs libpng zlib 9", growth, "%", "≤ +10 %") { $0 <= 10 }
        }
        _ = add(Self.encodeLibpng) { _ = try? PNGFile.encodeWithLibpng(raster, zlibLevel: 9, allFilters: true) }
        let fast = add(Self.encodeFast) { _ = try? PNGFile.encode(raster, options: .fast) }
        target("png encode fast", fast, "ms", "≤ 6 ms (20 ms less the render's 14)") { $0 <= 6 }
        if fast != nil {
            let size = try PNGFile.encode(raster, options: .fast).count
            let before = try PNGFile.encode(raster, options: PNGOptions(zlibLevel: 2, allFilters: false)).count
            result.notes.append("fast PNG of the dashboard: \(size) bytes; libdeflate 2 on unfiltered rows: \(before) bytes")
        }
        var reused = raster
        let both = add(Self.renderAndFast) {
            try? renderer.render(list, into: &reused)
            _ = try? PNGFile.encode(reused, options: .fast)
        }
        target("render + png encode fast", both, "ms", "≤ 20 ms") { $0 <= 20 }

        let wantsDiff = [Self.decode, Self.diffRegion, Self.diffCrossfade, Self.diffFiles, Self.diffImageMagick].contains(where: selected)
        guard wantsDiff else { return result }
        // The cross-fade's first and middle frames as files, read back as `proof diff` reads them.
        let (pathA, pathB) = (temp + "/a.png", temp + "/b.png")
        try PNGFile.write(frameA, to: pathA, options: .fast)
        try PNGFile.write(frameB, to: pathB, options: .fast)
        let (decodedA, decodedB) = (try PNGFile.read(pathA), try PNGFile.read(pathB))
        _ = add(Self.decode) { _ = try? PNGFile.read(pathA) }
        // A snapshot that differs in one place: the dashboard with a 200 × 200 px square repainted.
        var changed = decodedA.pixels
        for y in 1000..<1200 { for x in 400..<600 { changed[(y * decodedA.width + x) * 4] ^= 0x40 } }
        let region = add(Self.diffRegion) { _ = PixelDiff(decodedA.pixels, changed, width: decodedA.width, height: decodedA.height) }
        target("diff decoded, one region changed", region, "ms", "≤ 2 ms") { $0 <= 2 }
        let crossfade = add(Self.diffCrossfade) { _ = PixelDiff(decodedA.pixels, decodedB.pixels, width: decodedA.width, height: decodedA.height) }
        target("diff decoded, every background pixel changed", crossfade, "ms", "≤ 2 ms") { $0 <= 2 }

        guard selected(Self.diffFiles) || selected(Self.diffImageMagick) else { return result }
        // Whole processes, so a few runs: each is tens to hundreds of milliseconds.
        let processRuns = min(runs, 5)
        let proof = Self.processTimes(BenchOutput.ownExecutable() ?? CommandLine.arguments[0], ["diff", pathA, pathB], runs: processRuns)
        if let proof { result.figures.append((Self.diffFiles, proof)) }
        guard let compare = ChildProcess.onPath("compare") else {
            result.notes.append("ImageMagick not installed (no `compare` on PATH): the file-to-file comparison is skipped")
            return result
        }
        let magick = Self.processTimes(compare, ["-metric", "AE", pathA, pathB, "null:"], runs: processRuns)
        if let magick { result.figures.append((Self.diffImageMagick, magick)) }
        if let proof, let magick {
            let ratio = BenchOutput.median(magick) / max(BenchOutput.median(proof), 1e-9)
            target("proof diff vs ImageMagick compare, file to file", ratio, "×", "≥ 5× faster") { $0 >= 5 }
        }
        return result
    }

    /// Wall seconds of `runs` runs of `executable` (after one warm-up), output discarded;
    /// nil when it cannot be started. Its exit status is not judged: `compare` exits 1 when
    /// the images differ.
    static func processTimes(_ executable: String, _ arguments: [String], runs: Int) -> [Double]? {
        func once() -> Double? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            let clock = ContinuousClock()
            var started = true
            let d = clock.measure {
                do { try process.run(); process.waitUntilExit() } catch { started = false }
            }
            return started ? Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 : nil
        }
        guard once() != nil else { return nil }
        let times = (0..<runs).compactMap { _ in once() }
        return times.count == runs ? times : nil
    }
}
