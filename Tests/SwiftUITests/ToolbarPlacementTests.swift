import DisplayList
import SwiftUI
import Testing
import Tokens

/// Toolbar items at the leading edge and the centre, beside the trailing ones.
@Suite @MainActor struct ToolbarPlacementTests {
    private let blue = RGBA(hex: "#007AFF")!

    @Test func leadingAndPrincipalItemsAreDrawnInTheBar() throws {
        let list = layout(NavigationStack {
            Text("Inbox").navigationTitle("Mail").toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                ToolbarItem(placement: .principal) { Text("Centre") }
                ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
            }
        })
        let cancel = try #require(list.elements.first { $0.text?.string == "Cancel" })
        let centre = try #require(list.elements.first { $0.text?.string == "Centre" })
        let save = try #require(list.elements.first { $0.text?.string == "Save" })
        #expect(cancel.frame.x == 16 && cancel.text?.paint == .solid(blue))
        #expect(abs(centre.frame.midX - 393 / 2) < 1e-9 && abs(centre.frame.midY - cancel.frame.midY) < 1e-9)
        #expect(save.frame.maxX == 393 - 16 && abs(save.frame.midY - cancel.frame.midY) < 1e-9)
        // A lone leading item, and a pushed screen (the back button holds the leading edge).
        let lone = layout(NavigationStack { Text("x").toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") {} } } })
        #expect(lone.elements.first { $0.text?.string == "Close" }?.frame.x == 16)
        let pushed = layout(NavigationStack(backTitle: "Home") {
            Text("x").toolbar { ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} } }
        })
        #expect(!pushed.texts.contains("Cancel") && pushed.texts.contains("Home"))
    }
}
