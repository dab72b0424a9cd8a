import DisplayList
import SwiftUI
import Testing
import Tokens

/// `ContentUnavailableView` as iOS 17 apps write it: the icon above a bold title 2, the
/// description in secondary subheadline, actions 16 pt below, all centred in the space offered.
@Suite @MainActor struct ContentUnavailableViewTests {
    /// The texts drawn, without icon glyphs (Private Use Area characters; an unknown symbol draws none).
    func words(_ list: DisplayList) -> [Element] {
        list.elements.filter { element in
            guard let text = element.text?.string, !text.isEmpty else { return false }
            return !text.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) }
        }
    }

    @Test func theSearchStateNamesTheTextAndIsCentred() throws {
        let list = layout(ContentUnavailableView.search(text: "Wren"))
        let texts = words(list)
        #expect(texts.map { $0.text!.string } == ["No Results for \u{201C}Wren\u{201D}", "Check the spelling or try a new search."])
        let title = texts[0], description = texts[1]
        #expect(title.text?.font.size == 22 && title.text?.font.weight == 700)
        #expect(description.text?.font.size == 15 && description.text?.paint == .solid(RGBA(hex: "#3C3C4399")!))
        let icon = try #require(list.elements.first { $0.accessibilityLabel == "magnifyingglass" })
        // Icon 34 × 1.29 pt high in a 1.2-em box, 8 pt, title (26.4), 8 pt, description (18): centred.
        let iconBox = 34 * 1.29 * 1.2
        #expect(abs(title.frame.y - (icon.frame.midY + iconBox / 2 + 8)) < 0.01)
        #expect(abs(description.frame.y - (title.frame.maxY + 8)) < 0.01)
        let top = icon.frame.midY - iconBox / 2, bottom = description.frame.maxY
        #expect(abs((top + bottom) / 2 - 852 / 2) < 0.01)
        #expect(abs(title.frame.midX - 393 / 2) < 0.01 && abs(description.frame.midX - 393 / 2) < 0.01)
        #expect(words(layout(ContentUnavailableView.search)).first?.text?.string == "No Results")
    }

    @Test func aTitledStateWithAnImageAndDescription() {
        let view = ContentUnavailableView("No Runs", systemImage: "figure.run", description: Text("Runs you record appear here."))
        let texts = words(layout(view)).map { $0.text!.string }
        #expect(texts == ["No Runs", "Runs you record appear here."])
    }

    @Test func actionsSitSixteenPointsUnderTheDescription() throws {
        let view = ContentUnavailableView {
            Label("No Mail", systemImage: "envelope")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Text("Refresh")
        }
        let texts = words(layout(view))
        #expect(texts.map { $0.text!.string } == ["No Mail", "New mail appears here.", "Refresh"])
        #expect(abs(texts[2].frame.y - (texts[1].frame.maxY + 16)) < 0.01)
    }

    @Test func aLongDescriptionWrapsInsideTheMarginsCentred() {
        let long = String(repeating: "word ", count: 30)
        let view = ContentUnavailableView("Empty", systemImage: "tray", description: Text(long))
        let description = words(layout(view, width: 320))[1]
        #expect(description.frame.minX >= 16 - 0.01 && description.frame.maxX <= 320 - 16 + 0.01)
        #expect(description.frame.height > 18 * 2)
        #expect(description.text?.alignment == .center)
    }
}
