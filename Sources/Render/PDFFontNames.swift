import CCairo
import DisplayList
import Tokens

/// Gives the fonts that cairo 1.16 writes as "CairoFont-N-M" their real names.
///
/// Why they lose them: cairo calls a variable font drawn at any instance but its default
/// "synthetic" (`_cairo_ft_is_synthetic`: some variation coordinate is not zero) and then
/// will not subset the font file; it embeds the glyph outlines through its CFF fallback,
/// which it always names `CairoFont-<font id>-<subset id>`. Inter is our one variable font:
/// every Inter weight but 400 came out so (pdffonts listed e.g. `ZYUAPG+CairoFont-2-0`).
/// The glyphs are right; only the name is lost, and with it what a PDF viewer shows.
///
/// After cairo has written the file, each such font is identified by its glyph widths —
/// a simple (WinAnsi) font lists the width of every character it holds, and the weights
/// of a family differ in their widths — among the fonts the display list draws, and its
/// `/BaseFont` and `/FontName` are rewritten (the subset tag kept); the other subsets of
/// the same font id (Identity-H, for characters outside WinAnsi) get the same name. Only
/// object dictionaries change, never stream data, and the cross-reference table is
/// rewritten with the shifted offsets. A font that no candidate matches keeps its name.
enum PDFFontNames {
    /// A fallback font of the file: its cairo font id and the width (1/1000 em) of each
    /// glyph it holds whose text is known: from the WinAnsi code of a simple font, or the
    /// ToUnicode map of a CID font.
    struct FallbackFont: Equatable {
        let fontID: Int
        var glyphs: [Glyph]
    }

    struct Glyph: Hashable {
        let text: String
        let width: Double
    }

    /// An object of the file: its number, its bytes, and its dictionary (everything before
    /// its stream, if any; stream data is never read as text nor changed).
    struct Object {
        let number: Int
        let range: Range<Int>
        let dictionaryEnd: Int
        let dictionary: String
    }

    /// `pdf` with every "CairoFont-N-M" renamed to `name(font)` where that gives a name;
    /// nil when the file is not laid out as cairo writes it (then it is left as it is).
    static func renaming(_ pdf: [UInt8], name: (FallbackFont) -> String?) -> [UInt8]? {
        guard let table = CrossReference(pdf) else { return nil }
        let objects = table.objectRanges().map { number, range in
            let end = find(Array("\nstream".utf8), in: pdf[range]) ?? range.upperBound
            return Object(number: number, range: range, dictionaryEnd: end, dictionary: latin1(pdf[range.lowerBound..<end]))
        }
        let byNumber = Dictionary(objects.map { ($0.number, $0) }, uniquingKeysWith: { a, _ in a })
        var fonts: [Int: FallbackFont] = [:]
        for object in objects where object.dictionary.contains("CairoFont-") {
            let text = object.dictionary
            guard let id = fallbackID(in: text) else { continue }
            var glyphs: [Glyph] = []
            if text.contains("/WinAnsiEncoding"), let widths = simpleFontWidths(in: text) {
                glyphs = widths.compactMap { code, width in winAnsi(code).map { Glyph(text: String($0), width: width) } }
            } else if text.contains("/Type0"), let toUnicode = reference(after: "/ToUnicode", in: text).flatMap({ byNumber[$0] }),
                      let descendant = reference(after: "/DescendantFonts [", in: text).flatMap({ byNumber[$0] }),
                      let cmap = streamData(of: toUnicode, in: pdf).flatMap(inflate).map(latin1) {
                let widths = cidWidths(in: descendant.dictionary)
                glyphs = unicodeMap(cmap).compactMap { cid, string in widths[cid].map { Glyph(text: string, width: $0) } }
            }
            fonts[id, default: FallbackFont(fontID: id, glyphs: [])].glyphs += glyphs.sorted { ($0.text, $0.width) < ($1.text, $1.width) }
        }
        var names: [Int: String] = [:]
        for (id, font) in fonts where !font.glyphs.isEmpty {
            if let n = name(font).map(sanitized), !n.isEmpty { names[id] = n }
        }
        guard !names.isEmpty else { return pdf }

        // Rewrite the dictionaries that name a renamed font; keep every other byte.
        var out: [UInt8] = []
        out.reserveCapacity(pdf.count + 1024)
        var newOffsets: [Int: Int] = [:]
        var cursor = 0
        for object in objects {
            out += pdf[cursor..<object.range.lowerBound]
            newOffsets[object.number] = out.count
            if object.dictionary.contains("CairoFont-") {
                out += latin1Bytes(renamed(object.dictionary, names))
                out += pdf[object.dictionaryEnd..<object.range.upperBound]
            } else {
                out += pdf[object.range]
            }
            cursor = object.range.upperBound
        }
        out += pdf[cursor..<table.offset]
        let xrefOffset = out.count
        out += latin1Bytes(table.rewritten(offsets: newOffsets))
        out += Array("startxref\n\(xrefOffset)\n%%EOF\n".utf8)
        return out
    }

