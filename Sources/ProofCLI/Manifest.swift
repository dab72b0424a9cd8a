import Foundation
import DisplayList
import Tokens

/// `DIR/manifest.json`: every file proof has written into DIR and that is still there,
/// relative to DIR, sorted. Each run merges into it rather than replacing it: entries of
/// earlier runs stay while their files exist, this run's files are added, and files a
/// run replaces (an animation's earlier frames) leave it.
struct Manifest: Codable, Equatable {
    /// `OutputSchema.manifest`. A manifest without one (written before schemas) is read as
    /// this version: its shape is the same, and refusing it would stop every run into a
    /// folder an earlier proof wrote.
    var schema = OutputSchema.manifest
    var files: [String]
    /// "K/N" when the run that wrote this manifest was shard K of N (`--shard`); absent
    /// otherwise. `files` still lists every file in DIR, whichever run wrote it.
    var shard: String?

    init(files: [String], shard: String? = nil) {
        self.files = files
        self.shard = shard
    }

    private enum CodingKeys: String, CodingKey { case schema, files, shard }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let found = try c.decodeIfPresent(OutputSchema.self, forKey: .schema) ?? .manifest
        if let problem = OutputSchema.manifest.problem(with: found) {
            throw DecodingError.dataCorruptedError(forKey: .schema, in: c, debugDescription: problem)
        }
        files = try c.decode([String].self, forKey: .files)
        shard = try c.decodeIfPresent(String.self, forKey: .shard)
    }

    static let name = "manifest.json"
    /// The largest manifest read: a gallery's lists some ten thousand files, under 2 MB.
    static let maxSize = 64 << 20

    /// The manifest in `folder`: empty when there is none; an error when something else
    /// stands in its place (a folder, a file that is not a manifest), which the run must
    /// not overwrite.
    static func read(in folder: String) -> Result<Manifest, CLIError> {
        let path = folder + "/" + name
        var st = stat()
        guard lstat(path, &st) == 0 else {
            let code = errno
            return code == ENOENT ? .success(Manifest(files: [])) : .failure(.io("\(path): cannot read: " + SystemError.words(errno: code)))
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            let what = (st.st_mode & S_IFMT) == S_IFDIR ? "is a folder" : "is not a regular file"
            return .failure(.io("\(path) \(what), where proof keeps the list of files it wrote: remove it or write somewhere else"))
        }
        let data: Data
        switch InputFile.read(path, limit: maxSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem) where problem.isIOError: return .failure(.io("\(path): " + problem.reason))
        case .failure(let problem):
            return .failure(.badData("\(path) \(problem.reason), far more than proof writes: remove it or write somewhere else"))
        }
        guard let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else {
            return .failure(.badData("\(path) is not a manifest proof wrote (expected {\"files\": [...]}): remove it or write somewhere else"))
        }
        return .success(manifest)
    }

    /// This run's manifest: the earlier entries whose files still exist and that this run
    /// neither rewrote nor removed, plus what this run wrote; sorted by path.
    func merged(written: Set<String>, removed: Set<String>, in folder: String) -> Manifest {
        var kept = Set(files.filter { file in
            guard !written.contains(file), !removed.contains(file), !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else { return false }
            var st = stat()
            return lstat(folder + "/" + file, &st) == 0
        })
        kept.formUnion(written)
        return Manifest(files: kept.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }

    /// Pretty, stable JSON with a final newline.
    var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding an array of strings cannot fail.
        return (try! encoder.encode(self)) + Data("\n".utf8)
    }
}
