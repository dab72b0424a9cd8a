import Tokens

/// UIKit's semantic system colours as SwiftUI exposes them (`Color(.systemGroupedBackground)`,
/// `.blue`…), each with its iOS 18 light and dark value, resolved by the appearance of the
/// environment it is drawn in. Values: Apple's Human Interface Guidelines colour tables,
/// the same values UIKit returns on a device; the tints with the tables' "accessible"
/// values too, which iOS draws under Settings › Accessibility › Increase Contrast
/// (`--contrast high`).
extension Color {
    /// A colour with a value per appearance that is none of iOS's named ones.
    static func dynamic(light: String, dark: String) -> Color {
        Color(value: .dynamic(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear))
    }

    static func system(_ name: String, light: String, dark: String) -> Color {
        Color(value: .dynamic(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear), systemName: name)
    }

    static func system(_ name: String, light: String, dark: String, increasedLight: String, increasedDark: String) -> Color {
        Color(value: .accessible(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear,
                                 increasedLight: RGBA(hex: increasedLight) ?? .clear, increasedDark: RGBA(hex: increasedDark) ?? .clear),
              systemName: name)
    }

    /// A background colour: in dark, elevated content (a sheet; `\.userInterfaceLevel`) is
    /// drawn one step lighter so it stands out from what it covers, as UIKit's are.
    static func background(_ name: String, light: String, dark: String, darkElevated: String) -> Color {
        Color(value: .leveled(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear,
                              darkElevated: RGBA(hex: darkElevated) ?? .clear), systemName: name)
    }

    // Backgrounds (dark elevated values: UIKit's with `userInterfaceLevel == .elevated`)
    /// The screen's background: white; black in dark (#1C1C1E elevated).
    @_disfavoredOverload public static let systemBackground = background("systemBackground", light: "#FFFFFF", dark: "#000000", darkElevated: "#1C1C1E")
    /// Content grouped on the system background: #F2F2F7; #1C1C1E in dark.
    @_disfavoredOverload public static let secondarySystemBackground = background("secondarySystemBackground", light: "#F2F2F7", dark: "#1C1C1E", darkElevated: "#2C2C2E")
    /// Content grouped on the secondary background: white; #2C2C2E in dark.
    @_disfavoredOverload public static let tertiarySystemBackground = background("tertiarySystemBackground", light: "#FFFFFF", dark: "#2C2C2E", darkElevated: "#3A3A3C")
    /// Behind an inset-grouped list.
    @_disfavoredOverload public static let systemGroupedBackground = background("systemGroupedBackground", light: "#F2F2F7", dark: "#000000", darkElevated: "#1C1C1E")
    /// The cards (cells) of an inset-grouped list.
    @_disfavoredOverload public static let secondarySystemGroupedBackground = background("secondarySystemGroupedBackground", light: "#FFFFFF", dark: "#1C1C1E", darkElevated: "#2C2C2E")

    // Text
    /// Primary text: black; white in dark.
    @_disfavoredOverload public static let label = system("label", light: "#000000", dark: "#FFFFFF")
    /// Secondary text: #3C3C43 at 60 %; #EBEBF5 at 60 % in dark.
    @_disfavoredOverload public static let secondaryLabel = system("secondaryLabel", light: "#3C3C4399", dark: "#EBEBF599")
    /// Tertiary text (placeholders, disabled labels): #3C3C43 at 30 %; #EBEBF5 at 30 % in dark.
    @_disfavoredOverload public static let tertiaryLabel = system("tertiaryLabel", light: "#3C3C434D", dark: "#EBEBF54D")

    // Lines and fills
    /// A hairline between rows: #3C3C43 at 29 % light, #545458 at 60 % dark (as `Divider`).
    @_disfavoredOverload public static let separator = system("separator", light: "#3C3C434A", dark: "#54545899")
    /// A thin fill for small shapes: #787880 at 20 %; at 36 % in dark.
    @_disfavoredOverload public static let systemFill = system("systemFill", light: "#78788033", dark: "#7878805C")
    /// The off track of a switch.
    @_disfavoredOverload public static let secondarySystemFill = system("secondarySystemFill", light: "#78788029", dark: "#78788052")
    /// A fill for large areas (a bordered button without a tint, a text field's chip): #767680
    /// at 12 %; at 24 % in dark.
    @_disfavoredOverload public static let tertiarySystemFill = system("tertiarySystemFill", light: "#7676801F", dark: "#7676803D")
    /// The faintest fill (large areas holding complex content): #747480 at 8 %; #767680 at 18 % in dark.
    @_disfavoredOverload public static let quaternarySystemFill = system("quaternarySystemFill", light: "#74748014", dark: "#7676802E")

