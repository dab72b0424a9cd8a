import DisplayList
import SwiftUI
import Testing

/// What a plain SwiftUI app's files use beside their views, and what `proof previews` reads
/// of a preview: an app's scenes compile, a provider's previews split as Xcode splits them,
/// a preview's preferred scheme is found, and the spellings the StepCounter example needed.
@Suite @MainActor struct PreviewSurfaceTests {
    struct Row: View {
        var n: Int
        var body: some View { Text("row \(n)") }
    }

    struct SampleApp: App {
        var body: some Scene {
            WindowGroup { Row(n: 1) }
            Settings { Text("settings") }
        }
    }

    @Test func anAppsScenesCompileAndListTheirWindow() {
        let app = SampleApp()
        #expect(type(of: app.body) == SceneGroup.self)
        #expect(WindowGroup("Main", content: { Row(n: 2) }).content.n == 2)
    }

    @ViewBuilder static var providerPreviews: some View {
        Row(n: 1)
        Group {
            Row(n: 2)
            Row(n: 3).preferredColorScheme(.dark)
        }
        ForEach(4..<6) { Row(n: $0) }
        if true { Row(n: 6) }
    }

    @Test func previewsSplitIntoTheirViewsAsXcodeShowsThem() {
        let parts = ViewParts.of(Self.providerPreviews)
        #expect(parts.count == 6)
        #expect(parts.map { ($0 as? Row)?.n ?? -1 } == [1, 2, -1, 4, 5, 6])  // the third is Row 3 under a modifier
        #expect(parts.map(ViewParts.preferredColorScheme(of:)) == [nil, nil, .dark, nil, nil, nil])
        // A modified group is one view: the modifier wraps the list.
        #expect(ViewParts.of(Group { Row(n: 1); Row(n: 2) }.padding()).count == 1)
        #expect(ViewParts.of(EmptyView()).isEmpty)
        // The outermost preference wins, through other modifiers and AnyView.
        #expect(ViewParts.preferredColorScheme(of: AnyView(Row(n: 1).preferredColorScheme(.light).padding().preferredColorScheme(.dark))) == .dark)
        #expect(ViewParts.preferredColorScheme(of: Row(n: 1).preferredColorScheme(nil)) == nil)
    }

    @Test func aPreferredSchemeDrawsItsContentInThatScheme() {
        // Label colour: black in light, white in dark (SwiftUI's .primary).
        let list = layout(Text("x").preferredColorScheme(.dark))
        #expect(list.elements.first { $0.text != nil }?.text?.paint == .solid(.white))
        let plain = layout(Text("x").preferredColorScheme(nil))
        #expect(plain.elements.first { $0.text != nil }?.text?.paint == .solid(.black))
    }

    @Test func sectionsTakeTheirHeaderAndFooterAsTrailingClosures() {
        let list = layout(Form {
            Section { Text("row") } header: { Text("Goal") }
            Section { Text("other") } footer: { Text("note") }
        })
        // Headers are upper-cased as iOS draws them; footers are not.
        #expect(list.texts == ["GOAL", "row", "other", "note"])
    }

    @Test func boldFontsAreWeight700AtTheirStylesSize() {
        let list = layout(VStack { Text("a").font(.title2.bold()); Text("b").font(.body.bold().monospacedDigit()) })
        let fonts = list.elements.compactMap { $0.text?.font }
        #expect(fonts.map(\.weight) == [700, 700])
        #expect(fonts.map(\.size) == [22, 17])
    }

    @Test func aStrokeStylesCapReachesTheBuiltInShapes() {
        let style = StrokeStyle(lineWidth: 18, lineCap: .round)
        #expect(style.lineJoin == .miter && style.miterLimit == 10 && style.dash.isEmpty && style.dashPhase == 0)
        let list = layout(Circle().trim(from: 0, to: 0.5).stroke(Color.green, style: style).frame(width: 100, height: 100))
        let stroke = list.elements.compactMap(\.stroke).first
        #expect(stroke?.width == 18)
        #expect(stroke?.lineCap == .round)
    }
}
