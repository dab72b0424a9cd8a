import DisplayList
import Tokens

/// The look of the token sheet page itself: a quiet, neutral page in the manner of a
/// design-system site, so that the tokens, not the page, carry the colour.
enum SheetStyle {
    static let width = 1200.0
    static let margin = 64.0
    static let gutter = 24.0
    static var contentWidth: Double { width - 2 * margin }

    static let page = RGBA(hex: "#F5F5F7")!
    static let card = RGBA.white
    static let cardBorder = RGBA(hex: "#E3E3E8")!
    static let ink = RGBA(hex: "#1D1D1F")!
    static let secondaryInk = RGBA(hex: "#515154")!
    static let tertiaryInk = RGBA(hex: "#86868B")!
    static let rule = RGBA(hex: "#D2D2D7")!
    static let pass = RGBA(hex: "#1E7B34")!
    static let passFill = RGBA(hex: "#E3F4E6")!
    static let fail = RGBA(hex: "#B3261E")!
    static let failFill = RGBA(hex: "#FBE6E4")!
    static let checkerLight = RGBA(hex: "#FFFFFF")!
    static let checkerDark = RGBA(hex: "#E1E1E6")!
    static let checkerDarkBase = RGBA(hex: "#1C1C1E")!
    static let checkerDarkSquare = RGBA(hex: "#2C2C2E")!
    static let plot = RGBA(hex: "#0A64D8")!

    static let family = "Inter"

    static func font(_ size: Double, _ weight: Double = 400, tabular: Bool = false, tracking: Double = 0) -> FontSpec {
        FontSpec(family: family, size: size, weight: weight, monospacedDigits: tabular, letterSpacing: tracking)
    }

    static let eyebrow = font(13, 600, tracking: 1.2)
    static let title = font(48, 700, tracking: -0.5)
    static let lede = font(17, 400)
    static let meta = font(13, 400, tabular: true)
    static let sectionTitle = font(26, 650, tracking: -0.2)
    static let sectionNote = font(14, 400)
    static let cardTitle = font(15, 600)
    static let cardBody = font(12.5, 400, tabular: true)
    static let badge = font(11, 600, tabular: true)
}
