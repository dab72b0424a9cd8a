extension String {
    /// The text with everything that could break it over lines or reorder it on a terminal
    /// written as a visible escape: control characters (`\n`, `\r`, `\t`, `\u{0}` …), the
    /// Unicode line and paragraph separators, and bidirectional overrides. Error lines
    /// quote names and values from the user's file; DESIGN.md promises one line per error.
    public var escapingLineBreaks: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            guard Self.needsEscape(scalar) else { out.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F
        }
    }
}
