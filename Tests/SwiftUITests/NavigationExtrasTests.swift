import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// `.navigationBarItems`, `EditButton`, `Link`, `ShareLink`, `\.openURL`, size classes and
/// `.keyboardShortcut`, against what their modern spellings draw.
@Suite @MainActor struct NavigationExtrasTests {
    private let blue = RGBA(hex: "#007AFF")!

    @Test func navigationBarItemsDrawTheTrailingItemAsAToolbarItem() {
        let old = layout(NavigationStack { Text("Inbox").navigationTitle("Mail").navigationBarItems(trailing: Button("Save") {}) })
        let new = layout(NavigationStack {
            Text("Inbox").navigationTitle("Mail").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Button("Save") {} } }
        })
        #expect(old.elements.map(\.frame) == new.elements.map(\.frame))
        #expect(old.texts.contains("Save"))
        let both = layout(NavigationStack { Text("Inbox").navigationBarItems(leading: Button("Back") {}, trailing: EditButton()) })
        #expect(both.texts.contains("Edit") && !both.texts.contains("Back"))
    }

    @Test func linksAreTintedLabelsAndOpenNothing() {
        let url = URL(string: "https://example.com")!
        let link = layout(Link("Privacy", destination: url))
        #expect(link.elements.first { $0.text?.string == "Privacy" }?.text?.paint == .solid(blue))
        let share = layout(ShareLink(item: url))
        #expect(share.texts.last == "Share" && share.texts.count == 2)   // the symbol (a glyph) and the title
        #expect(share.elements.allSatisfy { $0.text.map { $0.paint == .solid(blue) } ?? true })
        // With its own label: the label, tinted as a button's.
        let labelled = layout(ShareLink(item: url) { Text("Send to a friend") })
        #expect(labelled.texts == ["Send to a friend"])
        #expect(labelled.elements.first?.text?.paint == .solid(blue))
        #expect(layout(ShareLink(items: [url, url])).texts.last == "Share")
        var opened: Bool?
        EnvironmentValues().openURL(url) { opened = $0 }
        #expect(opened == false)
    }

    struct Adaptive: View {
        @Environment(\.horizontalSizeClass) var horizontal
        @Environment(\.verticalSizeClass) var vertical
        var body: some View {
            Text(horizontal == .compact && vertical == .regular ? "phone" : "other").keyboardShortcut("s", modifiers: [.command, .shift])
        }
    }

    @Test func anIPhoneInPortraitIsCompactWideAndRegularTall() {
        #expect(layout(Adaptive()).texts == ["phone"])
    }
}
