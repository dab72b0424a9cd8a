import AppSupport
import Catalog
import DisplayList
import Inspect
import Layout
import TestSupport
import Testing
import Tokens

/// Mockup 5, "Your Journey Starts Now!": four cards in order, joined by the mockup's
/// line-and-arrow connectors, under the section bar at Setup.
@Suite struct JourneyScreenTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    static let weeks = [("⭐", "Week 1", "Learn the rhythm"), ("🚀", "Week 2", "Feel the energy"),
                        ("💪", "Week 3", "See the results"), ("🎯", "Week 4+", "Live optimized")]

    @Test func saysTheMockupsWords() throws {
        let l = try list("journey")
        #expect(shows(l, "Your Journey Starts Now!"))
        let button = try #require(l.labelled("Start My Transformation"))
        #expect(button.accessibilityTraits.contains("isButton"))
        #expect(button.fill == .solid(RGBA(hex: "#00D26A")!))
    }

    /// The mockup's bar: `━━━━━  ━━━━━  ━━━━━  ━━━━━  ●●●●●` — Setup, the fifth, current.
    @Test func theSectionBarIsAtSetup() throws {
        let l = try list("journey")
        #expect(l.labelled("Section 5 of 5, Setup; Welcome, Profile, Goals, Schedule completed") != nil)
    }

    @Test func fourCardsInOrderCentred() throws {
        let l = try list("journey")
        let cards = try cardFrames(l)
        #expect(cards.map(\.minY) == cards.map(\.minY).sorted())
        for card in cards { #expect(abs(card.midX - l.size.width / 2) < 0.5) }
        for (emoji, week, line) in Self.weeks {
            let e = try #require(l.elements.first { $0.text?.string == emoji }, "no \(emoji)")
            #expect(e.text?.font.family == "Noto Color Emoji")
            #expect(shows(l, week) && shows(l, line))
        }
    }

    /// Between each pair, "┬ │ ▼": a line from the card above and an arrowhead whose tip
    /// touches the card below, on the cards' centre line.
    @Test func aConnectorJoinsEachPair() throws {
        let l = try list("journey")
        let cards = try cardFrames(l)
        for i in 1..<cards.count {
            let parts = l.elements.filter { $0.id.hasPrefix("journey.connector.\(i)/") }.sorted { $0.frame.minY < $1.frame.minY }
            try #require(parts.count == 2, "connector \(i)")
            let (line, arrow) = (parts[0], parts[1])
            #expect(abs(line.frame.minY - cards[i - 1].maxY) < 0.5)
            #expect(abs(line.frame.maxY - arrow.frame.minY) < 0.5)
            #expect(abs(arrow.frame.maxY - cards[i].minY) < 0.5)
            #expect(abs(line.frame.midX - cards[i].midX) < 0.5 && abs(arrow.frame.midX - cards[i].midX) < 0.5)
            #expect(line.fill != nil && arrow.fill != nil)
        }
        #expect(l.elements.filter { $0.id.hasPrefix("journey.connector.") }.count == 6)
    }

    @Test func nothingIsCutAtAXXL() throws {
        for device in Device.all {
            let l = try list("journey", device: device, contentSize: .accessibilityExtraLarge)
            #expect(l.overflows.isEmpty, "\(device.id): \(l.overflows)")
            #expect(l.outsideWidth.isEmpty, "\(device.id): \(l.outsideWidth)")
            #expect(OverlapCheck.collisions(l).isEmpty, "\(device.id): \(OverlapCheck.collisions(l).prefix(3))")
        }
    }

    /// The cards' frames, in the mockup's order (found by what VoiceOver reads).
    func cardFrames(_ l: DisplayList) throws -> [Rect] {
        try Self.weeks.map { _, week, line in try #require(l.labelled("\(week), \(line)"), "no card \(week)").frame }
    }
}
