import AppSupport
import Catalog
import DisplayList
import Layout
import NutriSync
import TestSupport
import Testing
import Tokens

/// Screen 2.3 says the seed's words, draws nine silhouettes with the sample sex's
/// percentages leanest first, and marks exactly the sample's estimate in its selected state.
@Suite struct BodyCompositionScreenTests: NutriSyncScreenSuite {
    let catalog: ScreenCatalog
    init() throws { catalog = try Checkout.screenCatalog() }

    static let percentages = NutriSyncProfile.BodyFatEstimate.percentages(for: NutriSyncProfile.sample.sex)
    static let green = RGBA(hex: "#00D26A")!

    /// The tile backgrounds (which carry the tile's label and traits), by index.
    func tiles(_ l: DisplayList) -> [Int: Element] {
        var out: [Int: Element] = [:]
        for e in l.elements {
            guard e.id.hasPrefix("silhouette-"), e.id.hasSuffix("/background"),
                  let i = Int(e.id.dropFirst("silhouette-".count).prefix { $0.isNumber }) else { continue }
            out[i] = e
        }
        return out
    }

    func checks(_ l: DisplayList) -> [Element] {
        l.elements.filter { $0.id.hasPrefix("silhouette-") && $0.id.contains("/check") && $0.kind == .shape }
    }

    @Test func saysTheSeedsWords() throws {
        let l = try list("body-composition")
        #expect(shows(l, "Estimate your body fat level"))
        #expect(shows(l, "Don't worry about being precise - a visual estimate works"))
        #expect(shows(l, "Next"))
    }

    @Test func nineSilhouettesWithTheSexsPercentagesLeanestFirstRowByRow() throws {
        #expect(Self.percentages == [15, 18, 22, 25, 28, 32, 36, 40, 45])   // the sample is female
        let l = try list("body-composition")
        let figures = l.elements.filter { $0.id.hasSuffix("/figure") }
        #expect(figures.count == 9)
        #expect(figures.allSatisfy { if case .path = $0.shape { true } else { false } })
        let tiles = tiles(l)
        #expect(tiles.keys.sorted() == Array(0..<9))
        for i in 0..<9 {
            let tile = try #require(tiles[i])
            let percent = try #require(l.elements.first { $0.id.hasPrefix("silhouette-\(i)/") && $0.text != nil })
            #expect(percent.text?.string == "\(Self.percentages[i])%")
            #expect(tile.accessibilityLabel == "\(Self.percentages[i])% body fat")
            // Three per row, left to right, top to bottom.
            let (row, column) = (i / 3, i % 3)
            let first = try #require(tiles[row * 3])
            #expect(abs(tile.frame.y - first.frame.y) < 0.5, "tile \(i) not on row \(row)")
            if column > 0 { #expect(tile.frame.x > tiles[i - 1]!.frame.maxX) }
            if row > 0 { #expect(tile.frame.y > tiles[i - 3]!.frame.maxY) }
        }
    }

    @Test func aNewUserSeesNothingSelectedAndAGreyedNext() throws {
        let l = try list("body-composition")
        #expect(checks(l).isEmpty)
        #expect(!l.elements.contains { $0.accessibilityTraits.contains("isSelected") })
        let next = try #require(l.elements.first { $0.accessibilityLabel == "Next" })
        #expect(next.accessibilityTraits.contains("notEnabled"))
    }

    @Test func theSelectedStateChecksTheSamplesEstimateOnly() throws {
        let sample = try #require(NutriSyncProfile.sample.bodyFat?.index)
        #expect(Self.percentages[sample] == 25)
        let l = try list("body-composition", state: "selected")
        let checks = checks(l)
        #expect(checks.count == 1)
        #expect(checks.first?.id.hasPrefix("silhouette-\(sample)/") == true)
        #expect(checks.first?.fill == .solid(Self.green))
        let tiles = tiles(l)
        for (i, tile) in tiles {
            #expect(tile.accessibilityTraits.contains("isSelected") == (i == sample), "tile \(i)")
            #expect((tile.stroke?.paint == .solid(Self.green)) == (i == sample), "tile \(i) border")
        }
        // The badge sits in the selected tile's top-right corner.
        let badge = try #require(checks.first), tile = try #require(tiles[sample])
        #expect(badge.frame.maxX <= tile.frame.maxX && badge.frame.minX > tile.frame.midX)
        #expect(badge.frame.minY >= tile.frame.minY && badge.frame.maxY < tile.frame.midY)
        let next = try #require(l.elements.first { $0.accessibilityLabel == "Next" })
        #expect(!next.accessibilityTraits.contains("notEnabled"))
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone16, .iPhone16ProMax])
    func theGridFitsAboveTheButtonWithoutScrolling(_ device: Device) throws {
        let l = try list("body-composition", state: "selected", device: device)
        let tiles = tiles(l)
        let button = try #require(l.elements.first { $0.id == "button/background" })
        #expect(tiles.count == 9)
        #expect(tiles.values.allSatisfy { $0.frame.maxY < button.frame.minY }, "\(device.id): a row is under the button")
        #expect(!l.elements.contains { $0.id.contains("ScrollView") }, "\(device.id) scrolls")
    }

    @Test func atAccessibilitySizesTheGridTakesTwoWiderColumns() throws {
        let l = try list("body-composition", state: "selected", contentSize: .accessibilityExtraLarge)
        let tiles = tiles(l)
        #expect(tiles.count == 9)
        let (t0, t1, t2) = (try #require(tiles[0]), try #require(tiles[1]), try #require(tiles[2]))
        #expect(abs(t0.frame.y - t1.frame.y) < 0.5)
        #expect(t2.frame.y > t0.frame.maxY)
        #expect(abs(t2.frame.x - t0.frame.x) < 0.5)
        // The short last row keeps the width of the others.
        #expect(abs(try #require(tiles[8]).frame.width - t0.frame.width) < 0.5)
    }
}
