import Tokens

/// Where a variant's declarations apply in CSS. Each modifier is chosen by a data attribute
/// on the root element — `data-theme` for light/dark, `data-contrast` for contrast,
/// `data-NAME` for the team's own — and, where CSS has a media feature for it
/// (`prefers-color-scheme`, `prefers-contrast`) and the attribute is absent, by the
/// system's setting. So a page follows the system until it sets the attribute, and
/// `data-theme="light"` holds light on a dark system.
enum CSSModeBlocks {
    /// One rule: an optional media query and the selector inside it.
    struct Rule {
        var media: String?
        var selector: String

        func css(_ lines: [String], indent: String) -> String {
            if let media {
                return "\(indent)@media \(media) {\n\(indent)  \(selector) {\n" + lines.map { "\(indent)    \($0)\n" }.joined() + "\(indent)  }\n\(indent)}\n"
            }
            return "\(indent)\(selector) {\n" + lines.map { "\(indent)  \($0)\n" }.joined() + "\(indent)}\n"
        }
    }

    /// The attribute of each modifier, unique across them.
    struct Attributes {
        private var byModifier: [String: String] = [:]
        /// How a person picks each mode, for the file's header.
        private(set) var howChosen: [String] = []

        init(_ modifiers: [ModeModifier]) {
            var used: Set<String> = []
            for m in modifiers {
                let wanted = switch m.kind {
                case .appearance: "data-theme"
                case .contrast: "data-contrast"
                case .other: "data-" + CSSNames.kebab(m.name)
                }
                var name = wanted
                var n = 2
                while used.contains(name) { name = wanted + "-\(n)"; n += 1 }
                used.insert(name)
                byModifier[m.name] = name
                let media = m.kind == .appearance ? " or prefers-color-scheme" : m.kind == .contrast ? " or prefers-contrast" : ""
                howChosen.append("\(CSSValues.commentSafe(m.name)): \(name)=\"CONTEXT\" on <html>\(media)")
            }
        }

        /// The rules that select `choices`: the attribute form for each, and for every
        /// subset of the choices CSS has a media feature for, that feature in its place.
        func rules(for choices: [ModeChoice]) -> [Rule] {
            let media = choices.enumerated().compactMap { i, c in Self.feature(c).map { (i, $0) } }
            // At most four media-able choices vary together (16 rules); others use the attribute alone.
            let mediaUsed = Array(media.prefix(4))
            var rules: [Rule] = []
            for mask in 0..<(1 << mediaUsed.count) {
                var selector = ":root"
                var features: [String] = []
                for (i, choice) in choices.enumerated() {
                    let attribute = byModifier[choice.modifier.name] ?? "data-mode"
                    if let k = mediaUsed.firstIndex(where: { $0.0 == i }), mask & (1 << k) != 0 {
                        selector += ":not([\(attribute)])"
                        features.append(mediaUsed[k].1)
                    } else {
                        selector += "[\(attribute)=\(CSSValues.quoted(choice.context))]"
                    }
                }
                rules.append(Rule(media: features.isEmpty ? nil : features.joined(separator: " and "), selector: selector))
            }
            return rules
        }

        /// `(prefers-color-scheme: dark)`, `(prefers-contrast: more)`; nil for a context no
        /// media feature names.
        static func feature(_ choice: ModeChoice) -> String? {
            guard let value = choice.platformValue else { return nil }
            switch choice.modifier.kind {
            case .appearance: return "(prefers-color-scheme: \(value))"
            case .contrast: return "(prefers-contrast: \(value))"
            case .other: return nil
            }
        }
    }
}
