import Tokens

/// A token set with its modes: the values of the default context of every modifier
/// (`base`), and the set each other combination of contexts resolves to (`variants`).
/// Exports write `base` once and, per variant, only what it changes.
///
/// Modes come from a resolver document's modifiers (Resolver Module 2025.10) or, in a
/// plain token file, from our `X.light` / `X.dark` naming (`AppearancePair`), which reads
/// as a `theme` modifier whose contexts set `X` to `X.light` or `X.dark`.
public struct ThemedTokens: Sendable {
    /// Every modifier's default context.
    public let base: TokenSet
    /// The other combinations, single modifiers first (in the document's order), then
    /// pairs, and so on: each after every combination it contains.
    public let variants: [Variant]
    /// The modifiers that vary, in the document's order.
    public let modifiers: [ModeModifier]
    /// The token file as loaded, when the modes come from its `.light`/`.dark` pairs (nil for a resolver document).
    public let plainSet: TokenSet?
    /// How many tokens the source states (`base` adds one per light/dark pair of a plain set).
    public let tokenCount: Int

    /// One combination of non-default contexts and the set it resolves to.
    public struct Variant: Sendable {
        /// The context chosen for each varying modifier (others at their defaults), in `modifiers`' order.
        public let choices: [ModeChoice]
        /// The tokens it resolves to.
        public let set: TokenSet
    }

    /// The most combinations one export writes; a document with more is refused (fix some
    /// modifiers with `--context`).
    public static let mostVariants = 256

    /// The token file or resolver document at `path`, read once: a resolver's modifiers
    /// vary except those `fixed` holds; a token file's `.light`/`.dark` pairs are its modes,
    /// and `fixed` must be empty (a token file has no modifiers to hold).
    public static func load(path: String, fixed: [String: String] = [:], options: TokenLoader.Options = .lenient) throws(TokenFileInvalid) -> ThemedTokens {
        let bytes = try TokenLoader.read(path)
        let document = try TokenLoader.json(bytes, file: path)
        if TokenResolverDocument.isResolver(document) {
            return try ThemedTokens(TokenResolverDocument(document: document, file: path, options: options, text: bytes), fixed: fixed, options: options)
        }
        guard fixed.isEmpty else {
            throw TokenFileInvalid(errors: [TokenError(file: path, location: .file, message: "--context applies to a resolver document (a file with resolutionOrder); this is a token file")])
        }
        return ThemedTokens(try TokenLoader.load(path: path, options: options))
    }

    /// A plain set: its `.light`/`.dark` pairs as a `theme` modifier (nothing varies when it has none).
    public init(_ set: TokenSet) {
        let pairs = AppearancePair.pairs(in: set)
        tokenCount = set.tokens.count
        plainSet = set
        guard !pairs.isEmpty else {
            base = set; variants = []; modifiers = []
            return
        }
        func withPairs(_ pick: (AppearancePair) -> Token) -> TokenSet {
            let extra = pairs.map { pair in
                let chosen = pick(pair)
                return Token(path: pair.path, value: chosen.value, description: chosen.description, pointer: chosen.pointer,
                             isExtension: chosen.isExtension, deprecated: chosen.deprecated, authored: AuthoredForm(alias: chosen.path))
            }
            return TokenSet(file: set.file, system: set.system, description: set.description, tokens: set.tokens + extra,
                            groupDescriptions: set.groupDescriptions, warnings: set.warnings)
        }
        let theme = ModeModifier(name: "theme", contexts: ["light", "dark"], defaultContext: "light")
        base = withPairs(\.light)
        variants = [Variant(choices: [ModeChoice(modifier: theme, context: "dark")], set: withPairs(\.dark))]
        modifiers = [theme]
    }

