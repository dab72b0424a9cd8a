import DisplayList
import Tokens

/// The type scale drawn at its real size in the faces we render with, with family, size,
/// weight and line height beside each sample.
struct TypeSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let styles = tokens.tokens.filter { $0.type == .typography }
        let families = tokens.tokens.filter { $0.type == .fontFamily }
        guard !styles.isEmpty || !families.isEmpty else { return }
        let substitutes = families.compactMap { t -> String? in
            guard case .fontFamily(let f) = t.value else { return nil }
            return clipped("\(f.names.first ?? f.renderWith) → \(f.renderWith)" + (f.debianPackage.map { " (\($0))" } ?? ""), SheetLimits.nameLength)
        }
        canvas.section("Type", note: "\(styles.count) text style\(styles.count == 1 ? "" : "s"), drawn with the Linux substitutes: "
                       + listed(substitutes, separator: "; ") + ". Quicksand's lightest face is Light 300, so thinner rounded weights draw at 300.")
        let x = SheetStyle.margin
        let metaWidth = 300.0
        let sampleX = x + metaWidth + 32
        let sampleWidth = SheetStyle.contentWidth - metaWidth - 32 - 24
        let start = canvas.y
        var drawn = 0
        for token in styles.prefix(SheetLimits.itemsPerSection) where canvas.y - start < SheetLimits.sectionHeight {
            guard case .typography(let t) = token.value else { continue }
            drawn += 1
            let font = FontSpec(family: t.fontFamily.renderWith, size: t.fontSize, weight: t.fontWeight,
                                letterSpacing: t.letterSpacing)
            let sample = Self.sample(for: t.fontFamily)
            let sampleHeight = canvas.textHeight(sample, width: sampleWidth, font: font, lineLimit: 1)
            let meta = "\(clipped(t.fontFamily.names.first ?? t.fontFamily.renderWith, SheetLimits.nameLength)) · \(formatNumber(t.fontSize)) pt · weight \(formatNumber(t.fontWeight))"
                + (t.lineHeight.map { " · line \(formatNumber($0))×" } ?? "")
                + (t.letterSpacing != 0 ? " · tracking \(formatNumber(t.letterSpacing))" : "")
            let note = clipped(token.description ?? "", SheetLimits.noteLength)
            let metaHeight = canvas.textHeight(shortName(token.path), width: metaWidth, font: SheetStyle.cardTitle)
                + 4 + canvas.textHeight(meta, width: metaWidth, font: SheetStyle.cardBody)
                + (note.isEmpty ? 0 : 4 + canvas.textHeight(note, width: metaWidth, font: SheetStyle.cardBody, lineLimit: 2))
            let height = max(sampleHeight, metaHeight) + 28
            canvas.card(Rect(x: x, y: canvas.y, width: SheetStyle.contentWidth, height: height), radius: 14)
            var y = canvas.y + 14
            y += canvas.text(shortName(token.path), x: x + 20, y: y, width: metaWidth - 20, font: SheetStyle.cardTitle, color: SheetStyle.ink, id: "type") + 4
            y += canvas.text(meta, x: x + 20, y: y, width: metaWidth - 20, font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, id: "type")
            if !note.isEmpty {
                canvas.text(note, x: x + 20, y: y + 4, width: metaWidth - 20, font: SheetStyle.cardBody, color: SheetStyle.tertiaryInk, lineLimit: 2, id: "type")
            }
            canvas.text(sample, x: sampleX, y: canvas.y + (height - sampleHeight) / 2, width: sampleWidth, font: font,
                        color: SheetStyle.ink, lineLimit: 1, id: "type.sample")
            canvas.y += height + 10
        }
        canvas.y -= 10
        canvas.more(drawn: drawn, of: styles.count, "text styles")
    }

    static func sample(for family: FontFamily) -> String {
        if family.renderWith.lowercased().contains("emoji") { return "🔥 🥩 🍞 🥑 ⚡ 🎯 😴" }
        return "Daily progress 1,920 kcal"
    }
}
