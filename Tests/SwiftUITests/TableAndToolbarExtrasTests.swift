import DisplayList
import Foundation
import SwiftUI
import Testing

/// `Table` as an iPhone shows it (the first column, as a plain list), `ToolbarTitleMenu`
/// and iOS 26's `ToolbarSpacer`.
@Suite @MainActor struct TableAndToolbarExtrasTests {
    struct Donut: Identifiable {
        let id: Int
        let name: String
        let sales: Int
    }

    static let donuts = [Donut(id: 1, name: "Glazed", sales: 40), Donut(id: 2, name: "Sprinkles", sales: 12)]

    struct Sales: View {
        @State private var selection: Set<Int> = []
        @State private var order = [KeyPathComparator(\Donut.sales)]
        var body: some View {
            Table(TableAndToolbarExtrasTests.donuts, selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name)
                TableColumn("Sales", value: \.sales) { donut in Text("\(donut.sales)") }
                    .width(80)
            }
            .tableStyle(.inset)
        }
    }

    @Test func anIPhoneShowsTheFirstColumnAsAPlainList() throws {
        let list = layout(Sales())
        #expect(list.texts == ["Glazed", "Sprinkles"])
        let glazed = try #require(list.elements.first { $0.text?.string == "Glazed" })
        let sprinkles = try #require(list.elements.first { $0.text?.string == "Sprinkles" })
        // One plain row under the other, at the same margin.
        #expect(glazed.frame.minX == sprinkles.frame.minX && sprinkles.frame.minY > glazed.frame.maxY)
        let firstOnly = layout(Table(Self.donuts) { TableColumn("Sales") { d in Text("\(d.sales) sold") } })
        #expect(firstOnly.texts == ["40 sold", "12 sold"])
    }

    @Test func aTitleMenuDrawsNothingInTheBarAndAFixedSpacerSeparatesItems() throws {
        let view = NavigationStack {
            Text("Body")
                .navigationTitle("Donuts")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarTitleMenu { Button("Rename") {} }
                    ToolbarItem(placement: .topBarTrailing) { Text("A") }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) { Text("B") }
                }
        }
        let list = layout(view)
        #expect(!list.texts.contains("Rename"))
        let a = try #require(list.elements.first { $0.text?.string == "A" }), b = try #require(list.elements.first { $0.text?.string == "B" })
        #expect(a.frame.midY == b.frame.midY && b.frame.minX > a.frame.maxX)
    }
}
