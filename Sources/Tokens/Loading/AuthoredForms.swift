/// What `Token.authored` keeps of how a value was written (see `AuthoredForm`), read from
/// the value as written once the token has resolved — so it never adds an error.
extension Resolver {
    /// The form of `raw`, whose value resolved to `value`.
    func authoredForm(of raw: RawToken, value: TokenValue) -> AuthoredForm {
        var form = AuthoredForm()
        if let path = Self.aliasPath(raw.value), resolved[path] != nil {
            form.alias = path
        } else if let ref = Self.refPointer(raw.value), let parts = Self.pointerTokens(ref) {
            let tokenParts = parts.last == "$value" ? Array(parts.dropLast()) : parts
            if let path = tokenPath(at: JSONPointer(tokenParts)), resolved[path] != nil { form.alias = path }
        }
        guard form.alias == nil else { return form }
        switch value {
        case .dimension(let points): form.rem = Self.remCount(raw.value, points: points)
        case .color: form.wideColor = Self.wideColor(raw.value)
        default: break
        }
        return form
    }

    /// The number of rem of a dimension written `{"value": 1.5, "unit": "rem"}` (or, in an
    /// older file, `"1.5rem"`), when `points` is what the loader made of it.
    static func remCount(_ json: JSONValue, points: Double) -> Double? {
        if json["unit"]?.stringValue == "rem", let n = json["value"]?.numberValue, n * 16 == points { return n }
        if let text = json.stringValue, text.hasSuffix("rem"), let n = Double(text.dropLast(3)), n * 16 == points { return n }
        return nil
    }

    /// A colour object in a space other than sRGB whose colour lies outside sRGB (by more
    /// than the half step the loader forgives), with literal components.
    static func wideColor(_ json: JSONValue) -> WideColor? {
        guard let name = json["colorSpace"]?.stringValue, let space = DTCGColorSpace(rawValue: name), space != .srgb,
              case .array(let items)? = json["components"], items.count == 3 else { return nil }
        var components: [Double?] = []
        for item in items {
            if item == .string("none") { components.append(nil) } else if let n = item.numberValue { components.append(n) } else { return nil }
        }
        let alphaJSON = json["alpha"]
        guard let alpha = alphaJSON == nil ? 1 : alphaJSON?.numberValue else { return nil }
        let rgb = space.encodedSRGB(components.map { $0 ?? 0 })
        let tolerance = 0.5 / 255
        let outside = [rgb.r, rgb.g, rgb.b].contains { $0 < -tolerance || $0 > 1 + tolerance }
        guard outside, [rgb.r, rgb.g, rgb.b].allSatisfy(\.isFinite) else { return nil }
        return WideColor(space: space, components: components, alpha: alpha, extendedSRGB: [rgb.r, rgb.g, rgb.b])
    }
}
