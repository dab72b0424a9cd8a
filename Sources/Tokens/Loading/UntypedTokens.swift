/// What real files write that the Format Module 2025.10 does not allow but whose meaning is
/// plain, read outside strict mode (each a counted warning; `--strict` refuses them all):
///
/// - **Tokens with no `$type`** (none on the token or any group above it; not an alias,
///   whose type is its target's): the spec's own examples and Style Dictionary's files
///   leave it out. Where the value's shape says the type — a colour object or `#hex` /
///   `rgb()` / `hsl()` text, `{"value", "unit"}` or `"16px"` in px/rem/pt (a dimension) or
///   s/ms (a duration), a number, a typography, shadow, border or transition object, a
///   shadow or gradient array — the token is read as that type. Where it does not (a
///   font name, a path, a boolean) the token is left out: it is not a value DesignProof draws.
/// - **Values that need what a token file does not hold**: `em` and `%` (relative to a
///   font size or a parent's width, which a token does not know) and expressions —
///   Tokens Studio's math (`{space.base} * 2`, `floor(…)`) and CSS `calc()`. The token is
///   left out (and every alias of it), rather than the file refused or a guess drawn.
enum UntypedTokens {
    /// Why a token is left out, for the warnings (`DialectTypes.filter` writes them).
    static let noTypeNoShape = "it has no $type and its value does not say one (a name, a path or a flag, which DesignProof does not draw); this token is left out"
    static let relative = "its value is relative (em or %: to a font size or a parent's width, which a token file does not hold); this token is left out"
    static let cssGradient = "its value is a CSS gradient where a colour belongs (a gradient token lists its stops); this token is left out"
    static let expression = "its value is an expression (Tokens Studio math or CSS calc()), which DesignProof does not evaluate; this token is left out"
    static let template = "its value is text with a reference inside (a template, as Style Dictionary interpolates one), which no type holds; this token is left out"
    static let cssVariable = "its value uses a CSS custom property (var(--…)), which a token file does not hold; this token is left out"
    static let lightDark = "its value is CSS's light-dark(), a colour per appearance (give the two as a resolver document's modifier contexts); this token is left out"

    /// `document` with an inferred `$type` on each untyped token whose value's shape says
    /// one, the warnings for those (three named per type, the rest counted), and the
    /// tokens to leave out with why (path → reason) for `DialectTypes.filter`.
    static func read(_ document: JSONValue, file: String) -> (document: JSONValue, warnings: [TokenError], leftOut: [String: String]) {
        var leftOut: [String: String] = [:]
        var inferred: [TokenType: (shown: [JSONPointer], more: Int)] = [:]
        func walk(_ node: JSONValue, path: [String], at pointer: JSONPointer, inherited: String?) -> JSONValue {
            guard case .object(let members) = node else { return node }
            let type = node["$type"]?.stringValue ?? inherited
            if let value = node["$value"] {
                let name = path.joined(separator: ".")
                if Resolver.isReference(value) { return node }
                if let type {
                    if let why = contextBound(value, type: type) { leftOut[name] = why }
                    return node
                }
                if let why = contextBound(value, type: nil) {
                    leftOut[name] = why
                    return node
                }
                // Text with a whole reference inside (`"4px 0 0 0 {color.green} inset"`) is a
                // template, as Style Dictionary interpolates one: not a value any type holds.
                if let text = value.stringValue, Self.isTemplate(text) {
                    leftOut[name] = template
                    return node
                }
                // Text with a stray brace looks like a reference gone wrong (`"{foo.bar"`): not a
                // name to leave out quietly, so it stays an error.
                if let text = value.stringValue, text.contains("{") || text.contains("}") { return node }
                guard let shape = shape(of: value) else {
                    leftOut[name] = noTypeNoShape
                    return node
                }
                var seen = inferred[shape] ?? ([], 0)
                if seen.shown.count < DialectTypes.shownPerReason { seen.shown.append(pointer) } else { seen.more += 1 }
                inferred[shape] = seen
                return .object(members + [("$type", .string(shape.rawValue))])
            }
            var kept: [(key: String, value: JSONValue)] = []
            for (key, value) in members {
                if key.hasPrefix("$"), key != "$root" { kept.append((key, value)); continue }
                kept.append((key, walk(value, path: path + [key], at: pointer.appending(key), inherited: type)))
            }
            return .object(kept)
        }
        // The JSON reader nests at most 256 levels, so this recursion is bounded.
        let typed = walk(document, path: [], at: .root, inherited: nil)
        var warnings: [TokenError] = []
        for (type, seen) in inferred.sorted(by: { $0.value.shown[0].description < $1.value.shown[0].description }) {
            for p in seen.shown {
                warnings.append(TokenError(file: file, pointer: p, message: "warning: no $type; read as a \(type.noun) from its value (give \"$type\": \"\(type.rawValue)\")"))
            }
            if seen.more > 0 {
                warnings.append(TokenError(file: file, pointer: seen.shown[0], message: "warning: … and \(seen.more) more token\(seen.more == 1 ? "" : "s") with no $type read as a \(type.noun) from their values"))
            }
        }
        return (typed, warnings, leftOut)
    }

