/// A strict RFC 8259 parser producing `JSONValue`. Errors carry the line and column,
/// because the person reading them is editing a token file by hand.
public struct JSONParser {
    /// Where (1-based line and column) and why a text is not JSON.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// Line of the offending character, from 1.
        public let line: Int
        /// Column in Unicode scalars (not bytes), from 1.
        public let column: Int
        /// What was expected or found there.
        public let message: String
        public var description: String { "line \(line), column \(column): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maxDepth = 256
    /// When finding positions: the pointers asked for, the way to the value being parsed,
    /// and the byte offset of each wanted value found.
    private var wanted: Set<[String]>?
    private var way: [String] = []
    private var found: [[String]: Int] = [:]

    /// A parser over `text`.
    public init(_ text: String) { bytes = Array(text.utf8) }
    /// A parser over UTF-8 `bytes`.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document; throws where it is not JSON.
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        return try parser.parseDocument()
    }

    /// Parses one JSON document from UTF-8 bytes; throws where it is not JSON.
    public static func parse(bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    /// The line and column (from 1; columns in Unicode scalars) where the value each pointer
    /// names starts in `bytes`, for messages that name a pointer: a person editing the file
    /// finds a line faster. A pointer to nothing, or text that is not JSON, gives no entry.
    public static func positions(of pointers: Set<JSONPointer>, in bytes: [UInt8]) -> [JSONPointer: (line: Int, column: Int)] {
        guard !pointers.isEmpty else { return [:] }
        var parser = JSONParser(bytes: bytes)
        parser.wanted = Set(pointers.map(\.tokens))
        _ = try? parser.parseDocument()
        // One sweep over the text turns every offset found into a line and column.
        let offsets = parser.found.sorted { $0.value < $1.value }
        var out: [JSONPointer: (line: Int, column: Int)] = [:]
        var line = 1, column = 1, at = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for (tokens, offset) in offsets {
            while at < offset {
                if bytes[at] == 0x0A { line += 1; column = 1 } else if bytes[at] & 0xC0 != 0x80 { column += 1 }
                at += 1
            }
            out[JSONPointer(tokens)] = (line, column)
        }
        return out
    }

    /// Parses the whole input as one JSON document (nothing but whitespace may follow it).
    public mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the end of the document") }
        return value
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file, expected a value") }
        if let wanted, wanted.contains(way) { found[way] = index }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected character '\(Character(UnicodeScalar(bytes[index])))', expected a value")
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a member name in double quotes") }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(key).inserted else {
                index = keyStart
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after \"\(key)\"") }
            index += 1
            skipWhitespace()
            if wanted != nil { way.append(key) }
            members.append((key, try parseValue()))
            if wanted != nil { way.removeLast() }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
            throw error("expected ',' or '}' after a member")
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            if wanted != nil { way.append(String(items.count)) }
            items.append(try parseValue())
            if wanted != nil { way.removeLast() }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
            throw error("expected ',' or ']' after an array element")
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var chunkStart = index
        func flush(_ parser: JSONParser, _ end: Int, into out: inout String.UnicodeScalarView) {
            if end > chunkStart { out.append(contentsOf: String(decoding: parser.bytes[chunkStart..<end], as: UTF8.self).unicodeScalars) }
        }
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\"") {
                // Most strings hold no escape: decode their bytes once, without the scalar view.
                if scalars.isEmpty {
                    let text = String(decoding: bytes[chunkStart..<index], as: UTF8.self)
                    index += 1
                    return text
                }
                flush(self, index, into: &scalars)
                index += 1
                return String(scalars)
            }
            if c < 0x20 { throw error("control character inside a string (write it as an escape)") }
            if c == UInt8(ascii: "\\") {
                flush(self, index, into: &scalars)
                index += 1
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default:
                    index -= 1
                    throw error("invalid escape '\\\(Character(UnicodeScalar(e)))'")
                }
                chunkStart = index
                continue
            }
            index += 1
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("numbers must not have leading zeros") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return value
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected word, expected \(word)")
        }
        index += w.count
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    }

    private func peek(_ c: UInt8) -> Bool { index < bytes.count && bytes[index] == c }
    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func error(_ message: String) -> SyntaxError {
        var line = 1
        var column = 1
        for b in bytes[0..<min(index, bytes.count)] {
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return SyntaxError(line: line, column: column, message: message)
    }
}
