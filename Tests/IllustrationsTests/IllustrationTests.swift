import DisplayList
@testable import Illustrations
import Render
import Testing
import Tokens

/// The food illustrations, recorded as drawings above the renderer and drawn by it: they
/// fill their frame, repeat byte for byte, and show what their names promise.
@Suite struct IllustrationTests {
    static let names = Illustrations.all.map(\.name)

    /// Magenta: no illustration paints it, so a pixel with it was never drawn.
    static let background = RGBA(hex: "#FF00FF")!

    static func list(_ name: String, canvas: Size = Size(width: 300, height: 200), frame: Rect? = nil) -> DisplayList {
        var list = DisplayList(size: canvas, scale: 1, background: background)
        var photo = Element(id: "photo", kind: .image, frame: frame ?? Rect(origin: .zero, size: canvas))
        photo.image = "illustration:" + name
        photo.drawing = Illustrations.named(name)?.drawing(for: photo.frame.size)
        list.append(photo)
        return list
    }

    static func render(_ name: String, canvas: Size = Size(width: 300, height: 200), frame: Rect? = nil) throws -> Raster {
        try CairoRenderer().render(list(name, canvas: canvas, frame: frame))
    }

    /// Pixels of `raster` inside the box (fractions of its size), as straight colours.
    static func pixels(_ raster: Raster, x: ClosedRange<Double> = 0...1, y: ClosedRange<Double> = 0...1) -> [RGBA] {
        let xs = Int(x.lowerBound * Double(raster.width))..<Int(x.upperBound * Double(raster.width))
        let ys = Int(y.lowerBound * Double(raster.height))..<Int(y.upperBound * Double(raster.height))
        return ys.flatMap { py in xs.map { px in raster.pixel(x: px, y: py) } }
    }

    @Test(arguments: IllustrationTests.names)
    func fillsTheFrameWithARichPicture(name: String) throws {
        let raster = try Self.render(name)
        let all = Self.pixels(raster)
        #expect(!all.contains(Self.background), "\(name) leaves pixels undrawn")
        #expect(raster.pixel(x: 150, y: 100) != Self.background)
        #expect(Set(all.map(\.hex)).count > 2000, "\(name) has too few colours to read as a photo")
    }

    @Test(arguments: IllustrationTests.names)
    func rendersByteIdenticallyEveryTime(name: String) throws {
        #expect(try Self.render(name) == Self.render(name))
    }

    /// Each dish sits on white ceramic in the middle of the frame, whatever its shape.
    @Test(arguments: IllustrationTests.names, [Size(width: 300, height: 200), Size(width: 200, height: 200), Size(width: 150, height: 300)])
    func whiteCeramicSitsNearTheCentre(name: String, canvas: Size) throws {
        let raster = try Self.render(name, canvas: canvas)
        let middle = Self.pixels(raster, x: 0.2...0.8, y: 0.2...0.8)
        let white = middle.filter { $0.r > 0.9 && $0.g > 0.9 && $0.b > 0.88 }
        #expect(white.count > middle.count / 120, "\(name) at \(canvas): \(white.count) near-white pixels of \(middle.count)")
        // And none of it in the corners, which show the table.
        let corner = Self.pixels(raster, x: 0...0.04, y: 0.96...1)
        #expect(corner.allSatisfy { !($0.r > 0.95 && $0.g > 0.95 && $0.b > 0.95) })
    }

    /// Toast, crusts and chips: golden pixels (r > g > b, r > 0.7) on the plate.
    @Test func mealHasGoldenBreadAndChips() throws {
        let raster = try Self.render("meal")
        let plate = Self.pixels(raster, x: 0.3...0.7, y: 0.1...0.9)
        let golden = plate.filter { $0.r > $0.g && $0.g > $0.b && $0.r > 0.7 && $0.r - $0.b > 0.25 }
        #expect(golden.count > plate.count / 6, "\(golden.count) golden pixels of \(plate.count)")
        // The chips sit right of centre: saturated yellow-orange there.
        let chips = Self.pixels(raster, x: 0.55...0.65, y: 0.45...0.65)
        #expect(chips.filter { $0.r > 0.85 && $0.g > 0.6 && $0.b < 0.45 }.count > chips.count / 4)
    }

    /// Salad is mostly green; its tomatoes are red.
    @Test func saladIsGreenWithRedTomatoes() throws {
        let bowl = Self.pixels(try Self.render("salad"), x: 0.35...0.65, y: 0.2...0.8)
        #expect(bowl.filter { $0.g > $0.r && $0.g > $0.b }.count > bowl.count / 2)
        #expect(bowl.contains { $0.r > 0.75 && $0.g < 0.35 && $0.b < 0.3 })
    }

    /// Breakfast has egg yolks: deep yellow-orange.
    @Test func breakfastHasYolks() throws {
        let plate = Self.pixels(try Self.render("breakfast"), x: 0.3...0.7, y: 0.1...0.9)
        #expect(plate.filter { $0.r > 0.9 && $0.g > 0.55 && $0.g < 0.8 && $0.b < 0.25 }.count > 100)
    }

    /// An aspect-filled image is larger than what shows: drawing stays inside its frame
    /// (and the element's clip), leaving the rest of the canvas alone.
    @Test func drawsOnlyInsideItsFrame() throws {
        let raster = try Self.render("meal", frame: Rect(x: 50, y: 20, width: 120, height: 90))
        #expect(raster.pixel(x: 49, y: 60) == Self.background)
        #expect(raster.pixel(x: 170, y: 60) == Self.background)
        #expect(raster.pixel(x: 100, y: 19) == Self.background)
        #expect(raster.pixel(x: 100, y: 110) == Self.background)
        #expect(raster.pixel(x: 51, y: 21) != Self.background)
        #expect(raster.pixel(x: 168, y: 108) != Self.background)
    }

    /// The renderer knows no illustration by name: an image without its drawing is refused.
    @Test func anIllustrationWithoutItsDrawingIsRefused() throws {
        #expect(Illustrations.named("pizza") == nil)
        let error = #expect(throws: RenderError.self) { try Self.render("pizza") }
        #expect(error == .unsupported("image illustration:pizza (element photo): nothing to draw; an image is a PNG (asset:PATH) or carries its drawing (Image(illustration:))"))
        #expect(error?.exitCode == 65)
        #expect(Self.names == ["meal", "salad", "breakfast"])
    }

    @Test func otherImageSourcesAreStillRefused() throws {
        var list = Self.list("meal")
        list.elements[0].image = "https://example.com/meal.jpg"
        list.elements[0].drawing = nil
        #expect(throws: RenderError.self) { try CairoRenderer().render(list) }
    }
}
