import DisplayList
import Tokens

/// Radii as rounded squares, everything else as a bar of its length in points.
struct DimensionSection {
    let tokens: TokenSet

    func draw(on canvas: inout SheetCanvas) {
        let dims = tokens.tokens.filter { $0.type == .dimension && !$0.path.hasPrefix("motion.") }
        guard !dims.isEmpty else { return }
        canvas.section("Dimensions", note: "\(dims.count) radii, sizes and spacings in points (1 pt = 1 px in the token file). Radii are drawn as continuous-corner squares, lengths as bars at 1:1.")
        let drawn = canvas.grid(count: dims.count, columns: 4, rowGap: 12) { canvas, i, cell in
            let token = dims[i]
            guard case .dimension(let v) = token.value else { return 0 }
            let isRadius = token.path.lowercased().contains("radius") || token.path.lowercased().contains("corner")
            let height = 80.0
            canvas.card(Rect(x: cell.x, y: cell.y, width: cell.width, height: height), radius: 14)
            let pad = 14.0
            if isRadius {
                let side = 52.0
                canvas.add(.shape(canvas.id("radius"), Rect(x: cell.x + pad, y: cell.y + 14, width: side, height: side),
                                  .roundedRectangle(cornerRadius: min(v, side / 2), style: .continuous),
                                  fill: .solid(RGBA(hex: "#EEF2FB")!), stroke: Stroke(.solid(SheetStyle.plot), width: 1.5, inside: true)))
            }
            let textX = cell.x + pad + (isRadius ? 66 : 0)
            let textWidth = cell.maxX - pad - textX
            var y = cell.y + 14
            y += canvas.text(shortName(token.path), x: textX, y: y, width: textWidth, font: SheetStyle.cardTitle, color: SheetStyle.ink, lineLimit: 1, id: "dimension") + 2
            canvas.text("\(formatNumber(v)) pt", x: textX, y: y, width: textWidth, font: SheetStyle.cardBody, color: SheetStyle.secondaryInk, id: "dimension")
            if !isRadius {
                let barWidth = min(max(v, 1), textWidth)
                canvas.add(.shape(canvas.id("bar"), Rect(x: textX, y: cell.y + height - 26, width: barWidth, height: 10),
                                  .roundedRectangle(cornerRadius: 2, style: .circular), fill: .solid(SheetStyle.plot)))
                if v > textWidth {
                    canvas.text("→ \(formatNumber(v)) pt", x: textX, y: cell.y + height - 28, width: textWidth - 4, font: SheetStyle.badge,
                                color: .white, alignment: .trailing, id: "dimension")
                }
            }
            return height
        }
        canvas.more(drawn: drawn, of: dims.count, "dimensions")
    }
}
