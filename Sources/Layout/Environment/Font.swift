public import DisplayList

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, CaseIterable, Hashable, Sendable, Codable { case `default`, rounded, monospaced, serif }

/// SwiftUI's `Font.Weight`, on the CSS scale, continuous (the cascade animates it).
public struct FontWeight: Hashable, Sendable, Codable {
    /// The weight on the CSS scale (400 regular, 700 bold).
    public var value: Double
    /// A weight of `value` on the CSS scale (400 regular, 700 bold).
    public init(_ value: Double) { self.value = value }
    /// 100.
    public static let ultraLight = FontWeight(100)
    /// 200.
    public static let thin = FontWeight(200)
    /// 300.
    public static let light = FontWeight(300)
    /// 400, the body weight.
    public static let regular = FontWeight(400)
    /// 500.
    public static let medium = FontWeight(500)
    /// 600, the headline weight.
    public static let semibold = FontWeight(600)
    /// 700.
    public static let bold = FontWeight(700)
    /// 800.
    public static let heavy = FontWeight(800)
    /// 900.
    public static let black = FontWeight(900)
}

/// SwiftUI's `Font`: a text style that follows Dynamic Type, or a fixed system size that
/// scales only when given `relativeTo:` (as `Font.custom(_:size:relativeTo:)` does).
public struct Font: Hashable, Sendable {
    /// SwiftUI's `Font.Weight` (`let weight: Font.Weight = .semibold`).
    public typealias Weight = FontWeight
    /// SwiftUI's `Font.Design`.
    public typealias Design = FontDesign
    /// SwiftUI's `Font.TextStyle`.
    public typealias TextStyle = Layout.TextStyle
    /// A font's size: a text style's (which follows Dynamic Type), or fixed points that
    /// scale like `relativeTo` when it is given.
    public enum Size: Hashable, Sendable {
        /// A text style's size at the environment's content size.
        case style(TextStyle)
        /// Points at the default content size, scaled like the style given (nil: never scaled).
        case fixed(Double, relativeTo: TextStyle?)
    }

    /// The size, a text style's or fixed.
    public var size: Size
    /// The weight; nil takes the text style's own (600 for headline, else 400).
    public var weight: FontWeight?
    /// The design, which picks the family drawn (`EnvironmentValues.fontFamilies`).
    public var design: FontDesign
    /// Whether digits are drawn at one width (tabular figures).
    public var usesMonospacedDigits: Bool
    /// A font family named by the view (`Font.custom`); nil draws the design's family.
    public var family: String?

    /// A font of `size`, `weight` (nil: the style's), `design`, with tabular digits when
    /// `monospacedDigit`.
    public init(size: Size, weight: FontWeight? = nil, design: FontDesign = .default, monospacedDigit: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.usesMonospacedDigits = monospacedDigit
    }

    /// A fixed `size` in points that does not scale with Dynamic Type (SwiftUI's `.system(size:)`).
    public static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default) -> Font {
        Font(size: .fixed(size, relativeTo: nil), weight: weight, design: design)
    }

    /// A fixed size that scales with Dynamic Type like `style` (the seed's `.scaled(.system(size:))`).
    public static func system(size: Double, weight: FontWeight = .regular, design: FontDesign = .default, relativeTo style: TextStyle) -> Font {
        Font(size: .fixed(size, relativeTo: style), weight: weight, design: design)
    }

    /// The seed's `.font(.scaled(.system(size: baseline)))` (AirFit §9): a fixed-size font
    /// that grows with Dynamic Type, as `UIFontMetrics(forTextStyle:).scaledFont(for:)` grows
    /// it. Without `relativeTo`, it scales like the text style whose default size is
    /// nearest its own — a 34 pt headline as Large Title, a 17 pt number as Body — so a
    /// headline keeps its place in the hierarchy instead of growing at body text's rate
    /// (×2.35 at AX XL, which would push a 34 pt title off a 393 pt screen). A text style
    /// font is returned as it is: it already scales.
    public static func scaled(_ font: Font, relativeTo style: TextStyle? = nil) -> Font {
        guard case .fixed(let size, _) = font.size else { return font }
        var f = font
        f.size = .fixed(size, relativeTo: style ?? TextStyle.nearest(toPointSize: size))
        return f
    }

    /// SwiftUI's `Font.custom(_:size:)`: the family `name` at `size` points, growing with
    /// Dynamic Type as body text does. A family that is not installed is named in the
    /// renderer's one-line error, with what provides it when known.
    public static func custom(_ name: String, size: Double) -> Font { custom(name, size: size, relativeTo: .body) }
    /// SwiftUI's `Font.custom(_:size:relativeTo:)`: scaled as `style` scales.
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
        var f = Font(size: .fixed(size, relativeTo: style)); f.family = name; return f
    }
    /// SwiftUI's `Font.custom(_:fixedSize:)`: never scaled.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        var f = Font(size: .fixed(fixedSize, relativeTo: nil)); f.family = name; return f
    }

    /// The text style `style` (which follows Dynamic Type) in `design` and `weight`.
    public static func system(_ style: TextStyle, design: FontDesign = .default, weight: FontWeight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    /// Large Title: 34 pt at the default size.
    public static let largeTitle = Font(size: .style(.largeTitle))
    /// Title: 28 pt at the default size.
    public static let title = Font(size: .style(.title))
    /// Title 2: 22 pt at the default size.
    public static let title2 = Font(size: .style(.title2))
    /// Title 3: 20 pt at the default size.
    public static let title3 = Font(size: .style(.title3))
    /// Headline: 17 pt semibold at the default size.
    public static let headline = Font(size: .style(.headline))
    /// Body: 17 pt at the default size.
    public static let body = Font(size: .style(.body))
    /// Callout: 16 pt at the default size.
    public static let callout = Font(size: .style(.callout))
    /// Subheadline: 15 pt at the default size.
    public static let subheadline = Font(size: .style(.subheadline))
    /// Footnote: 13 pt at the default size.
    public static let footnote = Font(size: .style(.footnote))
    /// Caption: 12 pt at the default size.
    public static let caption = Font(size: .style(.caption))
    /// Caption 2: 11 pt at the default size.
    public static let caption2 = Font(size: .style(.caption2))

    /// This font at `weight`.
    public func weight(_ weight: FontWeight) -> Font { var f = self; f.weight = weight; return f }
    /// This font in bold (weight 700), as SwiftUI's `Font.bold()`: `.title2.bold()`.
    public func bold() -> Font { weight(.bold) }
    /// This font with digits drawn at one width (tabular figures).
    public func monospacedDigit() -> Font { var f = self; f.usesMonospacedDigits = true; return f }
    /// SwiftUI's `Font.monospaced()`: this font's size and weight in the monospaced design
    /// (SF Mono on iOS; DejaVu Sans Mono here).
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }

    /// The concrete face, size and weight drawn in `environment`.
    public func resolved(in environment: EnvironmentValues) -> FontSpec {
        let points: Double
        let styleWeight: Double
        switch size {
        case .style(let style):
            points = style.pointSize(at: environment.contentSize)
            styleWeight = style.defaultWeight
        case .fixed(let value, let style):
            points = style.map { scaledFontSize(value, relativeTo: $0, at: environment.contentSize) } ?? value
            styleWeight = 400
        }
        let family = self.family ?? environment.fontFamilies[design] ?? environment.fontFamilies[.default] ?? "Inter"
        return FontSpec(family: family, size: points, weight: weight?.value ?? styleWeight, monospacedDigits: usesMonospacedDigits)
    }
}