    /// Every combination of `document`'s modifiers, those `fixed` names held at the context
    /// given. Throws what resolving any combination finds, or when there are more than
    /// `mostVariants`.
    public init(_ document: TokenResolverDocument, fixed: [String: String] = [:], options: TokenLoader.Options = .lenient) throws(TokenFileInvalid) {
        let chosen = try document.contexts(for: fixed)
        let varying = document.modifiers.filter { fixed[$0.name] == nil && $0.contexts.count > 1 }
            .map { ModeModifier(name: $0.name, contexts: $0.contexts, defaultContext: chosen[$0.name] ?? $0.contexts[0]) }
        var count = 1
        for m in varying {
            count *= m.contexts.count
            guard count <= Self.mostVariants + 1 else { break }
        }
        guard count <= Self.mostVariants + 1 else {
            let names = varying.map { "\($0.name) (\($0.contexts.count))" }.joined(separator: ", ")
            throw TokenFileInvalid(errors: [TokenError(file: document.file, location: .file, message: "its modifiers \(names) combine into more than \(Self.mostVariants) variants: hold some with --context NAME=VALUE")])
        }
        base = try document.resolve(chosen, options: options)
        tokenCount = base.tokens.count
        plainSet = nil
        // Every combination of non-default contexts, fewest modifiers first.
        var combos: [[ModeChoice]] = [[]]
        for m in varying {
            combos += combos.flatMap { combo in m.contexts.filter { $0 != m.defaultContext }.map { combo + [ModeChoice(modifier: m, context: $0)] } }
        }
        combos.removeFirst()
        // Fewest modifiers first, otherwise in the order made (a stable sort, for the same bytes every run).
        combos = combos.enumerated().sorted { ($0.element.count, $0.offset) < ($1.element.count, $1.offset) }.map(\.element)
        var variants: [Variant] = []
        for combo in combos {
            var input = chosen
            for c in combo { input[c.modifier.name] = c.context }
            variants.append(Variant(choices: combo, set: try document.resolve(input, options: options)))
        }
        self.variants = variants
        self.modifiers = varying
    }
}

/// A modifier as an export sees it: its name, contexts, and the one `base` holds.
public struct ModeModifier: Sendable, Hashable {
    /// Its name (`theme`, `contrast`).
    public let name: String
    /// Its contexts in order.
    public let contexts: [String]
    /// The context the base set holds.
    public let defaultContext: String

    /// A modifier.
    public init(name: String, contexts: [String], defaultContext: String) {
        self.name = name; self.contexts = contexts; self.defaultContext = defaultContext
    }

    /// What a platform calls this modifier: light/dark appearance when a context is
    /// `light` or `dark`, contrast when one is `high`, `increased` or `more` (any case);
    /// else nothing the platform knows.
    public var kind: Kind {
        let names = Set(contexts.map { $0.lowercased() })
        if names.contains("dark") || names.contains("light") { return .appearance }
        if !names.isDisjoint(with: ["high", "increased", "more", "high-contrast", "highcontrast"]) { return .contrast }
        return .other
    }

    /// A platform setting a modifier follows.
    public enum Kind: Sendable {
        /// Light and dark (CSS `prefers-color-scheme`, iOS's luminosity appearance).
        case appearance
        /// Standard and increased contrast (CSS `prefers-contrast`, iOS's contrast appearance).
        case contrast
        /// A modifier of the team's own (brand, density): chosen by a data attribute only.
        case other
    }
}

/// One modifier held at one context.
public struct ModeChoice: Sendable, Hashable {
    /// The modifier.
    public let modifier: ModeModifier
    /// The context it is held at.
    public let context: String

    /// A choice.
    public init(modifier: ModeModifier, context: String) {
        self.modifier = modifier; self.context = context
    }

    /// For an appearance modifier, whether this context is the dark one; for contrast, the
    /// increased one; nil for a context the platform has no setting for.
    public var platformValue: String? {
        let c = context.lowercased()
        switch modifier.kind {
        case .appearance: return c == "dark" ? "dark" : c == "light" ? "light" : nil
        case .contrast:
            if ["high", "increased", "more", "high-contrast", "highcontrast"].contains(c) { return "more" }
            if ["low", "less", "reduced"].contains(c) { return "less" }
            return nil
        case .other: return nil
        }
    }
}
