import DisplayList
import Inspect
import Tokens

/// Every colour with its hex, alpha and WCAG contrast against white and black — the two
/// backdrops a colour most often meets — graded AA / AA large / fail.
struct ColorSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let colours = tokens.tokens.filter { $0.type == .color }
        guard !colours.isEmpty else { return }
        canvas.section("Colours", note: "\(colours.count) colour\(colours.count == 1 ? "" : "s"). Contrast is WCAG 2.2 of the colour (composited first when translucent) on white and on black: AA needs 4.5:1 for text, AA large 3:1.")
        canvas.grid(count: colours.count, columns: 5) { canvas, i, cell in
            let token = colours[i]
            guard case .color(let c) = token.value else { return 0 }
            let pad = 10.0
            let swatch = Rect(x: cell.x + pad, y: cell.y + pad, width: cell.width - 2 * pad, height: 64)
            let textWidth = cell.width - 2 * pad
            let name = shortName(token.path)
            let alpha = c.a < 1 ? "  ·  \(formatNumber(c.a * 100, places: 1)) %" : ""
            let lines: [(String, FontSpec, RGBA)] = [
                (name, SheetStyle.cardTitle, SheetStyle.ink),
                (c.hex + alpha, SheetStyle.cardBody, SheetStyle.secondaryInk),
            ]
            var height = pad + swatch.height + 10
            for (s, f, _) in lines { height += canvas.textHeight(s, width: textWidth, font: f, lineLimit: 2) + 3 }
            height += 2 * 22 + pad
            canvas.card(Rect(x: cell.x, y: cell.y, width: cell.width, height: height), radius: 14)
            canvas.swatch(swatch, paint: .solid(c), radius: 8, translucent: c.a < 1)
            var y = swatch.maxY + 10
            for (s, f, colour) in lines {
                y += canvas.text(s, x: cell.x + pad, y: y, width: textWidth, font: f, color: colour, lineLimit: 2, id: "colour") + 3
            }
            for (label, backdrop) in [("on white", RGBA.white), ("on black", RGBA.black)] {
                let v = ContrastVerdict(foreground: c, background: backdrop)
                canvas.text(label, x: cell.x + pad, y: y + 3, width: 60, font: SheetStyle.cardBody, color: SheetStyle.tertiaryInk, id: "colour")
                let grade = v.aaNormal ? "AA" : v.aaLarge ? "AA large" : "fail"
                canvas.badge("\(v.ratioText) \(grade)", pass: v.aaLarge, x: cell.x + pad + 62, y: y + 1)
                y += 22
            }
            return height
        }
    }
}
