import DisplayList
@testable import Illustrations
import Render
import Testing
import Tokens

/// A logged meal's photo, drawn from its foods' names: each name becomes the dish it says,
/// different meals draw different pictures, and the same meal always the same one.
@Suite struct PlateIllustrationTests {
    static let frame = Size(width: 360, height: 180)

    static func render(_ foods: [String], size: Size = frame) throws -> Raster {
        let plate = Illustrations.plate(of: foods)
        var list = DisplayList(size: size, scale: 1, background: IllustrationTests.background)
        var photo = Element(id: "photo", kind: .image, frame: Rect(origin: .zero, size: size))
        photo.image = "illustration:" + plate.name
        photo.drawing = plate.drawing(for: size)
        list.append(photo)
        return try CairoRenderer().render(list)
    }

    /// Every food in FitAI's sample log, as the plate reads it.
    @Test func theSampleLogsFoodsAreTheDishesTheirNamesSay() {
        let expected: [(String, Illustrations.Dish)] = [
            ("Grilled salmon", .fillet(.salmon)), ("Quinoa", .grains(.quinoa)), ("Roasted asparagus", .spears(.asparagus)),
            ("Lentil soup", .bowl(.lentilSoup, berries: false, banana: false, rice: false)), ("Spaghetti bolognese", .pasta),
            ("Greek yogurt with berries", .bowl(.yogurt, berries: true, banana: false, rice: false)),
            ("Scrambled eggs on toast", .toast(.eggs)), ("Avocado toast", .toast(.avocado)), ("Sushi set", .sushi),
            ("Ice cream", .bowl(.iceCream, berries: false, banana: false, rice: false)),
            ("Hummus and carrots", .bowl(.hummus, berries: false, banana: false, rice: false)), ("Glass of red wine", .snack(.wine)),
            ("Turkey sandwich", .sandwich), ("Beef tacos", .tacos), ("Oatmeal with banana", .bowl(.oatmeal, berries: false, banana: true, rice: false)),
            ("Almonds", .snack(.almonds)), ("Protein bar", .snack(.bar)), ("Margherita pizza", .pizza),
            ("Chicken stir-fry with rice", .bowl(.curry, berries: false, banana: false, rice: true)),
            ("Vegetable curry with rice", .bowl(.curry, berries: false, banana: false, rice: true)),
            ("Burrito bowl", .bowl(.burrito, berries: false, banana: false, rice: false)),
            ("Protein smoothie", .bowl(.smoothie, berries: false, banana: false, rice: false)), ("Apple", .snack(.apple)),
            ("Chicken Caesar salad", .greens), ("Dark chocolate", .snack(.chocolate)),
        ]
        for (name, dish) in expected { #expect(Illustrations.Dish(name) == dish, "\(name)") }
        // A name no rule knows is a mound, its colour from its letters (the same every run).
        #expect(Illustrations.Dish("Zorb") == Illustrations.Dish("ZORB"))
        guard case .mound = Illustrations.Dish("Zorb") else { Issue.record("Zorb is not a mound"); return }
    }

    /// The name says what is drawn; a photo draws at most five foods.
    @Test func theNameListsTheFoodsDrawn() {
        #expect(Illustrations.plate(of: ["Grilled salmon", "Quinoa"]).name == "plate:Grilled salmon + Quinoa")
        let many = Illustrations.plate(of: (1...1000).map { "Food \($0)" })
        #expect(many.name == "plate:Food 1 + Food 2 + Food 3 + Food 4 + Food 5")
        #expect(Illustrations.plate(of: []).name == "plate:")
    }

    /// The same foods draw the same bytes; other foods another picture.
    @Test func theSameMealDrawsTheSamePictureAndAnotherMealAnother() throws {
        let dinner = ["Grilled salmon", "Quinoa", "Roasted asparagus"]
        #expect(try Self.render(dinner) == Self.render(dinner))
        let others = [["Lentil soup"], ["Margherita pizza"], ["Sushi set"], ["Grilled salmon", "Quinoa"]]
        for other in others { #expect(try Self.render(other) != Self.render(dinner), "\(other)") }
    }

    /// Salmon is salmon-coloured where it lies (upper left of the well), asparagus green
    /// below, quinoa pale cream to the right — and the table shows at the frame's edges.
    @Test func theDinnerShowsEachFoodWhereItLies() throws {
        let r = try Self.render(["Grilled salmon", "Quinoa", "Roasted asparagus"])
        let pixels = { (x: ClosedRange<Double>, y: ClosedRange<Double>) in IllustrationTests.pixels(r, x: x, y: y) }
        let salmon = pixels(0.36...0.47, 0.22...0.42).filter { $0.r > 0.75 && $0.g > 0.3 && $0.g < 0.6 && $0.b < 0.45 }
        #expect(salmon.count > 200, "\(salmon.count) salmon pixels")
        let spears = pixels(0.4...0.56, 0.6...0.85).filter { $0.g > $0.r && $0.g > $0.b + 0.1 }
        #expect(spears.count > 200, "\(spears.count) green pixels")
        let quinoa = pixels(0.52...0.64, 0.25...0.55).filter { $0.r > 0.75 && $0.g > 0.65 && $0.b > 0.45 && $0.r - $0.b > 0.1 }
        #expect(quinoa.count > 200, "\(quinoa.count) cream pixels")
        #expect(!IllustrationTests.pixels(r).contains(IllustrationTests.background))
    }

    /// A soup alone is its bowl, filled to the middle with soup (no plate rim round it).
    @Test func aSoupAloneIsItsBowl() throws {
        let r = try Self.render(["Lentil soup"])
        let middle = r.pixel(x: 200, y: 110)
        #expect(middle.r > 0.6 && middle.g > 0.35 && middle.b < 0.35, "\(middle.hex)")
    }

    /// Odd names — empty, emoji, very long, nothing at all — still draw a plate on the table.
    @Test(arguments: [[], [""], ["🍣🍣🍣"], [String(repeating: "x", count: 100_000)], ["\u{0}", "\n"]])
    func oddNamesStillDrawAPlate(_ foods: [String]) throws {
        let r = try Self.render(foods, size: Size(width: 200, height: 120))
        #expect(!IllustrationTests.pixels(r).contains(IllustrationTests.background))
        let centre = r.pixel(x: 100, y: 62)
        #expect(centre.r > 0.5 && centre.g > 0.4, "\(centre.hex)")
    }
}
