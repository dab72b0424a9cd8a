import AppSupport
import Catalog
import DisplayList
import Layout
import Render
import TestSupport
import Testing
import Tokens

/// `fitai/login` and `fitai/sign-up`: stock iOS 18 forms in both appearances, the validation
/// message right under the fields in state `error`, and the `.borderedProminent` large button.
@Suite struct FitAIAuthScreenTests {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    func list(_ name: String, state: String? = nil, appearance: Appearance = .light, device: Device = .iPhone16,
              contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        try catalog.fitAIList(name, state: state, appearance: appearance, device: device, contentSize: contentSize)
    }

    func text(_ l: DisplayList, _ s: String) -> [Element] { l.elements.filter { $0.text?.string == s } }

    /// UIColor.systemBlue, light / dark.
    static func blue(_ appearance: Appearance) -> RGBA { RGBA(hex: appearance == .light ? "#007AFF" : "#0A84FF")! }

    /// The button's blue rounded rectangle (the only large system-blue shape on the screen).
    func buttonShape(_ l: DisplayList, _ appearance: Appearance) -> Element? {
        let fill = Paint.solid(Self.blue(appearance))
        return l.elements.first { $0.kind == .shape && $0.fill == fill && $0.frame.height > 40 }
    }

    @Test func bothScreensAreInTheCatalogueInLightAndDarkWithAnErrorState() throws {
        for name in ["fitai/login", "fitai/sign-up"] {
            let entry = try #require(catalog.entries.first { $0.id == name })
            #expect(entry.appearances == [.light, .dark])
            #expect(entry.states == ["error"])
        }
    }

    @Test(arguments: [("login", "Log In", "Log In"), ("sign-up", "Sign Up", "Create Account")], [Appearance.light, .dark])
    func drawsTitleFieldsAndButton(_ screen: (name: String, title: String, button: String), _ appearance: Appearance) throws {
        let l = try list(screen.name, appearance: appearance)
        // The large title: 34-pt bold, in the label colour of the appearance.
        let title = try #require(text(l, screen.title).min { $0.frame.minY < $1.frame.minY })
        #expect(title.text?.font.size == 34)
        #expect(title.text?.paint == .solid(appearance == .light ? .black : .white))
        #expect(!text(l, "Email").isEmpty && !text(l, "Password").isEmpty)
        // The screen's background: grouped background (light #F2F2F7, dark black) at the top-left.
        let width = l.size.width
        let background = try #require(l.elements.first { $0.kind == .shape && $0.frame.minX <= 0 && $0.frame.minY <= 0 && $0.frame.width >= width })
        let grouped = appearance == .light ? RGBA(hex: "#F2F2F7")! : RGBA.black
        #expect(background.fill == .solid(grouped))
        try expectButton(l, screen.button, appearance)
    }

    /// `.borderedProminent` `.controlSize(.large)`, full width: exactly 50 pt tall, 16 pt from
    /// each screen edge (the list's margin), system blue of the appearance, white semibold label centred.
    func expectButton(_ l: DisplayList, _ label: String, _ appearance: Appearance) throws {
        let button = try #require(buttonShape(l, appearance))
        #expect(button.frame.height == 50)
        #expect(button.frame.minX == 16 && button.frame.maxX == l.size.width - 16)
        let caption = try #require(text(l, label).max { $0.frame.minY < $1.frame.minY })
        #expect(caption.text?.paint == .solid(.white))
        #expect(caption.text?.font.weight == 600)
        #expect(abs(caption.frame.midY - button.frame.midY) < 0.5 && abs(caption.frame.midX - button.frame.midX) < 0.5)
    }

    @Test(arguments: [("login", "Enter a valid email address, like name@example.com"),
                      ("sign-up", "Password must be at least 6 characters.")], [Appearance.light, .dark])
    func errorStateShowsItsMessageInRedUnderTheFields(_ c: (name: String, message: String), _ appearance: Appearance) throws {
        let plain = try list(c.name, appearance: appearance)
        #expect(text(plain, c.message).isEmpty)
        let l = try list(c.name, state: "error", appearance: appearance)
        let message = try #require(text(l, c.message).first)
        let red = RGBA(hex: appearance == .light ? "#FF3B30" : "#FF453A")!
        #expect(message.text?.paint == .solid(red))
        let password = try #require(text(l, "Password").first)
        let button = try #require(buttonShape(l, appearance))
        // Below the password row (the card's last), above the button, at the row text's inset.
        #expect(message.frame.minY > password.frame.maxY && message.frame.minY - password.frame.maxY < 30)
        #expect(message.frame.maxY < button.frame.minY)
        #expect(message.frame.minX == password.frame.minX)
    }

    @Test func errorStateFitsTheSE() throws {
        let l = try list("login", state: "error", device: .iPhoneSE)
        let button = try #require(buttonShape(l, .light))
        #expect(button.frame.maxY < l.size.height && button.frame.height == 50)
    }

    /// `proof check dynamic-type` found the 90-pt label column truncating "Password" from
    /// xxLarge on the SE: side by side while they fit, then the value under the label.
    @Test func fieldRowsStackInsteadOfTruncatingAtLargeSizes() throws {
        let side = try list("login", device: .iPhoneSE, contentSize: .extraExtraLarge)
        let stacked = try list("login", device: .iPhoneSE, contentSize: .accessibilityLarge)
        for l in [side, stacked] {
            let label = try #require(text(l, "Password").first)
            let value = try #require(text(l, "Required").first)
            #expect(label.frame.maxX <= value.frame.minX || label.frame.maxY <= value.frame.minY)
            #expect(value.frame.maxX <= l.size.width - 32)
        }
        let sideLabel = try #require(text(side, "Password").first), sideValue = try #require(text(side, "Required").first)
        #expect(abs(sideLabel.frame.midY - sideValue.frame.midY) < 1)
        // The address no longer fits beside its label at AX XL on the SE: it goes under it.
        let biggest = try list("login", device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        let label = try #require(text(biggest, "Email").first), value = try #require(text(biggest, "name@example.com").first)
        #expect(value.frame.minY >= label.frame.maxY && value.frame.minX == label.frame.minX)
        #expect(value.frame.maxX <= biggest.size.width - 32)
    }

    /// `proof check overlap` found the sign-up error's short password ("•••") kept beside
    /// "Password" at AX XL and printed over it by 25.5 pt on the SE (16.5 on the iPhone 16),
    /// while the email above had stacked. At accessibility sizes both rows stack.
    @Test(arguments: [Device.iPhoneSE, .iPhone16])
    func bothFieldRowsStackAtAccessibilitySizes(_ device: Device) throws {
        let l = try list("sign-up", state: "error", device: device, contentSize: .accessibilityExtraLarge)
        let label = try #require(text(l, "Password").first), dots = try #require(text(l, "•••").first)
        #expect(dots.frame.minY >= label.frame.maxY && dots.frame.minX == label.frame.minX)
        let email = try #require(text(l, "Email").first)
        #expect(email.frame.minX == label.frame.minX)
    }

    /// At AX XL the label is taller than 50 pt: the button grows around it instead of clipping it.
    @Test func theButtonGrowsWithDynamicType() throws {
        let l = try list("sign-up", device: .iPhoneSE, contentSize: .accessibilityExtraLarge)
        let button = try #require(buttonShape(l, .light))
        let caption = try #require(text(l, "Create Account").max { $0.frame.minY < $1.frame.minY })
        #expect(button.frame.height > 50)
        #expect(caption.frame.minY >= button.frame.minY && caption.frame.maxY <= button.frame.maxY)
    }
}
