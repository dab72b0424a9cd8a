import Foundation

extension SnapshotReview {
    /// The gallery's `snapshots` object (docs/GALLERY.md, `Snapshots`).
    package struct Snapshots: Codable, Equatable {
        /// The folder as given to `--snapshots`.
        package let source: String
        /// Sorted by name.
        package let failures: [Failure]
        /// One line for each failure found that cannot be shown (an unreadable or malformed
        /// record, a missing image or reference); empty when every failure is shown.
        package let skipped: [String]
    }

    /// One failed snapshot as the page shows it. Absent values are written as `null`, not
    /// left out, so the page's script need not guess.
    package struct Failure: Codable, Equatable {
        /// `airfit.dashboard-dark@1x` (FOLDER's last component, a dot, the snapshot's name,
        /// after the folder's other components: `airfit/animations.crossfade-end@1x`).
        package let name: String
        /// Paths in the gallery folder: `snapshots/KEY-reference.png`, `…-actual.png`, `…-heatmap.png`.
        package let reference: String
        package let actual: String
        /// nil when the sizes differ.
        package let heatmap: String?
        /// The reference's size in pixels.
        package let width: Int
        package let height: Int
        /// Pixels whose colour differs at all (composited on white, as `proof diff` counts
        /// them); nil when the sizes differ, as are `meanDelta` and `maxDeltaE`.
        package let differingPixels: Int?
        /// width × height of the reference.
        package let pixelCount: Int
        /// `proof diff`'s meanDelta (0…1) and the largest CIEDE2000 of any pixel.
        package let meanDelta: Double?
        package let maxDeltaE: Double?
        /// "snapshot is 390×844 px, the reference 393×852 px"; nil when the sizes agree.
        package let sizeMismatch: String?
        /// The command that re-records the reference; nil when the test is not known.
        package let record: String?

        enum CodingKeys: String, CodingKey {
            case name, reference, actual, heatmap, width, height, differingPixels, pixelCount, meanDelta, maxDeltaE, sizeMismatch, record
        }

        package init(name: String, reference: String, actual: String, heatmap: String?, width: Int, height: Int,
             differingPixels: Int?, pixelCount: Int, meanDelta: Double?, maxDeltaE: Double?, sizeMismatch: String?, record: String?) {
            self.name = name
            self.reference = reference
            self.actual = actual
            self.heatmap = heatmap
            self.width = width
            self.height = height
            self.differingPixels = differingPixels
            self.pixelCount = pixelCount
            self.meanDelta = meanDelta
            self.maxDeltaE = maxDeltaE
            self.sizeMismatch = sizeMismatch
            self.record = record
        }

        package func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(reference, forKey: .reference)
            try c.encode(actual, forKey: .actual)
            try c.encode(heatmap, forKey: .heatmap)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
            try c.encode(differingPixels, forKey: .differingPixels)
            try c.encode(pixelCount, forKey: .pixelCount)
            try c.encode(meanDelta, forKey: .meanDelta)
            try c.encode(maxDeltaE, forKey: .maxDeltaE)
            try c.encode(sizeMismatch, forKey: .sizeMismatch)
            try c.encode(record, forKey: .record)
        }
    }
}
