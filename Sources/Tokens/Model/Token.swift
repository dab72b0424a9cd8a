/// One design token after loading: its dotted path, type and resolved value.
public struct Token: Hashable, Sendable {
    /// Dotted path from the root, e.g. `gradient.peachRose.light`.
    public let path: String
    public let value: TokenValue
    public let description: String?
    /// Where the token object sits in its file.
    public let pointer: JSONPointer
    /// True when the token lives under the root `$extensions["dev.designproof"]`.
    public let isExtension: Bool

    public var type: TokenType { value.type }
    /// The last path component.
    public var name: String { String(path.split(separator: ".").last ?? "") }
}
