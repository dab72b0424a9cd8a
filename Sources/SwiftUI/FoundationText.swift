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
    /// `"\(value, format: .number)"` inside a key.
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendFormatted(format.format(value))
    }
}
