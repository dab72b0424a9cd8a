/// Per-type decoding and range checks. Each function reports its own errors at the
/// exact pointer of the bad part and returns nil; none stops at the first problem.
extension Resolver {
    mutating func decode(_ json: JSONValue, as type: TokenType, at p: JSONPointer, extensions: JSONValue? = nil) -> TokenValue? {
        if Self.isReference(json) { return aliasValue(json, at: p, expected: type) }
        switch type {
        case .color: return color(json, at: p).map(TokenValue.color)
        case .dimension: return dimension(json, at: p).map(TokenValue.dimension)
        case .duration: return duration(json, at: p).map(TokenValue.duration)
        case .number: return number(json, at: p).map(TokenValue.number)
        case .fontWeight: return fontWeight(json, at: p).map(TokenValue.fontWeight)
        case .fontFamily: return fontFamily(json, at: p, extensions: extensions).map(TokenValue.fontFamily)
        case .cubicBezier: return cubicBezier(json, at: p).map(TokenValue.cubicBezier)
        case .shadow: return shadows(json, at: p).map(TokenValue.shadow)
        case .gradient: return gradient(json, at: p).map(TokenValue.gradient)
        case .typography: return typography(json, at: p, extensions: extensions).map(TokenValue.typography)
        case .strokeStyle: return strokeStyle(json, at: p).map(TokenValue.strokeStyle)
        case .border: return border(json, at: p).map(TokenValue.border)
        case .transition: return transition(json, at: p).map(TokenValue.transition)
        case .spring: return spring(json, at: p).map(TokenValue.spring)
        case .material: return material(json, at: p).map(TokenValue.material)
        }
    }

    // MARK: Parts that may themselves be aliases

    mutating func part(_ json: JSONValue, as type: TokenType, at p: JSONPointer) -> TokenValue? {
        if Self.isReference(json) { return aliasValue(json, at: p, expected: type) }
        // A number inside a composite has its own range, checked by the composite (a
        // spring's stiffness, a line height), which says more than a plain number's.
        if type == .number { return plainNumber(json, at: p).map(TokenValue.number) }
        return decode(json, as: type, at: p)
    }

    // MARK: Primitive types

    /// How a message tells a person to write a colour in the Format Module's form.
    static let colorForm = "{\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": 1, \"hex\": \"#RRGGBB\"}"

