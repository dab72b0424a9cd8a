import DisplayList
import Foundation
import SwiftUI
import Testing

/// `.contentMargins` on scroll views, search suggestions (not drawn at rest), `.equatable()`,
/// `Material` as a type, and `localizedStandardContains` inside `#Predicate`.
@Suite @MainActor struct ScrollMarginsAndSearchTests {
    func frame(of text: String, in list: DisplayList) -> Rect? {
        list.elements.first { $0.text?.string == text }?.frame
    }

    @Test func contentMarginsInsetAScrollViewsContent() throws {
        let plain = ScrollView { Text("A").frame(maxWidth: .infinity, alignment: .leading) }
        let base = try #require(frame(of: "A", in: layout(plain)))
        #expect(base.x == 0)
        let inset = try #require(frame(of: "A", in: layout(plain.contentMargins(.horizontal, 20).contentMargins(.top, 30, for: .scrollContent))))
        #expect(inset.x == 20 && inset.y == base.y + 30)
        // A trailing-aligned text ends 20 pt from the trailing edge.
        let trailing = ScrollView { Text("B").frame(maxWidth: .infinity, alignment: .trailing) }.contentMargins(20)
        #expect(try #require(frame(of: "B", in: layout(trailing))).maxX == 393 - 20)
    }

    @Test func innerMarginsReplaceOuterOnesOnTheirEdgesAndIndicatorMarginsMoveNothing() throws {
        let view = ScrollView { Text("A").frame(maxWidth: .infinity, alignment: .leading) }
            .contentMargins(.leading, 8)
            .contentMargins(.all, 40)
        #expect(try #require(frame(of: "A", in: layout(view))).x == 8)
        let indicators = ScrollView { Text("A").frame(maxWidth: .infinity, alignment: .leading) }
            .contentMargins(.all, 40, for: .scrollIndicators)
        #expect(try #require(frame(of: "A", in: layout(indicators))).x == 0)
        // Absurd lengths are no margin, never content outside its viewport.
        for length in [-50.0, .infinity, .nan] {
            let hostile = ScrollView { Text("A").frame(maxWidth: .infinity, alignment: .leading) }.contentMargins(.horizontal, length)
            #expect(try #require(frame(of: "A", in: layout(hostile))).x == 0)
        }
    }

    struct Searching: View {
        @State private var query = "wr"
        var body: some View {
            NavigationStack {
                List { Text("Wren") }
                    .searchable(text: $query)
                    .searchSuggestions { Text("Wryneck").searchCompletion("Wryneck") }
            }
        }
    }

    @Test func searchSuggestionsAreNotDrawnAtRest() {
        let texts = layout(Searching()).texts
        #expect(texts.contains("Wren") && !texts.contains("Wryneck"))
    }

    struct Row: View, Equatable {
        let name: String
        var body: some View { Text(name) }
    }

    @Test func anEquatableViewDrawsItsContentAndMaterialNamesTheBackgrounds() {
        #expect(layout(Row(name: "Jay").equatable()).texts == ["Jay"])
        let material: Material = .thin
        #expect(material == .thin && Material.regularMaterial == .regular)
    }

    struct Bird { var name: String }

    @Test func localizedStandardContainsIgnoresCaseAndDiacritics() throws {
        let text = "eclair"
        let predicate = #Predicate<Bird> { $0.name.localizedStandardContains(text) }
        let names = try ["Éclair Finch", "ECLAIR", "Robin"].filter { try predicate.evaluate(Bird(name: $0)) }
        #expect(names == ["Éclair Finch", "ECLAIR"])
    }
}
