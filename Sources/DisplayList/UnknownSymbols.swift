extension Element {
    /// The accessibility trait of an `Image(systemName:)` whose SF Symbol proof's icon font
    /// has no glyph for: the element draws nothing.
    public static let unknownSymbolTrait = "unknownSymbol"

    /// The traits such an icon carries besides `isImage`: `unknownSymbolTrait`, and the
    /// symbol's name after "unknownSymbol:". The name is a trait, not read from the label,
    /// because `.accessibilityLabel(_:)` replaces an element's label but only adds traits.
    public static func unknownSymbolTraits(_ name: String) -> [String] {
        [unknownSymbolTrait, unknownSymbolTrait + ":" + name]
    }
}

extension DisplayList {
    /// The SF Symbol names this list asked for that proof cannot draw, each once, in drawing
    /// order — what `proof render` (and so `proof previews`) warns about, since such an icon
    /// is left out of the picture rather than guessed.
    public var unknownSymbols: [String] {
        let prefix = Element.unknownSymbolTrait + ":"
        var seen = Set<String>()
        return elements.compactMap { e in
            guard let trait = e.accessibilityTraits.first(where: { $0.hasPrefix(prefix) }) else { return nil }
            let name = String(trait.dropFirst(prefix.count))
            return seen.insert(name).inserted ? name : nil
        }
    }
}
