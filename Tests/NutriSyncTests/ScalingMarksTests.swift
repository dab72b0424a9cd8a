import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// A selection row's radio grows with its words, as iOS's marks in a text style do:
/// `@ScaledMetric(relativeTo: .body)` of 22 pt — 22 at Large, 22 × 40 / 17 = 51.76 pt at
/// Accessibility XL (body 17 → 40 pt) — and at accessibility sizes it stands above the words,
/// which then keep the row's width (beside it, "Maintain" broke mid-word on the SE).
@Suite struct ScalingMarksTests {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    func list(_ name: String, _ size: ContentSizeCategory, device: Device = .iPhoneSE) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = .dark
        env.contentSize = size
        env.device = device
        return try catalog.render("nutrisync/" + name, ScreenRequest(environment: env), measurer: PangoText())
    }

    /// The first radio's outline (the first selection row's circle) and the first title.
    func radioAndTitle(_ l: DisplayList) throws -> (radio: Element, title: Element) {
        let radio = try #require(l.elements.first { $0.id.hasPrefix("selection/") && $0.id.contains("RadioMark") && $0.kind == .shape })
        let title = try #require(l.elements.first { $0.id.hasPrefix("selection/") && $0.text?.string == "Lose Weight" })
        return (radio, title)
    }

    @Test func theRadioGrowsWithBodyTextAndStandsAboveItsWordsAtAccessibilitySizes() throws {
        let large = try radioAndTitle(list("primary-goal", .large))
        #expect(abs(large.radio.frame.width - 22) < 1e-9 && abs(large.radio.frame.height - 22) < 1e-9)
        // Beside its words at Large: level with them, to their left.
        #expect(large.radio.frame.maxX < large.title.frame.minX && large.radio.frame.maxY > large.title.frame.minY)

        let axxl = try radioAndTitle(list("primary-goal", .accessibilityExtraLarge))
        #expect(abs(axxl.radio.frame.width - 22 * 40 / 17) < 1e-6, "\(axxl.radio.frame.width)")
        // Above its words, which start at the row's leading inset like the radio.
        #expect(axxl.radio.frame.maxY <= axxl.title.frame.minY && abs(axxl.radio.frame.minX - axxl.title.frame.minX) < 1e-6)
        // The outline's width grows with it (2 pt at 22 pt).
        #expect(abs((axxl.radio.stroke?.width ?? 0) - 2 * 40 / 17) < 1e-6)
    }
}
