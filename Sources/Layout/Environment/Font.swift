public import DisplayList

/// SwiftUI's `Font.Design`.
public enum FontDesign: String, CaseIterable, Hashable, Sendable, Codable { case `default`, rounded, monospaced, serif }

/// SwiftUI's `Font.Weight`, on the CSS scale, continuous (the cascade animates it).
public struct FontWeight: Hashable, Sendable, Codable {
    public var value: Double
    public init(_ value: Double) { self.value = value }
    public static let ultraLight = FontWeight(100)
    public static let thin = FontWeight(200)
    public static let light = FontWeight(300)
    public static let regular = FontWeight(400)
    public static let medium = FontWeight(500)
    public static let semibold = FontWeight(600)
    public static let bold = FontWeight(700)
    public static let heavy = FontWeight(800)
    public static let black = FontWeight(900)
}

/// SwiftUI's `Font`: a text style that follows Dynamic Type, or a fixed system size that
/// scales only when given `relativeTo:` (as `Font.custom(_:size:relativeTo:)` does).
public struct Font: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case style(TextStyle)
        case fixed(Double, relativeTo: TextStyle?)
    }

    public var size: Size
    public var weight: FontWeight?
    public var design: FontDesign
    public var usesMonospacedDigits: Bool

    public init(size: Size, weight: FontWeight? = nil, design: FontDesign = .default, monospacedDigit: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.usesMonospacedDigits = monospacedDigit
    }

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

    public static func system(_ style: TextStyle, design: FontDesign = .default, weight: FontWeight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let subheadline = Font(size: .style(.subheadline))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    public func weight(_ weight: FontWeight) -> Font { var f = self; f.weight = weight; return f }
    public func monospacedDigit() -> Font { var f = self; f.usesMonospacedDigits = true; return f }

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
        let family = environment.fontFamilies[design] ?? environment.fontFamilies[.default] ?? "Inter"
        return FontSpec(family: family, size: points, weight: weight?.value ?? styleWeight, monospacedDigits: usesMonospacedDigits)
    }
}