    /// The N of the first "CairoFont-N-M" in `text`.
    static func fallbackID(in text: String) -> Int? {
        guard let r = text.range(of: "CairoFont-") else { return nil }
        let digits = text[r.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }

    /// WinAnsi code → width for the codes a simple font holds (width > 0).
    static func simpleFontWidths(in text: String) -> [Int: Double]? {
        guard let first = number(after: "/FirstChar", in: text),
              let open = text.range(of: "/Widths ["), let close = text[open.upperBound...].firstIndex(of: "]") else { return nil }
        var widths: [Int: Double] = [:]
        for (i, token) in text[open.upperBound..<close].split(separator: " ").enumerated() {
            if let w = Double(token), w > 0 { widths[Int(first) + i] = w }
        }
        return widths
    }

    /// CID → width from a CID font's `/W` array: `c [w1 w2 …]` and `c1 c2 w` entries.
    static func cidWidths(in text: String) -> [Int: Double] {
        guard let open = text.range(of: "/W [") else { return [:] }
        var tokens: [String] = []
        var depth = 1, current = ""
        for ch in text[open.upperBound...] {
            if ch == "[" || ch == "]" || ch == " " || ch == "\n" || ch == "\r" {
                if !current.isEmpty { tokens.append(current); current = "" }
                if ch == "[" { depth += 1; tokens.append("[") }
                if ch == "]" { depth -= 1; if depth == 0 { break }; tokens.append("]") }
            } else {
                current.append(ch)
            }
        }
        var widths: [Int: Double] = [:]
        var i = 0
        while i < tokens.count, let first = Int(tokens[i]) {
            if i + 1 < tokens.count, tokens[i + 1] == "[" {
                var j = i + 2, cid = first
                while j < tokens.count, tokens[j] != "]" {
                    if let w = Double(tokens[j]) { widths[cid] = w }
                    cid += 1; j += 1
                }
                i = j + 1
            } else if i + 2 < tokens.count, let last = Int(tokens[i + 1]), let w = Double(tokens[i + 2]), last >= first, last - first < 65536 {
                for cid in first...last { widths[cid] = w }
                i += 3
            } else {
                break
            }
        }
        return widths
    }

    /// CID → text from a ToUnicode CMap's `bfchar` and `bfrange` sections (UTF-16BE hex).
    static func unicodeMap(_ cmap: String) -> [Int: String] {
        var map: [Int: String] = [:]
        func hexes(_ line: Substring) -> [String] {
            line.split(separator: "<").compactMap { $0.split(separator: ">").first.map(String.init) }
        }
        func utf16(_ hex: String) -> String? {
            var units: [UInt16] = []
            var rest = Substring(hex)
            while rest.count >= 4 {
                guard let u = UInt16(rest.prefix(4), radix: 16) else { return nil }
                units.append(u)
                rest = rest.dropFirst(4)
            }
            return String(decoding: units, as: UTF16.self)
        }
        var section = ""
        for line in cmap.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            if line.hasSuffix("beginbfchar") { section = "char"; continue }
            if line.hasSuffix("beginbfrange") { section = "range"; continue }
            if line.hasPrefix("end") { section = ""; continue }
            let h = hexes(line)
            if section == "char", h.count == 2, let cid = Int(h[0], radix: 16), let text = utf16(h[1]) {
                map[cid] = text
            } else if section == "range", h.count == 3, let lo = Int(h[0], radix: 16), let hi = Int(h[1], radix: 16),
                      hi >= lo, hi - lo < 65536, let start = UInt32(h[2], radix: 16) {
                for cid in lo...hi {
                    if let scalar = Unicode.Scalar(start + UInt32(cid - lo)) { map[cid] = String(Character(scalar)) }
                }
            }
        }
        return map
    }

