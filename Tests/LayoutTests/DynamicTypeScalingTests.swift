import Layout
import Testing

/// `scaledFontSize`: a custom size grows in the proportion of its text style's HIG row.
struct DynamicTypeScalingTests {
    @Test func fortyFourRelativeToLargeTitleAtAX3() {
        // HIG: Large Title is 34 pt at Large and 52 pt at AX3 → 44 × 52 / 34 = 67.294117…
        let scaled = scaledFontSize(44, relativeTo: .largeTitle, at: .accessibilityExtraLarge)
        #expect(abs(scaled - 67.294_117_647_058_8) < 1e-12)
        #expect(scaled == 44.0 * 52.0 / 34.0)
    }

    @Test(arguments: TextStyle.allCases)
    func identityAtTheDefaultSize(_ style: TextStyle) {
        for size in [1.0, 9.5, 13, 17, 44, 100] {
            #expect(scaledFontSize(size, relativeTo: style, at: .large) == size)
        }
    }

    @Test func bodyIsTheDefaultStyle() {
        // HIG Body: 17 at Large, 53 at AX5 → 10 × 53 / 17 = 31.176470…
        #expect(scaledFontSize(10, at: .accessibilityExtraExtraExtraLarge) == 10.0 * 53.0 / 17.0)
        #expect(abs(scaledFontSize(10, at: .accessibilityExtraExtraExtraLarge) - 31.176_470_588_235_3) < 1e-12)
        #expect(scaledFontSize(34, at: .extraSmall) == 28) // 34 × 14 / 17
    }

    @Test func followsFlatRowsBelowLarge() {
        // Footnote: 12, 12, 12 below its 13 at Large → 26 pt becomes 24 at all three.
        for category in [ContentSizeCategory.extraSmall, .small, .medium] {
            #expect(scaledFontSize(26, relativeTo: .footnote, at: category) == 24)
        }
        // Caption 2 is 11 from xSmall to Large: nothing shrinks.
        #expect(scaledFontSize(11, relativeTo: .caption2, at: .extraSmall) == 11)
        // Caption 2 at AX5 is 40: 22 × 40 / 11 = 80.
        #expect(scaledFontSize(22, relativeTo: .caption2, at: .accessibilityExtraExtraExtraLarge) == 80)
    }

    @Test(arguments: TextStyle.allCases)
    func aStylesOwnSizeScalesOntoItsOwnRow(_ style: TextStyle) {
        let base = style.pointSize(at: .large)
        for category in ContentSizeCategory.allCases {
            #expect(abs(scaledFontSize(base, relativeTo: style, at: category) - style.pointSize(at: category)) < 1e-12)
        }
    }
}

/// `Font.scaled(_:)`: the seed's `.font(.scaled(.system(size: baseline)))` (AirFit §9).
struct ScaledFontTests {
    func points(_ font: Font, at category: ContentSizeCategory) -> Double {
        var env = EnvironmentValues()
        env.contentSize = category
        return font.resolved(in: env).size
    }

    @Test func aHeadlineGrowsAsTheTextStyleNearestItsSize() {
        // 34 pt is Large Title's own size: 52 pt at AX XL (HIG), not body's ×40/17 = 80 pt.
        #expect(points(.scaled(.system(size: 34, weight: .thin, design: .rounded)), at: .accessibilityExtraLarge) == 52)
        // 44 pt is nearest Large Title too: 44 × 52 / 34.
        #expect(points(.scaled(.system(size: 44)), at: .accessibilityExtraLarge) == 44.0 * 52.0 / 34.0)
        // 28 pt is Title's size: 48 at AX XL; 17 pt is Headline's and Body's: 40.
        #expect(points(.scaled(.system(size: 28)), at: .accessibilityExtraLarge) == 48)
        #expect(points(.scaled(.system(size: 17)), at: .accessibilityExtraLarge) == 40)
        // Unchanged at the default size, and a plain .system(size:) never scales.
        #expect(points(.scaled(.system(size: 34)), at: .large) == 34)
        #expect(points(.system(size: 34), at: .accessibilityExtraLarge) == 34)
    }

    @Test func anExplicitStyleWins() {
        #expect(points(.scaled(.system(size: 34), relativeTo: .body), at: .accessibilityExtraLarge) == 34.0 * 40.0 / 17.0)
    }

    @Test func aTextStyleFontIsLeftAsItIs() {
        #expect(Font.scaled(.headline) == .headline)
    }

    @Test func nearestStyle() {
        #expect(TextStyle.nearest(toPointSize: 64) == .largeTitle)
        #expect(TextStyle.nearest(toPointSize: 36) == .largeTitle)
        #expect(TextStyle.nearest(toPointSize: 22) == .title2)
        #expect(TextStyle.nearest(toPointSize: 11) == .caption2)
        #expect([TextStyle.headline, .body].contains(TextStyle.nearest(toPointSize: 17)))
    }
}
