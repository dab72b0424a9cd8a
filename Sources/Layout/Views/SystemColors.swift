import Tokens

/// UIKit's semantic system colours as SwiftUI exposes them (`Color(.systemGroupedBackground)`,
/// `.blue`…), each with its iOS 18 light and dark value, resolved by the appearance of the
/// environment it is drawn in. Values: Apple's Human Interface Guidelines colour tables,
/// the same values UIKit returns on a device; the tints with the tables' "accessible"
/// values too, which iOS draws under Settings › Accessibility › Increase Contrast
/// (`--contrast high`).
extension Color {
    static func system(light: String, dark: String) -> Color {
        Color(value: .dynamic(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear))
    }

    static func system(light: String, dark: String, increasedLight: String, increasedDark: String) -> Color {
        Color(value: .accessible(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear,
                                 increasedLight: RGBA(hex: increasedLight) ?? .clear, increasedDark: RGBA(hex: increasedDark) ?? .clear))
    }

    /// A background colour: in dark, elevated content (a sheet; `\.userInterfaceLevel`) is
    /// drawn one step lighter so it stands out from what it covers, as UIKit's are.
    static func background(light: String, dark: String, darkElevated: String) -> Color {
        Color(value: .leveled(light: RGBA(hex: light) ?? .clear, dark: RGBA(hex: dark) ?? .clear,
                              darkElevated: RGBA(hex: darkElevated) ?? .clear))
    }

    // Backgrounds (dark elevated values: UIKit's with `userInterfaceLevel == .elevated`)
    /// The screen's background: white; black in dark (#1C1C1E elevated).
    public static let systemBackground = background(light: "#FFFFFF", dark: "#000000", darkElevated: "#1C1C1E")
    /// Content grouped on the system background: #F2F2F7; #1C1C1E in dark.
    public static let secondarySystemBackground = background(light: "#F2F2F7", dark: "#1C1C1E", darkElevated: "#2C2C2E")
    /// Content grouped on the secondary background: white; #2C2C2E in dark.
    public static let tertiarySystemBackground = background(light: "#FFFFFF", dark: "#2C2C2E", darkElevated: "#3A3A3C")
    /// Behind an inset-grouped list.
    public static let systemGroupedBackground = background(light: "#F2F2F7", dark: "#000000", darkElevated: "#1C1C1E")
    /// The cards (cells) of an inset-grouped list.
    public static let secondarySystemGroupedBackground = background(light: "#FFFFFF", dark: "#1C1C1E", darkElevated: "#2C2C2E")

    // Text
    /// Primary text: black; white in dark.
    public static let label = system(light: "#000000", dark: "#FFFFFF")
    /// Secondary text: #3C3C43 at 60 %; #EBEBF5 at 60 % in dark.
    public static let secondaryLabel = system(light: "#3C3C4399", dark: "#EBEBF599")
    /// Tertiary text (placeholders, disabled labels): #3C3C43 at 30 %; #EBEBF5 at 30 % in dark.
    public static let tertiaryLabel = system(light: "#3C3C434D", dark: "#EBEBF54D")

    // Lines and fills
    /// A hairline between rows: #3C3C43 at 29 % light, #545458 at 60 % dark (as `Divider`).
    public static let separator = system(light: "#3C3C434A", dark: "#54545899")
    /// A thin fill for small shapes: #787880 at 20 %; at 36 % in dark.
    public static let systemFill = system(light: "#78788033", dark: "#7878805C")
    /// The off track of a switch.
    public static let secondarySystemFill = system(light: "#78788029", dark: "#78788052")
    /// A fill for large areas (a bordered button without a tint, a text field's chip): #767680
    /// at 12 %; at 24 % in dark.
    public static let tertiarySystemFill = system(light: "#7676801F", dark: "#7676803D")

    // Tints
    /// iOS's blue, the default tint: #007AFF; #0A84FF in dark.
    public static let systemBlue = system(light: "#007AFF", dark: "#0A84FF", increasedLight: "#0040DD", increasedDark: "#409CFF")
    /// #34C759; #30D158 in dark.
    public static let systemGreen = system(light: "#34C759", dark: "#30D158", increasedLight: "#248A3D", increasedDark: "#30DB5B")
    /// #FF3B30; #FF453A in dark.
    public static let systemRed = system(light: "#FF3B30", dark: "#FF453A", increasedLight: "#D70015", increasedDark: "#FF6961")
    /// #FF9500; #FF9F0A in dark.
    public static let systemOrange = system(light: "#FF9500", dark: "#FF9F0A", increasedLight: "#C93400", increasedDark: "#FFB340")
    /// #FFCC00; #FFD60A in dark.
    public static let systemYellow = system(light: "#FFCC00", dark: "#FFD60A", increasedLight: "#B25000", increasedDark: "#FFD426")
    /// #8E8E93 in both appearances.
    public static let systemGray = system(light: "#8E8E93", dark: "#8E8E93", increasedLight: "#6C6C70", increasedDark: "#AEAEB2")
    /// #D1D1D6; #3A3A3C in dark.
    public static let systemGray4 = system(light: "#D1D1D6", dark: "#3A3A3C")
    /// #E5E5EA; #2C2C2E in dark.
    public static let systemGray5 = system(light: "#E5E5EA", dark: "#2C2C2E")

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

struct UserInterfaceLevelKey: EnvironmentKey {
    static let defaultValue = UserInterfaceLevel.base
}

extension EnvironmentValues {
    /// The accent of controls inside: what `.tint(_:)` set, else system blue.
    public var tint: Color {
        get { self[TintKey.self] ?? .systemBlue }
        set { self[TintKey.self] = newValue }
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
    public func tint(_ color: Color) -> some View { EnvironmentModifier(content: self) { $0.tint = color } }
    /// SwiftUI's `.textCase(_:)`: text inside upper- or lower-cased (nil: as written).
    public func textCase(_ textCase: TextCase?) -> some View { EnvironmentModifier(content: self) { $0.textCase = textCase } }
}
