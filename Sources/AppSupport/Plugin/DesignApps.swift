import Tokens

/// The apps one catalogue is made of, in catalogue order: DesignProof's own four
/// (`Catalog`'s `AppList.apps`) or a team's own, handed to `ProofCommandLine` by its
/// executable. The screen and animation catalogues, `proof list`, the sheets, the checks
/// and the gallery iterate this list and nothing else.
public struct DesignApps: @unchecked Sendable {
    // @unchecked: a metatype is an immutable reference to a type's static members; Swift
    // does not yet infer Sendable for existential metatypes of a non-Sendable protocol.

    /// The app types, in the order the catalogue shows them.
    public let types: [any DesignApp.Type]

    /// `types` in catalogue order. Ids must be unique and non-empty (a precondition: two apps
    /// answering to one prefix would make every `APP/SCREEN` id ambiguous).
    public init(_ types: [any DesignApp.Type]) {
        var seen = Set<String>()
        for type in types {
            precondition(!type.id.isEmpty && !type.id.contains("/"), "an app id is empty or contains /: \(type.id)")
            precondition(seen.insert(type.id).inserted, "two apps share the id \(type.id)")
        }
        self.types = types
    }

    /// The apps' ids (`airfit`, `calai` …) in catalogue order.
    public var ids: [String] { types.map { $0.id } }

    /// The app whose id is `id`, if any.
    public func type(withID id: String) -> (any DesignApp.Type)? { types.first { $0.id == id } }

    /// The app an `APP/NAME` id belongs to (`calai/push` → Cal AI), if any.
    public func owner(of id: String) -> (any DesignApp.Type)? { types.first { id.hasPrefix($0.id + "/") } }

    /// The apps that draw from a data file (`DesignApp.sampleDataFile` is not nil).
    public var dataApps: [any DesignApp.Type] { types.filter { $0.sampleDataFile != nil } }

    /// Each app with its theme read from `tokensDirectory/APP.tokens.json` (with `overlay`'s
    /// token values in place), and that path; apps that draw data read it from `data`
    /// (default: the samples beside the tokens).
    public func load(tokensDirectory: String, data: DataSources? = nil, overlay: DesignOverlay = .none) throws(ScreenRequestError)
        -> [(app: any DesignApp, tokenPath: String)] {
        let data = data ?? .beside(tokensDirectory: tokensDirectory)
        var loaded: [(app: any DesignApp, tokenPath: String)] = []
        // The modifiers of the resolver documents read, so a held context that names none is refused.
        var heldModifiers: Set<String> = []
        for type in types {
            let path = tokensDirectory + "/" + type.tokenFile
            var text: [UInt8] = []
            do {
                let (read, modifiers, bytes) = try Self.tokens(at: path, fixed: overlay.contexts)
                text = bytes
                heldModifiers.formUnion(modifiers)
                let tokens = try overlay.tokens(read, app: type.id)
                loaded.append((try type.init(tokens: tokens, dataFile: data.data(for: type)), path))
            } catch let e as TokenFileInvalid {
                throw e.isIOError ? .tokensUnreadable(e.summary) : .tokens(e.summary)
            } catch let e as ThemeTokensInvalid {
                // Found after the file loaded: located in the text it was read from (for a
                // resolver document, in the source file that writes the token).
                throw .tokens(Self.themeSummary(Self.locatedInSources(e.errors, path: path, bytes: text)))
            } catch let e as TokenError {
                // One token an app's theme or animations read is mistyped or out of range:
                // located as a theme problem is (a resolver document's, in its source file).
                throw .tokens(Self.locatedInSources([e], path: path, bytes: text)[0].description)
            } catch {
                throw .tokens("\(error)")
            }
        }
        let unknown = overlay.contexts.keys.filter { !heldModifiers.contains($0) }.sorted()
        if !unknown.isEmpty {
            let known = heldModifiers.isEmpty ? "no app's token file is a resolver document" : "the resolver documents' modifiers are " + heldModifiers.sorted().joined(separator: ", ")
            throw .tokens("--context \(unknown.joined(separator: ", ")): \(known)")
        }
        return loaded
    }

    /// The tokens an app reads from `path` — a token file, or a resolver document resolved in
    /// every environment (`ResolverThemeTokens`), `fixed` holding some of its modifiers —
    /// for every place that needs an app's tokens without making the app (checks' token
    /// attribution, proposals, the gallery, benchmarks).
    public static func appTokens(at path: String, fixed: [String: String] = [:]) throws(TokenFileInvalid) -> TokenSet {
        try tokens(at: path, fixed: fixed).0
    }

