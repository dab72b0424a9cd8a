import Foundation

/// A resolver document of the Design Tokens Resolver Module 2025.10: token sources grouped
/// in sets and in modifiers (whose contexts — light/dark, standard/increased contrast — are
/// chosen by an input), and the `resolutionOrder` that merges them into one token structure.
/// `resolve(_:options:)` gives the `TokenSet` of one input: sources merged in order (a later
/// token replaces an earlier one, groups merge), then read and checked as one token file,
/// every problem reported in the file and at the pointer it was written.
///
/// Bounds, so a hostile document costs little: a source file is at most
/// `TokenLoader.maxFileSize` and one resolution reads at most `maxBytesPerResolution`;
/// references between sets nest at most `deepestReference` deep (a cycle is an error);
/// at most `mostItems` items in the resolution order and `mostContexts` contexts in a modifier.
public struct TokenResolverDocument: Sendable {
    /// The document's path, as messages name it.
    public let file: String
    /// Its `name`, if any.
    public let name: String?
    /// Its `description`, if any.
    public let description: String?
    /// Its modifiers, in resolution order.
    public let modifiers: [Modifier]

    /// A modifier: the name an input gives a context for, its contexts in order, its default.
    public struct Modifier: Sendable, Hashable {
        /// The modifier's name (`theme`).
        public let name: String
        /// Its contexts' names, as written (`light`, `dark`).
        public let contexts: [String]
        /// The context used when an input names none; nil when an input must.
        public let defaultContext: String?
        /// Its `description`, if any.
        public let description: String?
    }

    /// One item of the resolution order: a set's sources, or a modifier's per context.
    enum Item: Sendable {
        case set(name: String, sources: [Source])
        case modifier(Modifier, contexts: [String: [Source]])
    }

    /// A token source: tokens written in the document, or a file (or a part of one).
    enum Source: Sendable, Hashable {
        case inline(JSONValue, at: JSONPointer)
        case file(path: String, part: [String], at: JSONPointer)
    }

    let items: [Item]

    /// Every file a source of the document names, in resolution order, each once (the
    /// files whose bytes decide what it resolves to, with the document itself).
    public var sourceFiles: [String] {
        var seen: Set<String> = [], out: [String] = []
        func add(_ sources: [Source]) {
            for case .file(let path, _, _) in sources where seen.insert(path).inserted { out.append(path) }
        }
        for item in items {
            switch item {
            case .set(_, let sources): add(sources)
            case .modifier(let m, let contexts): for c in m.contexts { add(contexts[c] ?? []) }
            }
        }
        return out
    }

    /// The most bytes of source files one resolution reads.
    public static let maxBytesPerResolution = 64 << 20
    /// How deep set references may nest.
    public static let deepestReference = 64
    /// The most items in `resolutionOrder`.
    public static let mostItems = 10_000
    /// The most contexts one modifier may have.
    public static let mostContexts = 1_000

    /// True when `document` is a resolver document rather than a token file: it has
    /// `resolutionOrder` at its root.
    public static func isResolver(_ document: JSONValue) -> Bool { document["resolutionOrder"] != nil }

    /// Reads the resolver document at `path`.
    public static func load(path: String, options: TokenLoader.Options = .lenient) throws(TokenFileInvalid) -> TokenResolverDocument {
        let bytes = try TokenLoader.read(path)
        let document = try TokenLoader.json(bytes, file: path)
        return try TokenResolverDocument(document: document, file: path, options: options, text: bytes)
    }

    /// Reads a resolver document given as JSON; `file` names it in messages and is where
    /// relative `$ref`s are resolved from.
    /// `text`, the document's bytes when at hand, gives its problems a line and column.
    public init(document: JSONValue, file: String, options: TokenLoader.Options = .lenient, text: [UInt8]? = nil) throws(TokenFileInvalid) {
        let texts = text.map { [file: $0] } ?? [:]
        var reader = ResolverReader(file: file, root: document, strict: options.strict)
        let read = reader.read()
        guard reader.errors.isEmpty, let read else { throw TokenFileInvalid(errors: reader.errors).located(texts) }
        self.texts = texts
        self.file = file
        self.name = document["name"]?.stringValue
        self.description = document["description"]?.stringValue
        self.items = read
        self.modifiers = read.compactMap { if case .modifier(let m, _) = $0 { m } else { nil } }
        self.warnings = FileProblem.located(reader.warnings, in: texts)
    }

    /// The document's own text, when it was read from bytes, for the positions of problems in tokens written inline.
    let texts: [String: [UInt8]]

    /// What was read but bends the module (a modifier of one context), as warning lines.
    public let warnings: [TokenError]