    // Tints
    /// iOS's blue, the default tint: #007AFF; #0A84FF in dark.
    @_disfavoredOverload public static let systemBlue = system("systemBlue", light: "#007AFF", dark: "#0A84FF", increasedLight: "#0040DD", increasedDark: "#409CFF")
    /// #34C759; #30D158 in dark.
    @_disfavoredOverload public static let systemGreen = system("systemGreen", light: "#34C759", dark: "#30D158", increasedLight: "#248A3D", increasedDark: "#30DB5B")
    /// #FF3B30; #FF453A in dark.
    @_disfavoredOverload public static let systemRed = system("systemRed", light: "#FF3B30", dark: "#FF453A", increasedLight: "#D70015", increasedDark: "#FF6961")
    /// #FF9500; #FF9F0A in dark.
    @_disfavoredOverload public static let systemOrange = system("systemOrange", light: "#FF9500", dark: "#FF9F0A", increasedLight: "#C93400", increasedDark: "#FFB340")
    /// #FFCC00; #FFD60A in dark.
    @_disfavoredOverload public static let systemYellow = system("systemYellow", light: "#FFCC00", dark: "#FFD60A", increasedLight: "#B25000", increasedDark: "#FFD426")
    /// #8E8E93 in both appearances.
    @_disfavoredOverload public static let systemGray = system("systemGray", light: "#8E8E93", dark: "#8E8E93", increasedLight: "#6C6C70", increasedDark: "#AEAEB2")
    /// #AEAEB2; #636366 in dark.
    @_disfavoredOverload public static let systemGray2 = system("systemGray2", light: "#AEAEB2", dark: "#636366")
    /// #C7C7CC; #48484A in dark.
    @_disfavoredOverload public static let systemGray3 = system("systemGray3", light: "#C7C7CC", dark: "#48484A")
    /// #D1D1D6; #3A3A3C in dark.
    @_disfavoredOverload public static let systemGray4 = system("systemGray4", light: "#D1D1D6", dark: "#3A3A3C")
    /// #E5E5EA; #2C2C2E in dark.
    @_disfavoredOverload public static let systemGray5 = system("systemGray5", light: "#E5E5EA", dark: "#2C2C2E")
    /// #F2F2F7; #1C1C1E in dark.
    @_disfavoredOverload public static let systemGray6 = system("systemGray6", light: "#F2F2F7", dark: "#1C1C1E")

    /// SwiftUI's `.blue`, `.green`, `.red`… are the system colours.
    public static let blue = systemBlue
    /// `systemGreen`.
    public static let green = systemGreen
    /// `systemRed`.
    public static let red = systemRed
    /// `systemOrange`.
    public static let orange = systemOrange
    /// `systemYellow`.
    public static let yellow = systemYellow
    /// `systemGray`.
    public static let gray = systemGray
}

extension Color {
    /// Every semantic system colour above by its UIKit name (`label`, `secondaryLabel`,
    /// `systemBlue` …): what an app's palette can give values of its own.
    public static let systemColors: [String: Color] = {
        let all: [Color] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
                            .secondarySystemGroupedBackground, .label, .secondaryLabel, .tertiaryLabel, .separator, .systemFill,
                            .secondarySystemFill, .tertiarySystemFill, .systemBlue, .systemGreen, .systemRed, .systemOrange,
                            .systemYellow, .systemGray, .systemGray4, .systemGray5]
        var byName: [String: Color] = [:]
        for c in all { if let name = c.systemName { byName[name] = c } }
        return byName
    }()
}

/// An app's own values for iOS's semantic colours, by UIKit name: a design system that
/// states them as tokens (FitAI's `color.ios.secondaryLabel.light` …) draws every
/// `.secondary` text, tab bar and tint from its tokens, so a token change — a contrast
/// proposal's — reaches every place iOS's colour is drawn. Empty by default: iOS's values.
public struct SystemPalette: Hashable, Sendable {
    /// The colours it gives values of its own, by UIKit name.
    public var colors: [String: Color.Value]

    /// A palette of these colours (empty: iOS's own values everywhere).
    public init(colors: [String: Color.Value] = [:]) { self.colors = colors }

