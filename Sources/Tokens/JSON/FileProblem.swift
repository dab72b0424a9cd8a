/// One problem in a JSON file (a token file, FitAI's food log), named the way a person can
/// find it: the file and the JSON pointer of the bad value, the line and column of a syntax
/// error, or the file as a whole.
///
/// `tokens/airfit/base.tokens.json: /gradient/peachRose/$value/0/color: "#FDE4G2" is not a colour`
public struct FileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the file the problem is.
    public enum Location: Hashable, Sendable {
        /// At the value this JSON pointer names.
        case pointer(JSONPointer)
        /// At a line and column of the text, both from 1: a syntax error.
        case position(line: Int, column: Int)
        /// In the file as a whole, e.g. when it cannot be read.
        case file
    }

    /// The file's path, as the message prints it.
    public let file: String
    /// Where in the file the problem is.
    public let location: Location
    /// What is wrong, in a sentence without the location.
    public let message: String
    /// For a problem at a pointer: the line and column (from 1) where that value starts in
    /// the file, when the file's text was at hand (`located(in:)`); said after the message.
    public private(set) var line: Int?
    /// The column that goes with `line`, in Unicode scalars.
    public private(set) var column: Int?

    /// A problem with the value at `pointer`.
    public init(file: String, pointer: JSONPointer, message: String) {
        self.file = file; self.location = .pointer(pointer); self.message = message
    }

    /// A problem at `location`.
    public init(file: String, location: Location, message: String) {
        self.file = file; self.location = location; self.message = message
    }

    /// One line, whatever the names and values it quotes hold (see `escapingLineBreaks`).
    public var description: String {
        let text = switch location {
        case .pointer(let p): "\(file): \(p.description.isEmpty ? "/" : p.description): \(message)"
        case .position(let line, let column): "\(file): line \(line), column \(column): \(message)"
        case .file: "\(file): \(message)"
        }
        let at = line.map { " (line \($0), column \(column ?? 1))" } ?? ""
        return (text + at).escapingLineBreaks
    }

    /// Every problem of `problems` at a pointer in one of `texts`' files (path → its bytes)
    /// with the line and column of that value; the others as they are.
    public static func located(_ problems: [FileProblem], in texts: [String: [UInt8]]) -> [FileProblem] {
        texts.reduce(problems) { located($0, in: $1.key, bytes: $1.value) }
    }

    /// Every problem of `problems` at a pointer in `file` with the line and column of that
    /// value in `bytes` (the file's text); the others as they are.
    public static func located(_ problems: [FileProblem], in file: String, bytes: [UInt8]) -> [FileProblem] {
        let pointers = Set(problems.compactMap { p -> JSONPointer? in
            guard p.file == file, p.line == nil, case .pointer(let at) = p.location else { return nil }
            return at
        })
        guard !pointers.isEmpty else { return problems }
        let positions = JSONParser.positions(of: pointers, in: bytes)
        return problems.map { problem in
            guard problem.file == file, problem.line == nil, case .pointer(let at) = problem.location, let position = positions[at] else { return problem }
            var located = problem
            located.line = position.line
            located.column = position.column
            return located
        }
    }
}

/// What kind of file a `FileProblems` is about: the few words its reports differ in.
public protocol FileKind: Sendable {
    /// The summary of a report that lists no problem: "invalid token file".
    static var invalidSummary: String { get }
    /// The command that lists every problem of a file, named in a summary that shows only
    /// the first ("proof tokens validate"); nil when there is none.
    static var listingCommand: String? { get }
}

/// Every problem found in one file; loading reports all of them, not only the first.
/// `Kind` keeps a token file's report and a food log's apart as types (a command catches
/// the one it reads) while they share every line of how they are told.
public struct FileProblems<Kind: FileKind>: Error, Sendable, CustomStringConvertible {
    /// Every problem found, in the order found.
    public let errors: [FileProblem]
    /// True when the file could not be read at all (an I/O error, exit 74), as opposed
    /// to read and found wrong (bad data, exit 65).
    public let isIOError: Bool
    /// The problems of one file; `isIOError` when it could not be read at all.
    public init(errors: [FileProblem], isIOError: Bool = false) {
        self.errors = errors; self.isIOError = isIOError
    }
    /// The most problems reported one by one; a file with thousands (a generated file
    /// gone wrong) gets the first ones and a count, which is what a person can act on.
    public static var reportedProblems: Int { 100 }

    /// One line per problem, at most `reportedProblems`, then "FILE: … and N more problems".
    public var lines: [String] {
        var lines = errors.prefix(Self.reportedProblems).map(\.description)
        if errors.count > Self.reportedProblems {
            lines.append("\(errors[0].file): … and \(errors.count - Self.reportedProblems) more problems (fix these first)")
        }
        return lines
    }

    public var description: String { lines.joined(separator: "\n") }

    /// One line for a command that needed the file rather than checked it (`render`,
    /// `animate`, `check`): the first problem, and how many more there are (and, where a
    /// command lists them all, which).
    public var summary: String {
        guard let first = errors.first else { return Kind.invalidSummary }
        guard errors.count > 1 else { return first.description }
        let listing = Kind.listingCommand.map { "; \($0) \(first.file) lists them" } ?? ""
        return first.description + " (and \(errors.count - 1) more\(listing))"
    }
}
