import DisplayList
import Inspect
import Layout
import Render
import Testing
import Tokens

/// Charts drawn with the real fonts: their axis, legend and annotation text passes the
/// project's contrast check on the system backgrounds in both appearances, and the marks
/// are the palette's colours at known pixels.
@Suite struct ChartContrastTests {
    let renderer = CairoRenderer()

    static let macros: [(String, String, Double)] = [
        ("Mon", "Protein", 120), ("Mon", "Carbs", 200), ("Mon", "Fat", 60),
        ("Tue", "Protein", 100), ("Tue", "Carbs", 150), ("Tue", "Fat", 80),
    ]

    func chart(_ appearance: Appearance, background: Color) -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        let view = ZStack {
            background
            Chart {
                for m in Self.macros {
                    BarMark(x: .value("Day", m.0), y: .value("g", m.2)).foregroundStyle(by: .value("Macro", m.1))
                }
                RuleMark(y: .value("Goal", 250)).foregroundStyle(.red).annotation { Text("Goal") }
            }
        }
        var list = ScreenLayout.layout(view, in: Rect(x: 0, y: 0, width: 300, height: 240), environment: env, measurer: PangoText())
        list.scale = 2
        return list
    }

    @Test(arguments: [Appearance.light, .dark])
    func axisAndLegendTextPassContrast(_ appearance: Appearance) throws {
        for background in [Color.systemBackground, .secondarySystemGroupedBackground, .systemGroupedBackground] {
            let list = chart(appearance, background: background)
            let raster = try renderer.render(ContrastCheck.backdrop(of: list))
            let backdrop = PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: list.scale)
            var measured = 0
            for index in list.elements.indices where list.elements[index].kind == .text {
                guard case .measured(let m) = ContrastCheck.measure(elementAt: index, of: list, on: backdrop) else { continue }
                measured += 1
                #expect(m.passes, "\(m.elementID) “\(m.text)” \(m.worstRatio):1 on \(m.worstBackground), \(appearance)")
            }
            // 5 y labels, 2 x labels, 3 legend names, the annotation.
            #expect(measured == 11)
        }
    }

    @Test(arguments: [(Appearance.light, ["#007AFF", "#34C759", "#FF9500"]), (.dark, ["#0A84FF", "#30D158", "#FF9F0A"])])
    func stackedBarsArePaletteColoursAtTheirCentres(_ appearance: Appearance, _ colours: [String]) throws {
        let list = chart(appearance, background: .systemBackground)
        let raster = try renderer.render(list)
        for (i, hex) in colours.enumerated() {
            let bar = try #require(list.elements.first { $0.id.hasSuffix("/bar.\(i)") })
            let pixel = raster.pixel(x: Int(bar.frame.midX * 2), y: Int(bar.frame.midY * 2))
            #expect(pixel.hex == RGBA(hex: hex)!.hex, "bar \(i) \(appearance)")
        }
        // Between the two stacks: the background.
        let first = try #require(list.elements.first { $0.id.hasSuffix("/bar.0") })
        let gap = raster.pixel(x: Int((first.frame.maxX + 4) * 2), y: Int(first.frame.midY * 2))
        #expect(gap.hex == (appearance == .light ? "#FFFFFF" : "#000000"))
    }
}
