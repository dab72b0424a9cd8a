import Foundation

/// What design tools write where the Format Module says otherwise, read outside strict mode
/// when the meaning is plain (docs/TOKENS.md, "Dialects"):
/// - **`value`/`type` without `$`** (Tokens Studio, Style Dictionary 3): a token is an
///   object with `value`; `type`, `description`/`comment` become `$type`, `$description`;
///   a tool's own members (`rawValue`, `attributes` …) are dropped. Tokens Studio's
///   `$metadata.tokenSetOrder` names the file's sets, merged in that order (as a resolver's
///   set merges files); `$themes` is not read. A Style Dictionary 3 token with no type is a
///   colour when it sits under `color` and reads as one; others are left out.
/// - **Tokens Studio's types** (`spacing`, `sizing`, `borderRadius`, `fontSizes`,
///   `fontWeights`, `lineHeights`, `boxShadow`, `opacity` …), also under `$type`: read as the
///   Format Module type they mean, their values converted (`"16"` → 16 px, `"Semi Bold"` →
///   600, `"150%"` → 1.5, a shadow's `x`/`y`/`type` → `offsetX`/`offsetY`/`inset`).
/// - A value no type can hold — a math expression (`"{space.base} * 2"`), a percentage where
///   a length is meant — leaves its token out.
/// Each kind of change is one warning line naming how many tokens it touched and the first.
enum ToolDialects {
    /// `document` read as the Format Module, and what was changed to do so.
    static func read(_ document: JSONValue, file: String) -> (document: JSONValue, warnings: [TokenError], leftOut: [String: String]) {
        var reader = Reader(file: file)
        var doc = document
        if Self.isUnprefixed(document) {
            doc = reader.unprefixed(document)
        }
        doc = reader.mapTypes(doc, path: [], at: .root, inherited: nil) ?? .object([])
        // A tool's own keys at the top ($name, $metadata, $themes, $version …) say nothing about a token.
        if case .object(let members) = doc {
            doc = .object(members.filter { key, _ in
                guard key.hasPrefix("$"), !Self.topKeys.contains(key) else { return true }
                reader.warnings.append(TokenError(file: file, pointer: JSONPointer([key]), message: "warning: \(key) is not a key of the Format Module (a tool's own); it is ignored"))
                return false
            })
        }
        return (doc, reader.warnings, reader.leftOut)
    }

    /// The keys the Format Module allows at the top of a file.
    static let topKeys: Set<String> = ["$description", "$type", "$deprecated", "$extensions", "$schema", "$root", "$extends"]

    /// True when no `$value` appears anywhere but an object with `value` does (searched at
    /// most 10,000 objects deep into the file: enough to tell).
    static func isUnprefixed(_ document: JSONValue) -> Bool {
        var stack = [document]
        var seen = 0
        var hasValue = false
        while let node = stack.popLast(), seen < 10_000 {
            guard case .object(let members) = node else { continue }
            seen += 1
            for (key, child) in members {
                if key == "$value" { return false }
                if key == "value", case .object = node { hasValue = true }
                if case .object = child { stack.append(child) }
            }
        }
        return hasValue
    }

    /// Tokens Studio's types and the Format Module type each means.
    static let studioTypes: [String: String] = [
        "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "fontSize": "dimension", "paragraphSpacing": "dimension", "letterSpacing": "dimension",
        "custom-spacing": "dimension", "custom-radius": "dimension",
        "fontWeights": "fontWeight", "fontFamilies": "fontFamily", "lineHeights": "number", "lineHeight": "number",
        "opacity": "number", "custom-opacity": "number", "boxShadow": "shadow", "custom-shadow": "shadow", "time": "duration",
    ]

    struct Reader {
        let file: String
        var warnings: [TokenError] = []
        /// Tokens whose value no Format Module type can hold, with why: `DialectTypes.filter`
        /// leaves them out with every alias of them (so nothing points at a token gone).
        var leftOut: [String: String] = [:]
        /// Per kind of change: how many tokens, and the first one's pointer.
        private var tally: [String: (count: Int, first: JSONPointer)] = [:]
        private var order: [String] = []

        init(file: String) { self.file = file }

        private mutating func note(_ what: String, at pointer: JSONPointer) {
            if let t = tally[what] { tally[what] = (t.count + 1, t.first) } else { tally[what] = (1, pointer); order.append(what) }
        }

        /// The warnings, one per kind of change.
        mutating func finish() {
            for what in order {
                guard let t = tally[what] else { continue }
                warnings.append(TokenError(file: file, pointer: t.first, message: "warning: " + what.replacingOccurrences(of: "#N", with: "\(t.count) token\(t.count == 1 ? "" : "s")")))
            }
            tally = [:]
            order = []
        }

        // MARK: value/type without $

