/// One problem in a token file, named the way a person can find it: the file and the
/// JSON pointer of the bad value (or the line and column for a syntax error).
///
/// `tokens/airfit.tokens.json: /gradient/peachRose/light/$value/0/color: "#FDE4G2" is not a colour`
public struct TokenError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Location: Hashable, Sendable {
        case pointer(JSONPointer)
        case position(line: Int, column: Int)
        case file
    }

    public let file: String
    public let location: Location
    public let message: String

    public init(file: String, pointer: JSONPointer, message: String) {
        self.file = file; self.location = .pointer(pointer); self.message = message
    }

    public init(file: String, location: Location, message: String) {
        self.file = file; self.location = location; self.message = message
    }

    /// One line, whatever the names and values it quotes hold (see `escapingLineBreaks`).
    public var description: String {
        let line = switch location {
        case .pointer(let p): "\(file): \(p.description.isEmpty ? "/" : p.description): \(message)"
        case .position(let line, let column): "\(file): line \(line), column \(column): \(message)"
        case .file: "\(file): \(message)"
        }
        return line.escapingLineBreaks
    }
}

/// Every problem found in one file; loading reports all of them, not only the first.
public struct TokenFileInvalid: Error, Sendable, CustomStringConvertible {
    public let errors: [TokenError]
    /// True when the file could not be read at all (an I/O error, exit 74), as opposed
    /// to read and found wrong (bad data, exit 65).
    public let isIOError: Bool
    public init(errors: [TokenError], isIOError: Bool = false) {
        self.errors = errors; self.isIOError = isIOError
    }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
