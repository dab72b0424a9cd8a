/// A 128-bit hash of bytes, as 32 hex digits: names the gallery's content-addressed files
/// (an image's name is the hash of what it is drawn from). Two independent 64-bit lanes —
/// FNV-1a and a multiply–xorshift — so that the name of one input is, for any catalogue
/// size, practically never another's. Not cryptographic: nobody chooses our inputs to collide.
package struct ContentHash {
    package init() {}
    private var a: UInt64 = 0xCBF2_9CE4_8422_2325
    private var b: UInt64 = 0x9E37_79B9_7F4A_7C15

    package mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var a = self.a, b = self.b
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0xBF58_476D_1CE4_E5B9
            b ^= b >> 31
        }
        self.a = a; self.b = b
    }

    /// A string and a separator that no string contains, so ("ab", "c") ≠ ("a", "bc").
    package mutating func add(_ string: String) {
        add(string.utf8)
        add([0xFF])
    }

    package var hex: String {
        func h(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return h(a) + h(b)
    }

    package static func of(_ parts: String...) -> String {
        var h = ContentHash()
        for p in parts { h.add(p) }
        return h.hex
    }
}