    /// The context of each modifier an input chooses: the input's where it names one, else
    /// the default. Problems — an unknown modifier or context, a modifier with no default the
    /// input leaves out — are one line each, naming what may be given.
    public func contexts(for input: [String: String]) throws(TokenFileInvalid) -> [String: String] {
        var errors: [TokenError] = []
        var chosen: [String: String] = [:]
        for key in input.keys.sorted() where !modifiers.contains(where: { $0.name == key }) {
            let known = modifiers.map(\.name)
            errors.append(TokenError(file: file, location: .file, message: "the input names modifier \"\(key)\", which this document does not have (\(known.isEmpty ? "it has none" : "it has " + known.joined(separator: ", ")))"))
        }
        for modifier in modifiers {
            if let given = input[modifier.name] {
                if modifier.contexts.contains(given) { chosen[modifier.name] = given } else {
                    errors.append(TokenError(file: file, location: .file, message: "modifier \(modifier.name) has no context \"\(given)\" (it has \(modifier.contexts.joined(separator: ", ")))"))
                }
            } else if let fallback = modifier.defaultContext {
                chosen[modifier.name] = fallback
            } else {
                errors.append(TokenError(file: file, location: .file, message: "modifier \(modifier.name) has no default: give one of \(modifier.contexts.joined(separator: ", ")) (--context \(modifier.name)=\(modifier.contexts.first ?? "NAME"))"))
            }
        }
        guard errors.isEmpty else { throw TokenFileInvalid(errors: errors) }
        return chosen
    }

    /// The token set `input` resolves to: its sources merged in resolution order, then read
    /// as one token file. Problems name the file (or this document, for tokens written in it)
    /// and the pointer where they were written.
    public func resolve(_ input: [String: String] = [:], options: TokenLoader.Options = .lenient) throws(TokenFileInvalid) -> TokenSet {
        let chosen = try contexts(for: input)
        var sources: [Source] = []
        for item in items {
            switch item {
            case .set(_, let list): sources += list
            case .modifier(let modifier, let byContext): sources += byContext[chosen[modifier.name] ?? ""] ?? []
            }
        }
        let label = chosen.isEmpty ? file : file + " (" + modifiers.map { "\($0.name)=\(chosen[$0.name] ?? "")" }.joined(separator: ", ") + ")"
        return try TokenLoader.merged(sources.map { source in
            switch source {
            case .inline(let json, let at): return .inline(json, file: file, at: at)
            case .file(let path, let part, let at): return .file(path: path, part: part, referredFrom: file, at: at)
            }
        }, name: label, system: name ?? TokenLoader.systemName(of: file), description: description, options: options,
           byteLimit: Self.maxBytesPerResolution, texts: texts)
    }

    /// The names of the tokens a modifier's context writes itself (its own sources, not the
    /// sets before it), dot-separated as `TokenSet` names them. An app's theme reads a token
    /// a `dark` context writes as appearance-dependent even when both values are equal (iOS's
    /// systemGray is #8E8E93 in light and dark), as a plain file's light/dark pair was.
    /// Sources that cannot be read add nothing (resolving the document names them).
    public func tokenPaths(writtenBy modifier: String, in context: String) -> Set<String> {
        var paths: Set<String> = []
        func walk(_ node: JSONValue, _ path: [String]) {
            guard case .object(let members) = node else { return }
            if node["$value"] != nil { if !path.isEmpty { paths.insert(path.joined(separator: ".")) }; return }
            for (key, value) in members {
                if key == "$root" { if value["$value"] != nil, !path.isEmpty { paths.insert(path.joined(separator: ".")) } }
                else if !key.hasPrefix("$") { walk(value, path + [key]) }
            }
        }
        for case .modifier(let m, let byContext) in items where m.name == modifier {
            for source in byContext[context] ?? [] {
                switch source {
                case .inline(let json, _): walk(json, [])
                case .file(let path, let part, _):
                    guard let bytes = try? TokenLoader.read(path), var node = try? TokenLoader.json(bytes, file: path) else { continue }
                    for key in part { guard let next = node[key] else { node = .object([]); break }; node = next }
                    walk(node, [])
                }
            }
        }
        return paths
    }

    /// Every resolution `tokens validate` checks: all defaults, then each context of each
    /// modifier with the others at their defaults (or first context) — every context is
    /// read once, without the product of all of them.
    public var validationInputs: [[String: String]] {
        let base = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts.first ?? "") })
        var out: [[String: String]] = [base]
        for modifier in modifiers {
            for context in modifier.contexts where context != base[modifier.name] {
                var input = base
                input[modifier.name] = context
                out.append(input)
            }
        }
        return out
    }
}