    mutating func color(_ json: JSONValue, at p: JSONPointer) -> RGBA? {
        if Self.isReference(json), case .color(let c)? = aliasValue(json, at: p, expected: .color) { return c }
        if Self.isReference(json) { return nil }
        if let text = json.stringValue {
            // `rgba({colors.blue}, 50%)`: Tokens Studio's colour modifier, an alias at an alpha.
            if !strict, let (target, alpha) = Self.aliasWithAlpha(text) {
                // Sass's `rgba(#B061F2, .4)`: a hex colour at an alpha.
                if var c = RGBA(hex: target) {
                    warn(p, "\(json.excerpt) is Sass's colour at an alpha; read as \(target) at alpha \(JSONValue.number(alpha).excerpt)")
                    c.a = alpha
                    return c
                }
                guard case .color(var c)? = aliasValue(.string("{\(target)}"), at: p, expected: .color) else { return nil }
                warn(p, "\(json.excerpt) is Tokens Studio's colour at an alpha; read as {\(target)} at alpha \(JSONValue.number(alpha).excerpt)")
                c.a = alpha
                return c
            }
            // Six or eight hex digits with no '#' (`"ffffff"`): a hex colour missing its mark,
            // read as one with a warning outside strict mode.
            if !strict, [6, 8].contains(text.count), text.allSatisfy(\.isHexDigit), let c = RGBA(hex: "#" + text) {
                warn(p, "\(json.excerpt) has no '#'; read as #\(text) (write \"#\(text)\")")
                return c
            }
            // Outside strict mode CSS's own colour text is read too (rgba(), hsl(), transparent), as tools write it.
            guard let c = RGBA(hex: text) ?? (strict ? nil : CSSColorText.parse(text)) else {
                fail(p, "\(json.excerpt) is not a colour (write \(strict ? Self.colorForm : "#RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent"))")
                return nil
            }
            if strict {
                fail(p, "\(json.excerpt) is a hex string, which the Format Module 2025.10 no longer allows: write "
                     + Self.colorObjectText(c, hex: text))
                return nil
            }
            return c
        }
        guard case .object = json else {
            fail(p, "\(json.excerpt) is not a colour (write \(Self.colorForm))")
            return nil
        }
        return colorObject(json, at: p)
    }

    /// `rgba({a.b}, 50%)` / `rgb({a.b}, 0.5)` → ("a.b", 0.5), `rgba(#B061F2, .4)` →
    /// ("#B061F2", 0.4); nil for anything else.
    static func aliasWithAlpha(_ text: String) -> (String, Double)? {
        guard text.count <= 300 else { return nil }
        let t = text.trimmingCharacters(in: [" "])
        let open = t.hasPrefix("rgba(") ? 5 : t.hasPrefix("rgb(") ? 4 : 0
        guard open > 0, t.hasSuffix(")") else { return nil }
        let inner = t.dropFirst(open).dropLast()
        let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: [" "]) }
        guard parts.count == 2, let path = aliasPath(.string(parts[0])) ?? (parts[0].hasPrefix("#") ? parts[0] : nil) else { return nil }
        let a = parts[1]
        guard let n = a.hasSuffix("%") ? Double(a.dropLast()).map({ $0 / 100 }) : Double(a), (0...1).contains(n) else { return nil }
        return (path, n)
    }

    /// The 2025.10 object that states `c` (an 8-bit colour read from `hex`) exactly.
    static func colorObjectText(_ c: RGBA, hex: String) -> String {
        let q = c.bytes
        func k(_ v: UInt8) -> String { v == 0 ? "0" : v == 255 ? "1" : "\(Double(v) / 255)" }
        let alpha = q.a == 255 ? "" : ", \"alpha\": \(k(q.a))"
        let six = String(c.hex.prefix(7))
        return "{\"colorSpace\": \"srgb\", \"components\": [\(k(q.r)), \(k(q.g)), \(k(q.b))]\(alpha), \"hex\": \"\(six)\"}"
    }

    /// `{"colorSpace", "components", "alpha"?, "hex"?}` in any of the Color Module's spaces,
    /// converted to sRGB; a colour outside sRGB is clipped to it with a warning.
    private mutating func colorObject(_ json: JSONValue, at p: JSONPointer) -> RGBA? {
        var json = json
        if !strict, case .object(let members) = json, Set(members.map(\.key)).isSubset(of: ["r", "g", "b", "a"]),
           let r = json["r"]?.numberValue, let g = json["g"]?.numberValue, let b = json["b"]?.numberValue,
           [r, g, b].allSatisfy({ (0...255).contains($0) }), (json["a"]?.numberValue ?? 1).isFinite {
            // Style Dictionary's (TinyColor's) object: channels 0…255, alpha 0…1.
            let a = json["a"]?.numberValue ?? 1
            guard (0...1).contains(a) else { fail(p.appending("a"), "\(json["a"]!.excerpt) is not an alpha in 0…1"); return nil }
            warn(p, "{r, g, b} is Style Dictionary's colour object (channels 0…255); read as sRGB (write \(Self.colorForm))")
            return RGBA(r: r / 255, g: g / 255, b: b / 255, a: a)
        }
        if !strict, case .object(let members) = json, json["components"] == nil, json["channels"] != nil {
            // The 2024 drafts' name for the components.
            warn(p.appending("channels"), "channels is the drafts' name; the Format Module 2025.10 calls them components (read as such)")
            json = .object(members.map { ($0.key == "channels" ? "components" : $0.key, $0.value) })
        }
        guard let f = fields(json, at: p, required: ["colorSpace", "components"], optional: ["alpha", "hex"]) else { return nil }
        let spaceNames = DTCGColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = f["colorSpace"]!.stringValue, let space = DTCGColorSpace(rawValue: name) else {
            fail(p.appending("colorSpace"), "\(f["colorSpace"]!.excerpt) is not a colour space (one of \(spaceNames))")
            return nil
        }
        guard case .array(let comps)? = f["components"], comps.count == 3 else {
            fail(p.appending("components"), "components must be an array of 3 numbers (or \"none\") for \(name)")
            return nil
        }
        var channels: [Double] = []
        for (i, c) in comps.enumerated() {
            let cp = p.appending("components").appending(i)
            if c == .string("none") { channels.append(0); continue }
            var referred: Double?
            if Self.isReference(c) {
                // A component may refer to a number, e.g. another colour's component.
                guard case .number(let v)? = aliasValue(c, at: cp, expected: .number) else { continue }
                referred = v
            }
            guard let v = referred ?? c.numberValue else {
                fail(cp, "\(c.excerpt) is not a number or \"none\"")
                continue
            }
            let component = "\(name)'s \(space.componentNames[i])"
            if let range = space.componentRanges[i] {
                let isHue = space.hueIndex == i
                guard range.contains(v), !(isHue && v == 360) else {
                    let upper = range.upperBound == .greatestFiniteMagnitude ? "" : JSONValue.number(range.upperBound).excerpt
                    let bounds = range.upperBound == .greatestFiniteMagnitude ? "≥ 0" : (isHue ? "in 0…\(upper) (360 excluded)" : "in \(JSONValue.number(range.lowerBound).excerpt)…\(upper)")
                    fail(cp, "\(c.excerpt) is outside \(component)'s range: it must be \(bounds)")
                    continue
                }
            } else if abs(v) > 1e6 {
                // Unbounded in the module, but no colour has an a, b or XYZ of a million.
                fail(cp, "\(c.excerpt) is not a plausible \(component) (at most ±1000000)")
                continue
            }
            channels.append(v)
        }
        var alpha: Double? = 1
        if let a = f["alpha"] {
            if Self.isReference(a) {
                alpha = nil
                if case .number(let v)? = aliasValue(a, at: p.appending("alpha"), expected: .number) {
                    if (0...1).contains(v) { alpha = v } else { fail(p.appending("alpha"), "\(Self.referenceText(a)!) is \(JSONValue.number(v).excerpt), not a number in 0…1") }
                }
            } else {
                alpha = unit(a, at: p.appending("alpha"))
            }
        }
        var hexColor: RGBA?
        if let h = f["hex"] {
            if let text = h.stringValue, text.count == 7, let c = RGBA(hex: text) {
                hexColor = c
            } else if !strict, let text = h.stringValue, text.count == 4, let c = RGBA(hex: text) {
                // "#fff": plain enough; the components are what is drawn anyway.
                warn(p.appending("hex"), "\(h.excerpt) has three digits; the Format Module's hex fallback has six (\(c.hex.prefix(7)))")
                hexColor = c
            } else {
                fail(p.appending("hex"), "\(h.excerpt) is not a hex fallback (write \"#RRGGBB\", six hex digits)")
                return nil
            }
        }
        guard channels.count == 3, let alpha else { return nil }
        let rgb = space.encodedSRGB(channels)
        // Within half an 8-bit step of the gamut counts as inside: no drawn pixel can show
        // the difference, and colours written with four digits (as the Color Module's own
        // examples are) land that close to the edge. Such a colour is clipped silently.
        let tolerance = 0.5 / 255
        let outside = [rgb.r, rgb.g, rgb.b].contains { $0 < -tolerance || $0 > 1 + tolerance || $0.isNaN }
        func clip(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let color = RGBA(r: clip(rgb.r), g: clip(rgb.g), b: clip(rgb.b), a: alpha)
        if outside {
            warn(p, "this \(name) colour lies outside sRGB (r \(significantDigits(rgb.r)), g \(significantDigits(rgb.g)), b \(significantDigits(rgb.b))); it is drawn clipped to \(color.hex)")
        }
        if let hexColor, space == .srgb, hexColor.hex.prefix(7) != color.hex.prefix(7) {
            warn(p.appending("hex"), "\(f["hex"]!.excerpt) does not match the components (\(color.hex.prefix(7))); the components are drawn")
        }
        return color
    }

    /// A number in 0…1.
    private mutating func unit(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard let v = json.numberValue, (0...1).contains(v) else {
            fail(p, "\(json.excerpt) is not a number in 0…1")
            return nil
        }
        return v
    }

    /// `"15px"`, `"0.125em"` as `{"value", "unit"}`, for the lenient readings that look at the unit; nil for anything else.
    /// `1px solid #000` (width, line style and colour in any order; no `var()`) as a border
    /// object, or nil when the text is not exactly those three.
    static func borderShorthand(_ text: String) -> JSONValue? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 3, text.count <= 200 else { return nil }
        let styles = Set(StrokeStyle.Keyword.allCases.map(\.rawValue))
        var width: JSONValue?, style: String?, color: String?
        for w in words {
            if styles.contains(w.lowercased()), style == nil { style = w.lowercased() } else if width == nil, let m = unitObject(.string(w)), m["unit"]?.stringValue == "px" || m["unit"]?.stringValue == "rem" { width = m } else if color == nil, CSSColorText.parse(w) != nil { color = w } else { return nil }
        }
        guard let width, let style, let color else { return nil }
        return .object([("color", .string(color)), ("width", width), ("style", .string(style))])
    }

    /// CSS's `box-shadow` text for one shadow — two to four lengths (offsets, blur, spread),
    /// a colour, `inset` — in any order, as an object; nil for anything else (several shadows,
    /// `var()`).
    static func shadowShorthand(_ text: String) -> JSONValue? {
        guard text.count <= 200, !text.contains("var("), !text.contains(",") || text.contains("(") else { return nil }
        // Split on spaces outside brackets, so `rgba(0, 0, 0, 0.1)` stays one word.
        var words: [String] = [], word = "", depth = 0
        for ch in text {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if ch == " " && depth == 0 { if !word.isEmpty { words.append(word); word = "" } } else { word.append(ch) }
            if depth < 0 || depth > 2 { return nil }
        }
        if !word.isEmpty { words.append(word) }
        var lengths: [JSONValue] = [], color: String?, inset = false
        for w in words {
            if w == "inset", !inset { inset = true } else if w == "0" { lengths.append(.object([("value", .number(0)), ("unit", .string("px"))])) } else if let m = unitObject(.string(w)), m["unit"]?.stringValue == "px" || m["unit"]?.stringValue == "rem" { lengths.append(m) } else if color == nil, CSSColorText.parse(w) != nil { color = w } else { return nil }
        }
        guard (2...4).contains(lengths.count) else { return nil }
        let zero: JSONValue = .object([("value", .number(0)), ("unit", .string("px"))])
        var members: [(key: String, value: JSONValue)] = [("color", .string(color ?? "#000000")), ("offsetX", lengths[0]), ("offsetY", lengths[1]),
                                                          ("blur", lengths.count > 2 ? lengths[2] : zero), ("spread", lengths.count > 3 ? lengths[3] : zero)]
        if inset { members.append(("inset", .bool(true))) }
        return .object(members)
    }

    static func unitObject(_ json: JSONValue) -> JSONValue? {
        guard let text = json.stringValue, Resolver.aliasPath(json) == nil else { return nil }
        // By suffix: "0.125em" must not read its "e" as an exponent.
        for unit in ["rem", "px", "em", "pt"] where text.hasSuffix(unit) {
            if let v = Double(text.dropLast(unit.count)), v.isFinite { return .object([("value", .number(v)), ("unit", .string(unit))]) }
        }
        return nil
    }

    /// A number with no unit (`16`, `"16"`), outside strict mode: Tokens Studio's and Figma's
    /// pixels, said in a warning; nil for anything else (and always in strict mode).
    private mutating func unitlessPixels(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard !strict, let n = json.numberValue ?? json.stringValue.flatMap({ Double($0.trimmingCharacters(in: [" "])) }), n.isFinite else { return nil }
        warn(p, "\(json.excerpt) has no unit; read as \(JSONValue.number(n).excerpt) px, as Tokens Studio and Figma mean it (write {\"value\": \(JSONValue.number(n).excerpt), \"unit\": \"px\"})")
        return n
    }

    mutating func dimension(_ json: JSONValue, at p: JSONPointer) -> Double? {
        // A bare 0 is zero in any unit: read outside strict mode.
        if !strict, json.numberValue == 0 { return 0 }
        // A number with no unit (16, "16"): Tokens Studio's and Figma's pixels.
        if let n = unitlessPixels(json, at: p) {
            guard ValueRanges.dimension.contains(n) else {
                fail(p, "\(JSONValue.number(n).excerpt) pt is outside \(ValueRanges.dimensionText) (no screen or sheet is that large)")
                return nil
            }
            return n
        }
        guard let points = dimensionPoints(json, at: p) else { return nil }
        guard ValueRanges.dimension.contains(points) else {
            fail(p, "\(JSONValue.number(points).excerpt) pt is outside \(ValueRanges.dimensionText) (no screen or sheet is that large)")
            return nil
        }
        return points
    }

    /// A literal dimension in points, its unit converted but its size not yet checked.
    private mutating func dimensionPoints(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard let (value, unit) = measure(json, at: p, noun: "dimension", example: "{\"value\": 20, \"unit\": \"px\"}") else { return nil }
        let points: Double
        switch unit {
        case "px": points = value
        case "pt" where !strict: points = value
        case "rem": points = value * 16
        default:
            fail(p, "unit \"\(unit)\" is not a dimension unit (use px — one iOS point — or rem)")
            return nil
        }
        return points
    }

    mutating func duration(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard let (value, unit) = measure(json, at: p, noun: "duration", example: "{\"value\": 0.6, \"unit\": \"s\"}") else { return nil }
        let seconds: Double
        switch unit {
        case "s": seconds = value
        case "ms": seconds = value / 1000
        default:
            fail(p, "unit \"\(unit)\" is not a duration unit (use s or ms)")
            return nil
        }
        guard seconds >= 0 else {
            fail(p, "\(json.excerpt == "an object" ? "\(value)\(unit)" : json.excerpt) is negative; a duration must be ≥ 0")
            return nil
        }
        guard seconds <= ValueRanges.longestDuration else {
            fail(p, "\(JSONValue.number(seconds).excerpt) s is longer than a day (\(ValueRanges.longestDurationText)), the longest duration a token may state")
            return nil
        }
        return seconds
    }

    /// `{"value": 20, "unit": "px"}` (DTCG) or the older string form `"20px"`.
    private mutating func measure(_ json: JSONValue, at p: JSONPointer, noun: String, example: String) -> (Double, String)? {
        if let text = json.stringValue {
            let digits = text.prefix { "0123456789.-+eE".contains($0) }
            let unit = String(text.dropFirst(digits.count))
            if let v = Double(digits), v.isFinite, !unit.isEmpty {
                if strict {
                    fail(p, "\(json.excerpt) is a string, which the Format Module 2025.10 no longer allows: write {\"value\": \(JSONValue.number(v).excerpt), \"unit\": \"\(unit)\"}")
                    return nil
                }
                return (v, unit)
            }
            fail(p, "\(json.excerpt) is not a \(noun) (write \(example))")
            return nil
        }
        guard case .object = json, let f = fields(json, at: p, required: ["value", "unit"], optional: []) else {
            if case .object = json { return nil }
            fail(p, "\(json.excerpt) is not a \(noun) (write \(example))")
            return nil
        }
        // `value` and `unit` may each be a `$ref` to the part of another token's value
        // (Format Module 2025.10, Aliases: "Dimension Component References").
        var written = f["value"]!
        if Self.refPointer(written) != nil {
            guard case .number(let n)? = part(written, as: .number, at: p.appending("value")) else { return nil }
            written = .number(n)
        }
        guard let v = written.numberValue else {
            fail(p.appending("value"), "\(f["value"]!.excerpt) is not a number")
            return nil
        }
        var unitWritten = f["unit"]!
        if let ref = Self.refPointer(unitWritten) {
            guard let literal = refLiteral(ref, at: p.appending("unit")) else { return nil }
            unitWritten = literal
        }
        guard let unit = unitWritten.stringValue else {
            let stated = Self.refPointer(f["unit"]!).map { "reference \($0) leads to \(unitWritten.excerpt), which" } ?? f["unit"]!.excerpt
            fail(p.appending("unit"), "\(stated) is not a unit name")
            return nil
        }
        return (v, unit)
    }

    /// A number token's value.
    mutating func number(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard let v = plainNumber(json, at: p) else { return nil }
        guard ValueRanges.number.contains(v) else {
            fail(p, "\(json.excerpt) is outside \(ValueRanges.numberText) (no count, factor or budget is that large)")
            return nil
        }
        return v
    }

    private mutating func plainNumber(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard let v = json.numberValue else {
            fail(p, "\(json.excerpt) is not a number")
            return nil
        }
        return v
    }

    /// DTCG's weight names. Apple's names differ — its `.thin` is 200, `.ultraLight` 100 —
    /// so token files write numbers and say which SwiftUI weight they mean.
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeight(_ json: JSONValue, at p: JSONPointer) -> Double? {
        if let name = json.stringValue {
            if let v = Self.weightNames[name] { return v }
            // "700": Tokens Studio writes weights as text; the number is unambiguous.
            if !strict, let v = Double(name.trimmingCharacters(in: [" "])), (1...1000).contains(v) {
                warn(p, "\(json.excerpt) is text; read as the weight \(JSONValue.number(v).excerpt) (write \(JSONValue.number(v).excerpt) without quotes)")
                return v
            }
            // "Light", "Semi Bold": the name in another spelling, read with a warning outside strict mode.
            let folded = name.lowercased().replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "_", with: "-")
            let canonical = Self.weightNames[folded] != nil ? folded
                : Self.weightNames.keys.first { $0.replacingOccurrences(of: "-", with: "") == folded.replacingOccurrences(of: "-", with: "") }
            if !strict, let canonical, let v = Self.weightNames[canonical] {
                warn(p, "\(json.excerpt) is written \"\(canonical)\" in the Format Module; read as \(Int(v))")
                return v
            }
            fail(p, "\(json.excerpt) is not a font weight (a number 1…1000 or a DTCG name such as light, regular, bold)")
            return nil
        }
        guard let v = json.numberValue, (1...1000).contains(v) else {
            fail(p, "\(json.excerpt) is not a font weight (a number 1…1000)")
            return nil
        }
        return v
    }

    mutating func fontFamily(_ json: JSONValue, at p: JSONPointer, extensions: JSONValue?) -> FontFamily? {
        var names: [String] = []
        switch json {
        case .string(let s) where !s.isEmpty: names = [s]
        case .array(let items) where !items.isEmpty:
            for (i, item) in items.enumerated() {
                if let s = item.stringValue, !s.isEmpty { names.append(s) } else { fail(p.appending(i), "\(item.excerpt) is not a font family name") }
            }
            guard names.count == items.count else { return nil }
        default:
            fail(p, "\(json.excerpt) is not a font family (a name or a non-empty array of names)")
            return nil
        }
        let ours = extensions?[TreeWalker.namespace]
        return FontFamily(names: names, renderWith: ours?["renderWith"]?.stringValue,
                          debianPackage: ours?["debianPackage"]?.stringValue)
    }

    mutating func cubicBezier(_ json: JSONValue, at p: JSONPointer) -> CubicBezier? {
        guard case .array(let items) = json, items.count == 4 else {
            fail(p, "\(json.excerpt) is not a cubic Bézier (write [x1, y1, x2, y2])")
            return nil
        }
        var v: [Double] = []
        for (i, item) in items.enumerated() {
            var referred: Double?
            if Self.isReference(item) {
                // An element may refer to a number token, as a colour's component may
                // (Format Module 2025.10, Aliases: property-level references).
                guard case .number(let v)? = aliasValue(item, at: p.appending(i), expected: .number) else { continue }
                referred = v
            }
            guard let n = referred ?? item.numberValue else { fail(p.appending(i), "\(item.excerpt) is not a number"); continue }
            let shown = referred == nil ? item.excerpt : "\(Self.referenceText(item) ?? item.excerpt) is \(JSONValue.number(n).excerpt), which"
            if (i == 0 || i == 2) && !(0...1).contains(n) {
                fail(p.appending(i), "\(shown) is outside 0…1 (a Bézier timing curve's x values must be)")
                continue
            }
            // As `proof motion sample` has it: beyond ±100 the curve leaves any screen, and
            // near ±1e308 its polynomial overflows and progress becomes NaN.
            if (i == 1 || i == 3) && !(-100...100).contains(n) {
                fail(p.appending(i), "\(shown) is outside -100…100 (a Bézier timing curve's y values must be)")
                continue
            }
            v.append(n)
        }
        return v.count == 4 ? CubicBezier(v[0], v[1], v[2], v[3]) : nil
    }

    // MARK: Composite types

    /// One shadow or an array of them. An element of the array may be a reference to a shadow
    /// token holding one shadow (Format Module 2025.10, Composite types: "Array aliasing" and
    /// "Shadow" — references in arrays resolve to single values and are never flattened).
    mutating func shadows(_ json: JSONValue, at p: JSONPointer) -> [Shadow]? {
        if case .array(let items) = json {
            let decoded = items.enumerated().map { i, item in
                Self.isReference(item) ? shadowElement(item, at: p.appending(i)) : shadow(item, at: p.appending(i))
            }
            return decoded.contains { $0 == nil } || items.isEmpty ? nil : decoded.compactMap { $0 }
        }
        return shadow(json, at: p).map { [$0] }
    }

    /// An array element that refers to a shadow token: its one shadow.
    private mutating func shadowElement(_ json: JSONValue, at p: JSONPointer) -> Shadow? {
        guard case .shadow(let list)? = aliasValue(json, at: p, expected: .shadow) else { return nil }
        guard list.count == 1, let only = list.first else {
            fail(p, "\(Self.referenceText(json) ?? "the reference") holds \(list.count) shadows; an element of a shadow array is one shadow (references in arrays are not flattened)")
            return nil
        }
        return only
    }

    private mutating func shadow(_ json: JSONValue, at p: JSONPointer) -> Shadow? {
        var json = json
        if !strict, let text = json.stringValue {
            // CSS's box-shadow text (`0 2px 4px rgba(0,0,0,0.1)`), as tools write it.
            guard let written = Self.shadowShorthand(text) else {
                fail(p, "\(json.excerpt) is not a shadow (write {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\"} or CSS's \"0 2px 4px #0000001a\")")
                return nil
            }
            warn(p, "\(json.excerpt) is CSS's box-shadow text; read as its offsets, blur, spread and colour (write the Format Module's object)")
            json = written
        }
        if !strict, case .object(let written) = json, let type = json["shadowType"] ?? json["type"], type.stringValue == "dropShadow" || type.stringValue == "innerShadow" {
            // Tokens Studio's and Figma's kind of shadow: an inner shadow is the Format Module's inset.
            let key = json["shadowType"] != nil ? "shadowType" : "type"
            warn(p.appending(key), "\(key) \(type.excerpt) is Tokens Studio's; read as \"inset\": \(type.stringValue == "innerShadow")")
            json = .object(written.filter { $0.key != key } + (type.stringValue == "innerShadow" && json["inset"] == nil ? [("inset", .bool(true))] : []))
        }
        // 2025.10 requires spread; our older files left it out (0).
        let required = strict ? ["color", "offsetX", "offsetY", "blur", "spread"] : ["color", "offsetX", "offsetY", "blur"]
        guard let f = fields(json, at: p, required: required, optional: strict ? ["inset"] : ["spread", "inset"]) else { return nil }
        let c = color(f["color"]!, at: p.appending("color"))
        let x = partDimension(f["offsetX"]!, at: p.appending("offsetX"))
        let y = partDimension(f["offsetY"]!, at: p.appending("offsetY"))
        let blur = blurRadius(f["blur"]!, at: p.appending("blur"))
        let spread = f["spread"].map { partDimension($0, at: p.appending("spread")) } ?? 0
        var inset = false
        if let i = f["inset"] {
            guard case .bool(let b) = i else {
                fail(p.appending("inset"), "\(i.excerpt) is not true or false")
                return nil
            }
            inset = b
            if b { warn(p.appending("inset"), "an inset shadow: SwiftUI has none, so the apps' views never draw it (the token sheet lists it)") }
        }
        guard let c, let x, let y, let blur, let spread else { return nil }
        return Shadow(color: c, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    /// An array of `{color, position}` stops — one is enough: the Format Module's own example
    /// has one-stop gradients to refer to (Composite types, "Gradient"); a lone stop is drawn
    /// as its colour. An element may be a reference to a gradient token of one stop, which
    /// stands for that stop (references in arrays are not flattened). As the Format Module has
    /// it, a position outside 0…1 is read as clamped to it (with a warning); stops out of order
    /// are drawn sorted by position (stably, so equal positions keep their hard edge), with a
    /// warning.
    mutating func gradient(_ json: JSONValue, at p: JSONPointer) -> Gradient? {
        guard case .array(let items) = json, !items.isEmpty else {
            fail(p, "\(json == .array([]) ? "an empty array" : json.excerpt) is not a gradient (write an array of {\"color\", \"position\"} stops)")
            return nil
        }
        var stops: [GradientStop] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let sp = p.appending(i)
            if Self.isReference(item) {
                guard case .gradient(let referred)? = aliasValue(item, at: sp, expected: .gradient) else { ok = false; continue }
                guard referred.stops.count == 1 else {
                    fail(sp, "\(Self.referenceText(item) ?? "the reference") holds \(referred.stops.count) stops; an element of a gradient is one stop, so refer to a gradient token of one stop (references in arrays are not flattened)")
                    ok = false
                    continue
                }
                stops += referred.stops
                continue
            }
            guard let f = fields(item, at: sp, required: ["color", "position"], optional: []) else { ok = false; continue }
            let c = color(f["color"]!, at: sp.appending("color"))
            var position: Double?
            let pp = sp.appending("position")
            if case .number(let pos)? = f["position"] {
                position = pos
            } else if let v = f["position"], Self.isReference(v) {
                if case .number(let pos)? = aliasValue(v, at: pp, expected: .number) { position = pos }
            } else if let v = f["position"] {
                fail(pp, "\(v.excerpt) is not a number in 0…1")
            }
            if let pos = position, !(0...1).contains(pos) {
                let stated = f["position"].flatMap(Self.referenceText).map { "\($0) is \(JSONValue.number(pos).excerpt), which" } ?? JSONValue.number(pos).excerpt
                warn(pp, "\(stated) is outside 0…1; it is read as \(pos < 0 ? 0 : 1), as the Format Module says")
                position = min(max(pos, 0), 1)
            }
            if let c, let position { stops.append(GradientStop(color: c, position: position)) } else { ok = false }
        }
        guard ok else { return nil }
        if zip(stops, stops.dropFirst()).contains(where: { $0.position > $1.position }) {
            warn(p, "the stops are not in order of position; they are drawn sorted by it")
            stops = stops.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
        }
        return Gradient(stops: stops)
    }

    /// The five members 2025.10 requires (fontFamily, fontSize, fontWeight, letterSpacing,
    /// lineHeight); outside strict mode our older files may leave out the last two (0 pt,
    /// the font's own line height). A token whose `$extensions["dev.designproof"]` has
    /// `"lineHeightFromFont": true` is drawn with the font's own line height, its
    /// `lineHeight` being what other DTCG tools use.
    /// CSS type properties real files add to a typography value; read past with a warning
    /// outside strict mode. Anything else unknown is still an error (a misspelt member).
    static let typographyExtras: Set<String> = ["fontStyle", "fontVariant", "fontVariantNumeric", "fontVariationSettings", "fontFeatureSettings",
                                                "fontStretch", "textTransform", "textDecoration", "textCase", "paragraphSpacing", "paragraphIndent"]

    mutating func typography(_ json: JSONValue, at p: JSONPointer, extensions: JSONValue? = nil) -> Typography? {
        let members = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        var json = json
        if !strict, case .object(let written) = json, written.contains(where: { $0.key.contains("-") }) {
            // CSS's spelling (`font-size`, `font-style`): the member's name, unambiguous.
            json = .object(written.map { key, value in
                let camel = Self.camelCased(key)
                guard camel != key, members.contains(camel) || Self.typographyExtras.contains(camel), written.first(where: { $0.key == camel }) == nil else { return (key, value) }
                warn(p.appending(key), "\(key) is CSS's spelling; read as \(camel)")
                return (camel, value)
            })
        }
        if !strict, case .object(let written) = json {
            // CSS's other type properties, which tools add (fontStyle, textTransform,
            // fontVariationSettings…): the style is read without them, each said in a warning.
            for (key, _) in written where !members.contains(key) && Self.typographyExtras.contains(key) {
                warn(p.appending(key), "\(key) is not a typography member of the Format Module; it is ignored (the font, size, weight, spacing and line height are drawn)")
            }
            json = .object(written.filter { !Self.typographyExtras.contains($0.key) })
        }
        // No fontWeight: CSS's initial weight, normal (400), outside strict mode.
        if !strict, case .object(let written) = json, written.contains(where: { $0.key == "fontFamily" }),
           written.contains(where: { $0.key == "fontSize" }), !written.contains(where: { $0.key == "fontWeight" }) {
            warn(p, "a typography without fontWeight; read as 400, CSS's normal weight (give \"fontWeight\": 400)")
            json = .object(written + [("fontWeight", .number(400))])
        }
        guard let f = fields(json, at: p, required: strict ? members : Array(members.prefix(3)),
                             optional: strict ? [] : ["lineHeight", "letterSpacing"]) else { return nil }
        let fromFont = extensions?[TreeWalker.namespace]?["lineHeightFromFont"] == .bool(true)
        var family: FontFamily?
        if case .fontFamily(let v)? = part(f["fontFamily"]!, as: .fontFamily, at: p.appending("fontFamily")) { family = v }
        let size = typographyPart(f["fontSize"]!, at: p.appending("fontSize"), as: .dimension,
                                  ValueRanges.fontSize, ValueRanges.fontSizeText, noun: "a font size")
        var weight: Double?
        if case .fontWeight(let v)? = part(f["fontWeight"]!, as: .fontWeight, at: p.appending("fontWeight")) { weight = v }
        var lineHeight: Double??  = .some(nil)
        if var lh = f["lineHeight"] {
            if !strict, let written = Self.unitObject(lh) { lh = written }
            // A number too large to be a multiple of the font size is a length in px, as Figma writes it.
            if !strict, let n = lh.numberValue, n > ValueRanges.lineHeight.upperBound, size != nil {
                lh = .object([("value", .number(n)), ("unit", .string("px"))])
            }
            if !strict, case .object = lh, !Self.isReference(lh), let size, let points = dimensionPoints(lh, at: p.appending("lineHeight")) {
                // A line height written as a length (CSS's `24px`): unambiguous, read as that
                // length over the font size, with a warning.
                let ratio = points / size
                if ValueRanges.lineHeight.contains(ratio) {
                    warn(p.appending("lineHeight"), "a line height is a number (a multiple of the font size) in the Format Module; \(JSONValue.number(points).excerpt) pt is read as \(JSONValue.number((ratio * 1000).rounded() / 1000).excerpt) × \(JSONValue.number(size).excerpt) pt")
                    lineHeight = .some(ratio)
                } else {
                    fail(p.appending("lineHeight"), "\(JSONValue.number(points).excerpt) pt is \(JSONValue.number(ratio).excerpt) × the font size, not a line height in \(ValueRanges.lineHeightText)")
                    lineHeight = nil
                }
            } else {
                let v = typographyPart(lh, at: p.appending("lineHeight"), as: .number,
                                       ValueRanges.lineHeight, ValueRanges.lineHeightText, noun: "a line height (a multiple of the font size)")
                lineHeight = v.map { .some($0) }
            }
        }
        let spacing = f["letterSpacing"].map { given -> Double? in
            var written = strict ? given : Self.unitObject(given) ?? given
            // Figma's and Tokens Studio's percentage of the font size: that many hundredths of an em.
            if !strict, let text = given.stringValue, text.hasSuffix("%"), let pct = Double(text.dropLast().trimmingCharacters(in: [" "])), pct.isFinite {
                written = .object([("value", .number(pct / 100)), ("unit", .string("em"))])
            } else if !strict, written["unit"]?.stringValue == "%", let pct = written["value"]?.numberValue {
                written = .object([("value", .number(pct / 100)), ("unit", .string("em"))])
            }
            // CSS's `em` (a multiple of the font size), which real files use for tracking:
            // unambiguous inside a typography value, so read with a warning outside strict mode.
            if !strict, written["unit"]?.stringValue == "em", let em = written["value"]?.numberValue, let size {
                let points = em * size
                guard ValueRanges.letterSpacing.contains(points) else {
                    fail(p.appending("letterSpacing"), "\(JSONValue.number(em).excerpt) em is \(JSONValue.number(points).excerpt) pt, not a letter spacing in \(ValueRanges.letterSpacingText)")
                    return nil
                }
                warn(p.appending("letterSpacing"), "em is not a dimension unit of the Format Module; \(JSONValue.number(em).excerpt) em is read as \(JSONValue.number(points).excerpt) pt (× the font size, \(JSONValue.number(size).excerpt) pt)")
                return points
            }
            return typographyPart(written, at: p.appending("letterSpacing"), as: .dimension,
                                  ValueRanges.letterSpacing, ValueRanges.letterSpacingText, noun: "a letter spacing")
        } ?? 0
        guard let family, let size, let weight, let lineHeight, let spacing else { return nil }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, lineHeight: fromFont ? nil : lineHeight, letterSpacing: spacing)
    }

    /// A keyword (`solid`, `dashed`, …) or `{"dashArray": [dimensions], "lineCap": …}`.
    mutating func strokeStyle(_ json: JSONValue, at p: JSONPointer) -> StrokeStyle? {
        let keywords = StrokeStyle.Keyword.allCases.map(\.rawValue).joined(separator: ", ")
        if let text = json.stringValue {
            if let k = StrokeStyle.Keyword(rawValue: text) { return .keyword(k) }
            fail(p, "\(json.excerpt) is not a stroke style (one of \(keywords), or {\"dashArray\": [...], \"lineCap\": \"round\"})")
            return nil
        }
        guard case .object = json else {
            fail(p, "\(json.excerpt) is not a stroke style (one of \(keywords), or {\"dashArray\": [...], \"lineCap\": \"round\"})")
            return nil
        }
        guard let f = fields(json, at: p, required: ["dashArray", "lineCap"], optional: []) else { return nil }
        var dashes: [Double]? = []
        if case .array(let items)? = f["dashArray"], !items.isEmpty {
            for (i, item) in items.enumerated() {
                let dp = p.appending("dashArray").appending(i)
                if case .dimension(let v)? = part(item, as: .dimension, at: dp) {
                    if v < 0 || v > ValueRanges.dimension.upperBound {
                        fail(dp, "\(JSONValue.number(v).excerpt) pt is not a dash length in 0…\(JSONValue.number(ValueRanges.dimension.upperBound).excerpt) pt")
                        dashes = nil
                    } else {
                        dashes?.append(v)
                    }
                } else {
                    dashes = nil
                }
            }
        } else {
            fail(p.appending("dashArray"), "\(f["dashArray"]!.excerpt) is not a non-empty array of dimensions")
            dashes = nil
        }
        let capText = f["lineCap"]!
        guard let cap = capText.stringValue.flatMap(StrokeStyle.LineCap.init(rawValue:)) else {
            fail(p.appending("lineCap"), "\(capText.excerpt) is not a line cap (round, butt or square)")
            return nil
        }
        guard let dashes else { return nil }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    /// `{color, width, style}`, each of which may be an alias or a reference.
    mutating func border(_ json: JSONValue, at p: JSONPointer) -> Border? {
        var json = json
        // CSS's shorthand (`1px solid #cdcfd2`, in any order), outside strict mode.
        if !strict, let text = json.stringValue, let written = Self.borderShorthand(text) {
            warn(p, "\(json.excerpt) is CSS's border shorthand; read as {\"width\", \"style\", \"color\"} (write the object)")
            json = written
        }
        guard let f = fields(json, at: p, required: ["color", "width", "style"], optional: []) else { return nil }
        let c = color(f["color"]!, at: p.appending("color"))
        var width: Double?
        if let w = partDimension(f["width"]!, at: p.appending("width"), minimum: 0) {
            if w <= ValueRanges.blur.upperBound { width = w } else {
                fail(p.appending("width"), "\(JSONValue.number(w).excerpt) pt is not a border width in 0…\(JSONValue.number(ValueRanges.blur.upperBound).excerpt) pt")
            }
        }
        var style: StrokeStyle?
        if case .strokeStyle(let v)? = part(f["style"]!, as: .strokeStyle, at: p.appending("style")) { style = v }
        guard let c, let width, let style else { return nil }
        return Border(color: c, width: width, style: style)
    }

    /// `{duration, delay, timingFunction}`, each of which may be an alias or a reference.
    mutating func transition(_ json: JSONValue, at p: JSONPointer) -> Transition? {
        guard let f = fields(json, at: p, required: strict ? ["duration", "delay", "timingFunction"] : ["duration", "timingFunction"],
                             optional: strict ? [] : ["delay"]) else { return nil }
        var duration: Double?, delay: Double?, curve: CubicBezier?
        if case .duration(let v)? = part(f["duration"]!, as: .duration, at: p.appending("duration")) { duration = v }
        if let written = f["delay"] {
            if case .duration(let v)? = part(written, as: .duration, at: p.appending("delay")) { delay = v }
        } else {
            warn(p, "a transition without delay: read with a delay of 0 s (the Format Module requires it)")
            delay = 0
        }
        if case .cubicBezier(let v)? = part(f["timingFunction"]!, as: .cubicBezier, at: p.appending("timingFunction")) { curve = v }
        guard let duration, let delay, let curve else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    /// SwiftUI's three forms: physical `{stiffness, damping}`, `{response,
    /// dampingFraction}` and iOS 17's `{duration, bounce}`, each with optional `mass` and
    /// `initialVelocity`; a token that mixes forms is refused at its `$value`. Every form
    /// is range-checked, and the stiffness and damping a response or duration form converts
    /// to (`SpringConversion`) as well (a response of 1e-200 s is a stiffness of inf):
    /// outside the ranges of `SpringRange` a spring's closed form overflows or it takes
    /// longer to settle than anything can draw. The ranges are `proof motion sample`'s
    /// (Motion's `SpringLimits`; Tokens does not depend on Motion, so they are repeated here).
    mutating func spring(_ json: JSONValue, at p: JSONPointer) -> SpringParameters? {
        let forms = [["stiffness", "damping"], ["response", "dampingFraction"], ["duration", "bounce"]]
        let written = forms.filter { form in form.contains { json[$0] != nil } }
        guard written.count <= 1 else {
            let names = written.map { $0.joined(separator: ", ") }
            fail(p, "a spring takes one form, not \(names.joined(separator: " and ")): "
                 + "write stiffness, damping; response, dampingFraction; or duration, bounce (each with optional mass, initialVelocity)")
            return nil
        }
        if written.first == forms[2] { return perceptualSpring(json, at: p, durationForm: true) }
        if written.first == forms[1] { return perceptualSpring(json, at: p, durationForm: false) }
        guard let f = fields(json, at: p, required: ["stiffness", "damping"], optional: ["mass", "initialVelocity"]) else { return nil }
        let k = springNumber(f["stiffness"]!, at: p.appending("stiffness"), SpringRange.stiffness)
        let c = springNumber(f["damping"]!, at: p.appending("damping"), SpringRange.damping, undamped: true)
        let mass = f["mass"].map { springNumber($0, at: p.appending("mass"), SpringRange.mass) } ?? 1
        let v0 = f["initialVelocity"].map { springNumber($0, at: p.appending("initialVelocity"), SpringRange.initialVelocity, positive: false) } ?? 0
        guard let k, let c, let mass, let v0 else { return nil }
        let spring = SpringParameters(stiffness: k, damping: c, mass: mass, initialVelocity: v0)
        return settles(spring, at: p) ? spring : nil
    }

    /// `{response, dampingFraction}` or, with `durationForm`, `{duration, bounce}` — the
    /// same spring with duration = response and dampingFraction = ζ(bounce) — converted
    /// with SwiftUI's formulas: stiffness = (2π / response)² · m, damping = 4π · ζ · m /
    /// response. Errors name the field to change, in the form the token was written in.
    private mutating func perceptualSpring(_ json: JSONValue, at p: JSONPointer, durationForm: Bool) -> SpringParameters? {
        let (timeKey, dampKey) = durationForm ? ("duration", "bounce") : ("response", "dampingFraction")
        guard let f = fields(json, at: p, required: [timeKey, dampKey], optional: ["mass", "initialVelocity"]) else { return nil }
        let rp = p.appending(timeKey)
        let fp = p.appending(dampKey)
        let response = springNumber(f[timeKey]!, at: rp, durationForm ? SpringRange.duration : SpringRange.response)
        let given = durationForm
            ? springNumber(f[dampKey]!, at: fp, SpringRange.bounce, positive: false)
            : springNumber(f[dampKey]!, at: fp, SpringRange.dampingFraction, undamped: true)
        let mass = f["mass"].map { springNumber($0, at: p.appending("mass"), SpringRange.mass) } ?? 1
        let v0 = f["initialVelocity"].map { springNumber($0, at: p.appending("initialVelocity"), SpringRange.initialVelocity, positive: false) } ?? 0
        guard let response, let given, let mass, let v0 else { return nil }
        let fraction = durationForm ? SpringConversion.dampingRatio(bounce: given) : given
        let stiffness = SpringConversion.stiffness(response: response, mass: mass)
        let damping = SpringConversion.damping(response: response, dampingRatio: fraction, mass: mass)
        let massText = f["mass"] == nil ? nil : JSONValue.number(mass).excerpt
        let timeText = JSONValue.number(response).excerpt
        var ok = true
        if !SpringRange.stiffness.range.contains(stiffness) {
            // Responses (durations) that keep (2π / response)² · m within the stiffness range.
            let low = 2 * Double.pi * (mass / SpringRange.stiffness.range.upperBound).squareRoot()
            let high = 2 * Double.pi * (mass / SpringRange.stiffness.range.lowerBound).squareRoot()
            let limit = durationForm ? SpringRange.duration : SpringRange.response
            fail(rp, "\(timeKey) \(timeText)\(massText.map { " with mass \($0)" } ?? "") gives stiffness \(significantDigits(stiffness)), "
                 + "outside \(SpringRange.stiffness.text): use a \(timeKey) within \(limit.clipped(low, high)) s")
            ok = false
        }
        if !SpringRange.damping.range.contains(damping) {
            // Damping ratios that keep 4π · ζ · m / response within the damping range; for a
            // bounce, the bounces of those ratios (bounce falls as ζ rises).
            let perRatio = 4 * Double.pi * mass / response
            let lowRatio = SpringRange.damping.range.lowerBound / perRatio
            let highRatio = SpringRange.damping.range.upperBound / perRatio
            let fix = durationForm
                ? SpringRange.bounce.clipped(SpringConversion.bounce(dampingRatio: highRatio), SpringConversion.bounce(dampingRatio: lowRatio))
                : SpringRange.dampingFraction.clipped(lowRatio, highRatio)
            fail(fp, "\(dampKey) \(JSONValue.number(given).excerpt) with \(timeKey) \(timeText)\(massText.map { " and mass \($0)" } ?? "") gives damping \(significantDigits(damping)), "
                 + "outside \(SpringRange.damping.text): use a \(dampKey) within \(fix)")
            ok = false
        }
        guard ok else { return nil }
        let spring = durationForm
            ? SpringParameters(stiffness: stiffness, damping: damping, mass: mass, initialVelocity: v0, duration: response, bounce: given)
            : SpringParameters(stiffness: stiffness, damping: damping, mass: mass, initialVelocity: v0, response: response, dampingFraction: given)
        return settles(spring, at: p) ? spring : nil
    }

    /// `proof motion sample`'s rule (`AnimationTime.settlingProblem`, the same function):
    /// a spring must settle within 600 s, or no animation that uses it can be drawn. The
    /// advice depends on the side of critical damping: below it more damping (or less
    /// mass) settles sooner, above it less damping (or more stiffness) does.
    private mutating func settles(_ s: SpringParameters, at p: JSONPointer) -> Bool {
        let motion = SpringMotion(stiffness: s.stiffness, damping: s.damping, mass: s.mass, initialVelocity: s.initialVelocity)
        guard let problem = AnimationTime.settlingProblem(motion) else { return true }
        let zeta = s.damping / (2 * (s.stiffness * s.mass).squareRoot())
        let fix: String
        if s.response != nil {
            fix = zeta < 1 ? "raise dampingFraction or shorten response" : "lower dampingFraction or shorten response"
        } else if s.duration != nil {
            fix = zeta < 1 ? "lower bounce or shorten duration" : "raise bounce toward 0 or shorten duration"
        } else {
            fix = zeta < 1 ? "raise damping or lower mass" : "lower damping or raise stiffness"
        }
        fail(p, "this spring \(problem): \(fix) (its damping ratio ζ is \(significantDigits(zeta)))")
        return false
    }

    /// A spring parameter (or an alias to a number) that must be > 0 unless `positive` is
    /// false, and within `limit`. `undamped` marks the parameters that leave the spring
    /// undamped at 0, so the message can say why 0 is refused.
    private mutating func springNumber(_ json: JSONValue, at p: JSONPointer, _ limit: SpringRange,
                                       positive: Bool = true, undamped: Bool = false) -> Double? {
        guard case .number(let v)? = part(json, as: .number, at: p) else { return nil }
        let alias = Self.referenceText(json).map { "\($0) is \(JSONValue.number(v).excerpt)," }
        if positive, v <= 0 {
            let why = undamped ? ": an undamped spring never settles" : ""
            fail(p, (alias.map { "\($0) which" } ?? json.excerpt) + " must be > 0" + why)
            return nil
        }
        guard limit.range.contains(v) else {
            fail(p, (alias ?? "\(json.excerpt) is") + " outside \(limit.text)\(limit.unit)")
            return nil
        }
        return v
    }

    mutating func material(_ json: JSONValue, at p: JSONPointer) -> MaterialToken? {
        guard let f = fields(json, at: p, required: ["blur", "tint", "saturation"], optional: []) else { return nil }
        let blur = blurRadius(f["blur"]!, at: p.appending("blur"))
        let tint = color(f["tint"]!, at: p.appending("tint"))
        let saturation = saturation(f["saturation"]!, at: p.appending("saturation"))
        guard let blur, let tint, let saturation else { return nil }
        return MaterialToken(blur: blur, tint: tint, saturation: saturation)
    }

    /// A typography part (a dimension or number, or an alias to one) within `range`;
    /// the message says which range, in the part's unit.
    private mutating func typographyPart(_ json: JSONValue, at p: JSONPointer, as type: TokenType,
                                         _ range: ClosedRange<Double>, _ rangeText: String, noun: String) -> Double? {
        let value: Double
        if type == .dimension, !Self.isReference(json) {
            // Its own range, which lies within every dimension's, says more than theirs.
            // Tokens Studio writes a font size as "26": its pixels.
            if json.numberValue != 0, let n = unitlessPixels(json, at: p) {
                value = n
            } else {
                guard let v = dimensionPoints(json, at: p) else { return nil }
                value = v
            }
        } else {
            switch part(json, as: type, at: p) {
            case .dimension(let v)?, .number(let v)?: value = v
            default: return nil
            }
        }
        guard range.contains(value) else {
            let unit = type == .dimension ? " pt" : ""
            let stated = Self.referenceText(json).map { "\($0) is \(JSONValue.number(value).excerpt)\(unit), which" }
                ?? "\(JSONValue.number(value).excerpt)\(unit)"
            fail(p, "\(stated) is not \(noun) in \(rangeText)")
            return nil
        }
        return value
    }

    // MARK: Helpers

    /// `font-size` as `fontSize`.
    static func camelCased(_ key: String) -> String {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count > 1, !parts.contains(where: \.isEmpty) else { return key }
        return String(parts[0]) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private mutating func partDimension(_ json: JSONValue, at p: JSONPointer, minimum: Double? = nil) -> Double? {
        guard case .dimension(let v)? = part(json, as: .dimension, at: p) else { return nil }
        if let minimum, v < minimum {
            fail(p, "\(v) is below the minimum of \(minimum)")
            return nil
        }
        return v
    }

    /// A blur radius (a dimension or an alias to one) in `ValueRanges.blur`.
    private mutating func blurRadius(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard let v = partDimension(json, at: p, minimum: 0) else { return nil }
        guard ValueRanges.blur.contains(v) else {
            fail(p, "\(JSONValue.number(v).excerpt) pt is outside \(ValueRanges.blurText) (a blur radius)")
            return nil
        }
        return v
    }

    /// A saturation factor (a number or an alias to one) in `ValueRanges.saturation`.
    private mutating func saturation(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard case .number(let v)? = part(json, as: .number, at: p) else { return nil }
        guard v >= 0 else { fail(p, "\(json.excerpt) must be ≥ 0"); return nil }
        guard ValueRanges.saturation.contains(v) else {
            fail(p, "\(JSONValue.number(v).excerpt) is outside \(ValueRanges.saturationText) (a saturation factor; 1 leaves colours as they are)")
            return nil
        }
        return v
    }

    /// The members of a composite value, checking that required ones are present and no
    /// unknown ones are (a typo such as "colour" would otherwise be silently ignored).
    private mutating func fields(_ json: JSONValue, at p: JSONPointer, required: [String], optional: [String]) -> [String: JSONValue]? {
        guard case .object(let members) = json else {
            fail(p, "\(json.excerpt) is not an object with \(required.joined(separator: ", "))")
            return nil
        }
        var out: [String: JSONValue] = [:]
        var ok = true
        for (key, var value) in members {
            // A member written as a whole token (`"color": {"$type": "color", "$value": …}`):
            // its $value, outside strict mode.
            if !strict, case .object(let inner) = value, let wrapped = value["$value"],
               inner.allSatisfy({ ["$value", "$type", "$description"].contains($0.key) }) {
                warn(p.appending(key), "\(key) is written as a token ({\"$value\": …}); read as its $value (write the value itself)")
                value = wrapped
            }
            if required.contains(key) || optional.contains(key) { out[key] = value } else {
                fail(p.appending(key), "unknown field \"\(key)\" (expected \((required + optional).joined(separator: ", ")))")
                ok = false
            }
        }
        for key in required where out[key] == nil {
            fail(p, "missing field \"\(key)\"")
            ok = false
        }
        return ok ? out : nil
    }
}
