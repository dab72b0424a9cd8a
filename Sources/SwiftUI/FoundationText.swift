extension Text {
    /// SwiftUI's `Text(_:tableName:bundle:comment:)`: the key's text in the development
    /// language (the bundle's tables are not read).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle?, comment: StaticString? = nil) {
        self.init(key.text)
    }

    /// SwiftUI's `Text(_:format:)`: `input` as `format` writes it (`.number`, `.percent`,
    /// dates), with Foundation's formatting in the en_US locale of the run.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(format.format(input))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// `"\(amount, specifier: "%.2f")"` inside a key: the number as the printf-style
    /// specifier writes it. Only one numeric conversion is honoured (flags, a width and a
    /// precision of at most 100, then d i o u x X f F e E g G a A), rebuilt for the value's
    /// own type, so a wrong or hostile specifier (`%s`, `%n`, `%9999999f`) writes the value
    /// plainly instead of reading or writing memory it should not.
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
        guard let spec = PrintfSpecifier(specifier), !spec.isInteger else { appendFormatted("\(Double(value))"); return }
        appendFormatted(spec.prefix + String(format: spec.format, Double(value)) + spec.suffix)
    }
    /// `"\(count, specifier: "%d")"` inside a key: the integer as the specifier writes it.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
        guard let spec = PrintfSpecifier(specifier) else { appendFormatted("\(value)"); return }
        if spec.isInteger, value < 0 || spec.isSigned {
            appendFormatted(spec.prefix + String(format: spec.format, Int64(clamping: value)) + spec.suffix)
        } else if spec.isInteger {
            // o u x X read the value unsigned: a UInt64 past Int64.max keeps its digits.
            appendFormatted(spec.prefix + String(format: spec.format, UInt64(clamping: value)) + spec.suffix)
        } else {
            appendFormatted(spec.prefix + String(format: spec.format, Double(value)) + spec.suffix)
        }
    }
    /// `"\(value, format: .number)"` inside a key.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendFormatted(format.format(value))
    }
}

/// One printf numeric conversion with literal text around it, rebuilt safely: the length
/// modifier is the value's (`ll` for integers, none for doubles), never the caller's.
struct PrintfSpecifier {
    let prefix: String, suffix: String, format: String, isInteger: Bool
    /// `d` or `i`: the integer read signed.
    var isSigned: Bool { format.hasSuffix("d") || format.hasSuffix("i") }

    init?(_ text: String) {
        let chars = Array(text)
        var percents: [Int] = []
        var i = 0
        while i < chars.count {
            if chars[i] == "%" {
                if i + 1 < chars.count, chars[i + 1] == "%" { i += 2; continue }
                percents.append(i)
            }
            i += 1
        }
        guard percents.count == 1, let start = percents.first else { return nil }
        var j = start + 1
        var flags = ""
        while j < chars.count, "-+ #0".contains(chars[j]) { flags.append(chars[j]); j += 1 }
        var width = ""
        while j < chars.count, chars[j].isASCII, chars[j].isNumber { width.append(chars[j]); j += 1 }
        var precision: String?
        if j < chars.count, chars[j] == "." {
            j += 1
            var p = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { p.append(chars[j]); j += 1 }
            precision = p
        }
        while j < chars.count, "hlqLztj".contains(chars[j]) { j += 1 }
        guard j < chars.count, "diouxXfFeEgGaA".contains(chars[j]),
              (Int(width) ?? 0) <= 100, (precision.flatMap { Int($0) } ?? 0) <= 100, width.count <= 3, (precision?.count ?? 0) <= 3 else { return nil }
        let conversion = chars[j]
        isInteger = "diouxX".contains(conversion)
        format = "%" + flags + width + (precision.map { "." + $0 } ?? "") + (isInteger ? "ll" : "") + String(conversion)
        func literal(_ part: ArraySlice<Character>) -> String { String(part).replacingOccurrences(of: "%%", with: "%") }
        prefix = literal(chars[..<start])
        suffix = literal(chars[(j + 1)...])
    }
}

extension Text {
    /// SwiftUI's `Text(_: AttributedString)`: the string's characters. Its runs' styles are
    /// not drawn: Foundation on Linux has no inline presentation intents or SwiftUI attribute
    /// scope to read them from, so a styled run draws in the text's own font and colour.
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
