import AppSupport
import CalAI
import Catalog
import DisplayList
import Inspect
import Layout
import Render
import TestSupport
import Testing

/// The screens the SE broke, held on the SE (and the sign-in at the largest type on the
/// iPhone 16): what was found by eye and by the overlap check, pinned as geometry.
@Suite struct CalAISmallPhoneLayoutTests {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    func list(_ name: String, device: Device = .iPhoneSE, size: ContentSizeCategory = .large, state: String? = nil) throws -> DisplayList {
        var env = EnvironmentValues()
        env.device = device
        env.contentSize = size
        return try catalog.render("calai/" + name, ScreenRequest(environment: env, state: state), measurer: PangoText())
    }

    func element(_ list: DisplayList, text: String) throws -> Element {
        try #require(list.elements.first { $0.text?.string == text }, "no text \"\(text)\"")
    }

    func element(_ list: DisplayList, idSuffix: String) throws -> Element {
        try #require(list.elements.first { $0.id.hasSuffix(idSuffix) }, "no element …\(idSuffix)")
    }

    /// The camera button's circle (its id's index depends on the layout chosen).
    func cameraButton(_ list: DisplayList) throws -> Rect {
        try #require(list.elements.first { $0.id.contains("/CameraButton") && $0.id.hasSuffix("/background") }).frame
    }

    /// Where an element shows: its frame cut to its clip (rectangular clips).
    func shown(_ e: Element) -> Rect? {
        guard let clip = e.clip else { return e.frame }
        return e.frame.intersection(clip.frame)
    }

    @Test func homeCameraButtonIsClearOfTheCard() throws {
        for size in [ContentSizeCategory.large, .extraExtraExtraLarge, .accessibilityExtraLarge] {
            let l = try list("home", size: size)
            let fab = try cameraButton(l)
            // Nothing of the card (text, icon or button) shows where the camera button is.
            for e in l.elements where e.id.contains("MealCard") {
                if let r = shown(e), r.width > 0, r.height > 0 { #expect(!r.intersects(fab), "\(e.id) under the camera button at \(size)") }
            }
            #expect(OverlapCheck.collisions(l).isEmpty)
        }
        // The Health Score's "7/10", which it covered, is scrolled into a viewport that ends
        // above the button's strip.
        let score = try element(try list("home"), text: "7/10")
        let viewport = try #require(score.clip).frame
        #expect(viewport.maxY <= (try cameraButton(try list("home"))).minY)
    }

    @Test func scannerHintIsAboveTheBarAndThePhotoEndsThere() throws {
        let l = try list("scanner")
        let bar = try element(l, idSuffix: "ScannerOptions.1/background").frame
        let hint = try element(l, text: "Center your meal in the frame")
        #expect(hint.frame.maxY <= bar.minY)
        // The camera picture is clipped at the bar's top: no fork under the shutter.
        let photo = try #require(l.elements.first { $0.kind == .image })
        #expect(abs((shown(photo)?.maxY ?? .infinity) - bar.minY) < 0.01)
        #expect(OverlapCheck.collisions(l).isEmpty)
    }

    @Test func paywallCardsAreWholeAboveTheFooterOnTheSE() throws {
        for state in ["monthly", "yearly"] {
            let l = try list("paywall", state: state)
            let footer = try element(l, text: "No payment due now").frame
            for card in l.elements where card.id.hasSuffix("/background") && card.id.contains("PlanCard") && !card.id.contains("/Text/") {
                #expect(card.clip == nil, "\(card.id) is not cut by a viewport")
                #expect(card.frame.maxY < footer.minY)
            }
            #expect(try element(l, text: "$5.99 billed yearly").clip == nil)
        }
    }

    /// The yearly tile's former price is struck through, as the App Store shows it.
    @Test func paywallStrikesTheFormerPrice() throws {
        let l = try list("paywall", device: .iPhone16)
        #expect(try element(l, text: "Was $29.99").text?.strikethrough == TextLine())
        #expect(try element(l, text: "$0.49/mo").text?.strikethrough == nil)
    }

    /// On the iPhone 16 the plan cards follow the features (the ~100 pt gap above them is
    /// gone); the block sits centred between the top bar and the footer.
    @Test func paywallHasNoDeadGapAboveTheCards() throws {
        let l = try list("paywall", device: .iPhone16)
        let lastFeature = try element(l, text: "Lose 12 lbs by December 26").frame
        let card = try element(l, idSuffix: "PlanCard/background").frame
        #expect(card.minY - lastFeature.maxY < 40)
        let title = try element(l, text: "Unlock Cal AI to reach your goals faster").frame
        let restore = try element(l, text: "Restore").frame
        let footer = try element(l, text: "No payment due now").frame
        #expect(abs((title.minY - restore.maxY) - (footer.minY - card.maxY)) < 20, "the spare room above and below the block")
    }

    /// Sign-in beyond the seed's limit: it may scroll, but its title is whole and no button
    /// prints over another.
    @Test(arguments: [ContentSizeCategory.accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge])
    func signInHoldsAtTheLargestSizes(_ size: ContentSizeCategory) throws {
        let l = try list("sign-in", device: .iPhone16, size: size)
        #expect(OverlapCheck.collisions(l).isEmpty)
        let title = try element(l, text: "Save your progress")
        #expect(title.frame.minX >= 24 && title.frame.maxX <= 369)
        #expect(!l.overflows.contains { $0.ids.contains(title.id) })
        let apple = try element(l, idSuffix: "AppleSignInButton/background").frame
        let google = try element(l, idSuffix: "GoogleSignInButton.1/background").frame
        #expect(apple.maxY <= google.minY)
        #expect(apple.contains(rect: try element(l, text: "Sign in with Apple").frame))
    }
}

extension Rect {
    func contains(rect r: Rect) -> Bool { r.minX >= minX - 0.01 && r.maxX <= maxX + 0.01 && r.minY >= minY - 0.01 && r.maxY <= maxY + 0.01 }
    func intersection(_ r: Rect) -> Rect? {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY), x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }
}
