/// One design token after loading: its dotted path, type and resolved value.
public struct Token: Hashable, Sendable {
    /// Dotted path from the root, e.g. `gradient.peachRose.light`.
    public let path: String
    /// The resolved, range-checked value; references followed.
    public let value: TokenValue
    /// The token's `$description`, if it has one.
    public let description: String?
    /// Where the token object sits in its file.
    public let pointer: JSONPointer
    /// True when the token lives under the root `$extensions["dev.designproof"]`.
    public let isExtension: Bool
    /// `$deprecated` of the token or the nearest group above it: nil when not deprecated,
    /// "" when deprecated without a reason, else the reason as written.
    public let deprecated: String?
    /// How the value was written, where exports keep more than the value (see `AuthoredForm`).
    public let authored: AuthoredForm

    /// A loaded token (the loader builds these).
    public init(path: String, value: TokenValue, description: String?, pointer: JSONPointer, isExtension: Bool, deprecated: String? = nil,
                authored: AuthoredForm = .plain) {
        self.path = path; self.value = value; self.description = description
        self.pointer = pointer; self.isExtension = isExtension; self.deprecated = deprecated
        self.authored = authored
    }

    /// The token's type, as its value has it.
    public var type: TokenType { value.type }
    /// The last path component.
    public var name: String { String(path.split(separator: ".").last ?? "") }
}
