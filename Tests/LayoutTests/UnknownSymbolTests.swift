import DisplayList
import Layout
import Testing

/// An SF Symbol proof's icon font has no glyph for draws nothing and is named in
/// `DisplayList.unknownSymbols` (what `proof render` warns about), once, in drawing order.
@Suite struct UnknownSymbolTests {
    @Test func unknownSymbolsAreNamedOnceInOrderAndKnownOnesNot() {
        let list = ScreenLayout.layout(
            VStack {
                Image(systemName: "no.such.symbol")
                Image(systemName: "flame.fill")
                Label("Share", systemImage: "square.and.arrow.up.trianglebadge.exclamationmark")
                Image(systemName: "no.such.symbol")
                // A label replaces the element's label, not the symbol's name.
                Image(systemName: "xmark.circle.badge").accessibilityLabel("Close")
            },
            in: Rect(x: 0, y: 0, width: 300, height: 500), environment: EnvironmentValues(), measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(list.unknownSymbols == ["no.such.symbol", "square.and.arrow.up.trianglebadge.exclamationmark", "xmark.circle.badge"])
        // The known symbol is drawn; the unknown ones are elements with nothing to draw.
        let icons = list.elements.filter { $0.accessibilityTraits.contains("isImage") }
        #expect(icons.map { $0.accessibilityTraits.contains(Element.unknownSymbolTrait) } == [true, false, true, true, true])
        #expect(icons.filter { $0.accessibilityTraits.contains(Element.unknownSymbolTrait) }.allSatisfy { $0.text?.string == "" })
    }

    @Test func theNameIsATraitBesideTheMark() {
        #expect(Element.unknownSymbolTraits("a.b") == ["unknownSymbol", "unknownSymbol:a.b"])
    }

    @Test func aListWithEveryIconKnownNamesNone() {
        let list = ScreenLayout.layout(Image(systemName: "flame.fill"), in: Rect(x: 0, y: 0, width: 100, height: 100),
                                       environment: EnvironmentValues(), measurer: FixedAdvanceMeasurer(), rootName: "root")
        #expect(list.unknownSymbols.isEmpty)
        #expect(list.elements.contains { $0.accessibilityTraits.contains("symbol") })
    }
}
