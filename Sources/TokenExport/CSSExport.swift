import Tokens

/// A token set as CSS custom properties (docs/TOKENS.md, "Exporting to CSS and Swift"):
/// one property per token in the file's order, named from its path (`CSSNames`), valued by
/// `CSSValues` — an alias as `var()` of the token it names; `@property` registrations
/// (`<color>`) for every colour and gradient stop, so they animate; and each mode
/// (`ThemedTokens`: a resolver's modifiers, or our `X.light`/`X.dark` pairs) as a block
/// that restates only what it changes (`CSSModeBlocks`). A colour written outside sRGB is
/// written clipped, then again in its own space under `@supports`.
public enum CSSExport {
    /// The CSS file for a plain set; its `.light`/`.dark` pairs as a `theme` mode.
    public static func css(_ set: TokenSet) -> String { css(ThemedTokens(set)) }

    /// The CSS file for `themed`: the `@property` registrations, `:root` with every
    /// default value, a block per variant, and the wide-gamut restatements.
    public static func css(_ themed: ThemedTokens) -> String {
        var writer = CSSWriter()
        let root = writer.block(themed.base.tokens)
        var blocks: [(rules: [CSSModeBlocks.Rule], lines: CSSWriter.Lines)] = []
        // What each emitted block declares, in source order, to work out the cascade.
        var declared: [(choices: Set<ModeChoice>, tokens: [String: Token])] = []
        let attributes = CSSModeBlocks.Attributes(themed.modifiers)
        for variant in themed.variants {
            // Where the combination's blocks apply, so do the blocks of every combination
            // inside it; of those, the one with more attributes wins (higher specificity),
            // then the later. A token is restated only where that cascade gives another value.
            let choices = Set(variant.choices)
            let inside = declared.enumerated().filter { $0.element.choices.isSubset(of: choices) }
                .sorted { ($0.element.choices.count, $0.offset) > ($1.element.choices.count, $1.offset) }
            let restated = variant.set.tokens.filter { token in
                let was = inside.lazy.compactMap { $0.element.tokens[token.path] }.first ?? themed.base[token.path]
                guard let was else { return true }
                // An alias that still names the same token follows it by var(); only the target is restated.
                if let alias = token.authored.alias, alias == was.authored.alias { return false }
                return was.value != token.value || was.authored != token.authored
            }
            guard !restated.isEmpty else { continue }
            declared.append((choices, Dictionary(restated.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })))
            blocks.append((attributes.rules(for: variant.choices), writer.block(restated)))
        }

        var out = "/* proof tokens export --format css: \(CSSValues.commentSafe(themed.base.file)) (\(themed.tokenCount) tokens).\n"
        out += "   Generated from the token file; edit that, not this. Colours and gradient stops are\n"
        out += "   registered with @property so they animate. An alias is var() of the token it names."
        if !themed.modifiers.isEmpty {
            out += "\n   Modes: " + themed.modifiers.map { m in
                "\(CSSValues.commentSafe(m.name)) (\(m.contexts.map(CSSValues.commentSafe).joined(separator: ", ")); default \(CSSValues.commentSafe(m.defaultContext)))"
            }.joined(separator: "; ") + ".\n   A mode is chosen by "
            out += attributes.howChosen.joined(separator: ", ") + "; "
            out += "without the attribute, the system's setting where CSS has one."
        }
        out += " */\n"
        if !writer.registrations.isEmpty { out += "\n" + writer.registrations.joined(separator: "\n") + "\n" }
        out += "\n:root {\n" + root.plain.map { "  " + $0 + "\n" }.joined() + "}\n"
        for (rules, lines) in blocks where !lines.plain.isEmpty {
            out += "\n" + rules.map { $0.css(lines.plain, indent: "") }.joined(separator: "\n")
        }
        let wideBlocks = blocks.filter { !$0.lines.wide.isEmpty }
        if !root.wide.isEmpty || !wideBlocks.isEmpty {
            out += "\n/* Colours outside sRGB, in the space they were written in, where the browser can show them. */\n"
            out += "@supports (color: color(display-p3 0 0 0)) {\n"
            if !root.wide.isEmpty { out += "  :root {\n" + root.wide.map { "    " + $0 + "\n" }.joined() + "  }\n" }
            for (rules, lines) in wideBlocks {
                out += rules.map { $0.css(lines.wide, indent: "  ") }.joined()
            }
            out += "}\n"
        }
        return out
    }
}

/// Writes token declarations, naming each token once across every block (so a variant's
/// `--x` is the base's `--x`) and registering each colour once.
struct CSSWriter {
    private var names = CSSNames()
    private var nameOf: [String: String] = [:]
    private var suffixesOf: [String: [String]] = [:]
    private(set) var registrations: [String] = []

    /// A block's lines: what every browser reads, and colours restated in a wide gamut.
    struct Lines {
        var plain: [String] = []
        var wide: [String] = []
    }

    /// The declarations of `tokens`; names allocated first, so an alias may name a later token.
    mutating func block(_ tokens: [Token]) -> Lines {
        for token in tokens where nameOf[token.path] == nil {
            let suffixes = CSSValues.suffixes(token.value)
            let name = names.allocate(token.path, suffixes: suffixes)
            nameOf[token.path] = name
            suffixesOf[token.path] = suffixes
            for d in CSSValues.declarations(token.value, name: name) {
                if let initial = d.registeredColor {
                    registrations.append("@property \(name)\(d.suffix) { syntax: '<color>'; inherits: true; initial-value: \(initial); }")
                }
            }
        }
        var lines = Lines()
        for token in tokens {
            guard let name = nameOf[token.path] else { continue }
            if let target = token.authored.alias, let targetName = nameOf[target], suffixesOf[target] == suffixesOf[token.path] {
                for suffix in suffixesOf[token.path] ?? [] { lines.plain.append("\(name)\(suffix): var(\(targetName)\(suffix));") }
                continue
            }
            for d in CSSValues.declarations(token.value, name: name, authored: token.authored) {
                if let comment = d.comment { lines.plain.append("/* \(CSSValues.commentSafe(token.path)): \(CSSValues.commentSafe(comment)) */") }
                lines.plain.append("\(name)\(d.suffix): \(d.value);")
            }
            if let wide = token.authored.wideColor { lines.wide.append("\(name): \(CSSValues.color(wide));") }
        }
        return lines
    }
}
