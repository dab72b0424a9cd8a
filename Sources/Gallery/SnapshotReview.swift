import ProofOutput
import Foundation
import Inspect
import Tokens

/// `proof gallery --snapshots DIR`: the failures a snapshot run left in DIR, paired with
/// their references. Two kinds are found:
///
/// - DesignProofTesting's records, `DIR/designproof/**/*.json` (written by
///   `assertDesignSnapshot`), each naming its reference and failed image by absolute path;
/// - swift-snapshot-testing's bare artifacts, `DIR/TESTFILE/TEST.NAME.png` with no record,
///   whose reference is the PNG of the same name under the reference folders (the one in a
///   folder named TESTFILE first, as `__Snapshots__/TESTFILE/` holds it).
///
/// `scan` only finds and pairs files (it decodes no image); `write` compares each pair and
/// writes its three images into the gallery. Bad input never stops the review: each
/// failure that cannot be shown is left out with one line in `problems` — which the page
/// lists and which make `proof gallery` exit 65 once the gallery is written, since a
/// review missing a failure must not pass a CI step — and each left out for a harmless
/// reason (it failed twice; it matches its reference now) with one line in `notes`.
package struct SnapshotReview {
    /// One failure to show: its two images, before they are read.
    package struct Pair: Equatable {
        /// What the page calls it (see `Failure.name`); the pairs are sorted by it.
        package let name: String
        package let reference: String
        package let actual: String
        /// The command that re-records it; nil when not known.
        let record: String?

        package init(name: String, reference: String, actual: String, record: String? = nil) {
            self.name = name; self.reference = reference; self.actual = actual; self.record = record
        }
    }

    /// The folder as given to `--snapshots`.
    let source: String
    package let pairs: [Pair]
    /// One line for each failure that cannot be shown, in the order found.
    package let problems: [String]
    /// One line for each failure left out for a harmless reason.
    var notes: [String] = []

    /// A record is a few hundred bytes; anything near this is not one.
    static let maxRecordBytes = 1 << 20

    /// The reference folders when `--references` is not given: `PROJECT/snapshots` and every
    /// `__Snapshots__` folder under `PROJECT/Tests` (swift-snapshot-testing's default place),
    /// those that exist.
    package static func defaultReferences(project: String) -> [String] {
        var folders: [String] = []
        if SnapshotReviewFiles.kind(project + "/snapshots") == .folder { folders.append(project + "/snapshots") }
        let tests = project + "/Tests"
        var found = Set<String>()
        for file in SnapshotReviewFiles.walk(tests).files {
            let parts = file.split(separator: "/")
            if let i = parts.firstIndex(of: "__Snapshots__") { found.insert(tests + "/" + parts[...i].joined(separator: "/")) }
        }
        return folders + found.sorted()
    }

    /// Finds the failures in `folder`. A missing folder, or a file in its place, is an error
    /// (exit 74); everything inside it that cannot be used is a line in `problems`.
    package static func scan(_ folder: String, references: [String]) throws(CLIError) -> SnapshotReview {
        let fix = "give the folder a failing snapshot run left ($SNAPSHOT_ARTIFACTS, else the temporary folder)"
        var st = stat()
        guard stat(folder, &st) == 0 else {
            throw .io("--snapshots \(folder): " + SystemError.words(errno: errno) + ": " + fix)
        }
        guard (st.st_mode & S_IFMT) == S_IFDIR else { throw .io("--snapshots \(folder) is not a folder: " + fix) }
        guard SnapshotReviewFiles.entries(folder) != nil else {
            throw .io("--snapshots \(folder): cannot read: " + SystemError.words(errno: access(folder, R_OK) == 0 ? EIO : errno))
        }
        var scan = Scan(folder: folder, references: ReferenceIndex(references))
        scan.readRecords()
        scan.readBareArtifacts()
        return scan.result(source: folder)
    }

    /// `DESIGNPROOF_RECORD=1 swift test --filter PATTERN` (`setting` being the environment
    /// assignment), the pattern quoted for the shell when it needs to be.
    static func recordCommand(_ setting: String = "DESIGNPROOF_RECORD=1", filter: String) -> String {
        let plain = !filter.isEmpty && filter.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "._/-".unicodeScalars.contains($0)
        }
        let quoted = plain ? filter : "'" + filter.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "\(setting) swift test --filter \(quoted)"
    }

    /// The reference PNGs under the reference folders, by file name and by
    /// `FOLDER/FILE` (the folder they are in and their name).
    struct ReferenceIndex {
        let folders: [String]
        private(set) var byName: [String: [String]] = [:]
        private(set) var byFolderAndName: [String: [String]] = [:]

        init(_ folders: [String]) {
            self.folders = folders
            for folder in folders where SnapshotReviewFiles.kind(folder) == .folder {
                for file in SnapshotReviewFiles.walk(folder).files where file.hasSuffix(".png") {
                    let path = folder + "/" + file
                    let parts = path.split(separator: "/")
                    byName[String(parts[parts.count - 1]), default: []].append(path)
                    if parts.count >= 2 { byFolderAndName[parts.suffix(2).joined(separator: "/"), default: []].append(path) }
                }
            }
        }

        /// The one reference for an image at `folder/name`, or why there is none.
        func reference(folder: String, name: String) -> Result<String, SnapshotReviewFiles.Problem> {
            if let paths = byFolderAndName[folder + "/" + name], paths.count == 1 { return .success(paths[0]) }
            let paths = byName[name] ?? []
            switch paths.count {
            case 1: return .success(paths[0])
            case 0: return .failure(SnapshotReviewFiles.Problem("no reference named \(name) under " + (folders.isEmpty ? "no reference folder" : folders.joined(separator: ", "))))
            default: return .failure(SnapshotReviewFiles.Problem("\(paths.count) references are named \(name) (\(paths.prefix(3).joined(separator: ", "))\(paths.count > 3 ? ", …" : ""))"))
            }
        }
    }

    /// The state of one scan.
    private struct Scan {
        let folder: String
        let references: ReferenceIndex
        var pairs: [Pair] = []
        var problems: [String] = []
        /// Failed images that a record names: not bare artifacts.
        var claimed = Set<String>()

        init(folder: String, references: ReferenceIndex) {
            self.folder = folder
            self.references = references
        }

        /// Records live under a `designproof` folder: `folder/designproof`, or `folder` itself.
        var recordsFolder: String? {
            if (folder as NSString).lastPathComponent == "designproof" { return folder }
            return SnapshotReviewFiles.kind(folder + "/designproof") == .folder ? folder + "/designproof" : nil
        }

        mutating func readRecords() {
            guard let root = recordsFolder else { return }
            let walk = SnapshotReviewFiles.walk(root)
            if walk.truncated { problems.append("\(root): over \(SnapshotReviewFiles.maxEntries) entries; the rest were not read") }
            for file in walk.files where file.hasSuffix(".json") { readRecord(root + "/" + file) }
            // A record that is a FIFO or a device is a failure that cannot be shown: said, not dropped.
            for file in walk.special where file.hasSuffix(".json") { problems.append("\(root)/\(file) is not a regular file: skipped") }
        }

        mutating func readRecord(_ path: String) {
            let data: Data
            switch SnapshotReviewFiles.read(path, limit: SnapshotReview.maxRecordBytes) {
            case .success(let d): data = d
            case .failure(let problem): problems.append(problem.line + ": skipped"); return
            }
            guard let record = try? JSONDecoder().decode(SnapshotFailureRecord.self, from: data),
                  !record.name.isEmpty, !record.folder.isEmpty, !record.reference.isEmpty else {
                problems.append("\(path) is not a snapshot failure record (expected {\"name\", \"folder\", \"reference\", \"actual\", …}): skipped")
                return
            }
            let name = Self.failureName(folder: record.folder, name: record.name)
            guard let actualPath = record.actual, !actualPath.isEmpty else {
                // The message's first line, within reason (a record's message is the test's).
                let why = record.message?.split(separator: "\n").first.map { ": " + ($0.count > 200 ? $0.prefix(200) + "…" : $0) } ?? ""
                problems.append("snapshot \(name) failed without an image\(why) (\(path)): skipped")
                return
            }
            claimed.insert(Self.standard(actualPath))
            // The artifacts folder may have been moved (a CI download): then the failed image
            // is at TESTFILE/FILE under the folder given.
            let moved = folder + "/" + actualPath.split(separator: "/").suffix(2).joined(separator: "/")
            guard let actual = [actualPath, moved].first(where: { SnapshotReviewFiles.kind($0) != nil }) else {
                problems.append("snapshot \(name): its failed image \(actualPath) is missing (\(path)): skipped")
                return
            }
            claimed.insert(Self.standard(actual))
            var reference = record.reference
            if SnapshotReviewFiles.kind(reference) == nil {
                let parts = reference.split(separator: "/")
                switch references.reference(folder: parts.dropLast().last.map(String.init) ?? "", name: String(parts.last ?? "")) {
                case .success(let found): reference = found
                case .failure:
                    problems.append("snapshot \(name): its reference \(record.reference) is missing (\(path)): skipped")
                    return
                }
            }
            let command = record.test.flatMap { $0.isEmpty ? nil : SnapshotReview.recordCommand(filter: $0) }
            pairs.append(Pair(name: name, reference: reference, actual: actual, record: command))
        }

        /// `TESTFILE/TEST.NAME.png` one level down; our own records' folder is not looked in.
        mutating func readBareArtifacts() {
            // Given our records' folder itself, its PNGs are our heatmaps.
            if (folder as NSString).lastPathComponent == "designproof" { return }
            var unmatched: [String] = []
            var firstWhy: String?
            for sub in SnapshotReviewFiles.entries(folder) ?? [] where sub != "designproof" {
                let dir = folder + "/" + sub
                var st = stat()
                // A link to a folder is not entered: swift-snapshot-testing makes real folders.
                guard lstat(dir, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR else { continue }
                for file in SnapshotReviewFiles.walk(dir, depth: 1).files {
                    let stem = file.dropLast(4)
                    guard file.hasSuffix(".png"), stem.contains("."), !stem.hasPrefix(".") else { continue }
                    let path = dir + "/" + file
                    if claimed.contains(Self.standard(path)) { continue }
                    switch references.reference(folder: sub, name: file) {
                    case .success(let reference):
                        if Self.standard(reference) == Self.standard(path) { continue }
                        // Ours when the reference is in DesignProof's snapshots folder.
                        let ours = reference.split(separator: "/").contains("snapshots")
                        // A plain assertSnapshot records with swift-snapshot-testing's own setting.
                        let command = SnapshotReview.recordCommand(ours ? "DESIGNPROOF_RECORD=1" : "SNAPSHOT_TESTING_RECORD=failed", filter: sub)
                        pairs.append(Pair(name: sub + "/" + stem, reference: reference, actual: path, record: command))
                    case .failure(let why):
                        unmatched.append(path)
                        if firstWhy == nil { firstWhy = why.line }
                    }
                }
            }
            // One line for all of them: the temporary folder holds many unrelated PNGs.
            if unmatched.count == 1, let why = firstWhy {
                problems.append("\(unmatched[0]): \(why): skipped")
            } else if unmatched.count > 1 {
                problems.append("\(unmatched.count) images under \(folder) have no single reference of their name (e.g. \(unmatched[0])): skipped")
            }
        }

        /// `airfit.dashboard-dark@1x`, `airfit/animations.crossfade-end@1x`.
        static func failureName(folder: String, name: String) -> String {
            var parts = folder.split(separator: "/").map(String.init)
            let prefix = parts.popLast() ?? "snapshot"
            return (parts + [prefix + "." + name]).joined(separator: "/")
        }

        /// Absolute, with links resolved: the same file named two ways compares equal.
        static func standard(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

        /// Pairs sorted by name; a second failure of the same name is left out with a line.
        func result(source: String) -> SnapshotReview {
            var seen = Set<String>()
            var kept: [Pair] = []
            var notes: [String] = []
            for pair in pairs.sorted(by: { ($0.name, $0.actual) < ($1.name, $1.actual) }) {
                if seen.insert(pair.name).inserted { kept.append(pair) } else {
                    notes.append("snapshot \(pair.name) failed twice (\(pair.actual) is the second): skipped")
                }
            }
            return SnapshotReview(source: source, pairs: kept, problems: problems, notes: notes)
        }
    }
}
