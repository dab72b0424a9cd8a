import AppSupport
import Catalog
import DisplayList
import Inspect
import Layout
import Render
import TestSupport
import Testing

/// What the review of every screen at Accessibility XL on the SE found and this code mends,
/// pinned as geometry laid out with the real fonts: titles that kept the designer's line
/// breaks left lone words, a glyph beside a name broke it mid-word, decoration pushed the
/// words out of the first view, a row of faces made a card wider than its page, rows of one
/// list chose their layouts one by one, and a photo's foot showed a 1-px line.
@Suite struct AccessibilitySizeLayoutTests {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    func list(_ id: String, device: Device = .iPhoneSE, size: ContentSizeCategory = .accessibilityExtraLarge,
              state: String? = nil, appearance: Appearance = .light) throws -> DisplayList {
        var env = EnvironmentValues()
        env.device = device
        env.contentSize = size
        env.appearance = appearance
        return try catalog.render(id, ScreenRequest(environment: env, state: state), measurer: PangoText())
    }

    func element(_ list: DisplayList, _ text: String) throws -> Element {
        try #require(list.elements.first { $0.text?.string == text }, "no text \"\(text)\"")
    }

    /// The designer's two lines at Large; one run of words, wrapped by the text system, where
    /// a line no longer fits — so no lone "try" or "your" at the accessibility sizes.
    @Test(arguments: [("calai/free-trial", "We want you to try", "Cal AI for free"),
                      ("calai/plan-ready", "Congratulations your", "custom plan is ready!"),
                      ("calai/welcome", "Calorie tracking", "made easy")])
    func aTitleKeepsItsLinesWhileTheyFit(id: String, first: String, second: String) throws {
        let large = try list(id, device: .iPhone16, size: .large)
        let lined = try element(large, first + "\n" + second)
        #expect(lined.id.contains("/DesignedLines"))
        let big = try list(id)
        #expect(big.elements.contains { $0.text?.string == first + " " + second })
        #expect(!big.elements.contains { $0.text?.string == first + "\n" + second })
        // No word of the title alone on a line: the flowing text takes fewer lines than
        // the two designed lines, each wrapped on its own, would.
        let flowing = try element(big, first + " " + second)
        let lineHeight = try #require(flowing.text).font.size * 1.2
        #expect(flowing.frame.height < 5 * lineHeight)
    }

    /// The Health sheet's category glyph goes above its name at the accessibility sizes, so
    /// "Workouts" has the row's width (beside a 52-pt glyph it was 143 pt wide and broke).
    @Test func healthSheetGlyphsGoAboveTheirNamesAtAccessibilitySizes() throws {
        let big = try list("calai/apple-health", state: "system-dialog")
        let name = try element(big, "Workouts")
        let glyph = try #require(big.elements.first { $0.kind == .text && $0.id.hasSuffix("/Image") && $0.id.hasPrefix(String(name.id.dropLast("Text.1".count))) })
        #expect(glyph.frame.maxY <= name.frame.minY + 0.5)
        // Flush with the name, but for the symbol's own side bearing.
        #expect(glyph.frame.minX >= name.frame.minX && glyph.frame.minX - name.frame.minX < 6)
        #expect(name.frame.width >= 170)
        #expect(!big.overflows.contains { $0.kind == .brokenWord && $0.ids.contains(name.id) })
        // At Large, beside it: the same row, the name 37 pt to its right (a 28-pt column and 12 pt).
        let large = try list("calai/apple-health", device: .iPhone16, size: .large, state: "system-dialog")
        let smallName = try element(large, "Workouts")
        let smallGlyph = try #require(large.elements.first { $0.kind == .text && $0.id.hasSuffix("/Image") && $0.id.hasPrefix(String(smallName.id.dropLast("Text.1".count))) })
        #expect(abs(smallGlyph.frame.midY - smallName.frame.midY) < 2)
        #expect(abs(smallName.frame.minX - smallGlyph.frame.minX - 37) < 0.5)
    }

