import Foundation

/// Builds PNG files byte by byte, to hand the reader exactly the damage a test names:
/// chunks with any length field or checksum, IHDRs of any size, zlib streams made of
/// stored (uncompressed) blocks so that no compressor is needed.
enum CraftedPNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A chunk: length, type, data, CRC (over type and data unless `crc` overrides it).
    /// `claimedLength` writes a length field that differs from the data actually present.
    static func chunk(_ type: String, _ data: [UInt8] = [], crc: UInt32? = nil, claimedLength: UInt32? = nil) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(claimedLength ?? UInt32(data.count)) + typeBytes + data
            + bigEndian(crc ?? crc32(typeBytes + data))
    }

    /// IHDR: colour type 6 is RGBA, 3 palette, 0 grey, 4 grey+alpha, 2 RGB.
    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
    }

    /// A whole file: the signature and the chunks.
    static func file(_ chunks: [[UInt8]]) -> Data { Data(signature + chunks.joined()) }

    /// Rows of filter type 0 ("none") for a non-interlaced image.
    static func rows(_ rows: [[UInt8]]) -> [UInt8] { rows.flatMap { [0] + $0 } }

    /// A zlib stream holding `raw` in stored blocks (no compression).
    static func storedZlib(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, raw.count - start)
            let last: UInt8 = start + count == raw.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += raw[start..<(start + count)]
            start += count
        } while start < raw.count
        return out + bigEndian(adler32(raw))
    }

    /// A valid 2×2 RGBA image: red, green / blue, half-transparent white.
    static let twoByTwoPixels: [[UInt8]] = [[255, 0, 0, 255, 0, 255, 0, 255], [0, 0, 255, 255, 255, 255, 255, 128]]

    static func twoByTwo(before idat: [[UInt8]] = [], after: [[UInt8]] = []) -> Data {
        file([ihdr(width: 2, height: 2)] + idat + [chunk("IDAT", storedZlib(rows(twoByTwoPixels)))] + after + [chunk("IEND")])
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }
}
