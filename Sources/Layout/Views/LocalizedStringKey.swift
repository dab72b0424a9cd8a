/// SwiftUI's `LocalizedStringKey`: the key of a localised string, written as a string
/// literal with interpolations (`"Hello \(name)"`). DesignProof draws the development
/// language: the key's text, its interpolations filled in.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text as drawn (the key with its interpolated values).
    public let text: String

    /// The key `value` (`LocalizedStringKey("title")`).
    public init(_ value: String) { text = value }
    /// The key written as a literal.
    public init(stringLiteral value: String) { text = value }
    /// The key written with interpolations.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// Room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
        /// A literal part.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// An interpolated value, as `String(describing:)` writes it.
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// A formatted value (the SwiftUI module's `appendInterpolation(_:format:)` appends with it).
        public mutating func appendFormatted(_ formatted: String) { text += formatted }
        /// Interpolated text (`Text` inside a key is drawn as its string).
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
    }
}

extension Text {
    /// SwiftUI's `Text(_ key: LocalizedStringKey)`: the key's text, in the development language.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) { self.init(key.text) }
    /// SwiftUI's `Text(_:)` for any string value (not a literal).
    public init<S: StringProtocol>(_ content: S) { self.init(String(content)) }
}
