import Foundation
import DisplayList
import Tokens

/// `DIR/manifest.json`: every file proof has written into DIR and that is still there,
/// relative to DIR, sorted, each with the size and hash of what proof wrote (`digests`).
/// Each run merges into it rather than replacing it: entries of earlier runs stay while
/// their files are still the size proof wrote, this run's files are added, and files a run
/// replaces (an animation's earlier frames) leave it.
///
/// The list is checked, not trusted: a manifest is proof's only when it carries proof's
/// schema, and a listed file is proof's to remove only when its bytes still hash to the
/// recorded digest (`OutputRun`). Version 1 manifests (no digests) are read, and their
/// files neither removed nor listed again; a `manifest.json` without proof's schema is
/// another program's, and a run refuses to write over it.
struct Manifest: Codable, Equatable {
    /// `OutputSchema.manifest`.
    var schema = OutputSchema.manifest
    var files: [String]
    /// Path → what proof wrote there. Every path of `files` has one in a version-2 manifest.
    var digests: [String: FileDigest]
    /// "K/N" when the run that wrote this manifest was shard K of N (`--shard`); absent
    /// otherwise. `files` still lists every file in DIR, whichever run wrote it.
    var shard: String?

    init(files: [String], digests: [String: FileDigest] = [:], shard: String? = nil) {
        self.files = files
        self.digests = digests
        self.shard = shard
    }

    private enum CodingKeys: String, CodingKey { case schema, files, digests, shard }

    /// The version before digests, read so that a folder an earlier proof wrote can be
    /// written into (its files are not proof's to remove: nothing says what they were).
    static let previousVersion = 1

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let found = try c.decodeIfPresent(OutputSchema.self, forKey: .schema)
        if let found, found.name == OutputSchema.manifest.name, found.version == Self.previousVersion {
            schema = found
        } else if let problem = OutputSchema.manifest.problem(with: found) {
            throw DecodingError.dataCorruptedError(forKey: .schema, in: c, debugDescription: problem)
        }
        files = try c.decode([String].self, forKey: .files)
        digests = try c.decodeIfPresent([String: FileDigest].self, forKey: .digests) ?? [:]
        shard = try c.decodeIfPresent(String.self, forKey: .shard)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(OutputSchema.manifest, forKey: .schema)
        try c.encode(files, forKey: .files)
        try c.encode(digests, forKey: .digests)
        try c.encodeIfPresent(shard, forKey: .shard)
    }

    static let name = "manifest.json"
    /// The largest manifest read: a gallery's lists some ten thousand files, under 2 MB.
    static let maxSize = 64 << 20

    /// The manifest in `folder`: empty when there is none; an error when something else
    /// stands in its place (a folder, a link, a file that is not proof's manifest), which
    /// the run must not overwrite.
    static func read(in folder: String) -> Result<Manifest, CLIError> {
        let path = folder + "/" + name
        var st = stat()
        guard lstat(path, &st) == 0 else {
            let code = errno
            return code == ENOENT ? .success(Manifest(files: [])) : .failure(.io("\(path): cannot read: " + SystemError.words(errno: code)))
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            let what = (st.st_mode & S_IFMT) == S_IFDIR ? "is a folder" : (st.st_mode & S_IFMT) == S_IFLNK ? "is a symbolic link" : "is not a regular file"
            return .failure(.io("\(path) \(what), where proof keeps the list of files it wrote: remove it or write somewhere else"))
        }
        let data: Data
        switch InputFile.read(path, limit: maxSize, regularOnly: true) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem) where problem.isIOError: return .failure(.io("\(path): " + problem.reason))
        case .failure(let problem):
            return .failure(.badData("\(path) \(problem.reason), far more than proof writes: remove it or write somewhere else"))
        }
        guard let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else {
            return .failure(.badData("\(path) is not a manifest proof wrote (expected {\"schema\": {\"name\": \"\(OutputSchema.manifest.name)\", …}, \"files\": [...]}): "
                                     + "proof will not write over another program's file; remove it or write somewhere else"))
        }
        return .success(manifest)
    }

    /// The recorded digest of `file` when the manifest can vouch for it: a relative path
    /// without `..`, listed with a digest.
    func digest(of file: String) -> FileDigest? {
        guard Self.isInside(file) else { return nil }
        return digests[file]
    }

    /// True for a relative path that stays inside the folder: not absolute, no `..` or `.`
    /// part, no empty part.
    static func isInside(_ file: String) -> Bool {
        !file.isEmpty && !file.hasPrefix("/") && !file.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0 == "." || $0.isEmpty }
    }

    /// This run's manifest: the earlier entries still there as proof wrote them (a regular
    /// file of the recorded size, reached without a link) that this run neither rewrote nor
    /// removed, plus what this run `wrote` (with their digests); sorted by path.
    func merged(wrote: [String: FileDigest], removed: Set<String>, in folder: String) -> Manifest {
        var digests: [String: FileDigest] = [:]
        for file in files where wrote[file] == nil && !removed.contains(file) {
            guard let digest = digest(of: file), OutputPaths.regularFileSize(file, in: folder) == digest.bytes else { continue }
            digests[file] = digest
        }
        digests.merge(wrote) { _, new in new }
        return Manifest(files: digests.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, digests: digests)
    }

    /// Pretty, stable JSON with a final newline.
    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and numbers cannot fail.
        return (try! encoder.encode(self)) + Data("\n".utf8)
    }
}
