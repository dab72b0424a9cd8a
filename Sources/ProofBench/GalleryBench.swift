import Foundation
import ProofCLI

/// `proof bench`'s gallery figures (issue 38): `proof gallery` of every app as `make mockups`
/// writes it (every screen variant, animation and check), into an empty folder, then again
/// with nothing changed; and what the folder weighs — the bytes of its files, what a CI keeps
/// as an artifact — and how many files it holds.
struct GalleryBench {
    static let coldTargetSeconds = 45.0
    static let sizeTargetMB = 200.0
    static let unchangedTargetSeconds = 2.0

    /// The figures of one run.
    struct Figures: Encodable {
        let cold: BenchProcess.Run
        let unchanged: BenchProcess.Run
        /// The files' bytes, in millions.
        let megabytes: Double
        let files: Int
        let coldTargetSeconds: Double
        let sizeTargetMB: Double
        let unchangedTargetSeconds: Double
    }

    let executable: String
    let scratch: String

    func measure() throws -> Figures {
        let out = scratch + "/gallery"
        let process = BenchProcess(executable: executable)
        let cold = try process.run(["gallery", "--out", out], allowed: [0], what: "proof gallery (cold)")
        let unchanged = try process.run(["gallery", "--out", out], allowed: [0], what: "proof gallery (unchanged)")
        let (bytes, files) = Self.weigh(out)
        return Figures(cold: cold, unchanged: unchanged, megabytes: Double(bytes) / 1e6, files: files,
                       coldTargetSeconds: Self.coldTargetSeconds, sizeTargetMB: Self.sizeTargetMB,
                       unchangedTargetSeconds: Self.unchangedTargetSeconds)
    }

    /// The bytes of the regular files under `folder` and how many there are (links not followed).
    static func weigh(_ folder: String) -> (bytes: Int, files: Int) {
        let fm = FileManager.default
        var bytes = 0, files = 0
        for path in fm.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
            guard let a = try? fm.attributesOfItem(atPath: folder + "/" + path),
                  a[.type] as? FileAttributeType == .typeRegular else { continue }
            bytes += (a[.size] as? Int) ?? 0
            files += 1
        }
        return (bytes, files)
    }

    /// The rows `proof bench` prints.
    static func lines(_ f: Figures) -> [String] {
        let s = { (v: Double) in BenchOutput.fixed(v, 2) + " s" }
        return [
            "proof gallery (every app, variant, animation and check), into an empty folder: \(s(f.cold.seconds)) wall, \(s(f.cold.cpuSeconds)) CPU, peak \(BenchOutput.fixed(f.cold.peakMB, 0)) MB"
                + " — target ≤ \(s(f.coldTargetSeconds)) \(BenchOutput.mark(f.cold.seconds <= f.coldTargetSeconds))",
            "  on disk \(BenchOutput.fixed(f.megabytes, 0)) MB in \(f.files) files — target ≤ \(BenchOutput.fixed(f.sizeTargetMB, 0)) MB \(BenchOutput.mark(f.megabytes <= f.sizeTargetMB));"
                + " again, nothing changed: \(s(f.unchanged.seconds)) — target ≤ \(s(f.unchangedTargetSeconds)) \(BenchOutput.mark(f.unchanged.seconds <= f.unchangedTargetSeconds))",
        ]
    }
}
