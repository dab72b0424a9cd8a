public import SwiftUI
import DisplayList
import Tokens

/// Token look-ups for the plan and main-app screens (seed 000 p7–p8 and §2, seed 001
/// p7–p8), from `@Environment(\.calAI)` with the content size, as SwiftUI values.
public struct MainLook: Sendable {
    public let theme: CalAITheme
    public let contentSize: ContentSizeCategory

    public init(_ theme: CalAITheme, contentSize: ContentSizeCategory = .large) {
        self.theme = theme
        self.contentSize = contentSize
    }

    public var appearance: Appearance { theme.appearance }

    /// `color.NAME` for the current appearance.
    public func color(_ name: CalAIColor) -> Color { Color(theme.color(name)) }

    /// `color.NAME` for the current appearance, as RGBA.
    public func rgba(_ name: CalAIColor) -> RGBA { theme.color(name) }

    /// `typography.NAME`, scaling with Dynamic Type like `style`.
    public func font(_ name: CalAITypography, _ style: TextStyle) -> Font { theme.font(name, relativeTo: style) }

    /// `typography.NAME` at its design size, not scaling with Dynamic Type: for text that
    /// is part of a picture (the spin wheel's labels, the app preview), as an image's is.
    public func fixedFont(_ name: CalAITypography) -> Font { theme.fixedFont(name) }

    /// A dimension (`size.fab`, `radius.card`, `spacing.section` …).
    public func length(_ name: CalAIDimension) -> Double { theme.dimension(name) }

    /// A dimension that grows with Dynamic Type like `style`, as `@ScaledMetric` does:
    /// rings and icon discs that hold text must grow with it.
    public func scaled(_ name: CalAIDimension, _ style: TextStyle = .body) -> Double {
        scaledFontSize(length(name), relativeTo: style, at: contentSize)
    }

    /// Any number scaled with Dynamic Type like `style`.
    public func scaled(value: Double, _ style: TextStyle = .body) -> Double {
        scaledFontSize(value, relativeTo: style, at: contentSize)
    }

    /// A plain number token (`healthScore.max` …).
    public func number(_ name: CalAINumber) -> Double { theme.number(name) }

    /// `gradient.NAME.APPEARANCE`.
    public func gradient(_ name: CalAIGradient) -> Gradient { theme.gradient(name) }

    /// `shadow.NAME.APPEARANCE`, the first layer.
    public func shadow(_ name: CalAIShadow) -> Shadow { theme.shadow(name) }
}

extension EnvironmentValues {
    /// The Cal AI theme with the content size, for `@Environment(\.mainLook)`.
    public var mainLook: MainLook { MainLook(calAI, contentSize: contentSize) }
}

extension View {
    /// A token shadow (`shadow.card`, `shadow.fab`): its blur is SwiftUI's radius.
    nonisolated public func mainShadow(_ shadow: Shadow) -> some View {
        self.shadow(color: Color(shadow.color), radius: shadow.blur, x: shadow.offsetX, y: shadow.offsetY)
    }
}
