import Checks
import Foundation
import Gallery
import ProofCLI
import ProofOutput
import Testing

/// manifest.json as written and read: the hand-written JSON is byte for byte what
/// JSONEncoder's pretty layout gives, and paths are judged inside the folder or not.
@Suite struct ManifestFormatTests {
    static let digest = FileDigest(bytes: 12, hash: "0123456789abcdef0123456789abcdef")

    @Test(arguments: [
        Manifest(files: []),
        Manifest(files: ["a.png"], digests: ["a.png": digest]),
        Manifest(files: ["airfit/welcome.json", "airfit/welcome.png"],
                 digests: ["airfit/welcome.json": digest, "airfit/welcome.png": FileDigest(bytes: 0, hash: "ffffffffffffffffffffffffffffffff")], shard: "2/3"),
        Manifest(files: ["quote\"back\\slash/tab\tnew\nline\u{01}é😀/x.png"], digests: ["quote\"back\\slash/tab\tnew\nline\u{01}é😀/x.png": digest]),
    ])
    func writtenAsJSONEncoderWouldWriteIt(_ manifest: Manifest) throws {
        #expect(String(decoding: manifest.data, as: UTF8.self) == String(decoding: manifest.encodedByFoundation, as: UTF8.self))
        #expect(try JSONDecoder().decode(Manifest.self, from: manifest.data) == manifest)
    }

    @Test func pathsInsideTheFolder() {
        for inside in ["a", "a/b.png", "...", "a/.../b", ".hidden", "a/.b", "a..b/c"] { #expect(Manifest.isInside(inside), "\(inside)") }
        for outside in ["", "/a", "a/", "a//b", ".", "..", "../a", "a/../b", "a/./b", "a/..", "./a"] { #expect(!Manifest.isInside(outside), "\(outside)") }
    }

    /// The digest of known bytes, so a change to the hash (which would make every folder's
    /// files look unlike proof's) is seen here first.
    @Test func digestsArePinned() {
        #expect(FileDigest(of: Data()).bytes == 0)
        #expect(FileDigest(of: Data()) == FileDigest(of: [UInt8]()))
        let a = FileDigest(of: Data("hello, world".utf8)), b = FileDigest(of: Data("hello, world!".utf8))
        #expect(a.hash.count == 32 && a.hash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(a.hash == "8ed209891b1d0de65676466089c7aaa7")
        #expect(a != b)
        // Every byte counts, the tail's included.
        var bytes = [UInt8](repeating: 7, count: 37)
        let before = FileDigest(of: bytes)
        bytes[36] = 8
        #expect(FileDigest(of: bytes) != before)
        bytes[36] = 7; bytes[3] = 9
        #expect(FileDigest(of: bytes) != before)
    }
}
