import CCairo
public import DisplayList

/// Procedurally drawn stand-ins for photographs (`Image(illustration: "meal")`): the
/// product brief draws photos as vector illustrations so renders need no image files and
/// stay byte-identical across machines.
///
/// Every illustration is composed around the centre of its rectangle in units of the
/// rectangle's shorter side, so the main subject keeps its proportions at any aspect
/// ratio; the table it sits on (and props near the edges) fill whatever extra room a
/// wide or tall frame offers.
public enum Illustrations {
    /// The names `draw` knows, in the order error messages list them.
    public static let names: [String] = ["meal", "salad", "breakfast"]

    /// Draws the illustration `name` into `rect` on `cr`, clipped to `rect`. Leaves the
    /// context's state as it found it. Returns false (drawing nothing) for an unknown name.
    public static func draw(_ name: String, in rect: Rect, on cr: OpaquePointer) -> Bool {
        guard let compose = composer(for: name) else { return false }
        guard rect.width > 0, rect.height > 0 else { return true }
        let unit = min(rect.width, rect.height)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        cairo_new_path(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, unit, unit)
        compose(Scene(brush: Brush(cr: cr), halfWidth: rect.width / unit / 2, halfHeight: rect.height / unit / 2, name: name))
        return true
    }

    private static func composer(for name: String) -> ((Scene) -> Void)? {
        switch name {
        case "meal": Meal.compose
        case "salad": Salad.compose
        case "breakfast": Breakfast.compose
        default: nil
        }
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