        mutating func unprefixed(_ document: JSONValue) -> JSONValue {
            var root = document
            // Tokens Studio's sets, merged in their order.
            if let order = document["$metadata"]?["tokenSetOrder"], case .array(let names) = order {
                var merged = JSONValue.object([])
                for name in names.compactMap(\.stringValue) {
                    if let set = document[name], case .object = set { merged = Self.merge(merged, set) }
                }
                warnings.append(TokenError(file: file, pointer: JSONPointer(["$metadata", "tokenSetOrder"]), message: "warning: Tokens Studio's \(names.count) set\(names.count == 1 ? "" : "s") are merged in tokenSetOrder's order; $themes is not read (give themes as a resolver document's modifiers)"))
                root = merged
            }
            warnings.append(TokenError(file: file, location: .file, message: "warning: written with value and type without $ (Tokens Studio, Style Dictionary 3): read as the Format Module's $value and $type"))
            let converted = convert(root, path: [], at: .root) ?? .object([])
            finish()
            return converted
        }

        /// Later tokens replace earlier ones; groups merge.
        static func merge(_ a: JSONValue, _ b: JSONValue) -> JSONValue {
            guard case .object(var members) = a, case .object(let more) = b, b["value"] == nil else { return b }
            for (key, value) in more {
                if let i = members.firstIndex(where: { $0.key == key }) { members[i].value = merge(members[i].value, value) } else { members.append((key, value)) }
            }
            return .object(members)
        }

        private mutating func convert(_ node: JSONValue, path: [String], at pointer: JSONPointer) -> JSONValue? {
            guard case .object(let members) = node else { return nil }
            if let value = node["value"] {
                var token: [(key: String, value: JSONValue)] = [("$value", value)]
                var type = node["type"]?.stringValue
                if type == nil, ["color", "colors", "colour"].contains(path.first ?? ""), let text = value.stringValue,
                   Resolver.aliasPath(value) != nil || CSSColorText.parse(text) != nil {
                    type = "color"
                    note("tokens with no type under color are read as colours, Style Dictionary 3's category (#N)", at: pointer)
                }
                guard let type else {
                    note("tokens with no type are left out: Style Dictionary 3 types by category; give $type (#N)", at: pointer)
                    return nil
                }
                token.append(("$type", .string(type)))
                if let d = node["description"] ?? node["comment"], d.stringValue != nil { token.append(("$description", d)) }
                if let e = node["$extensions"] { token.append(("$extensions", e)) }
                return .object(token)
            }
            var out: [(key: String, value: JSONValue)] = []
            for (key, child) in members {
                if key.hasPrefix("$") {
                    if ["$themes", "$metadata"].contains(key) { continue }
                    out.append((key, child))
                    continue
                }
                if let c = convert(child, path: path + [key], at: pointer.appending(key)) { out.append((key, c)) }
            }
            return .object(out)
        }

        // MARK: Tokens Studio's types

        mutating func mapTypes(_ node: JSONValue, path: [String], at pointer: JSONPointer, inherited: String?) -> JSONValue? {
            guard case .object(var members) = node else { return node }
            let own = node["$type"]?.stringValue
            let type = own ?? inherited
            if var value = node["$value"] {
                // Tokens Studio's older references, `"$fontSize.7"`: the alias {fontSize.7}.
                let rewritten = Self.legacyReferences(value, depth: 0)
                if rewritten != value {
                    note("Tokens Studio's older references ($name.path) are read as aliases ({name.path}) (#N)", at: pointer)
                    value = rewritten
                    members = members.map { ($0.key, $0.key == "$value" ? rewritten : $0.value) }
                }
                guard let type, let target = studioTypes[type] else { return .object(members) }
                guard let converted = Self.value(value, from: type, to: target) else {
                    leftOut[path.joined(separator: ".")] = "Tokens Studio's $type \"\(type)\" holding what no Format Module type can (math, a percentage, AUTO); this token is left out"
                    return .object(members)
                }
                note("Tokens Studio's $type \"\(type)\" is read as \(target) (#N)", at: pointer)
                let finalType = converted.type
                return .object(members.compactMap { key, child in
                    switch key {
                    case "$value": return (key, converted.value)
                    case "$type": return (key, .string(finalType))
                    default: return (key, child)
                    }
                } + (own == nil ? [("$type", .string(finalType))] : []))
            }
            var out: [(key: String, value: JSONValue)] = []
            for (key, child) in members {
                if key == "$type", let own, studioTypes[own] != nil { continue }  // each token gets its own
                if key.hasPrefix("$"), key != "$root" { out.append((key, child)); continue }
                if let c = mapTypes(child, path: path + [key], at: pointer.appending(key), inherited: type) { out.append((key, c)) }
            }
            let result = JSONValue.object(out)
            if pointer == .root { finish() }
            return result
        }

        // MARK: values

