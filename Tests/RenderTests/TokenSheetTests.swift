import AppSupport
import DisplayList
import Foundation
import Render
import Testing
import Tokens

@Suite struct TokenSheetTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @Test func airFitSheetShowsEveryGradientAndColour() throws {
        let tokens = try TokenLoader.load(path: Self.root + "/tokens/airfit.tokens.json")
        let text = PangoText()
        let list = TokenSheet(tokens: tokens, scale: 1).displayList(measuringWith: text)
        let strings = list.elements.compactMap(\.text?.string)
        #expect(strings.contains("AirFit"))
        for name in AirFitNames.gradients { #expect(strings.contains(name), "gradient \(name) is labelled") }
        #expect(strings.contains("Light  #FDE4D2 → #F9C7D6"))
        #expect(strings.contains("Dark  #362128 → #412932"))
        #expect(strings.contains("W 21.00 AA"), "black on white is graded")
        #expect(strings.contains("W 3.44"), "secondary label (60 % #3C3C43) on white fails AA normal and shows no AA mark")
        // Every gradient swatch is drawn with its token's gradient.
        let swatches = list.elements.compactMap { e -> Gradient? in
            if case .linearGradient(let g, _, _)? = e.fill { return g } else { return nil }
        }
        #expect(swatches.count == 24)

        // The first gradient swatch (peachRose light) shows its start colour at its top-left.
        let raster = try CairoRenderer(text: text).render(list)
        guard let first = list.elements.first(where: { if case .linearGradient? = $0.fill { return true } else { return false } }) else { return }
        let p = raster.pixel(x: Int(first.frame.x) + 4, y: Int(first.frame.y) + 4)
        #expect(deltaE2000(p, RGBA(hex: "#FDE4D2")!) < 1.5)
    }
}

enum AirFitNames {
    static let gradients = ["peachRose", "mintAqua", "lilacBlush", "skyLavender", "sageMelon", "butterLemon",
                            "icePeriwinkle", "rosewoodPlum", "coralMist", "sproutMint", "dawnPeach", "duskBerry"]
}