    /// NutriSync's header icon is decoration: half its size, beside the name, at the
    /// accessibility sizes, so the welcome headline and the first permission come into the
    /// first view on the SE.
    @Test(arguments: [("nutrisync/welcome", 100.0), ("nutrisync/permissions", 80.0)])
    func theHeaderIconHalvesAtAccessibilitySizes(id: String, size: Double) throws {
        let icon = { (l: DisplayList) in try #require(l.elements.first { $0.id.contains("/HeaderLockup/") && $0.id.hasSuffix("/NutriSyncAppIcon") }).frame }
        #expect(try icon(try list(id, size: .extraExtraExtraLarge)).width == size)
        #expect(try icon(try list(id)).width == size / 2)
        let big = try list(id)
        if id == "nutrisync/permissions" {
            // The camera's row, its name too, begins above the pinned "Allow Access": the icon
            // beside the name, not over it.
            let camera = try element(big, "Camera")
            let button = try element(big, "Allow Access")
            #expect(camera.frame.minY < button.frame.minY)
        } else {
            // Four of the headline's six lines ("Transform / Your Energy / Through / Smart")
            // show above the fold; with the icon over the name, two and a half did.
            let headline = try #require(big.elements.first { $0.text?.string.hasPrefix("Transform Your Energy") == true })
            let viewport = try #require(headline.clip).frame
            #expect(headline.frame.minY + 4 * headline.frame.height / 6 <= viewport.maxY)
        }
    }

    /// Mockup 2's cards fit the SE's page at AX XL: its five faces grow to AX L and no further
    /// (five 59-pt faces made each card 339 pt in a 327-pt page).
    @Test func comparisonCardsFitThePage() throws {
        for appearance in [Appearance.light, .dark] {
            let big = try list("nutrisync/traditional-vs-optimized", appearance: appearance)
            let cards = big.elements.filter { $0.id.hasSuffix("card/background") || $0.id.contains("card/background#") }
            #expect(cards.count == 2)
            for card in cards {
                let clip = try #require(card.clip).frame
                #expect(card.frame.minX >= clip.minX - 0.01 && card.frame.maxX <= clip.maxX + 0.01, "\(card.frame) in \(clip)")
            }
            let face = try element(big, "😴")
            #expect(face.frame.height < 50)
        }
    }

    /// Every detected item stacks its kcal under its name at the accessibility sizes — not
    /// "Grilled salmon / 310 kcal" above "Quinoa 222 kcal".
    @Test func detectedItemsStackTogether() throws {
        for device in [Device.iPhoneSE, .iPhone16ProMax] {
            let big = try list("fitai/add-food", device: device, size: .accessibilityMedium, state: "result")
            for (name, kcal) in [("Grilled salmon", "310 kcal"), ("Quinoa", "222 kcal")] {
                let n = try element(big, name), k = try element(big, kcal)
                #expect(k.frame.minY >= n.frame.maxY - 0.5, "\(name) on \(device.id)")
                #expect(abs(k.frame.minX - n.frame.minX) < 0.5)
            }
        }
        // At Large, side by side.
        let large = try list("fitai/add-food", device: .iPhone16, size: .large, state: "result")
        let n = try element(large, "Quinoa"), k = try element(large, "222 kcal")
        #expect(abs(k.frame.minY - n.frame.minY) < 3 && k.frame.minX > n.frame.maxX)
    }

    /// Cal AI's welcome photo ends under its fade: the fade runs one point past the photo's
    /// clip, so no pixel row at the foot is shared by two antialiased edges (a 1-px line of
    /// photo showed there on the SE at @2x).
    @Test func theWelcomePhotosFootIsUnderItsFade() throws {
        for device in [Device.iPhoneSE, .iPhone16, .iPhone16ProMax] {
            let l = try list("calai/welcome", device: device, size: .large)
            let photo = try #require(l.elements.first { $0.kind == .image })
            let foot = try #require(photo.clip).frame.maxY
            let fade = try #require(l.elements.first { $0.id.hasSuffix("/LinearGradient.2") }).frame
            #expect(fade.minY < foot && fade.maxY == foot + 1, "\(device.id)")
        }
    }

    /// The referral code's caret is as tall as its line, as UITextField's is: 22 pt at Large,
    /// 22 × 40/17 at AX XL (a fixed 22 pt stood beside 40-pt text).
    @Test func theCaretGrowsWithItsText() throws {
        for (size, height) in [(ContentSizeCategory.large, 22.0), (.accessibilityExtraLarge, 22 * 40 / 17.0)] {
            let l = try list("calai/referral-code", size: size, state: "filled")
            let code = try element(l, "FRIEND20")
            let caret = try #require(l.elements.first { $0.id.contains("/TextFieldBox/") && $0.id.hasSuffix("/Rectangle.1") })
            #expect(abs(caret.frame.height - height) < 0.01 && caret.frame.width == 2)
            #expect(caret.frame.minX >= code.frame.maxX && caret.frame.minY < code.frame.maxY && caret.frame.maxY > code.frame.minY)
        }
    }
}
