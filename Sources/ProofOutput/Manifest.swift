import Checks
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
package struct Manifest: Codable, Equatable {
    /// `OutputSchema.manifest`.
    package var schema = OutputSchema.manifest
    package var files: [String]
    /// Path → what proof wrote there. Every path of `files` has one in a version-2 manifest.
    package var digests: [String: FileDigest]
    /// "K/N" when the run that wrote this manifest was shard K of N (`--shard`); absent
    /// otherwise. `files` still lists every file in DIR, whichever run wrote it.
    package var shard: String?

    package init(files: [String], digests: [String: FileDigest] = [:], shard: String? = nil) {
        self.files = files
        self.digests = digests
        self.shard = shard
    }

    private enum CodingKeys: String, CodingKey { case schema, files, digests, shard }

    /// The version before digests, read so that a folder an earlier proof wrote can be
    /// written into (its files are not proof's to remove: nothing says what they were).
    package static let previousVersion = 1

    package init(from decoder: any Decoder) throws {
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

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(OutputSchema.manifest, forKey: .schema)
        try c.encode(files, forKey: .files)
        try c.encode(digests, forKey: .digests)
        try c.encodeIfPresent(shard, forKey: .shard)
    }

    package static let name = "manifest.json"
    /// The largest manifest read: a gallery's lists some ten thousand files, under 2 MB.
    package static let maxSize = 64 << 20

    /// The manifest in `folder`: empty when there is none; an error when something else
    /// stands in its place (a folder, a link, a file that is not proof's manifest), which
    /// the run must not overwrite.
    package static func read(in folder: String) -> Result<Manifest, CLIError> {
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

    /// Which manifest file was read: a run that finds the same one at its commit (another
    /// run's commit renames a new file into place, a new inode) need not read it again.
    package struct Stamp: Equatable {
        let device: UInt64, inode: UInt64, size: Int, seconds: Int, nanoseconds: Int
    }

    /// The stamp of `folder`'s manifest.json as it is now; nil when there is none.
    package static func stamp(in folder: String) -> Stamp? {
        var st = stat()
        guard lstat(folder + "/" + name, &st) == 0 else { return nil }
        return Stamp(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int(st.st_size),
                     seconds: Int(st.st_mtim.tv_sec), nanoseconds: Int(st.st_mtim.tv_nsec))
    }

    /// The recorded digest of `file` when the manifest can vouch for it: a relative path
    /// without `..`, listed with a digest.
    package func digest(of file: String) -> FileDigest? {
        guard Self.isInside(file) else { return nil }
        return digests[file]
    }

    /// True for a relative path that stays inside the folder: not absolute, no `..` or `.`
    /// part, no empty part.
    package static func isInside(_ file: String) -> Bool {
        // One pass over the bytes (a gallery's manifest lists thousands of files). A part
        // is wrong when empty, "." or "..".
        var part = 0, dots = 0
        func wrong() -> Bool { part == 0 || (part == dots && dots <= 2) }
        for byte in file.utf8 {
            if byte == UInt8(ascii: "/") {
                if wrong() { return false }
                part = 0; dots = 0
            } else {
                part += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !wrong()
    }

    /// This run's manifest: the earlier entries still there as proof wrote them (a regular
    /// file of the recorded size, reached without a link) that this run neither rewrote nor
    /// removed, plus what this run `wrote` (with their digests); sorted by path.
    package func merged(wrote: [String: FileDigest], removed: Set<String>, in folder: String) -> Manifest {
        var digests: [String: FileDigest] = [:]
        var known = Set<String>()
        for file in files where wrote[file] == nil && !removed.contains(file) {
            guard let digest = digest(of: file), OutputPaths.regularFileSize(file, in: folder, known: &known) == digest.bytes else { continue }
            digests[file] = digest
        }
        digests.merge(wrote) { _, new in new }
        return Manifest(files: digests.keys.sorted(by: Self.byBytes), digests: digests)
    }

    /// Paths in the order of their UTF-8 bytes (as JSONEncoder sorts keys), compared in place.
    package static func byBytes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    /// Pretty, stable JSON with a final newline, in JSONEncoder's pretty layout (sorted
    /// keys, two-space indents, `"key" : value`), written directly: a gallery's manifest
    /// lists thousands of files, which JSONEncoder takes a noticeable part of a warm run on.
    package var data: Data {
        func string(_ s: String) -> String {
            // Most paths need no escape: taken whole.
            if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) { return "\"" + s + "\"" }
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{08}": out += "\\b"
                case "\u{0C}": out += "\\f"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        let sortedDigests = digests.keys.sorted(by: Self.byBytes)
        var text = "{\n  \"digests\" : {"
        text.reserveCapacity(160 * sortedDigests.count + 80 * files.count + 200)
        text += sortedDigests.isEmpty ? "\n\n  },\n" : ""
        for (i, file) in sortedDigests.enumerated() {
            let d = digests[file]!
            text += "\n    " + string(file) + " : {\n      \"bytes\" : \(d.bytes),\n      \"hash\" : " + string(d.hash) + "\n    }"
            text += i == sortedDigests.count - 1 ? "\n  },\n" : ","
        }
        text += "  \"files\" : ["
        text += files.isEmpty ? "\n\n  ],\n" : ""
        for (i, file) in files.enumerated() {
            text += "\n    " + string(file) + (i == files.count - 1 ? "\n  ],\n" : ",")
        }
        text += "  \"schema\" : {\n    \"name\" : " + string(OutputSchema.manifest.name) + ",\n    \"version\" : \(OutputSchema.manifest.version)\n  }"
        if let shard { text += ",\n  \"shard\" : " + string(shard) }
        return Data((text + "\n}\n").utf8)
    }

    /// `data` as JSONEncoder writes it, for the test that pins `data` to it.
    package var encodedByFoundation: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try! encoder.encode(self)) + Data("\n".utf8)
    }
}
