public import DisplayList
import Tokens

// SwiftUI's named colours and colour initialisers, as a team's code spells them. The named
// colours are UIKit's system colours (Apple's Human Interface Guidelines colour table for
// iOS 18: light, dark, and the "accessible" values of Increase Contrast), so `.purple` on a
// dark screen is #BF5AF2 as on a device.
extension Color {
    /// `systemMint`: #00C7BE; #63E6E2 in dark.
    public static let systemMint = system("systemMint", light: "#00C7BE", dark: "#63E6E2", increasedLight: "#0C817B", increasedDark: "#66D4CF")
    /// `systemTeal`: #30B0C7; #40C8E0 in dark.
    public static let systemTeal = system("systemTeal", light: "#30B0C7", dark: "#40C8E0", increasedLight: "#008299", increasedDark: "#5DE6FF")
    /// `systemCyan`: #32ADE6; #64D2FF in dark.
    public static let systemCyan = system("systemCyan", light: "#32ADE6", dark: "#64D2FF", increasedLight: "#0071A4", increasedDark: "#70D7FF")
    /// `systemIndigo`: #5856D6; #5E5CE6 in dark.
    public static let systemIndigo = system("systemIndigo", light: "#5856D6", dark: "#5E5CE6", increasedLight: "#3634A3", increasedDark: "#7D7AFF")
    /// `systemPurple`: #AF52DE; #BF5AF2 in dark.
    public static let systemPurple = system("systemPurple", light: "#AF52DE", dark: "#BF5AF2", increasedLight: "#8944AB", increasedDark: "#DA8FFF")
    /// `systemPink`: #FF2D55; #FF375F in dark.
    public static let systemPink = system("systemPink", light: "#FF2D55", dark: "#FF375F", increasedLight: "#D30F45", increasedDark: "#FF6482")
    /// `systemBrown`: #A2845E; #AC8E68 in dark.
    public static let systemBrown = system("systemBrown", light: "#A2845E", dark: "#AC8E68", increasedLight: "#7F6545", increasedDark: "#B59469")
    /// `quaternaryLabel`: #3C3C43 at 18 %; #EBEBF5 at 16 % in dark.
    public static let quaternaryLabel = system("quaternaryLabel", light: "#3C3C432E", dark: "#EBEBF529")

    /// SwiftUI's `.mint`.
    public static let mint = systemMint
    /// SwiftUI's `.teal`.
    public static let teal = systemTeal
    /// SwiftUI's `.cyan`.
    public static let cyan = systemCyan
    /// SwiftUI's `.indigo`.
    public static let indigo = systemIndigo
    /// SwiftUI's `.purple`.
    public static let purple = systemPurple
    /// SwiftUI's `.pink`.
    public static let pink = systemPink
    /// SwiftUI's `.brown`.
    public static let brown = systemBrown

    /// SwiftUI's `.accentColor`: the tint of the view it is drawn in (`.tint(_:)`), iOS's
    /// blue by default.
    public static let accentColor = Color(value: .accent())

    /// SwiftUI's `Color(red:green:blue:opacity:)`: sRGB components 0…1 (outside it, clamped
    /// when drawn).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(RGBA(r: red, g: green, b: blue, a: opacity))
    }

    /// SwiftUI's `Color(.sRGB, red:green:blue:opacity:)`; the other colour spaces are read
    /// as sRGB too (DesignProof draws in sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// SwiftUI's `Color(white:opacity:)`: a grey, 0 black … 1 white.
    public init(white: Double, opacity: Double = 1) { self.init(RGBA(r: white, g: white, b: white, a: opacity)) }

    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`, each 0…1 (HSB, as UIKit's).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(RGBA(r: r, g: g, b: b, a: opacity))
    }
}

/// SwiftUI's `Color.RGBColorSpace`.
public enum RGBColorSpace: Sendable {
    /// sRGB, gamma-encoded.
    case sRGB
    /// Linear sRGB: read as sRGB.
    case sRGBLinear
    /// Display P3: read as sRGB.
    case displayP3
}

// `.foregroundStyle(.purple)`, `.fill(.mint)`: the colours as shape styles.
extension ShapeStyle where Self == Color {
    /// `Color.red`.
    public static var red: Color { Color.red }
    /// `Color.orange`.
    public static var orange: Color { Color.orange }
    /// `Color.yellow`.
    public static var yellow: Color { Color.yellow }
    /// `Color.green`.
    public static var green: Color { Color.green }
    /// `Color.mint`.
    public static var mint: Color { Color.mint }
    /// `Color.teal`.
    public static var teal: Color { Color.teal }
    /// `Color.cyan`.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue`.
    public static var blue: Color { Color.blue }
    /// `Color.indigo`.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple`.
    public static var purple: Color { Color.purple }
    /// `Color.pink`.
    public static var pink: Color { Color.pink }
    /// `Color.brown`.
    public static var brown: Color { Color.brown }
    /// `Color.gray`.
    public static var gray: Color { Color.gray }
    /// `Color.white`.
    public static var white: Color { Color.white }
    /// `Color.black`.
    public static var black: Color { Color.black }
    /// `Color.clear`.
    public static var clear: Color { Color.clear }
    /// `Color.accentColor`.
    public static var accentColor: Color { Color.accentColor }
}

/// SwiftUI's `HierarchicalShapeStyle`: the levels of the current foreground style. Over the
/// default foreground they are iOS's label colours (`label`, `secondaryLabel`,
/// `tertiaryLabel`, `quaternaryLabel`); over a foreground a view set (`.foregroundStyle(.blue)`)
/// they are that colour at the label colours' opacities (100, 60, 30, 18 %).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// 0 primary … 3 quaternary.
    let level: Int

    /// The level's paint in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint {
        guard let current = environment.foreground, level > 0 else {
            if level == 0 { return environment.foreground ?? Color.primary.paint(in: environment) }
            return [Color.secondary, Color.tertiaryLabel, Color.quaternaryLabel][min(level, 3) - 1].paint(in: environment)
        }
        let opacity = [1, 0.6, 0.3, 0.18][min(level, 3)]
        return current.withOpacity(opacity)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The current foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// Its second level (`secondaryLabel` over the default).
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// Its third level (`tertiaryLabel` over the default).
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// Its fourth level (`quaternaryLabel` over the default).
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
}

/// SwiftUI's `TintShapeStyle` (`.foregroundStyle(.tint)`): the view's tint.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint's paint in `environment`.
    public func paint(in environment: EnvironmentValues) -> Paint { environment.tint.paint(in: environment) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the view it is drawn in.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Color.Value {
    /// True for `.accentColor`.
    var isAccent: Bool {
        if case .accent = self { return true }
        return false
    }
}

extension Paint {
    /// This paint with every colour's alpha multiplied by `opacity` (0…1).
    func withOpacity(_ opacity: Double) -> Paint { mapColors { $0.opacity(opacity) } }
}
