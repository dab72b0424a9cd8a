import DisplayList
import Layout
import Testing
import Tokens

/// An app's own values for iOS's semantic colours (`SystemPalette`): every place iOS's
/// colour is drawn — `.secondary` text, the default label colour, stock controls — takes
/// the app's value; colours that are not iOS's named ones are left alone.
@Suite struct SystemPaletteTests {
    static func palette(_ name: String, light: String, dark: String) -> SystemPalette {
        SystemPalette(colors: [name: .dynamic(light: RGBA(hex: light)!, dark: RGBA(hex: dark)!)])
    }

    @Test func namedColoursTakeThePalettesValues() {
        var env = EnvironmentValues()
        env.systemPalette = Self.palette("secondaryLabel", light: "#5E5E62", dark: "#C0C0C8")
        #expect(Color.secondary.resolved(in: env).hex == "#5E5E62")
        #expect(Color.secondaryLabel.resolved(in: env).hex == "#5E5E62")
        env.appearance = .dark
        #expect(Color.secondary.resolved(in: env).hex == "#C0C0C8")
        // Others keep iOS's values; a literal has no name to be replaced by.
        #expect(Color.label.resolved(in: env).hex == "#FFFFFF")
        #expect(Color(RGBA(hex: "#3C3C4399")!).resolved(in: env).hex == "#3C3C4399")
        #expect(Color.secondary.systemName == "secondaryLabel" && Color.primary.systemName == "label")
        #expect(Color.white.systemName == nil)
    }

    @Test func textDrawnWithoutAColourIsTheLabelColour() {
        var env = EnvironmentValues()
        env.systemPalette = Self.palette("label", light: "#111827", dark: "#F9FAFB")
        let list = layout(Text("Hello"), width: 200, height: 40, environment: env)
        #expect(list.elements.first { $0.text?.string == "Hello" }?.text?.paint == .solid(RGBA(hex: "#111827")!))
    }

    /// From tokens `GROUP.NAME.light|dark`: Increase Contrast and elevated values the
    /// tokens do not state stay iOS's; a name with only one appearance is left out.
    @Test func fromTokensKeepsIOSsOtherValues() throws {
        let json = """
        {"ios": {"$type": "color",
          "systemBlue": {"light": {"$value": "#0066DD"}, "dark": {"$value": "#3399FF"}},
          "systemBackground": {"light": {"$value": "#FAFAFA"}, "dark": {"$value": "#050505"}},
          "label": {"light": {"$value": "#000000"}}}}
        """
        let palette = SystemPalette(tokens: try TokenLoader.parse(json, file: "p.tokens.json"), group: "ios")
        #expect(Set(palette.colors.keys) == ["systemBlue", "systemBackground"])
        var env = EnvironmentValues()
        env.systemPalette = palette
        #expect(Color.systemBlue.resolved(in: env).hex == "#0066DD")
        env.colorSchemeContrast = .increased
        #expect(Color.systemBlue.resolved(in: env).hex == "#0040DD")
        env.appearance = .dark
        env.userInterfaceLevel = .elevated
        #expect(Color.systemBackground.resolved(in: env).hex == "#1C1C1E")
        env.userInterfaceLevel = .base
        #expect(Color.systemBackground.resolved(in: env).hex == "#050505")
    }

    /// One `GROUP.NAME` serves both appearances (a resolver document whose dark context leaves
    /// the colour as it is normalises to that).
    @Test func oneValueServesBothAppearances() throws {
        let json = """
        {"ios": {"$type": "color",
          "systemGray": {"$value": "#7F7F7F"},
          "systemBlue": {"light": {"$value": "#0066DD"}, "dark": {"$value": "#3399FF"}}}}
        """
        let palette = SystemPalette(tokens: try TokenLoader.parse(json, file: "p.tokens.json"), group: "ios")
        #expect(Set(palette.colors.keys) == ["systemGray", "systemBlue"])
        var env = EnvironmentValues()
        env.systemPalette = palette
        env.appearance = .dark
        #expect(Color.systemGray.resolved(in: env).hex == "#7F7F7F")
        #expect(Color.systemBlue.resolved(in: env).hex == "#3399FF")
        env.appearance = .light
        #expect(Color.systemBlue.resolved(in: env).hex == "#0066DD")
        #expect(Color.systemGray.resolved(in: env).hex == "#7F7F7F")
    }
}
