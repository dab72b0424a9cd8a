import Testing
import Tokens

/// WCAG 2.2 relative luminance and contrast ratio. Expected ratios are the ones the WebAIM
/// contrast checker publishes for these pairs, and exact values of the formula.
struct ColorWCAGContrastTests {
    private func color(_ hex: String) -> RGBA { RGBA(hex: hex)! }

    @Test func luminanceEndpointsAndGrey() {
        #expect(RGBA.white.relativeLuminance == 1)
        #expect(RGBA.black.relativeLuminance == 0)
        // #777777: 119/255 = 0.466667 → ((0.466667 + 0.055) / 1.055)^2.4 = 0.184475.
        #expect(abs(color("#777777").relativeLuminance - 0.184475) < 1e-6)
        // Pure channels give the coefficients themselves.
        #expect(abs(color("#00FF00").relativeLuminance - 0.7152) < 1e-15)
    }

    @Test func blackOnWhiteIsExactly21AndSameIsOne() {
        #expect(contrastRatio(.black, .white) == 21)
        #expect(contrastRatio(.white, .white) == 1)
        #expect(contrastRatio(color("#3A7BD5"), color("#3A7BD5")) == 1)
    }

    @Test func greysAgainstWhiteMatchWebAIM() {
        // WebAIM: #777777 on #FFFFFF = 4.48:1 (fails AA); #767676 = 4.54:1 (passes).
        #expect(abs(contrastRatio(color("#777777"), .white) - 4.478089) < 1e-6)
        #expect(abs(contrastRatio(color("#767676"), .white) - 4.542225) < 1e-6)
    }

    @Test func orderDoesNotMatter() {
        let a = color("#1F6FEB")
        let b = color("#FDE4D2")
        #expect(contrastRatio(a, b) == contrastRatio(b, a))
        #expect(contrastRatio(a, b) > 1)
    }

    @Test func translucentColourIsMeasuredOnlyAfterCompositing() {
        // Black at 40 % on white is #999999 on screen: 1.05 / (L(#999) + 0.05) = 2.849.
        let shown = RGBA.black.opacity(0.4).over(.white)
        #expect(abs(shown.r - 0.6) < 1e-12)
        #expect(abs(contrastRatio(shown, .white) - contrastRatio(color("#999999"), .white)) < 1e-12)
        #expect(abs(contrastRatio(shown, .white) - 2.849028) < 1e-6)
    }
}
