import SwiftUI
import Testing

extension EnvironmentValues {
    @Entry var greeting: String = "Hello"
    @Entry var badgeCount = 3
    @Entry var highlight: Color?
}

/// `@Entry` environment values: their defaults, and what `.environment(_:_:)` sets for a subtree.
@Suite @MainActor struct EntryTests {
    struct Greeting: View {
        @Environment(\.greeting) var greeting
        @Environment(\.badgeCount) var count
        @Environment(\.highlight) var highlight
        var body: some View {
            Text("\(greeting) \(count) \(highlight == nil ? "plain" : "highlighted")")
        }
    }

    @Test func anEntryReadsItsDefaultUntilAnAncestorSetsIt() {
        #expect(layout(Greeting()).texts == ["Hello 3 plain"])
        #expect(layout(VStack {
            Greeting().environment(\.greeting, "Hi").environment(\.badgeCount, 7).environment(\.highlight, .red)
            Greeting()
        }).texts == ["Hi 7 highlighted", "Hello 3 plain"])
    }

    @Test func entriesAreOrdinaryEnvironmentProperties() {
        var environment = EnvironmentValues()
        #expect(environment.greeting == "Hello")
        environment.greeting = "Bonjour"
        #expect(environment.greeting == "Bonjour" && environment.badgeCount == 3)
    }
}
