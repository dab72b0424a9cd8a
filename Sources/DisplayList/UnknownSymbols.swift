extension Element {
    /// The accessibility trait of an `Image(systemName:)` whose SF Symbol proof's icon font
    /// has no glyph for: the element draws nothing, and its label is the symbol's name.
    public static let unknownSymbolTrait = "unknownSymbol"
}

extension DisplayList {
    /// The SF Symbol names this list asked for that proof cannot draw, each once, in drawing
    /// order — what `proof render` (and so `proof previews`) warns about, since such an icon
    /// is left out of the picture rather than guessed.
    public var unknownSymbols: [String] {
        var seen = Set<String>()
        return elements.compactMap { e in
            guard e.accessibilityTraits.contains(Element.unknownSymbolTrait), let name = e.accessibilityLabel,
                  seen.insert(name).inserted else { return nil }
            return name
        }
    }
}