    /// The object number N of the first "N 0 R" after `key`.
    static func reference(after key: String, in text: String) -> Int? {
        guard let r = text.range(of: key) else { return nil }
        let rest = text[r.upperBound...].drop { $0 == " " }
        return Int(rest.prefix { $0.isNumber })
    }

    static func number(after key: String, in text: String) -> Double? {
        guard let r = text.range(of: key) else { return nil }
        return Double(text[r.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }

    /// The bytes between an object's `stream` keyword and its `endstream`.
    static func streamData(of object: Object, in pdf: [UInt8]) -> ArraySlice<UInt8>? {
        var start = object.dictionaryEnd + "\nstream".utf8.count
        if start < object.range.upperBound, pdf[start] == 0x0D { start += 1 }
        guard start < object.range.upperBound, pdf[start] == 0x0A else { return nil }
        start += 1
        let body = pdf[start..<object.range.upperBound]
        var end: Int?
        var i = body.endIndex - 9
        while i >= body.startIndex {
            if pdf[i] == UInt8(ascii: "e"), pdf[i..<(i + 9)].elementsEqual("endstream".utf8) { end = i; break }
            i -= 1
        }
        guard let end else { return nil }
        return pdf[start..<end]
    }

    /// zlib (FlateDecode) data inflated, up to 4 MB; nil when it is not zlib data.
    static func inflate(_ data: ArraySlice<UInt8>) -> [UInt8]? {
        var capacity = max(4096, data.count * 4)
        while capacity <= 4 << 20 {
            var out = [UInt8](repeating: 0, count: capacity)
            var length = uLongf(capacity)
            let status = data.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    uncompress(dst.baseAddress, &length, src.baseAddress, uLong(src.count))
                }
            }
            if status == Z_OK { return Array(out.prefix(Int(length))) }
            guard status == Z_BUF_ERROR else { return nil }
            capacity *= 4
        }
        return nil
    }

    /// `text` with "CairoFont-N-M" replaced by the name of font N, where there is one.
    static func renamed(_ text: String, _ names: [Int: String]) -> String {
        var result = ""
        var rest = Substring(text)
        while let r = rest.range(of: "CairoFont-") {
            result += rest[..<r.lowerBound]
            let id = rest[r.upperBound...].prefix { $0.isNumber }
            var after = rest[r.upperBound...].dropFirst(id.count)
            if let n = Int(id), let name = names[n], after.first == "-" {
                after = after.dropFirst().drop { $0.isNumber }
                result += name
            } else {
                result += rest[r]
                after = rest[r.upperBound...]
            }
            rest = after
        }
        return result + rest
    }

    /// A PDF name (PostScript font name) has no spaces or delimiters.
    static func sanitized(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") })
    }

    static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var i = haystack.startIndex
        while i <= haystack.endIndex - needle.count {
            if haystack[i] == needle[0], haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// PDF syntax is bytes: read each as one character (ISO 8859-1) and write it back so.
    static func latin1<C: Collection<UInt8>>(_ bytes: C) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    static func latin1Bytes(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }
}
