import DisplayList
import SwiftUI
import Testing
import Tokens

/// `LazyVGrid` and `LazyHGrid` with fixed, flexible and adaptive tracks, worked out by hand
/// on a 393 × 852 screen whose root is centred (the fixed-advance font: 17-pt body text is
/// 8.5 pt a character and 20.4 pt a line).
@Suite @MainActor struct LazyGridTests {
    private func rects(_ list: DisplayList) -> [Rect] { list.elements.filter { $0.kind == .shape }.map(\.frame) }

    @Test func flexibleColumnsShareTheWidthAndRowsTakeTheTallestCell() {
        // Three flexible columns across 300 pt: (300 − 2 × 8) / 3 = 94.67 each; four 20-pt
        // squares, the third 30 pt: rows of 30 and 20, 8 apart: 58 tall, centred at y = (852 − 58) / 2.
        let grid = LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
            Color.red.frame(width: 20, height: 20)
            Color.red.frame(width: 20, height: 20)
            Color.red.frame(width: 20, height: 30)
            Color.red.frame(width: 20, height: 20)
        }
        let r = rects(layout(grid.frame(width: 300)))
        let w = (300.0 - 16) / 3, x0 = (393.0 - 300) / 2, y0 = (852.0 - 58) / 2
        #expect(r.count == 4)
        // Centred in their cells: a 20-pt square in a 94.67 × 30 cell is 37.33 in and 5 down.
        #expect(abs(r[0].x - (x0 + (w - 20) / 2)) < 1e-9 && abs(r[0].y - (y0 + 5)) < 1e-9)
        #expect(abs(r[1].x - (x0 + w + 8 + (w - 20) / 2)) < 1e-9)
        #expect(abs(r[2].y - y0) < 1e-9 && r[2].height == 30)
        // The fourth starts the second row, 30 + 8 below the first.
        #expect(abs(r[3].x - r[0].x) < 1e-9 && abs(r[3].y - (y0 + 38)) < 1e-9)
    }

    @Test func adaptiveColumnsFitAsManyAsTheMinimumAllows() {
        // Adaptive(minimum: 80) across 393 with 8-pt spacing: floor((393 + 8) / 88) = 4 columns,
        // each (393 − 3 × 8) / 4 = 92.25 wide; the fifth view starts row two.
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
            ForEach(0..<5, id: \.self) { _ in Color.blue.frame(height: 10) }
        }
        let r = rects(layout(grid))
        #expect(r.count == 5)
        #expect(r.map(\.width) == Array(repeating: 92.25, count: 5))
        #expect(r.prefix(4).map(\.x) == [0, 100.25, 200.5, 300.75])
        #expect(r[4].x == 0 && r[4].y == r[0].y + 10 + 12)
    }

    @Test func fixedAndFlexibleColumnsAndTheirBounds() {
        // A fixed 100, a flexible at most 50, a flexible: 393 − 100 − 16 = 277 to share; the
        // bounded one takes 50, the other the 227 left. Leading-aligned cells.
        let grid = LazyVGrid(columns: [GridItem(.fixed(100), alignment: .leading),
                                       GridItem(.flexible(maximum: 50), alignment: .leading),
                                       GridItem(.flexible(), alignment: .leading)]) {
            Color.red.frame(height: 10)
            Color.red.frame(height: 10)
            Color.red.frame(height: 10)
        }
        let r = rects(layout(grid))
        #expect(r.map(\.x) == [0, 108, 166])
        #expect(r.map(\.width) == [100, 50, 227])
        // Fixed columns narrower than the grid are placed by its alignment: two of 50 + 8
        // leave 285, so a leading grid starts at 0 and a trailing one at 285.
        let leading = rects(layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], alignment: .leading) {
            Color.red.frame(height: 10); Color.red.frame(height: 10)
        }))
        #expect(leading.map(\.x) == [0, 58])
        let trailing = rects(layout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))], alignment: .trailing) {
            Color.red.frame(height: 10); Color.red.frame(height: 10)
        }))
        #expect(trailing.map(\.x) == [285, 343])
    }

    @Test func aHorizontalGridFillsItsRowsColumnByColumn() {
        // Two fixed rows of 30, 4 apart; views of widths 10, 20, 10: column one holds the first
        // two (20 wide), column two the third, 8 to the right.
        let grid = LazyHGrid(rows: [GridItem(.fixed(30), spacing: 4), GridItem(.fixed(30))]) {
            Color.red.frame(width: 10, height: 30)
            Color.red.frame(width: 20, height: 30)
            Color.red.frame(width: 10, height: 30)
        }
        let r = rects(layout(grid.frame(width: 100, height: 64)))
        let x0 = (393.0 - 100) / 2, y0 = (852.0 - 64) / 2
        // The grid is 20 + 8 + 10 = 38 wide, centred in the 100-pt frame: starts 31 in.
        #expect(r.map(\.y) == [y0, y0 + 34, y0])
        #expect(r[0].x == x0 + 31 + 5 && r[1].x == x0 + 31 && r[2].x == x0 + 31 + 28)
    }

    @Test func anEmptyGridIsNothingAndTextWrapsToItsColumn() {
        #expect(layout(LazyVGrid(columns: []) { Text("a") }).elements.isEmpty)
        // Two columns of (393 − 8) / 2 = 192.5: 30 characters (255 pt) wrap onto two lines.
        let list = layout(LazyVGrid(columns: [GridItem(), GridItem()]) { Text(String(repeating: "a", count: 15) + " " + String(repeating: "b", count: 14)); Text("x") })
        let text = list.elements.first { $0.text?.string.hasPrefix("a") == true }
        #expect(text.map { $0.frame.width <= 192.5 && $0.frame.height > 40 } == true)
    }
}
