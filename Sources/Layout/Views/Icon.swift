import DisplayList

/// An SF Symbol by name (`Image(systemName:)`), drawn from the icon font at the current
/// font's size. An unknown name draws nothing and is recorded, never guessed.
nonisolated public struct Icon: PrimitiveView {
    let systemName: String
    /// The SF Symbol `systemName` (`"flame.fill"`), as `SymbolMap` maps it to the icon font.
    public init(systemName: String) { self.systemName = systemName }

    public func makeNode(_ context: BuildContext) -> any LayoutNode {
        let env = context.environment
        var font = env.resolvedFont
        font.family = SymbolMap.fontFamily
        font.monospacedDigits = false
        font.size *= env.imageScale.factor
        // `.symbolVariant(.fill)`: the variant's name when the symbol has that variant, as iOS
        // falls back to the plain symbol when it has not.
        let variant = env.symbolVariants.name(for: systemName)
        let systemName = SymbolMap.glyph(for: variant) != nil ? variant : self.systemName
        let glyph = SymbolMap.glyph(for: systemName)
        let run = TextRun(glyph ?? "", font: font, paint: env.foreground ?? .solid(Color.primary.resolved(in: env)), alignment: .center, lineLimit: 1)
        return IconNode(id: context.path, run: run, systemName: systemName, known: glyph != nil)
    }
}

extension Image {
    /// SwiftUI's `Image(systemName:)`.
    public init(systemName: String) { self.init(kind: .symbol(systemName)) }
}

struct IconNode: LayoutNode {
    let id: String
    let run: TextRun
    let systemName: String
    let known: Bool

    /// Symbols are square glyphs one font size high.
    func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        Size(width: run.font.size * 1.2, height: run.font.size * 1.2)
    }

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let m = context.layoutContext.measure(run, width: nil)
        let rect = Rect(x: frame.midX - m.size.width / 2, y: frame.midY - m.size.height / 2, width: m.size.width, height: m.size.height)
        var element = Element.text(id, rect, run)
        element.accessibilityLabel = systemName
        element.accessibilityTraits = ["isImage"] + (known ? ["symbol"] : Element.unknownSymbolTraits(systemName))
        context.emit(element)
    }
}

/// SwiftUI's `Image.Scale`: an SF Symbol's size relative to the text around it. Apple's
/// symbol scales: small is about 78 % and large about 129 % of medium (the text's size).
public enum ImageScale: Hashable, Sendable {
    /// About 78 % of the text's size.
    case small
    /// The text's size.
    case medium
    /// About 129 % of the text's size.
    case large

    /// The symbol's size as a multiple of the font's.
    var factor: Double {
        switch self {
        case .small: 0.783
        case .medium: 1
        case .large: 1.29
        }
    }
}

struct ImageScaleKey: EnvironmentKey { static let defaultValue = ImageScale.medium }

extension EnvironmentValues {
    /// `.imageScale(_:)`: how large SF Symbols inside are drawn beside their text.
    public var imageScale: ImageScale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.imageScale(_:)`: SF Symbols inside drawn small (78 %), medium or large (129 %).
    nonisolated public func imageScale(_ scale: ImageScale) -> some View { EnvironmentModifier(content: self) { $0.imageScale = scale } }
}

extension Image {
    /// SwiftUI's `Image.Scale`.
    public typealias Scale = ImageScale
}

/// SwiftUI's `SymbolVariants`: the variant of every SF Symbol inside (`.symbolVariant(.fill)`),
/// a symbol's name with the variant's parts appended in SF Symbols' order ("bell" with
/// `.slash.fill` → "bell.slash.fill"; "heart" with `.circle.fill` → "heart.circle.fill").
public struct SymbolVariants: Hashable, Sendable {
    private var slashed = false
    private var shape: String?
    private var filled = false

    /// The plain symbol.
    public static let none = SymbolVariants()
    /// The filled variant.
    public static let fill = SymbolVariants(filled: true)
    /// Inside a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// Inside a square.
    public static let square = SymbolVariants(shape: "square")
    /// Inside a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Struck through.
    public static let slash = SymbolVariants(slashed: true)

    /// This variant filled (`.circle.fill`).
    public var fill: SymbolVariants { var v = self; v.filled = true; return v }
    /// This variant in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    /// This variant in a square.
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    /// This variant struck through.
    public var slash: SymbolVariants { var v = self; v.slashed = true; return v }

    /// Whether this variant holds `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.slashed || slashed) && (other.shape == nil || other.shape == shape) && (!other.filled || filled)
    }

    /// `base` with the parts it does not already name appended.
    func name(for base: String) -> String {
        // SF Symbols' order: the symbol, then slash, then its enclosing shape, then fill
        // ("bell.fill" with `.slash` is "bell.slash.fill").
        var parts = base.split(separator: ".").map(String.init)
        let wasFilled = parts.last == "fill"
        if wasFilled { parts.removeLast() }
        func add(_ part: String) { if !parts.contains(part) { parts.append(part) } }
        if slashed { add("slash") }
        if let shape { add(shape) }
        if filled || wasFilled { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// SwiftUI's `\.symbolVariants`: the variant SF Symbols inside are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.symbolVariant(_:)`: SF Symbols inside drawn in `variant` where the symbol
    /// has it.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        EnvironmentModifier(content: self) { $0.symbolVariants = variant }
    }
}
