import DisplayList
import Tokens

/// Every gradient as it is drawn on screen (.topLeading → .bottomTrailing), light and dark
/// side by side, with the stop colours.
struct GradientSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let pairs = AppearancePair.group(tokens.tokens.filter { $0.type == .gradient })
        guard !pairs.isEmpty else { return }
        canvas.section("Gradients", note: "\(pairs.count) gradient\(pairs.count == 1 ? "" : "s"), drawn as the screens draw them: linear from top-leading to bottom-trailing. Stops are listed in order.")
        let drawn = canvas.grid(count: pairs.count, columns: 4) { canvas, i, cell in
            let pair = pairs[i]
            let variants = pair.all
            let pad = 12.0
            let gap = 8.0
            let swatchWidth = (cell.width - 2 * pad - Double(variants.count - 1) * gap) / Double(variants.count)
            let swatchHeight = 132.0
            var lines: [String] = []
            for (label, token) in variants {
                guard case .gradient(let g) = token.value else { continue }
                let stops = listed(g.stops.map(\.color.hex), separator: " → ")
                lines.append((label.map { $0 + "  " } ?? "") + stops)
            }
            let textWidth = cell.width - 2 * pad
            let titleHeight = canvas.textHeight(shortName(pair.base), width: textWidth, font: SheetStyle.cardTitle)
            let bodyHeight = lines.reduce(0.0) { $0 + canvas.textHeight($1, width: textWidth, font: SheetStyle.cardBody) + 2 }
            let height = pad + swatchHeight + 12 + titleHeight + 6 + bodyHeight + pad
            canvas.card(Rect(x: cell.x, y: cell.y, width: cell.width, height: height))
            for (k, (_, token)) in variants.enumerated() {
                guard case .gradient(let g) = token.value else { continue }
                let frame = Rect(x: cell.x + pad + Double(k) * (swatchWidth + gap), y: cell.y + pad, width: swatchWidth, height: swatchHeight)
                canvas.swatch(frame, paint: .linearGradient(g, start: .topLeading, end: .bottomTrailing), radius: 10)
            }
            var y = cell.y + pad + swatchHeight + 12
            y += canvas.text(shortName(pair.base), x: cell.x + pad, y: y, width: textWidth, font: SheetStyle.cardTitle, color: SheetStyle.ink, id: "gradient")
            y += 6
            for line in lines {
                y += canvas.text(line, x: cell.x + pad, y: y, width: textWidth, font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, id: "gradient") + 2
            }
            return height
        }
        canvas.more(drawn: drawn, of: pairs.count, "gradients")
    }
}
