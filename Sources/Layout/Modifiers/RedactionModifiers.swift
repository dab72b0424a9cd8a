import DisplayList
import Tokens

/// SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Reasons of this raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Loading: text and images drawn as placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private data, hidden when the device is locked (a widget's; drawn as it is here).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content marked `.invalidatableContent()` (a widget's; drawn as it is here).
    public static let invalidated = RedactionReasons(rawValue: 4)
}

struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why the views inside are redacted (`\.redactionReasons`; empty: they are not).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// The placeholder look of redacted content: each line of a text a rounded bar across its
/// frame, an image a rounded block, both in the content's own colour at 16 % (a text's
/// paint; grey for an image), as iOS draws a view redacted for loading.
enum Redaction {
    static let opacity = 0.16

    static func placeholders(for element: Element) -> [Element] {
        var bar = element
        bar.kind = .shape
        bar.text = nil
        bar.image = nil
        bar.drawing = nil
        bar.stroke = nil
        bar.accessibilityTraits.removeAll { $0 == "isStaticText" || $0 == "isImage" }
        guard let run = element.text else {
            bar.fill = .solid(RGBA(r: 0.5, g: 0.5, b: 0.5, a: opacity))
            bar.shape = .roundedRectangle(cornerRadius: min(6, min(element.frame.width, element.frame.height) / 4), style: .continuous)
            return [bar]
        }
        // Lines of the run's size; each bar as tall as the font's cap-to-descender band.
        let lineHeight = max(1, run.font.size * 1.2)
        let lines = max(1, Int((element.frame.height / lineHeight).rounded()))
        let pitch = element.frame.height / Double(lines)
        let height = pitch * 0.7
        bar.fill = run.paint.withOpacity(opacity)
        bar.shape = .roundedRectangle(cornerRadius: height / 4, style: .continuous)
        return (0..<lines).map { i in
            var line = bar
            line.id = lines == 1 ? element.id : element.id + "#\(i + 1)"
            line.frame = Rect(x: element.frame.x, y: element.frame.y + Double(i) * pitch + (pitch - height) / 2,
                              width: element.frame.width, height: height)
            return line
        }
    }
}

nonisolated struct RedactionModifier<Content: View>: ModifierView {
    let content: Content
    let reasons: RedactionReasons
    var contentView: any View { content }
    func makeNode(_ context: BuildContext) -> any LayoutNode {
        let inner = context.with { $0.redactionReasons = reasons }
        return RedactionNode(child: inner.buildContent(content), redacted: reasons.contains(.placeholder))
    }
}

struct RedactionNode: DrawingOnlyNode {
    let child: any LayoutNode
    let redacted: Bool

    func place(in frame: Rect, _ context: inout PlacementContext) {
        let saved = context.redacted
        context.redacted = redacted
        child.place(in: frame, &context)
        context.redacted = saved
    }
}

extension View {
    /// SwiftUI's `.redacted(reason:)`: with `.placeholder`, the texts and images inside are
    /// drawn as placeholder bars (shapes, in their own colour at 16 %); other reasons only set
    /// `\.redactionReasons`.
    nonisolated public func redacted(reason: RedactionReasons) -> some View { RedactionModifier(content: self, reasons: reason) }
    /// SwiftUI's `.unredacted()`: drawn as it is inside a redacted view.
    nonisolated public func unredacted() -> some View { RedactionModifier(content: self, reasons: []) }
}
