extension TokenSet {
    /// This set with the values of some of its tokens replaced: how a proposal's overlay
    /// (`proof render --apply-proposals`) changes a design without editing its token file.
    /// Only values change — paths, order, descriptions and pointers stay, so errors still
    /// point into the file. An override is a resolved value: a token that refers to the
    /// one overridden keeps the value it resolved to when the file was loaded.
    ///
    /// Throws naming the file when a path is not a token of the set (with the nearest one)
    /// or when the new value is of another type than the token's.
    public func overriding(_ values: [String: TokenValue]) throws(TokenError) -> TokenSet {
        guard !values.isEmpty else { return self }
        var tokens = self.tokens
        var position: [String: Int] = [:]
        for (i, t) in tokens.enumerated() { position[t.path] = i }
        for (path, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let i = position[path] else {
                throw TokenError(file: file, location: .file, message: "no token \(path) to override\(suggestion(for: path))")
            }
            let old = tokens[i]
            // A curve may become a spring (a linear curve replaced by the app's standard
            // spring): both say how a value moves, and readers of curves take either.
            guard old.type == value.type || (old.type == .cubicBezier && value.type == .spring) else {
                throw TokenError(file: file, pointer: old.pointer, message: "token \(path) is a \(old.type.noun); an override of it cannot be a \(value.type.noun)")
            }
            tokens[i] = Token(path: old.path, value: value, description: old.description, pointer: old.pointer,
                              isExtension: old.isExtension, deprecated: old.deprecated)
        }
        return TokenSet(file: file, system: system, description: description, tokens: tokens, groupDescriptions: groupDescriptions,
                        warnings: warnings)
    }
}
