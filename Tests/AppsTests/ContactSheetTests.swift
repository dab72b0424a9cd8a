import AppSupport
import Catalog
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Testing

/// `proof sheet`'s page: the grid's pixel arithmetic (hand-computed from the documented
/// distances in points), the balanced column count, and what the sheet of an app shows.
@Suite struct ContactSheetGridTests {
    /// Five iPhone 16 thumbnails at 0.5 px/pt (197×426 px) in three columns: margin 64 pt
    /// → 32 px, header 148 → 74, column gap 48 → 24, row gap 40 → 20, label band
    /// 16 + 32 = 48 → 24.
    @Test func uniformGridAtHalfScale() {
        let g = ContactSheetGrid(count: 5, columns: 3, thumbnailWidth: 197, thumbnailHeight: 426, scale: 0.5)
        #expect(g.rows == 2)
        #expect(g.width == 32 + 197 + 24 + 197 + 24 + 197 + 32)
        #expect(g.height == 32 + 74 + 426 + 24 + 20 + 426 + 24 + 32)
        #expect(g.thumbnail(0) == .init(x: 32, y: 106, width: 197, height: 426))
        #expect(g.thumbnail(2) == .init(x: 32 + 2 * (197 + 24), y: 106, width: 197, height: 426))
        #expect(g.thumbnail(4) == .init(x: 32 + 197 + 24, y: 106 + 426 + 24 + 20, width: 197, height: 426))
        // The label band sits under its thumbnail, spilling half a gap less 4 pt (10 px)
        // into each neighbouring gap.
        #expect(g.label(4) == .init(x: 253 - 10, y: 576 + 426 + 8, width: 197 + 20, height: 16))
        #expect(g.frame == 1)
    }

    /// A row is as tall as its tallest thumbnail (a scroll view's full length); the next
    /// row starts below that one's label; two label lines make the band 16 + 64 pt.
    @Test func tallThumbnailsPushTheNextRowDown() {
        let g = ContactSheetGrid(columns: 2, thumbnailWidth: 393, thumbnailHeights: [852, 1578, 852], scale: 1, labelLines: 2)
        #expect(g.labelBand == 80)
        #expect(g.rowHeight(0) == 1578 && g.rowHeight(1) == 852)
        #expect(g.thumbnail(1).y == 64 + 148)
        #expect(g.thumbnail(2).y == 64 + 148 + 1578 + 80 + 40)
        #expect(g.height == 64 + 148 + 1578 + 80 + 40 + 852 + 80 + 64)
        #expect(g.width == 64 + 393 + 48 + 393 + 64)
    }

    @Test func columnsAreClampedToTheCount() {
        let g = ContactSheetGrid(count: 2, columns: 8, thumbnailWidth: 10, thumbnailHeight: 20, scale: 1)
        #expect(g.columns == 2 && g.rows == 1)
        #expect(g.width == 64 + 10 + 48 + 10 + 64)
    }

    /// About square, then as few columns as fill the same rows: 32 Cal AI screens in 8 × 4,
    /// 53 thumbnails with their states (two label lines) in 11 × 5, AirFit's 4 in 2 × 2.
    @Test func balancedColumns() {
        func columns(_ n: Int, lines: Int = 1) -> Int {
            ContactSheetGrid.balancedColumns(count: n, thumbnailWidth: 393, thumbnailHeight: 852, labelLines: lines)
        }
        #expect(columns(32) == 8)
        #expect(columns(53, lines: 2) == 11)
        #expect(columns(4) == 2)
        #expect(columns(5) == 3)
        #expect(columns(1) == 1)
        #expect(ContactSheetGrid.balancedColumns(count: 12, thumbnailWidth: 100, thumbnailHeight: 100) == 4)
    }
}

@Suite struct ContactSheetTests {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    @Test func itemsFollowTheCatalogueWithStatesOnRequest() throws {
        let plain = try ContactSheet.items(screens: catalog.entries, app: "calai", appearance: .light, states: .default)
        #expect(plain.map(\.id) == catalog.ids.filter { $0.hasPrefix("calai/") })
        #expect(plain.allSatisfy { $0.state == nil })
        let all = try ContactSheet.items(screens: catalog.entries, app: "calai", appearance: .dark, states: .all)
        let states = catalog.entries.filter { $0.id.hasPrefix("calai/") }.reduce(0) { $0 + $1.states.count }
        #expect(all.count == plain.count + states)
        let paywall = all.filter { $0.id == "calai/paywall" }.map(\.label)
        #expect(paywall == ["calai/paywall", "calai/paywall@monthly", "calai/paywall@yearly"])
    }

    @Test func unknownAppSuggestsTheNearest() {
        #expect(throws: ContactSheetError.unknownApp("calia", suggestion: "calai", known: catalog.apps)) {
            try ContactSheet.items(screens: catalog.entries, app: "calia", appearance: .light, states: .default)
        }
        #expect(throws: ContactSheetError.unknownApp("zzzzzzzz", suggestion: nil, known: catalog.apps)) {
            try ContactSheet.items(screens: catalog.entries, app: "zzzzzzzz", appearance: .light, states: .default)
        }
        #expect(catalog.apps.starts(with: ["airfit", "calai"]))
    }

    /// The page holds a frame and a label per thumbnail, the frame just outside the hole.
    @Test func pageFramesAndLabelsEveryThumbnail() throws {
        let measurer = PangoText()
        let sheet = try ContactSheet(screens: catalog.entries, app: "airfit", device: .iPhone16, appearance: .dark, states: .default,
                                     scale: 1, measurer: measurer)
        #expect(sheet.fileName == "airfit-sheet-dark.png")
        #expect(sheet.screens.count == 4 && sheet.screens.allSatisfy { $0.scale == 1 })
        #expect(sheet.grid.columns == 2 && sheet.grid.thumbnailWidth == 393 && sheet.grid.thumbnailHeights == [852, 852, 852, 852])
        let page = sheet.page(measuringWith: measurer)
        #expect(page.size == Size(width: Double(sheet.grid.width), height: Double(sheet.grid.height)))
        let frames = page.elements.filter { $0.id.hasPrefix("frame.") }
        #expect(frames.count == 4)
        #expect(frames[3].frame == Rect(x: 64 + 393 + 48 - 2, y: 64 + 148 + 852 + 48 + 40 - 2, width: 397, height: 856))
        let labels = page.elements.compactMap(\.text?.string)
        #expect(labels == ["AirFit", "4 screens · iPhone 16 · 393 × 852 pt · dark · drawn at 1×",
                           "airfit/welcome", "airfit/dashboard", "airfit/voice-log", "airfit/rep-counter"])
    }
}
