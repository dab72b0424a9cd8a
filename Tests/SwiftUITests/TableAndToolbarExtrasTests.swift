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

    struct ListedRows: View {
        @State private var selection: Set<Int> = []
        @State private var order = [KeyPathComparator(\Donut.sales)]
        let showsExtra: Bool
        var body: some View {
            Table(selection: $selection, sortOrder: $order) {
                TableColumn("Name", value: \.name)
            } rows: {
                Section {
                    ForEach(TableAndToolbarExtrasTests.donuts) { donut in TableRow(donut) }
                }
                if showsExtra { TableRow(Donut(id: 3, name: "Maple", sales: 7)) }
            }
        }
    }

    @Test func rowsListedInARowsClosureAreTheTablesRowsInOrder() {
        #expect(layout(ListedRows(showsExtra: true)).texts == ["Glazed", "Sprinkles", "Maple"])
        #expect(layout(ListedRows(showsExtra: false)).texts == ["Glazed", "Sprinkles"])
        let typed = Table(of: Donut.self) { TableColumn("Name", value: \.name) } rows: { TableRow(Self.donuts[1]) }
        #expect(layout(typed).texts == ["Sprinkles"])
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
