public import SwiftUI
import DisplayList
import Tokens

/// Token look-ups for the plan and main-app screens (seed 000 p7–p8 and §2, seed 001
/// p7–p8), from the optional `@Environment(\.calAI)` theme. Every catalogue screen is built
/// with a theme, so the fallbacks (CalAITheme's magenta for a missing colour) only show in
/// a bare preview.
public struct MainLook: Sendable {
    public let theme: CalAITheme?
    public let contentSize: ContentSizeCategory

    public init(_ theme: CalAITheme?, contentSize: ContentSizeCategory = .large) {
        self.theme = theme
        self.contentSize = contentSize
    }

    public var appearance: Appearance { theme?.appearance ?? .light }

    /// `color.NAME` for the current appearance.
    public func color(_ name: String) -> Color { Color(rgba(name)) }

    public func rgba(_ name: String) -> RGBA { theme?.color(name) ?? RGBA(hex: "#FF00FF")! }

    /// `typography.NAME`, scaling with Dynamic Type like `style`.
    public func font(_ name: String, _ style: TextStyle) -> Font {
        theme?.font(name, relativeTo: style) ?? Font(size: .style(style))
    }

    /// `typography.NAME` at its design size, not scaling with Dynamic Type: for text that
    /// is part of a picture (the spin wheel's labels, the app preview), as an image's is.
    public func fixedFont(_ name: String) -> Font {
        guard let t = try? theme?.tokens.typography("typography.\(name)") else { return .body }
        return .system(size: t.fontSize, weight: FontWeight(t.fontWeight))
    }

    /// A dimension (`size.fab`, `radius.card`, `spacing.section` …).
    public func length(_ path: String) -> Double { theme?.dimension(path) ?? 0 }

    /// A dimension that grows with Dynamic Type like `style`, as `@ScaledMetric` does:
    /// rings and icon discs that hold text must grow with it.
    public func scaled(_ path: String, _ style: TextStyle = .body) -> Double {
        scaledFontSize(length(path), relativeTo: style, at: contentSize)
    }

    /// Any number scaled with Dynamic Type like `style`.
    public func scaled(value: Double, _ style: TextStyle = .body) -> Double {
        scaledFontSize(value, relativeTo: style, at: contentSize)
    }

    /// A plain number token (`healthScore.max`, `size.spinSegments` …).
    public func number(_ path: String) -> Double { (try? theme?.tokens.number(path)) ?? 0 }

    /// `gradient.NAME.APPEARANCE`.
    public func gradient(_ name: String) -> Gradient {
        (try? theme?.tokens.gradient("gradient.\(name).\(appearance.rawValue)")) ?? Gradient([.clear, .clear])
    }

    /// `shadow.NAME.APPEARANCE`, the first layer.
    public func shadow(_ name: String) -> Shadow? {
        (try? theme?.tokens.shadow("shadow.\(name).\(appearance.rawValue)"))?.first
    }
}

extension EnvironmentValues {
    /// The Cal AI theme with the content size, for `@Environment(\.mainLook)`.
    public var mainLook: MainLook { MainLook(calAI, contentSize: contentSize) }
}

extension View {
    /// A token shadow (`shadow.card`, `shadow.fab`): its blur is SwiftUI's radius.
    nonisolated public func mainShadow(_ shadow: Shadow?) -> some View {
        self.shadow(color: Color(shadow?.color ?? .clear), radius: shadow?.blur ?? 0, x: shadow?.offsetX ?? 0, y: shadow?.offsetY ?? 0)
    }
}
