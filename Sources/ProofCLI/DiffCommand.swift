import ArgumentParser
import DisplayList
import Foundation
import ProofOutput
import Inspect
import Render

/// `proof diff A.png B.png`: how much two same-size frames differ (DESIGN.md's meanDelta,
/// maxDelta, changedPixelRatio), how visibly (CIEDE2000), where (bounding box), and
/// optionally a heatmap. Decoding is Render's (the only C); the maths is Inspect's.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Pixel difference of two same-size PNGs (or WebPs): meanDelta, maxDelta, changedPixelRatio, CIEDE2000, changed region.",
        discussion: """
            Pixels are composited on opaque white before comparing. A pixel has changed when one of its \
            R, G, B channels differs by more than --tolerance 8-bit levels.
            """)

    @Argument(help: "First image (PNG, or WebP when its name ends in .webp); the heatmap is drawn over it.")
    var a: String

    @Argument(help: "Second image (PNG or WebP), the same size as the first.")
    var b: String

    @Flag(help: "Print JSON: {\"width\", \"height\", \"meanDelta\", \"maxDelta\", \"changedPixelRatio\", …}.")
    var json = false

    @Option(help: ArgumentHelp("Write a heatmap PNG of the changed pixels over a faded copy of the first image.", valueName: "out.png"))
    var heatmap: String?

    @Option(help: "Channel difference, in 8-bit levels (0…255), up to which a pixel still counts as unchanged.")
    var tolerance = 0

    func validate() throws {
        if a.isEmpty || b.isEmpty { throw ValidationError("an image path is empty: give two PNG files, e.g. proof diff a.png b.png") }
        guard (0...255).contains(tolerance) else {
            throw ValidationError("--tolerance \(tolerance) is out of range: give 8-bit levels, 0…255")
        }
        if let heatmap {
            if heatmap.isEmpty { throw ValidationError("--heatmap is empty: give the PNG to write, e.g. --heatmap diff.png") }
            if heatmap.hasSuffix("/") { throw ValidationError("--heatmap \(DiagnosticLine.shown(heatmap)) names a folder: give the PNG to write, e.g. --heatmap diff.png") }
            if heatmap.utf8.count >= Int(PATH_MAX) {
                throw ValidationError("--heatmap is \(heatmap.utf8.count) bytes long, over the system's limit of \(Int(PATH_MAX) - 1) (PATH_MAX): give a shorter path")
            }
        }
    }

    func run() throws {
        let imageA = try Self.read(a)
        let imageB = try Self.read(b)
        guard imageA.width == imageB.width, imageA.height == imageB.height else {
            printError("\(a) is \(imageA.width)×\(imageA.height) px but \(b) is \(imageB.width)×\(imageB.height) px: diff needs two images of the same size")
            throw Exit.badData
        }
        let diff = PixelDiff(imageA.pixels, imageB.pixels, width: imageA.width, height: imageA.height, tolerance: tolerance)
        if let heatmap {
            let rgba = PixelDiffHeatmap.rgba(imageA.pixels, imageB.pixels, width: diff.width, height: diff.height, tolerance: tolerance)
            try Self.writeAtomically(rgba, width: diff.width, height: diff.height, to: heatmap)
        }
        if json {
            print(try jsonLine(DiffJSON(diff)))
        } else {
            print(DiffTable(diff, a: a, b: b, heatmap: heatmap).text)
        }
    }

    /// Decodes a PNG, or a WebP when the name ends in `.webp` (the gallery's pictures); a
    /// missing or unreadable file (or a folder) exits 74, a corrupt or oversized one 65.
    private static func read(_ path: String) throws -> RGBAImage {
        do {
            return path.lowercased().hasSuffix(".webp") ? try WebPFile.read(path) : try PNGFile.read(path)
        } catch {
            printError(error.description)
            throw ExitCode(error.exitCode)
        }
    }

    /// Encodes the heatmap and writes it atomically (a temporary file beside `path`, renamed
    /// into place), so a failure leaves nothing half-written and an existing file untouched.
    private static func writeAtomically(_ rgba: [UInt8], width: Int, height: Int, to path: String) throws {
        do {
            try FileBytes.writeAtomically(try PNGFile.encodeRGBA(rgba, width: width, height: height), to: path)
        } catch {
            printError(error.description)
            throw ExitCode(error.exitCode)
        }
    }
}

/// The human-readable report: one figure a line, the contract's names first.
private struct DiffTable {
    let text: String

    init(_ d: PixelDiff, a: String, b: String, heatmap: String?) {
        func f(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
        // Whole levels for opaque pixels; translucent ones composite to fractions of a level.
        let exact = d.maxDelta * 255
        let levels = abs(exact - exact.rounded()) < 1e-9 ? String(Int(exact.rounded())) : f(exact, 2)
        var lines = [
            "\(a) vs \(b): \(d.width) × \(d.height) px",
            "meanDelta          \(f(d.meanDelta, 6))  (\(f(d.meanDelta * 100, 3)) %)",
            "maxDelta           \(f(d.maxDelta, 6))  (\(levels) of 255 levels)",
            "changedPixelRatio  \(f(d.changedPixelRatio, 6))  (\(d.changedPixels) of \(d.width * d.height) px over \(d.tolerance) levels)",
            "ΔE2000 mean        \(f(d.meanDeltaE2000, 4))",
            "ΔE2000 max         \(f(d.maxDeltaE2000, 4))",
        ]
        if let box = d.boundingBox {
            lines.append("changed region     x \(box.x), y \(box.y), \(box.width) × \(box.height) px")
        } else {
            lines.append("changed region     none")
        }
        if let heatmap { lines.append("heatmap            \(heatmap)") }
        text = lines.joined(separator: "\n")
    }
}

/// The contract's JSON shape (DESIGN.md) plus the ΔE figures, the changed region (null
/// when nothing changed — written, not left out, so readers need not guess) and the tolerance.
private struct DiffJSON: Encodable {
    let diff: PixelDiff

    init(_ diff: PixelDiff) { self.diff = diff }

    enum Keys: String, CodingKey {
        case schema, width, height, meanDelta, maxDelta, changedPixelRatio, changedPixels
        case meanDeltaE2000, maxDeltaE2000, boundingBox, tolerance
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(OutputSchema.diff, forKey: .schema)
        try c.encode(diff.width, forKey: .width)
        try c.encode(diff.height, forKey: .height)
        try c.encode(diff.meanDelta, forKey: .meanDelta)
        try c.encode(diff.maxDelta, forKey: .maxDelta)
        try c.encode(diff.changedPixelRatio, forKey: .changedPixelRatio)
        try c.encode(diff.changedPixels, forKey: .changedPixels)
        try c.encode(diff.meanDeltaE2000, forKey: .meanDeltaE2000)
        try c.encode(diff.maxDeltaE2000, forKey: .maxDeltaE2000)
        if let box = diff.boundingBox { try c.encode(box, forKey: .boundingBox) } else { try c.encodeNil(forKey: .boundingBox) }
        try c.encode(diff.tolerance, forKey: .tolerance)
    }
}
