import DisplayList
import Inspect
import Tokens

/// Every colour with its hex, alpha and WCAG contrast against white and black — the two
/// backdrops a colour most often meets. Light and dark variants of one colour share a card.
struct ColorSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let colours = tokens.tokens.filter { $0.type == .color }
        guard !colours.isEmpty else { return }
        let pairs = AppearancePair.group(colours)
        canvas.section("Colours", note: "\(colours.count) colour\(colours.count == 1 ? "" : "s"); light and dark variants share a card. Badges give the WCAG 2.2 ratio of each colour (composited first when translucent) on white (W) and on black (B): green passes AA large (\(WCAGLevel.aaLarge.ratioText):1), red does not; \"AA\" marks \(WCAGLevel.aaNormal.ratioText):1 for body text.")
        let drawn = canvas.grid(count: pairs.count, columns: 5, rowGap: 16) { canvas, i, cell in
            let pair = pairs[i]
            let variants = pair.all
            let pad = 10.0
            let gap = 6.0
            let textWidth = cell.width - 2 * pad
            let swatchWidth = (textWidth - Double(variants.count - 1) * gap) / Double(variants.count)
            let nameHeight = canvas.textHeight(shortName(pair.base), width: textWidth, font: SheetStyle.cardTitle, lineLimit: 2)
            let variantHeight = 17.0 + 20
            let height = pad + 52 + 8 + nameHeight + 4 + Double(variants.count) * variantHeight + pad - 4
            canvas.card(Rect(x: cell.x, y: cell.y, width: cell.width, height: height), radius: 14)
            for (k, (_, token)) in variants.enumerated() {
                guard case .color(let c) = token.value else { continue }
                canvas.swatch(Rect(x: cell.x + pad + Double(k) * (swatchWidth + gap), y: cell.y + pad, width: swatchWidth, height: 52),
                              paint: .solid(c), radius: 8, translucent: c.a < 1, darkChecker: c.relativeLuminance > 0.5)
            }
            var y = cell.y + pad + 52 + 8
            y += canvas.text(shortName(pair.base), x: cell.x + pad, y: y, width: textWidth, font: SheetStyle.cardTitle,
                             color: SheetStyle.ink, lineLimit: 2, id: "colour") + 4
            for (label, token) in variants {
                guard case .color(let c) = token.value else { continue }
                let alpha = c.a < 1 ? " · \(formatNumber(c.a * 100, places: 1)) %" : ""
                canvas.text((label.map { $0 + "  " } ?? "") + c.hex + alpha, x: cell.x + pad, y: y, width: textWidth,
                            font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, lineLimit: 1, id: "colour")
                y += 17
                var x = cell.x + pad
                for (mark, backdrop) in [("W", RGBA.white), ("B", RGBA.black)] {
                    let v = ContrastVerdict(foreground: c, background: backdrop)
                    x += canvas.badge("\(mark) \(v.ratioText)\(v.aaNormal ? " AA" : "")", pass: v.aaLarge, x: x, y: y) + 6
                }
                y += 20
            }
            return height
        }
        canvas.more(drawn: drawn, of: pairs.count, "colour cards")
    }
}
