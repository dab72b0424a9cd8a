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
        element.accessibilityTraits = ["isImage", known ? "symbol" : "unknownSymbol"]
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
