import Foundation

/// The generated figures of a Markdown file. A figure is a value between two HTML comments,
/// which Markdown renders as nothing:
///
///     `contrast`: <!-- fig contrast.measured -->6474<!-- /fig --> measurements
///
/// The key names the value the generator computes from `proof`'s own output
/// (`FigureValues`); the text between the comments is what the reader sees and what
/// `make docs` rewrites. A value may span lines (a whole fenced block of a command's output).
public struct FigureMarkup: Sendable {
    /// One figure as the file has it.
    public struct Figure: Sendable, Equatable {
        public let key: String
        public let value: String
        /// 1-based line of the opening comment.
        public let line: Int
        /// Where the value sits in the file's text (between the two comments).
        let range: Range<String.Index>
    }

    /// A figure whose text differs from what the tool prints now.
    public struct Stale: Sendable, Equatable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let key: String
        public let documented: String
        public let computed: String
        public var description: String {
            if documented.count <= 120 && computed.count <= 120 {
                return "\(file):\(line): \(key): the doc says \(Self.quoted(documented)), proof says \(Self.quoted(computed))"
            }
            // A long figure (a command's whole output): the first line that differs, which
            // the shortened whole would often hide.
            let doc = documented.components(separatedBy: "\n"), tool = computed.components(separatedBy: "\n")
            let i = (0..<max(doc.count, tool.count)).first { $0 >= doc.count || $0 >= tool.count || doc[$0] != tool[$0] } ?? 0
            func at(_ lines: [String]) -> String { i < lines.count ? Self.quoted(lines[i]) : "nothing" }
            return "\(file):\(line): \(key), its line \(i + 1): the doc says \(at(doc)), proof says \(at(tool))"
        }
        public static func quoted(_ s: String) -> String {
            let one = s.replacingOccurrences(of: "\n", with: "⏎")
            return "\"" + (one.count > 120 ? String(one.prefix(120)) + "…" : one) + "\""
        }
    }

    public let file: String
    public let text: String
    public let figures: [Figure]

    static let open = "<!-- fig "
    static let openEnd = " -->"
    static let close = "<!-- /fig -->"

    /// Reads every figure of `text`; a marker left open, nested, or without a key is an error
    /// naming the file and line.
    public init(file: String, text: String) throws(FigureMarkupError) {
        self.file = file
        self.text = text
        var figures: [Figure] = []
        var cursor = text.startIndex
        while let start = text.range(of: Self.open, range: cursor..<text.endIndex) {
            let line = Self.line(of: start.lowerBound, in: text)
            guard let keyEnd = text.range(of: Self.openEnd, range: start.upperBound..<text.endIndex) else {
                throw .unclosedMarker(file: file, line: line)
            }
            let key = String(text[start.upperBound..<keyEnd.lowerBound])
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || "._-/".contains($0) }) else {
                throw .badKey(file: file, line: line, key: String(key.prefix(40)))
            }
            guard let end = text.range(of: Self.close, range: keyEnd.upperBound..<text.endIndex) else {
                throw .unclosedMarker(file: file, line: line)
            }
            let value = keyEnd.upperBound..<end.lowerBound
            if text[value].contains(Self.open) { throw .nestedMarker(file: file, line: line) }
            figures.append(Figure(key: key, value: String(text[value]), line: line, range: value))
            cursor = end.upperBound
        }
        // A closing comment with no opening one is a typo that would hide a figure.
        var closes = 0
        var c = text.startIndex
        while let r = text.range(of: Self.close, range: c..<text.endIndex) { closes += 1; c = r.upperBound }
        if closes != figures.count {
            let orphan = Self.firstOrphanClose(in: text, figures: figures)
            throw .strayClose(file: file, line: orphan)
        }
        self.figures = figures
    }

    /// The figures whose text differs from `values`, and the keys `values` does not know.
    public func stale(against values: [String: String]) -> (stale: [Stale], unknown: [Figure]) {
        var stale: [Stale] = [], unknown: [Figure] = []
        for f in figures {
            guard let v = values[f.key] else { unknown.append(f); continue }
            if v != f.value { stale.append(Stale(file: file, line: f.line, key: f.key, documented: f.value, computed: v)) }
        }
        return (stale, unknown)
    }

    /// The text with every known figure replaced by its value (unknown keys are left as they are).
    public func rewritten(with values: [String: String]) -> String {
        var out = ""
        var cursor = text.startIndex
        for f in figures {
            out += text[cursor..<f.range.lowerBound]
            out += values[f.key] ?? f.value
            cursor = f.range.upperBound
        }
        out += text[cursor...]
        return out
    }

    static func line(of index: String.Index, in text: String) -> Int {
        text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    static func firstOrphanClose(in text: String, figures: [Figure]) -> Int {
        let owned = Set(figures.map(\.range.upperBound))
        var c = text.startIndex
        while let r = text.range(of: close, range: c..<text.endIndex) {
            if !owned.contains(r.lowerBound) { return line(of: r.lowerBound, in: text) }
            c = r.upperBound
        }
        return 0
    }
}

public enum FigureMarkupError: Error, Equatable, CustomStringConvertible {
    case unclosedMarker(file: String, line: Int)
    case nestedMarker(file: String, line: Int)
    case badKey(file: String, line: Int, key: String)
    case strayClose(file: String, line: Int)

    public var description: String {
        switch self {
        case .unclosedMarker(let file, let line):
            "\(file):\(line): a figure marker is not closed: write <!-- fig KEY -->VALUE<!-- /fig -->"
        case .nestedMarker(let file, let line):
            "\(file):\(line): a figure holds another figure: close the first with <!-- /fig --> before opening the next"
        case .badKey(let file, let line, let key):
            "\(file):\(line): \"\(key)\" is not a figure key: use letters, digits, '.', '-', '_' and '/' (README: Figures in the docs)"
        case .strayClose(let file, let line):
            "\(file):\(line): <!-- /fig --> without an opening <!-- fig KEY -->"
        }
    }
}
