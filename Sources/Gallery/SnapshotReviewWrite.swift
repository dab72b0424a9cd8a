import ProofOutput
import Foundation
import Inspect
import Render

extension SnapshotReview {
    /// The largest image a review decodes: 8192 px a side (64 Mpx, 256 MiB as RGBA8), and
    /// files up to 64 MiB. A snapshot at @3x of the largest phone is far below both.
    static let maxSide = 8192
    static let maxImageBytes = 64 << 20

    /// Compares each pair and writes its reference, failed image and heatmap into `output`
    /// as `snapshots/KEY-reference.png`, `KEY-actual.png`, `KEY-heatmap.png` (KEY: a hash of
    /// the failure's name, so a rerun writes the same names). The earlier run's files under
    /// `snapshots/` that this run does not write again are removed at the commit.
    ///
    /// A pair that cannot be shown (an unreadable, corrupt or oversized PNG; a failed image
    /// that now matches its reference) is left out with one line in `problems`, after the
    /// scan's own. Throws only when `output` cannot take a file.
    package func write(into output: OutputRun) throws(CLIError) -> (snapshots: Snapshots, problems: [String], notes: [String]) {
        output.replacePrevious(under: "snapshots/")
        var failures: [Failure] = []
        var lines = problems
        var notes = self.notes
        for pair in pairs {
            switch Self.compare(pair) {
            case .failure(let problem) where problem.harmless:
                notes.append(problem.line)
            case .failure(let problem):
                lines.append(problem.line)
            case .success(let compared):
                let key = Self.key(pair.name)
                let base = "snapshots/\(key)"
                try output.write(compared.referenceBytes, to: base + "-reference.png")
                try output.write(compared.actualBytes, to: base + "-actual.png")
                if let heatmap = compared.heatmapPNG { try output.write(heatmap, to: base + "-heatmap.png") }
                failures.append(compared.failure(name: pair.name, base: base, record: pair.record))
            }
        }
        return (Snapshots(source: source, failures: failures, skipped: lines), lines, notes)
    }

    /// One pair read and compared.
    struct Comparison {
        let referenceBytes: Data
        let actualBytes: Data
        let width: Int
        let height: Int
        /// Set when the sizes agree.
        let diff: PixelDiff?
        let heatmapPNG: Data?
        let sizeMismatch: String?

        func failure(name: String, base: String, record: String?) -> Failure {
            Failure(name: name, reference: base + "-reference.png", actual: base + "-actual.png",
                    heatmap: heatmapPNG == nil ? nil : base + "-heatmap.png", width: width, height: height,
                    differingPixels: diff?.changedPixels, pixelCount: width * height, meanDelta: diff?.meanDelta,
                    maxDeltaE: diff?.maxDeltaE2000, sizeMismatch: sizeMismatch, record: record)
        }
    }

    /// Reads, decodes and compares one pair; or the one line saying why it cannot be shown.
    static func compare(_ pair: Pair) -> Result<Comparison, SnapshotReviewFiles.Problem> {
        func load(_ path: String) -> Result<(Data, RGBAImage), SnapshotReviewFiles.Problem> {
            let data: Data
            switch SnapshotReviewFiles.read(path, limit: maxImageBytes) {
            case .success(let d): data = d
            case .failure(let line): return .failure(line)
            }
            do {
                return .success((data, try PNGFile.decode(data, name: path, maxSide: maxSide, maxPixels: maxSide * maxSide)))
            } catch {
                return .failure(SnapshotReviewFiles.Problem(error.description))
            }
        }
        let reference: (Data, RGBAImage), actual: (Data, RGBAImage)
        switch (load(pair.reference), load(pair.actual)) {
        case (.failure(let line), _), (_, .failure(let line)):
            return .failure(SnapshotReviewFiles.Problem("snapshot \(pair.name): \(line.line): skipped"))
        case (.success(let r), .success(let a)):
            reference = r
            actual = a
        }
        var (r, a) = (reference.1, actual.1)
        do {
            switch try SnapshotReviewAnimation.pick(reference: reference.0, actual: actual.0, maxPixels: maxSide * maxSide) {
            case .frames(let first, let second)?: (r, a) = (first, second)
            case .mismatch(let line)?:
                return .success(Comparison(referenceBytes: reference.0, actualBytes: actual.0, width: r.width, height: r.height, diff: nil,
                                           heatmapPNG: nil, sizeMismatch: line))
            case nil: break
            }
        } catch {
            return .failure(SnapshotReviewFiles.Problem("snapshot \(pair.name): \(error.description): skipped"))
        }
        guard r.width == a.width, r.height == a.height else {
            return .success(Comparison(referenceBytes: reference.0, actualBytes: actual.0, width: r.width, height: r.height, diff: nil,
                                       heatmapPNG: nil, sizeMismatch: "snapshot is \(a.width)×\(a.height) px, the reference \(r.width)×\(r.height) px"))
        }
        let diff = PixelDiff(r.pixels, a.pixels, width: r.width, height: r.height)
        guard diff.changedPixels > 0 else {
            return .failure(SnapshotReviewFiles.Problem("snapshot \(pair.name): \(pair.actual) matches its reference \(pair.reference) pixel for pixel (re-recorded since it failed?): skipped", harmless: true))
        }
        let heatmap: Data
        do {
            heatmap = try PNGFile.encodeRGBA(PixelDiffHeatmap.rgba(r.pixels, a.pixels, width: r.width, height: r.height),
                                             width: r.width, height: r.height)
        } catch {
            return .failure(SnapshotReviewFiles.Problem("snapshot \(pair.name): cannot draw its heatmap: \(error.description): skipped"))
        }
        return .success(Comparison(referenceBytes: reference.0, actualBytes: actual.0, width: r.width, height: r.height,
                                   diff: diff, heatmapPNG: heatmap, sizeMismatch: nil))
    }

    /// 16 hex digits of FNV-1a 64 over the name's UTF-8: the same name, the same files.
    package static func key(_ name: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
