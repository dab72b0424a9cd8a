/// Control points of a CSS/SwiftUI cubic-bezier timing curve. Kept here as plain data;
/// the Motion stage turns it into a solvable curve.
public struct CubicBezier: Hashable, Sendable, Codable {
    /// The two inner control points; x1 and x2 are in 0…1.
    public var x1: Double, y1: Double, x2: Double, y2: Double
    /// The curve through (0, 0), (x1, y1), (x2, y2), (1, 1), as CSS `cubic-bezier(x1, y1, x2, y2)`.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }
}

/// A drop shadow as SwiftUI's `.shadow(color:radius:x:y:)` states it. `blur` is
/// SwiftUI's radius (the renderer maps it to a Gaussian); `spread` is DTCG's and is 0 on iOS.
public struct Shadow: Hashable, Sendable, Codable {
    /// Shadow colour, alpha included.
    public var color: RGBA
    /// Horizontal offset in points; positive moves right.
    public var offsetX: Double
    /// Vertical offset in points; positive moves down.
    public var offsetY: Double
    /// Blur radius in points (SwiftUI's `radius`).
    public var blur: Double
    /// Points the shadow grows by before blurring (DTCG `spread`).
    public var spread: Double
    /// DTCG's `inset`: drawn inside the shape's edge. SwiftUI has no inset shadow, so the
    /// apps never draw one; the loader reads it (and warns) so that a DTCG file loads.
    public var inset: Bool
    /// A shadow; offsets, blur radius and spread in points.
    public init(color: RGBA, offsetX: Double = 0, offsetY: Double = 0, blur: Double, spread: Double = 0, inset: Bool = false) {
        self.color = color; self.offsetX = offsetX; self.offsetY = offsetY; self.blur = blur; self.spread = spread; self.inset = inset
    }
}

/// A font family as the design names it on iOS, and the face we render it with on Linux.
public struct FontFamily: Hashable, Sendable, Codable {
    /// Names in preference order, as written in the file (`["SF Pro Rounded", "Quicksand"]`).
    public var names: [String]
    /// The family Pango draws with. From `$extensions["dev.designproof"].renderWith`,
    /// else the last name: substitutes are listed after the iOS original.
    public var renderWith: String
    /// The Debian package that installs `renderWith`, for the "missing font" error.
    public var debianPackage: String?
    /// A family stack; without `renderWith`, the last name is the one drawn with.
    public init(names: [String], renderWith: String? = nil, debianPackage: String? = nil) {
        self.names = names
        self.renderWith = renderWith ?? names.last ?? ""
        self.debianPackage = debianPackage
    }
}

/// A DTCG typography composite: one text style.
public struct Typography: Hashable, Sendable, Codable {
    /// The family, with the face drawn on Linux.
    public var fontFamily: FontFamily
    /// Points.
    public var fontSize: Double
    /// 1…1000 (CSS scale: Apple's `.thin` is 200, `.light` 300, `.regular` 400).
    public var fontWeight: Double
    /// A multiple of the font size; nil means the font's own line height.
    public var lineHeight: Double?
    /// Points of tracking.
    public var letterSpacing: Double
    /// A text style; size and letter spacing in points, weight 1…1000, line height a multiple of the size.
    public init(fontFamily: FontFamily, fontSize: Double, fontWeight: Double, lineHeight: Double? = nil, letterSpacing: Double = 0) {
        self.fontFamily = fontFamily; self.fontSize = fontSize; self.fontWeight = fontWeight
        self.lineHeight = lineHeight; self.letterSpacing = letterSpacing
    }
}

/// SwiftUI's `interpolatingSpring(stiffness:damping:mass:initialVelocity:)`. A token may
/// also state `response`/`dampingFraction` (`.spring(response:dampingFraction:)`) or iOS
/// 17's `duration`/`bounce` (`Spring(duration:bounce:)`); either is converted on load with
/// SwiftUI's formulas (`SpringConversion`) and the original kept for display. At most one
/// of the two stated pairs is set.
public struct SpringParameters: Hashable, Sendable, Codable {
    /// Spring stiffness (SwiftUI's `stiffness`).
    public var stiffness: Double
    /// Damping coefficient (SwiftUI's `damping`).
    public var damping: Double
    /// Mass of the moving object; 1 by default.
    public var mass: Double
    /// Velocity at the start of the animation; 0 by default.
    public var initialVelocity: Double
    /// Seconds, when written as `.spring(response:dampingFraction:)`.
    public var response: Double?
    /// When written as `.spring(response:dampingFraction:)`; 1 = critically damped.
    public var dampingFraction: Double?
    /// Seconds, when written as iOS 17's `Spring(duration:bounce:)`.
    public var duration: Double?
    /// When written as `Spring(duration:bounce:)`; 0 = no bounce.
    public var bounce: Double?
    /// A spring by its physical parameters, with the perceptual form it was written in, if any.
    public init(stiffness: Double, damping: Double, mass: Double = 1, initialVelocity: Double = 0,
                response: Double? = nil, dampingFraction: Double? = nil, duration: Double? = nil, bounce: Double? = nil) {
        self.stiffness = stiffness; self.damping = damping; self.mass = mass
        self.initialVelocity = initialVelocity; self.response = response; self.dampingFraction = dampingFraction
        self.duration = duration; self.bounce = bounce
    }
}

/// A SwiftUI material (`.ultraThinMaterial` …) as we draw it: a backdrop blur, a
/// saturation boost and a tint laid over the blurred backdrop.
public struct MaterialToken: Hashable, Sendable, Codable {
    /// Blur radius in points.
    public var blur: Double
    /// Colour laid over the blurred backdrop, alpha included.
    public var tint: RGBA
    /// 1 = unchanged.
    public var saturation: Double
    /// A material: blur radius in points, tint, saturation factor (1 = unchanged).
    public init(blur: Double, tint: RGBA, saturation: Double) {
        self.blur = blur; self.tint = tint; self.saturation = saturation
    }
}

/// A resolved, range-checked token value.
public enum TokenValue: Hashable, Sendable {
    /// An sRGB colour.
    case color(RGBA)
    /// Points (1 px = 1 pt, 1 rem = 16 pt).
    case dimension(Double)
    /// Seconds.
    case duration(Double)
    /// A timing curve.
    case cubicBezier(CubicBezier)
    /// A font family stack.
    case fontFamily(FontFamily)
    /// CSS weight, 1…1000.
    case fontWeight(Double)
    /// A unitless number.
    case number(Double)
    /// One or more shadows, in the order the token lists them.
    case shadow([Shadow])
    /// A gradient's colour stops.
    case gradient(Gradient)
    /// A text style.
    case typography(Typography)
    /// A stroke: solid, dashed, dotted …
    case strokeStyle(StrokeStyle)
    /// A border: colour, width and stroke style.
    case border(Border)
    /// A transition: duration, delay and timing curve.
    case transition(Transition)
    /// A spring animation.
    case spring(SpringParameters)
    /// A backdrop material.
    case material(MaterialToken)

    /// The DTCG type this value is of.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .number: .number
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .spring: .spring
        case .material: .material
        }
    }
}
