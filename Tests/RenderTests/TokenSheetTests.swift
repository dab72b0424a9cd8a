import AppSupport
import DisplayList
import Foundation
import Render
import TestSupport
import Testing
import Tokens

@Suite struct TokenSheetTests {
    static let root = Checkout.root

    /// AirFit's tokens as a file of `.light`/`.dark` pairs states them (the form a team's
    /// single token file takes, and AirFit's own until it became a resolver document): the
    /// app's normalised tokens without the base token of each pair — 94 + 2 × 14 − 14 = 108.
    static func airFitPairs() throws -> TokenSet {
        let app = try DesignApps.appTokens(at: root + "/tokens/airfit.resolver.json")
        let paired = Set(app.tokens.map(\.path).filter { $0.hasSuffix(".light") }.map { String($0.dropLast(".light".count)) })
        return TokenSet(file: app.file, system: app.system, description: app.description, tokens: app.tokens.filter { !paired.contains($0.path) },
                        groupDescriptions: app.groupDescriptions, warnings: app.warnings)
    }

    @Test func airFitSheetShowsEveryGradientAndColour() throws {
        let tokens = try Self.airFitPairs()
        let text = PangoText()
        let list = TokenSheet(tokens: tokens, scale: 1).displayList(measuringWith: text)
        // A card's name may wrap only between words: a zero-width space marks each camel-case
        // and dot boundary (`peach|Rose`, `text.|secondary`), which the comparisons below drop.
        let drawn = list.elements.compactMap(\.text?.string)
        #expect(drawn.contains("peach\u{200B}Rose"))
        #expect(drawn.contains("ring.\u{200B}progress\u{200B}Start"))
        let strings = drawn.map { $0.replacingOccurrences(of: "\u{200B}", with: "") }
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

extension TokenSheetTests {
    /// Each spring card gives SwiftUI's three forms one a line, the written one in ink and
    /// the converted two in tertiary ink, then its settling time and overshoot. glassIn is
    /// written k 130, c 12: response = duration = 2π/√130 = 0.55 s, ζ = 0.53, bounce 0.47,
    /// overshoot e^(−πζ/√(1 − ζ²)) = 14.3 %; transition is written duration 0.5, bounce 0.
    @Test func springCardsShowThreeForms() throws {
        let tokens = try Self.airFitPairs()
        let list = TokenSheet(tokens: tokens, scale: 1).displayList(measuringWith: PangoText())
        let texts = list.elements.compactMap { e in e.text.map { ($0.string, $0.paint) } }
        func ink(_ string: String) -> Paint? { texts.first { $0.0 == string }?.1 }
        #expect(ink("k 130 · c 12 · m 1") == .solid(RGBA(hex: "#1D1D1F")!))
        #expect(ink("response 0.55 · ζ 0.53") == .solid(RGBA(hex: "#86868B")!))
        #expect(ink("duration 0.55 · bounce 0.47") == .solid(RGBA(hex: "#86868B")!))
        #expect(ink("settles in 1.11 s") != nil && ink("overshoots 14.3 %") != nil)
        #expect(ink("k 157.91 · c 25.13 · m 1") == .solid(RGBA(hex: "#86868B")!))
        #expect(ink("response 0.5 · ζ 1") == .solid(RGBA(hex: "#86868B")!))
        #expect(ink("duration 0.5 · bounce 0") == .solid(RGBA(hex: "#1D1D1F")!))
        #expect(ink("no overshoot") != nil)
        // Every caption line fits its card on one line (none is taller than one line of 12.5 pt).
        let captionLines = list.elements.filter { e in
            guard let s = e.text?.string else { return false }
            return ["k ", "response ", "duration ", "settles in ", "overshoots ", "no overshoot"].contains { s.hasPrefix($0) }
        }
        #expect(captionLines.count == 10)
        #expect(captionLines.allSatisfy { $0.frame.height < 20 }, "\(captionLines.map { ($0.text!.string, $0.frame.height) })")
    }
}

enum AirFitNames {
    static let gradients = ["peachRose", "mintAqua", "lilacBlush", "skyLavender", "sageMelon", "butterLemon",
                            "icePeriwinkle", "rosewoodPlum", "coralMist", "sproutMint", "dawnPeach", "duskBerry"]
}
