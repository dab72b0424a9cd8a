import DisplayList
import Foundation
import Render
import Testing
import Tokens

/// `.blur(radius:)` and `.shadow(radius:)` drawn by the whole renderer at @1x, @2x and @3x:
/// the edge each leaves follows the Gaussian's cumulative profile with σ = radius points,
/// so σ = radius × scale device pixels. A blur that forgot the device scale (σ in pixels),
/// or a shadow read as 2σ, is several times off this profile at some scale — which the
/// pixel snapshots alone would only catch until someone re-records them.
@Suite struct BlurProfileTests {
    /// Black over white as drawn: 1 − Φ(z) where z is the distance past the edge in σ.
    static func expectedRed(past edge: Double, sigma: Double, at x: Double) -> Double {
        1 - 0.5 * (1 + erf((edge - x) / sigma / 2.squareRoot()))
    }

    /// The worst difference, in levels of 255, between a row (or column) of red values and
    /// the profile of a black edge at `edge` device pixels blurred by `sigma`, over ±3σ
    /// (within the `count` pixels there are).
    static func worst(_ samples: (Int) -> Double, count: Int, edge: Double, sigma: Double) -> Double {
        var worst = 0.0
        let lo = max(0, Int((edge - 3 * sigma).rounded(.down))), hi = min(count, Int((edge + 3 * sigma).rounded(.up)))
        for i in lo..<hi {
            worst = max(worst, abs(samples(i) - expectedRed(past: edge, sigma: sigma, at: Double(i) + 0.5)) * 255)
        }
        return worst
    }

    /// A black band from x = 0 to 50 pt blurred by `radius`, on white: along the middle row
    /// the right edge at 50 pt follows σ = radius × scale.
    @Test(arguments: [(4.0, 1.0), (4.0, 2.0), (4.0, 3.0), (10.0, 1.0), (10.0, 2.0), (10.0, 3.0)])
    func aBlurredEdgeFollowsTheGaussianAtEveryScale(radius: Double, scale: Double) throws {
        let height = 10 * radius
        var list = DisplayList(size: Size(width: 50 + 5 * radius, height: height), scale: scale, background: .white)
        var band = Element.shape("band", Rect(x: -5 * radius, y: -5 * radius, width: 50 + 5 * radius, height: height + 10 * radius), fill: .solid(.black))
        band.blur = radius
        list.append(band)
        let raster = try CairoRenderer().render(list)
        let row = Int(height * scale / 2)
        let sigma = radius * scale
        let worst = Self.worst({ raster.pixel(x: $0, y: row).r }, count: raster.width, edge: 50 * scale, sigma: sigma)
        #expect(worst <= 0.03 * 255, "σ \(sigma) px: worst \(worst) levels")
        // The same edge read as if σ were in pixels, or twice the radius, is far off it.
        if scale > 1 {
            #expect(Self.worst({ raster.pixel(x: $0, y: row).r }, count: raster.width, edge: 50 * scale, sigma: radius) > 0.08 * 255)
        }
        #expect(Self.worst({ raster.pixel(x: $0, y: row).r }, count: raster.width, edge: 50 * scale, sigma: 2 * sigma) > 0.08 * 255)
    }

    /// An opaque black shadow of a card, offset far enough down that its lower edge is clear
    /// of the card: along the middle column it follows σ = radius × scale, at the card's
    /// bottom + y offset.
    @Test(arguments: [(4.0, 1.0), (4.0, 2.0), (4.0, 3.0), (8.0, 1.0), (8.0, 2.0), (8.0, 3.0)])
    func aShadowsEdgeFollowsTheGaussianAtEveryScale(radius: Double, scale: Double) throws {
        let width = 12 * radius + 40
        let offset = 6 * radius
        let bottom = 20 + 8 * radius  // The card is 8 radii tall, so the shadow's lower edge is apart from its upper one.
        var list = DisplayList(size: Size(width: width, height: bottom + offset + 4 * radius), scale: scale, background: .white)
        var card = Element.shape("card", Rect(x: -6 * radius, y: 20, width: width + 12 * radius, height: 8 * radius), .rectangle, fill: .solid(.white))
        card.shadow = ShadowStyle(color: .black, radius: radius, x: 0, y: offset)
        list.append(card)
        let raster = try CairoRenderer().render(list)
        let column = Int(width * scale / 2)
        let sigma = radius * scale
        let edge = (bottom + offset) * scale
        let worst = Self.worst({ raster.pixel(x: column, y: $0).r }, count: raster.height, edge: edge, sigma: sigma)
        #expect(worst <= 0.03 * 255, "σ \(sigma) px: worst \(worst) levels")
        if scale > 1 {
            #expect(Self.worst({ raster.pixel(x: column, y: $0).r }, count: raster.height, edge: edge, sigma: radius) > 0.08 * 255)
        }
        #expect(Self.worst({ raster.pixel(x: column, y: $0).r }, count: raster.height, edge: edge, sigma: 2 * sigma) > 0.08 * 255)
    }

    /// A material's backdrop blur: a card with a clear tint over a black/white edge. Inside
    /// the card the edge follows σ = blur × scale, as the blurred band's does.
    @Test(arguments: [(4.0, 1.0), (4.0, 2.0), (4.0, 3.0), (8.0, 1.0), (8.0, 2.0), (8.0, 3.0)])
    func aMaterialsBackdropFollowsTheGaussianAtEveryScale(blur: Double, scale: Double) throws {
        let edge = 10 * blur
        var list = DisplayList(size: Size(width: 2 * edge, height: 10 * blur), scale: scale, background: .black)
        list.append(.shape("white", Rect(x: edge, y: 0, width: edge, height: 10 * blur), fill: .solid(.white)))
        var card = Element.shape("card", Rect(x: edge - 4 * blur, y: blur, width: 8 * blur, height: 8 * blur), .rectangle)
        card.material = MaterialStyle(name: "test", blur: blur, tint: .clear, saturation: 1)
        list.append(card)
        let raster = try CairoRenderer().render(list)
        let row = Int(5 * blur * scale)
        let sigma = blur * scale
        func worst(_ sigma: Double) -> Double {
            Self.worst({ raster.pixel(x: $0, y: row).r }, count: raster.width, edge: edge * scale, sigma: sigma)
        }
        #expect(worst(sigma) <= 0.03 * 255, "σ \(sigma) px: worst \(worst(sigma)) levels")
        if scale > 1 { #expect(worst(blur) > 0.08 * 255) }
        #expect(worst(2 * sigma) > 0.08 * 255)
    }
}
