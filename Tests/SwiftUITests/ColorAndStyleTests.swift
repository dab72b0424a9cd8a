import DisplayList
import SwiftUI
import Testing
import Tokens

/// SwiftUI's named colours, colour initialisers and shape styles, against the values in
/// Apple's Human Interface Guidelines colour table (iOS 18) and the HSB/RGB definitions.
@Suite @MainActor struct ColorAndStyleTests {
    func resolved(_ color: Color, _ appearance: Appearance = .light, increased: Bool = false) -> String {
        var env = EnvironmentValues()
        env.appearance = appearance
        env.colorSchemeContrast = increased ? .increased : .standard
        return color.resolved(in: env).hex
    }

    @Test func namedColoursAreIOSSystemColours() {
        #expect(resolved(.purple) == "#AF52DE" && resolved(.purple, .dark) == "#BF5AF2")
        #expect(resolved(.purple, increased: true) == "#8944AB" && resolved(.purple, .dark, increased: true) == "#DA8FFF")
        #expect(resolved(.mint) == "#00C7BE" && resolved(.mint, .dark) == "#63E6E2")
        #expect(resolved(.teal) == "#30B0C7" && resolved(.teal, .dark) == "#40C8E0")
        #expect(resolved(.cyan) == "#32ADE6" && resolved(.cyan, .dark) == "#64D2FF")
        #expect(resolved(.indigo) == "#5856D6" && resolved(.indigo, .dark) == "#5E5CE6")
        #expect(resolved(.pink) == "#FF2D55" && resolved(.pink, .dark) == "#FF375F")
        #expect(resolved(.brown) == "#A2845E" && resolved(.brown, .dark) == "#AC8E68")
        #expect(resolved(.blue) == "#007AFF" && resolved(.red, .dark) == "#FF453A")
    }

    @Test func colourInitialisers() {
        #expect(Color(red: 1, green: 0.5, blue: 0).resolved(in: EnvironmentValues()) == RGBA(r: 1, g: 0.5, b: 0))
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).resolved(in: EnvironmentValues()) == RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0.5))
        #expect(Color(white: 0.25).resolved(in: EnvironmentValues()) == RGBA(r: 0.25, g: 0.25, b: 0.25))
        // HSB: hue 0 red, ⅓ green, ⅔ blue; saturation ½ at full brightness mixes half white in.
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolved(in: EnvironmentValues()) == RGBA(r: 1, g: 0, b: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).resolved(in: EnvironmentValues()).hex == "#00FF00")
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).resolved(in: EnvironmentValues()).hex == "#0000FF")
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 1).resolved(in: EnvironmentValues()) == RGBA(r: 0.5, g: 1, b: 1))
        #expect(Color(hue: 0, saturation: 0, brightness: 0.5, opacity: 0.2).resolved(in: EnvironmentValues()) == RGBA(r: 0.5, g: 0.5, b: 0.5, a: 0.2))
    }

    func textPaint<V: View>(_ view: V, appearance: Appearance = .light) -> Paint? {
        var env = EnvironmentValues()
        env.appearance = appearance
        return layout(view, environment: env).elements.first { $0.text != nil }?.text?.paint
    }

    @Test func shapeStylesAsSwiftUISpellsThem() {
        #expect(textPaint(Text("a").foregroundStyle(.purple)) == .solid(RGBA(hex: "#AF52DE")!))
        // Hierarchical levels over the default foreground: iOS's label colours.
        #expect(textPaint(Text("a").foregroundStyle(.primary)) == .solid(RGBA(hex: "#000000")!))
        #expect(textPaint(Text("a").foregroundStyle(.secondary)) == .solid(RGBA(hex: "#3C3C4399")!))
        #expect(textPaint(Text("a").foregroundStyle(.tertiary)) == .solid(RGBA(hex: "#3C3C434D")!))
        #expect(textPaint(Text("a").foregroundStyle(.quaternary), appearance: .dark) == .solid(RGBA(hex: "#EBEBF529")!))
        // … and over a colour a view set: that colour at 60 %.
        #expect(textPaint(Text("a").foregroundStyle(.secondary).foregroundStyle(.blue)) == .solid(RGBA(r: 0, g: 122 / 255.0, b: 1, a: 0.6)))
        // The tint, and the accent colour that follows it.
        #expect(textPaint(Text("a").foregroundStyle(.tint)) == .solid(RGBA(hex: "#007AFF")!))
        #expect(textPaint(Text("a").foregroundStyle(.tint).tint(.purple)) == .solid(RGBA(hex: "#AF52DE")!))
        #expect(textPaint(Text("a").foregroundColor(.accentColor).tint(.pink)) == .solid(RGBA(hex: "#FF2D55")!))
        #expect(textPaint(Text("a").foregroundColor(.accentColor)) == .solid(RGBA(hex: "#007AFF")!))
        #expect(textPaint(Text("a").foregroundColor(Color.accentColor.opacity(0.5))) == .solid(RGBA(hex: "#007AFF")!.opacity(0.5)))
    }

    @Test @MainActor func preferredColorSchemeAndTheColorSchemeEnvironment() {
        struct Probe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        #expect(layout(Probe()).texts == ["light"])
        #expect(layout(Probe().preferredColorScheme(.dark)).texts == ["dark"])
        #expect(textPaint(Text("a").preferredColorScheme(.dark)) == .solid(RGBA(hex: "#FFFFFF")!))
        #expect(textPaint(Text("a").preferredColorScheme(nil), appearance: .dark) == .solid(RGBA(hex: "#FFFFFF")!))
    }

    @Test func angles() {
        #expect(Angle(degrees: 180).radians == Double.pi)
        #expect(Angle.degrees(90).degrees == 90)
        #expect(Angle.zero.radians == 0 && Angle().radians == 0)
        #expect((Angle(degrees: 30) + .degrees(60)).degrees == 90)
        #expect((-Angle(degrees: 45)).degrees == -45)
        #expect((Angle(degrees: 10) * 3).degrees.rounded() == 30)
        #expect(Angle(degrees: 10) < .degrees(20))
        var a = Angle.zero
        a.degrees = 360
        #expect(a.radians == 2 * Double.pi)
    }
}

