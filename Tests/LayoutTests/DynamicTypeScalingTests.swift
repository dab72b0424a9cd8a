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
