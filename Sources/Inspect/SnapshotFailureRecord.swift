public import DisplayList
import Foundation

/// What a failing PNG snapshot of `assertDesignSnapshot` leaves beside swift-snapshot-testing's
/// artifacts, so that `proof gallery --snapshots DIR` can show it: a small JSON record at
/// `ARTIFACTS/designproof/FOLDER/PREFIX.NAME.json` naming the reference and the failed image,
/// and our heatmap beside it (`PREFIX.NAME.heatmap.png`). ARTIFACTS is `$SNAPSHOT_ARTIFACTS`,
/// else the temporary folder — where swift-snapshot-testing writes the failed image.
///
/// DesignProofTesting writes it and `SnapshotReview` in ProofCLI reads it: one type for both,
/// here, where both can see it.
public struct SnapshotFailureRecord: Codable, Equatable, Sendable {
    /// `OutputSchema.snapshotFailure`. A record without one (written before schemas) reads
    /// as this version, whose members it has; another name or version is refused.
    public var schema: OutputSchema { .snapshotFailure }
    /// The snapshot's name as the test gave it (`dashboard-dark@1x`).
    public let name: String
    /// The folder under `snapshots/` (`airfit`, `airfit/animations`).
    public let folder: String
    /// A `swift test --filter` pattern selecting the test (`LayoutTests.CalendarSnapshotTests/demo`),
    /// nil when the test is not known.
    public let test: String?
    /// Absolute path of the reference PNG.
    public let reference: String
    /// Absolute path of the image that failed (swift-snapshot-testing's copy); nil when it
    /// wrote none (a missing reference, a snapshot that could not be taken).
    public let actual: String?
    /// Absolute path of our heatmap; nil when none was drawn (sizes differ, no reference).
    public let heatmap: String?
    /// The failure as the test reported it (nil in a record that does not say).
    public let message: String?

    /// A record of these fields.
    public init(name: String, folder: String, test: String?, reference: String, actual: String?, heatmap: String?, message: String?) {
        self.name = name; self.folder = folder; self.test = test; self.reference = reference
        self.actual = actual; self.heatmap = heatmap; self.message = message
    }

    private enum CodingKeys: String, CodingKey { case schema, name, folder, test, reference, actual, heatmap, message }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let found = try c.decodeIfPresent(OutputSchema.self, forKey: .schema) ?? .snapshotFailure
        if let problem = OutputSchema.snapshotFailure.problem(with: found) {
            throw DecodingError.dataCorruptedError(forKey: .schema, in: c, debugDescription: problem)
        }
        name = try c.decode(String.self, forKey: .name)
        folder = try c.decode(String.self, forKey: .folder)
        test = try c.decodeIfPresent(String.self, forKey: .test)
        reference = try c.decode(String.self, forKey: .reference)
        actual = try c.decodeIfPresent(String.self, forKey: .actual)
        heatmap = try c.decodeIfPresent(String.self, forKey: .heatmap)
        message = try c.decodeIfPresent(String.self, forKey: .message)
    }

    /// Absent values written as `null`, not left out: a reader sees every field.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(schema, forKey: .schema)
        try c.encode(name, forKey: .name)
        try c.encode(folder, forKey: .folder)
        try c.encode(test, forKey: .test)
        try c.encode(reference, forKey: .reference)
        try c.encode(actual, forKey: .actual)
        try c.encode(heatmap, forKey: .heatmap)
        try c.encode(message, forKey: .message)
    }
}