/// `AngularGradient` and the gradient shape-style statics resolve to the paints SwiftUI's
/// spellings name: degrees as given, a conic gradient a whole turn from its angle.
@Suite @MainActor struct GradientStyleSpellingTests {
    private func fill(of view: some View) -> Paint? { layout(view.frame(width: 100, height: 100)).elements.last?.fill }

    @Test func angularAndConicGradientsKeepTheirAngles() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let stops = Gradient([RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 0, b: 1)])
        #expect(fill(of: AngularGradient(colors: [red, blue], center: .center, startAngle: .degrees(-90), endAngle: .degrees(90)))
                == .angularGradient(stops, center: .center, startAngle: -90, endAngle: 90))
        #expect(fill(of: Circle().fill(.conicGradient(colors: [red, blue], center: .top, angle: .degrees(90))))
                == .angularGradient(stops, center: .top, startAngle: 90, endAngle: 450))
        #expect(fill(of: Rectangle().fill(AngularGradient(gradient: Gradient(colors: [red, blue]), center: .center)))
                == .angularGradient(stops, center: .center, startAngle: 0, endAngle: 0))
    }

    @Test func linearAndRadialStaticsAndStops() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let stops = [Gradient.Stop(color: red, location: 0.2), Gradient.Stop(color: blue, location: 0.8)]
        #expect(fill(of: Rectangle().fill(.linearGradient(stops: stops, startPoint: .top, endPoint: .bottom)))
                == .linearGradient(Gradient(stops: stops), start: .top, end: .bottom))
        #expect(fill(of: Rectangle().fill(.radialGradient(colors: [red, blue], center: .center, startRadius: 5, endRadius: 50)))
                == .radialGradient(Gradient([RGBA(r: 1, g: 0, b: 0), RGBA(r: 0, g: 0, b: 1)]), center: .center, startRadius: 5, endRadius: 50))
    }
}