    /// The type a value's shape says, or nil when it could be several or none.
    static func shape(of value: JSONValue) -> TokenType? {
        switch value {
        case .number: return .number
        case .string(let text):
            let t = text.trimmingCharacters(in: [" "])
            if CSSColorText.parse(t) != nil, t.hasPrefix("#") || t.contains("(") { return .color }
            if let measured = Resolver.unitObject(.string(t)) { return unitType(measured) }
            for unit in ["ms", "s"] where t.hasSuffix(unit) {
                if let v = Double(t.dropLast(unit.count)), v.isFinite { return .duration }
            }
            return nil
        case .object:
            if value["colorSpace"] != nil, value["components"] != nil { return .color }
            if value["value"]?.numberValue != nil, value["unit"]?.stringValue != nil { return unitType(value) }
            if value["fontFamily"] != nil, value["fontSize"] != nil { return .typography }
            if value["offsetX"] != nil, value["offsetY"] != nil, value["blur"] != nil { return .shadow }
            if value["width"] != nil, value["style"] != nil, value["color"] != nil { return .border }
            if value["duration"] != nil, value["timingFunction"] != nil { return .transition }
            return nil
        case .array(let items):
            guard let first = items.first else { return nil }
            if items.allSatisfy({ $0["offsetX"] != nil && $0["blur"] != nil }) { return .shadow }
            if items.allSatisfy({ $0["color"] != nil && $0["position"] != nil }) { return .gradient }
            _ = first
            return nil
        default:
            return nil
        }
    }

    private static func unitType(_ measured: JSONValue) -> TokenType? {
        switch measured["unit"]?.stringValue {
        case "px", "rem", "pt": .dimension
        case "s", "ms": .duration
        default: nil
        }
    }

    /// Why a value of `type` (nil: untyped) cannot be read without a context the file does
    /// not hold: an expression, or an em / % length. Nil for any other value, which is
    /// decoded (and refused there when it is wrong).
    static func contextBound(_ value: JSONValue, type: String?) -> String? {
        // A CSS gradient written where a colour belongs (a gradient token holds stops).
        if type == "color" || type == nil, let text = value.stringValue?.lowercased(),
           ["linear-gradient(", "radial-gradient(", "conic-gradient(", "repeating-linear-gradient(", "repeating-radial-gradient("].contains(where: text.hasPrefix) {
            return cssGradient
        }
        if type == "color" || type == nil, let text = value.stringValue?.lowercased(), text.hasPrefix("light-dark(") { return lightDark }
        if let text = value.stringValue, text.contains("var(--") { return cssVariable }
        let measurable: Set<String> = ["dimension", "number", "fontWeight", "duration"]
        if let type, !measurable.contains(type) { return nil }
        if let text = value.stringValue {
            let t = text.trimmingCharacters(in: [" "]).lowercased()
            if isExpression(t) { return expression }
            if t.hasSuffix("%") || t.hasSuffix("em") && !t.hasSuffix("rem"), Double(t.dropLast(t.hasSuffix("%") ? 1 : 2)) != nil { return relative }
            return nil
        }
        if case .object = value, let unit = value["unit"]?.stringValue, unit == "em" || unit == "%", type == nil || type == "dimension" { return relative }
        return nil
    }

    /// Text with at least one whole `{a.b}` inside more text and every brace paired, once.
    static func isTemplate(_ text: String) -> Bool {
        guard text.count <= 10_000, Resolver.aliasPath(.string(text)) == nil else { return false }
        var open = false, whole = 0
        for ch in text {
            if ch == "{" { if open { return false }; open = true } else if ch == "}" { if !open { return false }; open = false; whole += 1 }
        }
        return !open && whole > 0
    }

    /// Tokens Studio math and CSS `calc()`: a function of operands, or an operator between
    /// two of them — a number, a reference or a bracket on each side (`{a} * 2`, `16 / 4`,
    /// `floor({size.unit} * 1.5)`, `calc(4px * 2)`; not `sans-serif` or `fonts/a.ttf`).
    static func isExpression(_ t: String) -> Bool {
        guard t.count <= 10_000 else { return false }
        for function in ["calc(", "floor(", "ceil(", "round(", "roundto(", "min(", "max(", "abs(", "sqrt("] where t.hasPrefix(function) { return true }
        let chars = Array(t)
        func operand(from i: Int, step: Int) -> Character? {
            var j = i
            while j >= 0, j < chars.count, chars[j] == " " { j += step }
            return j >= 0 && j < chars.count ? chars[j] : nil
        }
        for (i, c) in chars.enumerated() where "*/+-".contains(c) && i > 0 && i < chars.count - 1 {
            guard let left = operand(from: i - 1, step: -1), let right = operand(from: i + 1, step: 1) else { continue }
            // "1e-3" is an exponent, not a subtraction.
            if c == "-" || c == "+", chars[i - 1] == "e" { continue }
            let rightStarts = right.isNumber || right == "{" || right == "(" || right == "."
            // `16 * 2`, `{a}*{b}`; with spaces around the operator also `16px * 2`.
            let spaced = chars[i - 1] == " " && chars[i + 1] == " "
            if rightStarts, left.isNumber || left == "}" || left == ")" || spaced && left.isLetter { return true }
        }
        return false
    }
}
