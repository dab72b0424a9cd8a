/// Per-type decoding and range checks. Each function reports its own errors at the
/// exact pointer of the bad part and returns nil; none stops at the first problem.
extension Resolver {
    mutating func decode(_ json: JSONValue, as type: TokenType, at p: JSONPointer, extensions: JSONValue? = nil) -> TokenValue? {
        if Self.aliasPath(json) != nil { return aliasValue(json, at: p, expected: type) }
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
        case .typography: return typography(json, at: p).map(TokenValue.typography)
        case .spring: return spring(json, at: p).map(TokenValue.spring)
        case .material: return material(json, at: p).map(TokenValue.material)
        }
    }

    // MARK: Parts that may themselves be aliases

    private mutating func part(_ json: JSONValue, as type: TokenType, at p: JSONPointer) -> TokenValue? {
        if Self.aliasPath(json) != nil { return aliasValue(json, at: p, expected: type) }
        // A number inside a composite has its own range, checked by the composite (a
        // spring's stiffness, a line height), which says more than a plain number's.
        if type == .number { return plainNumber(json, at: p).map(TokenValue.number) }
        return decode(json, as: type, at: p)
    }

    // MARK: Primitive types

    mutating func color(_ json: JSONValue, at p: JSONPointer) -> RGBA? {
        if Self.aliasPath(json) != nil, case .color(let c)? = aliasValue(json, at: p, expected: .color) { return c }
        if Self.aliasPath(json) != nil { return nil }
        if let text = json.stringValue {
            if let c = RGBA(hex: text) { return c }
            fail(p, "\(json.excerpt) is not a colour (write #RGB, #RRGGBB or #RRGGBBAA)")
            return nil
        }
        // DTCG 2025 object form, which states alpha exactly: {"colorSpace": "srgb", "components": [r, g, b], "alpha": 0.3}.
        if case .object = json {
            guard let f = fields(json, at: p, required: ["colorSpace", "components"], optional: ["alpha", "hex"]) else { return nil }
            guard f["colorSpace"]?.stringValue == "srgb" else {
                fail(p.appending("colorSpace"), "\(f["colorSpace"]!.excerpt) is not supported (use \"srgb\")")
                return nil
            }
            guard case .array(let comps)? = f["components"], comps.count == 3 else {
                fail(p.appending("components"), "components must be an array of 3 numbers in 0…1")
                return nil
            }
            var channels: [Double] = []
            for (i, c) in comps.enumerated() {
                if let v = unit(c, at: p.appending("components").appending(i)) { channels.append(v) }
            }
            let alpha = f["alpha"].map { unit($0, at: p.appending("alpha")) } ?? 1
            guard channels.count == 3, let alpha else { return nil }
            return RGBA(r: channels[0], g: channels[1], b: channels[2], a: alpha)
        }
        fail(p, "\(json.excerpt) is not a colour (write #RGB, #RRGGBB or #RRGGBBAA)")
        return nil
    }

    /// A number in 0…1.
    private mutating func unit(_ json: JSONValue, at p: JSONPointer) -> Double? {
        guard let v = json.numberValue, (0...1).contains(v) else {
            fail(p, "\(json.excerpt) is not a number in 0…1")
            return nil
        }
        return v
    }

    mutating func dimension(_ json: JSONValue, at p: JSONPointer) -> Double? {
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
        case "px", "pt": points = value
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
            if let v = Double(digits), v.isFinite, !unit.isEmpty { return (v, unit) }
            fail(p, "\(json.excerpt) is not a \(noun) (write \(example))")
            return nil
        }
        guard case .object = json, let f = fields(json, at: p, required: ["value", "unit"], optional: []) else {
            if case .object = json { return nil }
            fail(p, "\(json.excerpt) is not a \(noun) (write \(example))")
            return nil
        }
        guard let v = f["value"]?.numberValue else {
            fail(p.appending("value"), "\(f["value"]!.excerpt) is not a number")
            return nil
        }
        guard let unit = f["unit"]?.stringValue else {
            fail(p.appending("unit"), "\(f["unit"]!.excerpt) is not a unit name")
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
            guard let n = item.numberValue else { fail(p.appending(i), "\(item.excerpt) is not a number"); continue }
            if (i == 0 || i == 2) && !(0...1).contains(n) {
                fail(p.appending(i), "\(item.excerpt) is outside 0…1 (a Bézier timing curve's x values must be)")
                continue
            }
            // As `proof motion sample` has it: beyond ±100 the curve leaves any screen, and
            // near ±1e308 its polynomial overflows and progress becomes NaN.
            if (i == 1 || i == 3) && !(-100...100).contains(n) {
                fail(p.appending(i), "\(item.excerpt) is outside -100…100 (a Bézier timing curve's y values must be)")
                continue
            }
            v.append(n)
        }
        return v.count == 4 ? CubicBezier(v[0], v[1], v[2], v[3]) : nil
    }

    // MARK: Composite types

    mutating func shadows(_ json: JSONValue, at p: JSONPointer) -> [Shadow]? {
        if case .array(let items) = json {
            let decoded = items.enumerated().map { shadow($1, at: p.appending($0)) }
            return decoded.contains { $0 == nil } || items.isEmpty ? nil : decoded.compactMap { $0 }
        }
        return shadow(json, at: p).map { [$0] }
    }

    private mutating func shadow(_ json: JSONValue, at p: JSONPointer) -> Shadow? {
        guard let f = fields(json, at: p, required: ["color", "offsetX", "offsetY", "blur"], optional: ["spread", "inset"]) else { return nil }
        let c = color(f["color"]!, at: p.appending("color"))
        let x = partDimension(f["offsetX"]!, at: p.appending("offsetX"))
        let y = partDimension(f["offsetY"]!, at: p.appending("offsetY"))
        let blur = blurRadius(f["blur"]!, at: p.appending("blur"))
        let spread = f["spread"].map { partDimension($0, at: p.appending("spread")) } ?? 0
        if let inset = f["inset"], inset != .bool(false) {
            fail(p.appending("inset"), "inset shadows are not supported (SwiftUI has none)")
            return nil
        }
        guard let c, let x, let y, let blur, let spread else { return nil }
        return Shadow(color: c, offsetX: x, offsetY: y, blur: blur, spread: spread)
    }

    mutating func gradient(_ json: JSONValue, at p: JSONPointer) -> Gradient? {
        guard case .array(let items) = json, items.count >= 2 else {
            fail(p, "\(json.excerpt) is not a gradient (write an array of at least two {\"color\", \"position\"} stops)")
            return nil
        }
        var stops: [GradientStop] = []
        var ok = true
        var last = -Double.infinity
        for (i, item) in items.enumerated() {
            let sp = p.appending(i)
            guard let f = fields(item, at: sp, required: ["color", "position"], optional: []) else { ok = false; continue }
            let c = color(f["color"]!, at: sp.appending("color"))
            var position: Double?
            if case .number(let pos)? = f["position"] ?? nil {
                if !(0...1).contains(pos) {
                    fail(sp.appending("position"), "\(pos) is outside 0…1")
                } else if pos < last {
                    fail(sp.appending("position"), "\(f["position"]!.excerpt) comes before the previous stop's \(last == last.rounded() ? String(Int(last)) : String(last)); stops must be in order")
                } else {
                    position = pos
                    last = pos
                }
            } else if let v = f["position"], case .number(let pos)? = aliasValue(v, at: sp.appending("position"), expected: .number) {
                // The same checks as a literal position, on the value the alias stands for.
                let stated = "alias {\(Self.aliasPath(v)!)} is \(JSONValue.number(pos).excerpt)"
                if !(0...1).contains(pos) {
                    fail(sp.appending("position"), "\(stated), outside 0…1")
                } else if pos < last {
                    fail(sp.appending("position"), "\(stated), which comes before the previous stop's \(JSONValue.number(last).excerpt); stops must be in order")
                } else {
                    position = pos
                    last = pos
                }
            } else if let v = f["position"], Self.aliasPath(v) == nil {
                fail(sp.appending("position"), "\(v.excerpt) is not a number in 0…1")
            }
            if let c, let position { stops.append(GradientStop(color: c, position: position)) } else { ok = false }
        }
        return ok ? Gradient(stops: stops) : nil
    }

    mutating func typography(_ json: JSONValue, at p: JSONPointer) -> Typography? {
        guard let f = fields(json, at: p, required: ["fontFamily", "fontSize", "fontWeight"], optional: ["lineHeight", "letterSpacing"]) else { return nil }
        var family: FontFamily?
        if case .fontFamily(let v)? = part(f["fontFamily"]!, as: .fontFamily, at: p.appending("fontFamily")) { family = v }
        let size = typographyPart(f["fontSize"]!, at: p.appending("fontSize"), as: .dimension,
                                  ValueRanges.fontSize, ValueRanges.fontSizeText, noun: "a font size")
        var weight: Double?
        if case .fontWeight(let v)? = part(f["fontWeight"]!, as: .fontWeight, at: p.appending("fontWeight")) { weight = v }
        var lineHeight: Double??  = .some(nil)
        if let lh = f["lineHeight"] {
            let v = typographyPart(lh, at: p.appending("lineHeight"), as: .number,
                                   ValueRanges.lineHeight, ValueRanges.lineHeightText, noun: "a line height (a multiple of the font size)")
            lineHeight = v.map { .some($0) }
        }
        let spacing = f["letterSpacing"].map {
            typographyPart($0, at: p.appending("letterSpacing"), as: .dimension,
                           ValueRanges.letterSpacing, ValueRanges.letterSpacingText, noun: "a letter spacing")
        } ?? 0
        guard let family, let size, let weight, let lineHeight, let spacing else { return nil }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, lineHeight: lineHeight, letterSpacing: spacing)
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
        let alias = Self.aliasPath(json).map { "alias {\($0)} is \(JSONValue.number(v).excerpt)," }
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
        if type == .dimension, Self.aliasPath(json) == nil {
            // Its own range, which lies within every dimension's, says more than theirs.
            guard let v = dimensionPoints(json, at: p) else { return nil }
            value = v
        } else {
            switch part(json, as: type, at: p) {
            case .dimension(let v)?, .number(let v)?: value = v
            default: return nil
            }
        }
        guard range.contains(value) else {
            let unit = type == .dimension ? " pt" : ""
            let stated = Self.aliasPath(json).map { "alias {\($0)} is \(JSONValue.number(value).excerpt)\(unit), which" }
                ?? "\(JSONValue.number(value).excerpt)\(unit)"
            fail(p, "\(stated) is not \(noun) in \(rangeText)")
            return nil
        }
        return value
    }

    // MARK: Helpers

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
        for (key, value) in members {
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
