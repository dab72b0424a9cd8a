/// The name and version every JSON file or `--json` output of DesignProof carries at its
/// top level, as `"schema": {"name": "dev.designproof.displaylist", "version": 2}`, so a
/// reader knows what it holds and which shape before reading further. One convention for
/// every format: docs/FORMATS.md describes each, docs/schemas/NAME.schema.json is its JSON
/// Schema (draft 2020-12), where NAME is the part after `dev.designproof.`.
///
/// The version goes up whenever a member is added, removed, renamed or changes type; a
/// reader refuses a version it does not know rather than guessing.
public struct OutputSchema: Codable, Hashable, Sendable, CustomStringConvertible {
    /// Reverse-DNS name of the format, e.g. `dev.designproof.displaylist`.
    public var name: String
    /// The format's version; raised on every change to its members.
    public var version: Int

    /// The schema tag `name`, version `version`.
    public init(name: String, version: Int) { self.name = name; self.version = version }

    public var description: String { "\(name) version \(version)" }

    /// Why `found` is not this schema, in words, or nil when it is. A missing tag reads as
    /// a file written before schemas existed.
    public func problem(with found: OutputSchema?) -> String? {
        guard let found else { return "it has no \"schema\" member (written by an earlier proof, or not proof's): expected \(self)" }
        if found.name != name { return "it is \(found.name), not \(name)" }
        if found.version != version { return "it is \(found), this proof reads version \(version)" }
        return nil
    }

    /// `proof render`'s `.json` beside each PNG and DisplayList's stable JSON.
    public static let displayList = OutputSchema(name: "dev.designproof.displaylist", version: 2)
    /// `DIR/manifest.json`: the files proof wrote into DIR (version 2: each with its digest).
    public static let manifest = OutputSchema(name: "dev.designproof.manifest", version: 2)
    /// `proof animate`'s `timeline.json` and the `*.timeline.json` animation references.
    public static let timeline = OutputSchema(name: "dev.designproof.timeline", version: 2)
    /// `proof check --json` (version 3: `proposals` and `proposalsRecheck` with `--propose`;
    /// version 4: `options`, what the run was checked with).
    public static let checkRun = OutputSchema(name: "dev.designproof.check", version: 4)
    /// `proof diff --json`.
    public static let diff = OutputSchema(name: "dev.designproof.diff", version: 1)
    /// `proof bench --json`.
    public static let bench = OutputSchema(name: "dev.designproof.bench", version: 5)
    /// `proof contrast --json`.
    public static let contrast = OutputSchema(name: "dev.designproof.contrast", version: 1)
    /// `proof motion sample --json`.
    public static let motionSample = OutputSchema(name: "dev.designproof.motion-sample", version: 1)
    /// `proposals.json`: what `proof check --propose` proposes, and `--apply-proposals` reads.
    public static let proposals = OutputSchema(name: "dev.designproof.proposals", version: 1)
    /// The record a failing `assertDesignSnapshot` leaves for `proof gallery --snapshots`.
    public static let snapshotFailure = OutputSchema(name: "dev.designproof.snapshot-failure", version: 1)

    /// Every format, for the docs and the tests that check them all.
    public static let all: [OutputSchema] = [.displayList, .manifest, .timeline, .checkRun, .diff, .bench, .contrast, .motionSample, .snapshotFailure, .proposals]
}
