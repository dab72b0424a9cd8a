import AppSupport
import Catalog
import DisplayList
import Layout
import TestSupport
import Testing
import Tokens

/// The impact, good-news, basic-info and body-metrics screens on every phone, at the
/// default size and at AX XL ("All screens support Dynamic Type"): no text cut or
/// overlapping, every control labelled for VoiceOver ("VoiceOver labels for all elements").
@Suite struct IntroScreensLayoutTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    static let screens: [(String, String?)] = [("impact-calculator", nil), ("good-news", nil), ("basic-info", nil), ("basic-info", "error"),
                                               ("body-metrics", nil), ("body-metrics", "metric")]

    @Test(arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax])
    func fitsAtEverySize(device: Device) throws {
        for (name, state) in Self.screens {
            for size in [ContentSizeCategory.large, .accessibilityExtraLarge] {
                let l = try list(name, state: state, device: device, contentSize: size)
                #expect(l.overflows.isEmpty, "\(name) \(state ?? "") on \(device) at \(size): \(l.overflows)")
                let controls = l.elements.filter { $0.accessibilityTraits.contains("isButton") }
                #expect(!controls.isEmpty)
                for c in controls { #expect(!(c.accessibilityLabel ?? "").isEmpty, "\(name): \(c.id) has no label") }
                #expect(!l.elements.contains { $0.accessibilityTraits.contains("unknownSymbol") }, "\(name): an icon draws nothing")
                // A colour name missing from the tokens is drawn magenta (NutriSyncTheme.color).
                let magenta = Paint.solid(RGBA(hex: "#FF00FF")!)
                #expect(!l.elements.contains { $0.fill == magenta || $0.text?.paint == magenta || $0.stroke?.paint == magenta },
                        "\(name): a colour token is missing")
            }
        }
    }

    /// At AX XL the texts grow with Dynamic Type (the slider's ten marks excepted, as a
    /// slider's marks do not).
    @Test func textGrowsAtAccessibilitySizes() throws {
        for (name, state) in Self.screens {
            let small = try list(name, state: state)
            let large = try list(name, state: state, contentSize: .accessibilityExtraLarge)
            for text in ["How's your current energy level?", "913", "85+ days", "What should we call you?", "What's your height?",
                         "Next", "Let's fix this", "Show Me How"] {
                guard let a = small.elements.first(where: { $0.text?.string == text })?.text?.font.size,
                      let b = large.elements.first(where: { $0.text?.string == text })?.text?.font.size else { continue }
                #expect(b > a * 1.5, "\(name): \(text) \(a) → \(b)")
            }
        }
    }
}
