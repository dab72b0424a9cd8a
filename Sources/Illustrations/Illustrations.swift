public import DisplayList

/// Procedurally drawn stand-ins for photographs of food (`Image(illustration:
/// Illustrations.meal)`): the product brief draws photos as vector illustrations so renders
/// need no image files and stay byte-identical across machines. They are content, above the
/// renderer: each is recorded as a `Drawing` (paths, gradients, clips, soft shadows in the
/// frame's points) that the renderer draws like any other display-list data.
///
/// Every illustration is composed around the centre of its rectangle in units of the
/// rectangle's shorter side, so the main subject keeps its proportions at any aspect
/// ratio; the table it sits on (and props near the edges) fill whatever extra room a
/// wide or tall frame offers.
public enum Illustrations {
    /// A sandwich with chips and a drink, on a wooden table.
    public static let meal = illustration("meal", Meal.compose)
    /// A bowl of mixed salad on linen.
    public static let salad = illustration("salad", Salad.compose)
    /// Eggs, toast and berries with coffee.
    public static let breakfast = illustration("breakfast", Breakfast.compose)

    /// Every illustration, in the order error messages list them.
    public static let all: [Illustration] = [meal, salad, breakfast]

    /// The illustration called `name`; nil for a name none has.
    public static func named(_ name: String) -> Illustration? { all.first { $0.name == name } }

    private static func illustration(_ name: String, _ compose: @escaping @Sendable (Scene) -> Void) -> Illustration {
        Illustration(name: name) { size in record(name, size: size, compose) }
    }

    /// What `compose` draws in a frame of `size` points: user space has its origin at the
    /// frame's centre and one unit per shorter side.
    static func record(_ name: String, size: Size, _ compose: (Scene) -> Void) -> Drawing {
        let unit = min(size.width, size.height)
        let brush = Brush(transform: AffineTransform(a: unit, b: 0, c: 0, d: unit, tx: size.width / 2, ty: size.height / 2))
        compose(Scene(brush: brush, halfWidth: size.width / unit / 2, halfHeight: size.height / unit / 2, name: name))
        return brush.finish()
    }

    /// Where an illustration draws: user space has its origin at the rectangle's centre
    /// and one unit per shorter side, so the visible area is ±halfWidth × ±halfHeight
    /// (one of which is 0.5).
    struct Scene {
        let brush: Brush
        let halfWidth: Double
        let halfHeight: Double
        /// Seeds every random choice, so each illustration always looks the same.
        let name: String

        var isWide: Bool { halfWidth > halfHeight * 1.2 }
        var isTall: Bool { halfHeight > halfWidth * 1.2 }

        /// A random stream for one part of the picture: parts draw from separate streams
        /// so that adding a prop (or a wider frame) never reshuffles the food.
        func random(_ part: String, _ index: Int = 0) -> SeededRandom { SeededRandom(name, part, index) }
    }
}

/// The display list's transform under a name files that import Foundation (which has its
/// own `AffineTransform`) can use.
typealias DrawingTransform = AffineTransform