        /// `value` with every text that is a Tokens Studio reference of the older form —
        /// `$` then dot-separated names, nothing else (`"$fontSize.7"`) — written as an alias.
        static func legacyReferences(_ value: JSONValue, depth: Int) -> JSONValue {
            switch value {
            case .string(let text):
                guard text.count > 1, text.count <= 500, text.first == "$" else { return value }
                let names = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
                guard names.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } }) else { return value }
                return .string("{" + text.dropFirst() + "}")
            case .object(let members) where depth < 4:
                return .object(members.map { ($0.key, legacyReferences($0.value, depth: depth + 1)) })
            case .array(let items) where depth < 4:
                return .array(items.map { legacyReferences($0, depth: depth + 1) })
            default:
                return value
            }
        }

        /// `value` of Tokens Studio's `type` as the Format Module's `target` (or the type it
        /// turns out to be: a line height in px is a dimension); nil when none can hold it.
        static func value(_ value: JSONValue, from type: String, to target: String) -> (value: JSONValue, type: String)? {
            if Resolver.aliasPath(value) != nil { return (value, target) }
            switch target {
            case "dimension": return dimension(value).map { ($0, target) }
            case "fontWeight": return weight(value).map { (.number($0), target) }
            case "fontFamily": return family(value).map { ($0, target) }
            case "duration":
                if let n = number(value) { return (.object([("value", .number(n)), ("unit", .string("ms"))]), target) }
                return value.stringValue.map { (.string($0), target) }
            case "shadow":
                if case .array(let items) = value {
                    let shadows = items.compactMap(shadow)
                    return shadows.count == items.count ? (.array(shadows), target) : nil
                }
                return shadow(value).map { ($0, target) }
            default:  // number: opacity, line height
                if let text = value.stringValue?.trimmingCharacters(in: .whitespaces), text.hasSuffix("%"), let n = Double(text.dropLast()) {
                    return (.number(n / 100), target)
                }
                if let n = number(value) {
                    // A line height above 5 is a length (Figma and Tokens Studio write px).
                    if type.hasPrefix("lineHeight"), n > 5 { return (.object([("value", .number(n)), ("unit", .string("px"))]), "dimension") }
                    return (.number(n), target)
                }
                if type.hasPrefix("lineHeight"), let d = dimension(value) { return (d, "dimension") }
                return nil
            }
        }

        static func number(_ value: JSONValue) -> Double? {
            if let n = value.numberValue { return n }
            guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces), let n = Double(text), n.isFinite else { return nil }
            return n
        }

        /// `16`, `"16"` → 16 px; `"1.5rem"`, `"12px"` as written; aliases kept; else nil.
        static func dimension(_ value: JSONValue) -> JSONValue? {
            if Resolver.aliasPath(value) != nil { return value }
            if case .object = value, value["value"] != nil, value["unit"] != nil { return value }
            if let n = number(value) { return .object([("value", .number(n)), ("unit", .string("px"))]) }
            guard let text = value.stringValue?.trimmingCharacters(in: .whitespaces),
                  let measured = Resolver.unitObject(.string(text)), measured["unit"]?.stringValue != "em" else { return nil }
            return measured
        }

        /// CSS's weight names as Tokens Studio writes them (`"Semi Bold"`, `"ExtraBold Italic"`).
        static func weight(_ value: JSONValue) -> Double? {
            if let n = number(value), (1...1000).contains(n) { return n }
            guard var name = value.stringValue?.lowercased() else { return nil }
            name = name.replacingOccurrences(of: "italic", with: "").filter { $0.isLetter }
            let names: [String: Double] = ["thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
                                           "normal": 400, "regular": 400, "book": 400, "": 400, "medium": 500, "semibold": 600,
                                           "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900,
                                           "heavy": 900, "extrablack": 950, "ultrablack": 950]
            return names[name]
        }

        /// `"Inter, sans-serif"` → `["Inter", "sans-serif"]`.
        static func family(_ value: JSONValue) -> JSONValue? {
            if case .array = value { return value }
            guard let text = value.stringValue else { return nil }
            let names = text.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }.filter { !$0.isEmpty }
            if names.isEmpty { return nil }
            return names.count == 1 ? .string(names[0]) : .array(names.map { .string($0) })
        }

        /// Tokens Studio's `{x, y, blur, spread, color, type}` as the Format Module's shadow.
        static func shadow(_ value: JSONValue) -> JSONValue? {
            guard case .object = value else { return nil }
            if value["offsetX"] != nil { return value }
            var out: [(key: String, value: JSONValue)] = []
            for (from, to) in [("color", "color"), ("x", "offsetX"), ("y", "offsetY"), ("blur", "blur"), ("spread", "spread")] {
                guard let part = value[from] ?? (from == "spread" ? .number(0) : nil) else { return nil }
                if to == "color" { out.append((to, part)); continue }
                guard let d = dimension(part) else { return nil }
                out.append((to, d))
            }
            if value["type"]?.stringValue == "innerShadow" { out.append(("inset", .bool(true))) }
            return .object(out)
        }
    }
}
