/// Cairo's SVG surface names embedded images and recorded surfaces after their
/// `cairo_surface_t`'s unique id (`image285`, `surface130`), a counter shared by the whole
/// process: the same screen drawn after a different one gets different names, so a
/// `render --all --format svg` was not byte-identical from run to run. `renumbered` gives
/// those names back in order of first appearance in the document — a bijection per prefix,
/// so every `href="#…"` and `url(#…)` still points at the element it pointed at.
///
/// Only `id="PREFIXdigits"` and `#PREFIXdigits` are touched, followed by a byte that cannot
/// continue a name: base64 image data has neither `"` nor `#`, and Cairo writes text as glyph
/// outlines, so no content byte can look like either.
enum SVGIds {
    /// The names Cairo numbers from a process-wide counter (1.16 writes `surface` and
    /// `image`; later versions add `source`). Per-document counters (`clip`, `glyph0-1`,
    /// `linear`, `pattern`, `mask`) are already stable and are left alone.
    static let processWidePrefixes = ["surface", "image", "source"]

    static func renumbered(_ svg: [UInt8]) -> [UInt8] {
        let prefixes = processWidePrefixes.map { Array($0.utf8) }
        let idOpen = Array("id=\"".utf8), hash = UInt8(ascii: "#")
        var maps = Array(repeating: [ArraySlice<UInt8>: Int](), count: prefixes.count)
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var copied = 0, i = 0
        while i < svg.count {
            // A name starts right after `#` or after `id="`.
            let start: Int
            if svg[i] == hash {
                start = i + 1
            } else if svg[i] == idOpen[0], svg.count - i >= idOpen.count, svg[i..<(i + idOpen.count)].elementsEqual(idOpen) {
                start = i + idOpen.count
            } else {
                i += 1
                continue
            }
            guard let (which, digits) = name(in: svg, at: start, prefixes: prefixes) else {
                i = start
                continue
            }
            let old = svg[digits]
            let number: Int
            if let known = maps[which][old] {
                number = known
            } else {
                number = maps[which].count
                maps[which][old] = number
            }
            out.append(contentsOf: svg[copied..<digits.lowerBound])
            out.append(contentsOf: String(number).utf8)
            copied = digits.upperBound
            i = digits.upperBound
        }
        if copied == 0 { return svg }
        out.append(contentsOf: svg[copied...])
        return out
    }

    /// Which prefix starts at `start`, and the range of the digits after it, when the digits
    /// end the name (the next byte is not a letter, digit, `-` or `_`).
    private static func name(in svg: [UInt8], at start: Int, prefixes: [[UInt8]]) -> (Int, Range<Int>)? {
        for (which, prefix) in prefixes.enumerated() {
            let afterPrefix = start + prefix.count
            guard afterPrefix < svg.count, svg[start..<afterPrefix].elementsEqual(prefix) else { continue }
            var end = afterPrefix
            while end < svg.count, isDigit(svg[end]) { end += 1 }
            guard end > afterPrefix, end < svg.count, !continuesName(svg[end]) else { return nil }
            return (which, afterPrefix..<end)
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func continuesName(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 45 || byte == 95 || byte == 46
    }
}
