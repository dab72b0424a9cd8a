import DisplayList
import SwiftUI
import Testing

/// `NavigationSplitView` on an iPhone: one navigation stack rooted at the sidebar (or the
/// preferred compact column), drawn exactly as that stack is.
@Suite @MainActor struct NavigationSplitViewTests {
    @Test func theSidebarIsTheStacksRoot() {
        let split = layout(NavigationSplitView {
            List { Text("Inbox") }.navigationTitle("Mail")
        } detail: {
            Text("Pick a message")
        })
        #expect(split.texts.contains("Mail") && split.texts.contains("Inbox") && !split.texts.contains("Pick a message"))
        let stack = layout(NavigationStack { List { Text("Inbox") }.navigationTitle("Mail") })
        #expect(split.elements.map(\.frame) == stack.elements.map(\.frame))
        #expect(split.texts == stack.texts)
    }

    @Test func aPreferredCompactColumnRootsTheStackThere() {
        let three = layout(NavigationSplitView(columnVisibility: .constant(.all), preferredCompactColumn: .constant(.content)) {
            Text("Folders")
        } content: {
            Text("Messages")
        } detail: {
            Text("Message")
        })
        #expect(three.texts == ["Messages"])
        let detail = layout(NavigationSplitView(columnVisibility: .constant(.automatic), preferredCompactColumn: .constant(.detail)) {
            Text("Folders")
        } detail: {
            Text("Message")
        }.navigationSplitViewStyle(.balanced))
        #expect(detail.texts == ["Message"])
    }
}
