import DisplayList
import SwiftUI
import Testing
import Tokens

/// `Grid` and `GridRow`: shared columns as wide as their widest cell, rows as tall as their
/// tallest, views outside a row across the whole grid, flexible columns sharing the rest —
/// in the test font (a character 8.5 pt wide, a line 20.4 pt tall).
@Suite @MainActor struct GridTests {
    private func frame(_ list: DisplayList, _ text: String) throws -> Rect {
        try #require(list.elements.first { $0.text?.string == text }).frame
    }

    @Test func columnsAreAsWideAsTheirWidestCell() throws {
        let list = layout(Grid(alignment: .leading) {
            GridRow { Text("Sales"); Text("$120") }
            Divider()
            GridRow { Text("Orders"); Text("8") }
        })
        let sales = try frame(list, "Sales"), price = try frame(list, "$120"), orders = try frame(list, "Orders"), eight = try frame(list, "8")
        // Column 0 is "Orders" wide (51); column 1 starts 8 points after it.
        #expect(sales.minX == orders.minX)
        #expect(abs(price.minX - (orders.minX + 51 + 8)) < 1e-9 && abs(eight.minX - price.minX) < 1e-9)
        // Rows: 20.4 tall, 8 apart, the divider a row of its own between them.
        let divider = try #require(list.elements.first { $0.kind == .shape })
        #expect(abs(divider.frame.minY - (sales.maxY + 8)) < 1e-9)
        #expect(abs(orders.minY - (divider.frame.maxY + 8)) < 1e-9)
        // The divider spans the grid: 51 + 8 + 34.
        #expect(abs(divider.frame.width - 93) < 1e-9 && abs(divider.frame.minX - orders.minX) < 1e-9)
    }

    @Test func cellsAreCentredByDefaultAndAColumnCanAlignItself() throws {
        let centred = layout(Grid { GridRow { Text("Sales") }; GridRow { Text("Orders") } })
        #expect(abs(try frame(centred, "Sales").minX - (try frame(centred, "Orders").minX + 4.25)) < 1e-9)
        let trailing = layout(Grid {
            GridRow { Text("Sales").gridColumnAlignment(.trailing) }
            GridRow { Text("Orders") }
        })
        #expect(abs(try frame(trailing, "Sales").maxX - (try frame(trailing, "Orders").maxX)) < 1e-9)
    }

    @Test func aFlexibleColumnTakesTheRestAndASpanCoversTwoColumns() throws {
        let list = layout(Grid(horizontalSpacing: 10) {
            GridRow { Text("A"); Color(red: 1, green: 0, blue: 0) }
            GridRow { Text("Both").gridCellColumns(2) }
        })
        let colour = try #require(list.elements.first { $0.fill == .solid(RGBA(r: 1, g: 0, b: 0)) })
        // 393 offered: "Both" spans both columns, so column 0 is "A" wide (8.5); the colour
        // column takes 393 − 8.5 − 10, and is as tall as the row's text.
        #expect(abs(colour.frame.width - (393 - 8.5 - 10)) < 1e-9 && abs(colour.frame.height - 20.4) < 1e-9)
        let both = try frame(list, "Both")
        #expect(abs(both.midX - 393 / 2) < 1e-9)
    }

    @Test func emptyAndHostileGridsDrawNothingAndNeverTrap() {
        #expect(layout(Grid {}).elements.isEmpty)
        #expect(layout(Grid(horizontalSpacing: .nan, verticalSpacing: -.infinity) { GridRow { Text("A").gridCellColumns(Int.max) } }).texts == ["A"])
    }
}