    /// The files whose bytes decide the app tokens at `path`: the file itself and, for a
    /// resolver document, every file its sets and modifiers name (for caches' keys). Just
    /// `path` when it cannot be read as either.
    public static func appTokenFiles(at path: String) -> [String] {
        guard let bytes = try? TokenLoader.read(path), let document = try? TokenLoader.json(bytes, file: path),
              TokenResolverDocument.isResolver(document),
              let resolver = try? TokenResolverDocument(document: document, file: path, text: bytes) else { return [path] }
        return [path] + resolver.sourceFiles.filter { $0 != path }
    }

    /// The app's tokens at `path`: a token file, or a resolver document (a file with
    /// `resolutionOrder`) resolved in every environment and normalised (`ResolverThemeTokens`),
    /// so an app whose design system is written as sets and modifiers reads it unchanged.
    /// `fixed` holds the document's modifiers it names at those contexts; returned with the
    /// names of the document's modifiers (none for a token file) and the file's text.
    static func tokens(at path: String, fixed: [String: String] = [:]) throws(TokenFileInvalid) -> (TokenSet, Set<String>, [UInt8]) {
        let bytes = try TokenLoader.read(path)
        let texts = [path: bytes]
        do {
            let document = try TokenLoader.json(bytes, file: path)
            if TokenResolverDocument.isResolver(document) {
                let resolver = try TokenResolverDocument(document: document, file: path, text: bytes)
                let names = Set(resolver.modifiers.map(\.name))
                return (try ResolverThemeTokens.flattened(resolver, fixed: fixed.filter { names.contains($0.key) }), names, bytes)
            }
            return (try TokenLoader.load(document: document, file: path).located(texts), [], bytes)
        } catch {
            throw error.located(texts)
        }
    }

    /// `problem` of the app tokens at `path` (`appTokens(at:)`) with its line and column,
    /// named where it is written: in a resolver document's source file, as theme problems are.
    public static func located(_ problem: TokenError, appTokensAt path: String) -> TokenError {
        guard let bytes = try? TokenLoader.read(path) else { return problem }
        return locatedInSources([problem], path: path, bytes: bytes)[0]
    }

    /// Theme problems with their line and column: for a token file, in its text; for a
    /// resolver document, a problem at a token its first source (the base set, which holds
    /// every token the app reads) writes is moved to the last source in resolution order that
    /// writes it (the one whose value is read) — a mistyped length is named in
    /// `calai/base.tokens.json` at its line — and a token the base set lacks (a missing one)
    /// stays with the document.
    static func locatedInSources(_ problems: [FileProblem], path: String, bytes: [UInt8]) -> [FileProblem] {
        let sources = appTokenFiles(at: path).dropFirst()
        guard !sources.isEmpty else { return FileProblem.located(problems, in: path, bytes: bytes) }
        let read: [(file: String, bytes: [UInt8], json: JSONValue)] = sources.compactMap { file in
            guard let bytes = try? TokenLoader.read(file), let json = try? TokenLoader.json(bytes, file: file) else { return nil }
            return (file, bytes, json)
        }
        func writes(_ source: (file: String, bytes: [UInt8], json: JSONValue), _ at: JSONPointer) -> Bool {
            var node: JSONValue? = source.json
            for key in at.tokens { node = node?[key] }
            return node != nil
        }
        return problems.map { problem in
            guard problem.file == path, case .pointer(let at) = problem.location,
                  let base = read.first, writes(base, at),
                  let source = read.last(where: { writes($0, at) }) else { return FileProblem.located([problem], in: path, bytes: bytes)[0] }
            let moved = FileProblem(file: source.file, pointer: at, message: problem.message)
            return FileProblem.located([moved], in: source.file, bytes: source.bytes)[0]
        }
    }

    /// One line for what an app's theme lacks: the first problem whole, then where the
    /// others are (no command lists them, so the line names them all, up to eight).
    static func themeSummary(_ problems: [FileProblem]) -> String {
        guard let first = problems.first else { return AppThemeTokens.invalidSummary }
        let rest = problems.dropFirst()
        guard !rest.isEmpty else { return first.description }
        var places = rest.prefix(8).map { problem -> String in
            guard case .pointer(let at) = problem.location else { return problem.message }
            return at.description
        }
        if rest.count > 8 { places.append("\(rest.count - 8) more") }
        return first.description + " (also \(places.joined(separator: ", ")))"
    }
}
