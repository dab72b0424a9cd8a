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
        let bytes = try read(path)
        let texts = [path: bytes]
        do {
            return try parse(bytes: bytes, file: path, options: options).located(texts)
        } catch {
            throw error.located(texts)
        }
    }

    /// The bytes of the token (or resolver) file at `path`, at most `maxFileSize`; a file that
    /// cannot be read is one line, marked as an I/O error.
    public static func read(_ path: String) throws(TokenFileInvalid) -> [UInt8] {
        switch InputFile.read(path, limit: maxFileSize) {
        case .success(let bytes):
            return bytes
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

    /// `bytes` as JSON: UTF-8 text of one JSON value, or the line and column where it is not.
    public static func json(_ bytes: [UInt8], file: String) throws(TokenFileInvalid) -> JSONValue {
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw TokenFileInvalid(errors: [TokenError(file: file, location: .file, message: "is not valid UTF-8 text")])
        }
        do {
            return try JSONParser.parse(bytes: bytes)
        } catch {
            throw TokenFileInvalid(errors: [TokenError(file: file, location: .position(line: error.line, column: error.column), message: error.message)])
        }
    }

    /// Reads token JSON given as text; `file` is the name messages use.
    public static func parse(_ text: String, file: String, options: Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        try parse(bytes: Array(text.utf8), file: file, options: options)
    }

    /// Reads token JSON given as bytes (which must be UTF-8); `file` is the name messages use.
    public static func parse(bytes: [UInt8], file: String, options: Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        try load(document: json(bytes, file: file), file: file, options: options)
    }

    /// Reads a token document already parsed; `file` is the name messages use.
    public static func load(document: JSONValue, file: String, options: Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        var document = document
        var dialectWarnings: [TokenError] = []
        if !options.strict {
            let tools = ToolDialects.read(document, file: file)
            let toolWarnings = tools.warnings
            let untyped = UntypedTokens.read(tools.document, file: file)
            (document, dialectWarnings) = DialectTypes.filter(untyped.document, file: file, also: tools.leftOut.merging(untyped.leftOut) { a, _ in a })
            dialectWarnings = toolWarnings + untyped.warnings + dialectWarnings
        }
        var walker = TreeWalker(file: file, strict: options.strict)
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
                                    pointer: raw.pointer, isExtension: raw.isExtension, deprecated: raw.deprecated,
                                    authored: resolver.authoredForm(of: raw, value: value)))
            }
        }
        errors += resolver.errors
        guard errors.isEmpty else { throw TokenFileInvalid(errors: errors) }
        // Terrazzo's older modes (`$extensions.mode`: a value per mode) are not read: said, not
        // dropped silently. A resolver document's modifier is the Format's way to give them.
        let modeWarnings = walker.tokens.compactMap { raw -> TokenError? in
            guard let modes = raw.extensions?["mode"]?.objectMembers, !modes.isEmpty else { return nil }
            let names = modes.prefix(4).map(\.key).joined(separator: ", ") + (modes.count > 4 ? ", …" : "")
            return TokenError(file: file, pointer: raw.pointer.appending("$extensions").appending("mode"),
                              message: "warning: \(modes.count) mode\(modes.count == 1 ? "" : "s") (\(names)) in $extensions.mode are not read; only $value is drawn (give modes as a resolver document's modifier contexts)")
        }
        return TokenSet(file: file, system: systemName(of: file), description: walker.rootDescription,
                        tokens: tokens, groupDescriptions: walker.groupDescriptions, warnings: dialectWarnings + walker.warnings + resolver.warnings + modeWarnings)
    }

    /// Where a source of a merged set comes from.
    public enum Source: Sendable, Hashable {
        /// Tokens written inline (in a resolver document `file`, at `at`).
        case inline(JSONValue, file: String, at: JSONPointer)
        /// A token file, or the part of it `part` points at; `referredFrom`/`at`: the
        /// resolver document and pointer whose `$ref` named it, for messages.
        case file(path: String, part: [String], referredFrom: String?, at: JSONPointer?)
    }

    /// Token files given together read as one set (Resolver Module 2025.10, "Sets"): merged in
    /// order — a token in a later file replaces one of the same path, groups merge — then
    /// read and checked as one document, so an alias in one file may name a token of another.
    /// Problems are reported in the file and at the pointer where they were written.
    public static func load(paths: [String], options: Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        // One file is read as itself, except a lone Tokens Studio manifest, which the set reader skips with a warning.
        if paths.count == 1, let only = paths.first, options.strict || !isToolManifest(only) { return try load(path: only, options: options) }
        return try merged(paths.map { .file(path: $0, part: [], referredFrom: nil, at: nil) },
                          name: paths.joined(separator: " + "), system: systemName(of: paths.first ?? ""),
                          description: nil, options: options, byteLimit: TokenResolverDocument.maxBytesPerResolution)
    }

    /// `sources` merged in order and read as one token document named `name`.
    static func merged(_ sources: [Source], name: String, system: String, description: String?, options: Options,
                       byteLimit: Int, texts given: [String: [UInt8]] = [:]) throws(TokenFileInvalid) -> TokenSet {
        var merge = TokenMerge()
        var files: [String: JSONValue] = [:]
        // Each file's text, for the line and column of a problem's pointer.
        var texts = given
        var errors: [TokenError] = []
        var isIOError = false
        var bytesRead = 0
        var setWarnings: [TokenError] = []
        for source in sources {
            switch source {
            case .inline(let json, let file, let at):
                merge.add(json, from: TokenOrigin(file: file, pointer: at))
            case .file(let path, let part, let referrer, let at):
                var document = files[path]
                if document == nil {
                    let bytes: [UInt8]
                    do { bytes = try read(path) } catch {
                        errors += error.errors
                        isIOError = isIOError || error.isIOError
                        continue
                    }
                    bytesRead += bytes.count
                    texts[path] = bytes
                    guard bytesRead <= byteLimit else {
                        errors.append(TokenError(file: referrer ?? path, location: at.map { .pointer($0) } ?? .file,
                                                 message: "the set's files add up to more than \(byteLimit >> 20) MiB; is a token file wrong?"))
                        throw TokenFileInvalid(errors: errors)
                    }
                    do { document = try json(bytes, file: path) } catch {
                        errors += error.errors
                        continue
                    }
                    // Tokens Studio's own files beside its sets say how to combine them, not tokens.
                    if !options.strict, isToolManifest(path) {
                        setWarnings.append(TokenError(file: path, location: .file, message: "warning: Tokens Studio's \((path as NSString).lastPathComponent) is not a token file; it is not read (give themes as a resolver document's modifiers)"))
                        continue
                    }
                    files[path] = document
                }
                var node = document
                for key in part {
                    switch node {
                    case .object?: node = node?[key]
                    case .array(let items)?: node = Int(key).flatMap { $0 >= 0 && $0 < items.count ? items[$0] : nil }
                    default: node = nil
                    }
                }
                if part.isEmpty, let document, TokenResolverDocument.isResolver(document) {
                    errors.append(TokenError(file: path, location: .file,
                                             message: "is a resolver document, not a token file: check it on its own (proof tokens validate \(path))"))
                    continue
                }
                guard let node, case .object = node else {
                    let what = part.isEmpty ? "is not a token document (a JSON object of groups and tokens)" : "has nothing at \(JSONPointer(part)) that is a token document"
                    errors.append(TokenError(file: referrer ?? path, location: at.map { .pointer($0) } ?? .file,
                                             message: referrer == nil ? what : "\(path) \(what)"))
                    continue
                }
                merge.add(node, from: TokenOrigin(file: path, pointer: JSONPointer(part)))
            }
        }
        guard errors.isEmpty else { throw TokenFileInvalid(errors: errors, isIOError: isIOError).located(texts) }
        func located(_ problem: TokenError) -> TokenError {
            guard problem.file == name, case .pointer(let p) = problem.location else { return problem }
            let origin = merge.origin(of: p)
            return TokenError(file: origin.file.isEmpty ? name : origin.file, pointer: origin.pointer, message: problem.message)
        }
        do {
            let set = try load(document: merge.document, file: name, options: options)
            return TokenSet(file: name, system: system, description: description ?? set.description, tokens: set.tokens,
                            groupDescriptions: set.groupDescriptions, warnings: setWarnings + set.warnings.map(located)).located(texts)
        } catch {
            throw TokenFileInvalid(errors: error.errors.map(located)).located(texts)
        }
    }

    /// Tokens Studio's `$themes.json` and `$metadata.json`, which sit beside its token sets
    /// and say how to combine them: outside strict mode a set skips them with a warning.
    public static func isToolManifest(_ path: String) -> Bool {
        ["$themes.json", "$metadata.json"].contains((path as NSString).lastPathComponent)
    }

    /// `tokens/airfit.tokens.json` or `tokens/airfit.resolver.json` → `airfit`.
    static func systemName(of file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        for suffix in [".tokens.json", ".resolver.json", ".json"] where base.hasSuffix(suffix) { return String(base.dropLast(suffix.count)) }
        return base
    }
}

extension TokenFileInvalid {
    /// The same problems, each at a pointer in one of `texts`' files with its line and column.
    public func located(_ texts: [String: [UInt8]]) -> TokenFileInvalid {
        TokenFileInvalid(errors: FileProblem.located(errors, in: texts), isIOError: isIOError)
    }
}

extension TokenSet {
    /// The same set, its warnings at pointers in `texts`' files with their lines and columns.
    public func located(_ texts: [String: [UInt8]]) -> TokenSet {
        guard !warnings.isEmpty else { return self }
        return TokenSet(file: file, system: system, description: description, tokens: tokens, groupDescriptions: groupDescriptions,
                        warnings: FileProblem.located(warnings, in: texts))
    }
}
