/// A token as found in the file, before its value is resolved and checked.
struct RawToken {
    let path: String
    let pointer: JSONPointer
    /// `$type` of the token or of the nearest group above it; nil when neither states one
    /// (allowed only when the value is an alias, which then lends its type).
    let declaredType: TokenType?
    let value: JSONValue
    let description: String?
    let extensions: JSONValue?
    let isExtension: Bool
    /// A `$type` on the token or a group above it was invalid (and reported there), so
    /// a missing type is not reported again.
    let typeReported: Bool
    /// `$deprecated` as inherited (see `Token.deprecated`).
    let deprecated: String?
    var valuePointer: JSONPointer { pointer.appending("$value") }
}
