import Foundation

/// Reads a `*.tokens.json` file into a `TokenSet`, reporting every problem it finds.
///
/// It reads the Design Tokens Format Module 2025.10 (and its Color Module): every type,
/// colours in any of its colour spaces (converted to sRGB; see `DTCGColorSpace`), group
/// `$type`, `$deprecated` and `$extends`, aliases and `$ref` JSON pointers, also inside
/// composite values. Outside `strict` mode it also reads the forms our older files used
/// (hex-string colours, `"20px"` strings, typography without letterSpacing or lineHeight,
/// shadows without spread); in strict mode each of those is refused with a message that
/// names the 2025.10 form to write. What it reads but has to change to draw (a colour
/// outside sRGB, clipped) is in the set's `warnings`, not an error.
public enum TokenLoader {
    /// Token files are small; anything larger is a mistake (or not a token file).
    public static let maxFileSize = 8 << 20

    /// How strictly a file is read.
    public struct Options: Sendable, Hashable {
        /// Refuse the forms older than the Format Module 2025.10 (see `TokenLoader`).
        public var strict: Bool
        /// Options; `strict` refuses the forms older than 2025.10.
        public init(strict: Bool = false) { self.strict = strict }
        /// Our older forms are read too.
        public static let lenient = Options()
        /// Only the Format Module 2025.10's forms.
        public static let strict = Options(strict: true)
    }

    /// Reads and checks the token file at `path`. Throws every problem found (as
    /// `FILE: JSON-POINTER: message` lines), marked as an I/O error when the file cannot be read.
    public static func load(path: String, options: Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        switch InputFile.read(path, limit: maxFileSize) {
        case .success(let bytes):
            return try parse(bytes: bytes, file: path, options: options)
        case .failure(let problem):
            let message = switch problem.kind {
            case .missing: "file does not exist"
            case .folder: "is a folder, not a token file"
            case .tooLarge: "is larger than \(maxFileSize >> 20) MiB; is it a token file?"
            case .unreadable(let code) where code == EACCES: "file cannot be read (check its permissions)"
            default: problem.reason
            }
            throw TokenFileInvalid(errors: [TokenError(file: path, location: .file, message: message)], isIOError: problem.isIOError)
        }
    }

    /// Reads token JSON given as text; `file` is the name messages use.
    public static func parse(_ text: String, file: String, options: Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        try parse(bytes: Array(text.utf8), file: file, options: options)
    }

    /// Reads token JSON given as bytes (which must be UTF-8); `file` is the name messages use.
    public static func parse(bytes: [UInt8], file: String, options: Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw TokenFileInvalid(errors: [TokenError(file: file, location: .file, message: "is not valid UTF-8 text")])
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes: bytes)
        } catch {
            throw TokenFileInvalid(errors: [TokenError(file: file, location: .position(line: error.line, column: error.column), message: error.message)])
        }
        var walker = TreeWalker(file: file)
        walker.walk(document: document)
        var errors = walker.errors

        var seen: [String: RawToken] = [:]
        for t in walker.tokens {
            if let first = seen[t.path] {
                errors.append(TokenError(file: file, pointer: t.pointer, message: "token path \(t.path) is already used at \(first.pointer)"))
            } else {
                seen[t.path] = t
            }
        }

        var resolver = Resolver(file: file, tokens: walker.tokens, strict: options.strict)
        var tokens: [Token] = []
        for raw in walker.tokens where seen[raw.path]?.pointer == raw.pointer {
            if let value = resolver.resolve(raw.path) {
                tokens.append(Token(path: raw.path, value: value, description: raw.description,
                                    pointer: raw.pointer, isExtension: raw.isExtension, deprecated: raw.deprecated))
            }
        }
        errors += resolver.errors
        guard errors.isEmpty else { throw TokenFileInvalid(errors: errors) }
        return TokenSet(file: file, system: systemName(of: file), description: walker.rootDescription,
                        tokens: tokens, groupDescriptions: walker.groupDescriptions, warnings: resolver.warnings)
    }

    /// `tokens/airfit.tokens.json` → `airfit`.
    static func systemName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        for suffix in [".tokens.json", ".json"] where base.hasSuffix(suffix) { return String(base.dropLast(suffix.count)) }
        return base
    }
}