    /// The system colours `tokens` states under `group` as `GROUP.NAME.light` and
    /// `GROUP.NAME.dark` colour tokens, or as one `GROUP.NAME` for both appearances (as a
    /// resolver document whose dark context leaves it unchanged reads); names Layout does not
    /// know are left out. Increase Contrast and elevated values the tokens do not state stay iOS's.
    public init(tokens: TokenSet, group: String) {
        var colors: [String: Color.Value] = [:]
        for (name, system) in Color.systemColors {
            let both = try? tokens.color("\(group).\(name)")
            guard let light = (try? tokens.color("\(group).\(name).light")) ?? both,
                  let dark = (try? tokens.color("\(group).\(name).dark")) ?? both else { continue }
            switch system.value {
            case .accessible(_, _, let increasedLight, let increasedDark):
                colors[name] = .accessible(light: light, dark: dark, increasedLight: increasedLight, increasedDark: increasedDark)
            case .leveled(_, _, let darkElevated):
                colors[name] = .leveled(light: light, dark: dark, darkElevated: darkElevated)
            default:
                colors[name] = .dynamic(light: light, dark: dark)
            }
        }
        self.colors = colors
    }
}

struct SystemPaletteKey: EnvironmentKey {
    static let defaultValue = SystemPalette()
}

/// SwiftUI's `.tint(_:)`: the accent of controls (the selected tab, toolbar buttons,
/// progress fills). iOS's default is system blue.
/// nil until a view sets `.tint`: some controls (the activity spinner, `.bordered`'s fill)
/// look different with no tint than with iOS's default blue one.
struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

/// SwiftUI's `TextCase` (`.textCase(.uppercase)`), which grouped-list headers apply.
public enum TextCase: Hashable, Sendable { case uppercase, lowercase }

struct TextCaseKey: EnvironmentKey {
    static let defaultValue: TextCase? = nil
}

/// UIKit's `UIUserInterfaceLevel`: content presented over other content (a sheet) is
/// `.elevated`, and the background colours take their lighter dark values there.
public enum UserInterfaceLevel: Hashable, Sendable { case base, elevated }

struct AppAccentKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

struct UserInterfaceLevelKey: EnvironmentKey {
    static let defaultValue = UserInterfaceLevel.base
}

extension EnvironmentValues {
    /// The app's own values for iOS's semantic colours (empty: iOS's).
    public var systemPalette: SystemPalette {
        get { self[SystemPaletteKey.self] }
        set { self[SystemPaletteKey.self] = newValue }
    }
    /// The accent of controls inside: what `.tint(_:)` set, else system blue.
    public var tint: Color {
        get { self[TintKey.self] ?? self[AppAccentKey.self] ?? .systemBlue }
        set { self[TintKey.self] = newValue }
    }
    /// The app's accent colour (its asset catalogue's `AccentColor`): the tint where no view
    /// set one. Unlike `.tint(_:)` it leaves switches green, bordered buttons grey and
    /// spinners grey, as iOS's window tint does.
    public var appAccentColor: Color? {
        get { self[AppAccentKey.self] }
        set { self[AppAccentKey.self] = newValue }
    }
    /// The tint a view set with `.tint(_:)`, or nil when it is iOS's default.
    var explicitTint: Color? { self[TintKey.self] }
    /// Upper- or lower-cases text inside (nil: as written).
    public var textCase: TextCase? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// `.elevated` inside a sheet: set with `.environment(\.userInterfaceLevel, .elevated)`.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[UserInterfaceLevelKey.self] }
        set { self[UserInterfaceLevelKey.self] = newValue }
    }
}

extension View {
    /// SwiftUI's `.tint(_:)`: the accent colour of controls inside.
    nonisolated public func tint(_ color: Color) -> some View { EnvironmentModifier(content: self) { $0.tint = color } }
    /// SwiftUI's `.tint(_:)` with an optional colour: nil leaves the tint in force
    /// (`.tint(isPremium ? .premium : nil)`).
    nonisolated public func tint(_ color: Color?) -> some View {
        EnvironmentModifier(content: self) { env in if let color { env.tint = color } }
    }
    /// SwiftUI's `.tint(_:)` with any shape style: the controls inside take its colour (a
    /// gradient's middle colour: DesignProof's tint is one colour).
    @_disfavoredOverload
    nonisolated public func tint<S: ShapeStyle>(_ style: S?) -> some View {
        EnvironmentModifier(content: self) { env in
            if let style { env.tint = Color(style.paint(in: env).representativeColor) }
        }
    }
    /// SwiftUI's older `.accentColor(_:)`: the tint of the controls inside (nil: unchanged).
    nonisolated public func accentColor(_ color: Color?) -> some View { EnvironmentModifier(content: self) { if let color { $0.tint = color } } }
    /// SwiftUI's `.textCase(_:)`: text inside upper- or lower-cased (nil: as written).
    nonisolated public func textCase(_ textCase: TextCase?) -> some View { EnvironmentModifier(content: self) { $0.textCase = textCase } }
}
