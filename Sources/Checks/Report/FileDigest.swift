import Foundation

/// A file's size and a 128-bit hash of its bytes, as `manifest.json` records it for every file
/// proof writes: what makes the manifest's list checkable rather than trusted. proof removes
/// a file an earlier run wrote only when its bytes still hash to what that run recorded, and
/// reuses a cached gallery image only when its size still matches; a manifest that someone
/// else wrote, or a file a person put in the folder under a listed name, never matches.
///
/// Two 64-bit lanes over 8-byte little-endian words (a multiply–rotate and a multiply–
/// xorshift), so hashing costs a fraction of writing. Not cryptographic: it tells proof's own
/// files from others', it does not resist someone forging a manifest (who could as well
/// delete the files).
package struct FileDigest: Codable, Equatable, Sendable {
    /// The file's size in bytes.
    package let bytes: Int
    /// 32 lower-case hex digits.
    package let hash: String

    package init(bytes: Int, hash: String) { self.bytes = bytes; self.hash = hash }

    /// The digest of `data`.
    package init(of data: Data) {
        bytes = data.count
        hash = data.withUnsafeBytes { Self.hex($0) }
    }

    /// The digest of `bytes`.
    package init(of bytes: [UInt8]) {
        self.bytes = bytes.count
        hash = bytes.withUnsafeBytes { Self.hex($0) }
    }

    package static func hex(_ buffer: UnsafeRawBufferPointer) -> String {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F ^ UInt64(buffer.count)
        let words = buffer.count / 8
        for i in 0..<words {
            let w = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            a = ((a ^ w) &* 0xFF51_AFD7_ED55_8CCD)
            a = (a << 31) | (a >> 33)
            b = (b &+ w) &* 0xC4CE_B9FE_1A85_EC53
            b ^= b >> 29
        }
        var tail: UInt64 = 0
        for i in (words * 8)..<buffer.count { tail |= UInt64(buffer[i]) << (UInt64(i - words * 8) * 8) }
        a = (a ^ tail) &* 0xFF51_AFD7_ED55_8CCD
        b = (b &+ tail &+ a) &* 0xC4CE_B9FE_1A85_EC53
        // Finish each lane so that every input bit reaches every output bit.
        func mix(_ x: UInt64) -> UInt64 {
            var x = x
            x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD
            x ^= x >> 33; x = x &* 0xC4CE_B9FE_1A85_EC53
            x ^= x >> 33
            return x
        }
        func h(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return h(mix(a ^ (b >> 7))) + h(mix(b ^ (a << 11)))
    }

    /// The digest of the regular file at `path` when it has `expected.bytes` bytes (read at
    /// most that many), else nil: a link, a device or a file of another size is not it.
    package static func ofFile(_ path: String, expecting expected: FileDigest) -> FileDigest? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, Int(st.st_size) == expected.bytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: expected.bytes)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return nil }
            done += n
        }
        return FileDigest(of: bytes)
    }
}
