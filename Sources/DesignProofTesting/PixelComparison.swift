import Foundation
import Render
import Tokens

/// Two decoded images compared pixel by pixel: which pixels differ by more than the
/// perceptual threshold, and a heatmap of where.
struct PixelComparison {
    let reference: RGBAImage
    let actual: RGBAImage
    let differing: [Bool]
    let differingPixels: Int
    let maxDeltaE: Double

    init(reference: RGBAImage, actual: RGBAImage, perceptualPrecision: Double) {
        self.reference = reference
        self.actual = actual
        guard reference.width == actual.width, reference.height == actual.height else {
            differing = []
            differingPixels = 0
            maxDeltaE = 0
            return
        }
        // perceptualPrecision 1 → any change counts; 0.98 → changes up to ΔE00 2 pass.
        let threshold = (1 - perceptualPrecision) * 100
        var flags = [Bool](repeating: false, count: reference.width * reference.height)
        var count = 0
        var worst = 0.0
        for i in 0..<flags.count {
            let o = i * 4
            let a = reference.pixels[o..<(o + 4)], b = actual.pixels[o..<(o + 4)]
            if a.elementsEqual(b) { continue }
            let ca = RGBA(r8: a[o], g8: a[o + 1], b8: a[o + 2], a8: a[o + 3]).over(.white)
            let cb = RGBA(r8: b[o], g8: b[o + 1], b8: b[o + 2], a8: b[o + 3]).over(.white)
            let d = deltaE2000(ca, cb)
            worst = max(worst, d)
            if perceptualPrecision >= 1 || d > threshold {
                flags[i] = true
                count += 1
            }
        }
        differing = flags
        differingPixels = count
        maxDeltaE = worst
    }

    var pixelCount: Int { reference.width * reference.height }
    var differingShare: Double { pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount) }

    var sizeMismatch: String? {
        reference.width == actual.width && reference.height == actual.height ? nil
            : "snapshot is \(actual.width)×\(actual.height) px, the reference \(reference.width)×\(reference.height) px"
    }

    /// The reference dimmed, with differing pixels in red.
    func heatmapPNG() -> Data? {
        var list = [UInt8](repeating: 0, count: pixelCount * 4)
        for i in 0..<pixelCount {
            let o = i * 4
            if differing[i] {
                list[o] = 255; list[o + 1] = 30; list[o + 2] = 30; list[o + 3] = 255
            } else {
                for c in 0..<3 { list[o + c] = UInt8(Int(reference.pixels[o + c]) / 4 + 191) }
                list[o + 3] = 255
            }
        }
        return try? PNGFile.encodeRGBA(list, width: reference.width, height: reference.height)
    }

    /// Why the images fail `precision` (the share of pixels that must match), with the heatmap
    /// of their differences; nil when they match well enough.
    func failure(precision: Float) -> (message: String, heatmap: Data?)? {
        if let sizeMismatch { return (sizeMismatch, nil) }
        if 1 - differingShare >= Double(precision) { return nil }
        let message = "\(differingPixels) of \(pixelCount) pixels differ (" +
            String(format: "%.3f", differingShare * 100) + " %, allowed \(String(format: "%.3f", (1 - Double(precision)) * 100)) %), " +
            "largest CIEDE2000 \(String(format: "%.2f", maxDeltaE))"
        return (message, heatmapPNG())
    }

    /// Writes `heatmap` where the snapshot being verified keeps it: beside its failure record
    /// under `assertDesignSnapshot`, else under a fresh name in `$SNAPSHOT_ARTIFACTS` (or the
    /// temporary folder) for a bare `assertSnapshot`. The path written, nil when none was.
    static func writeHeatmap(_ heatmap: Data?) -> String? {
        guard let heatmap else { return nil }
        let dir = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let path = SnapshotHeatmapDestination.path ?? dir + "/designproof-diff-\(UInt32.random(in: 0...UInt32.max)).png"
        return (try? FileBytes.writeAtomically(heatmap, to: path)) != nil ? path : nil
    }
}
