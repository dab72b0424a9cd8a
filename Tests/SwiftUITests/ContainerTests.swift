import DisplayList
import SwiftUI
import Testing

/// `GeometryReader`, `@ScaledMetric`, `Form`, `NavigationView`, `AnyShapeStyle`.
@Suite @MainActor struct ContainerTests {
    /// A reader takes the space it is offered and proposes all of it to its content, placed
    /// at the top leading corner.
    @Test func geometryReaderTakesTheOfferedSpace() throws {
        let view = GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
        .frame(width: 200, height: 100)
        let list = layout(view)
        let text = try #require(list.elements.first { $0.text != nil })
        #expect(text.text?.string == "200x100")
        let frameInScreen = layout(VStack { GeometryReader { p in Text("\(Int(p.frame(in: .global).minY))") }.frame(height: 50) })
        #expect(frameInScreen.texts == ["401"], "a 50-pt reader centred on the 852-pt screen starts at y = (852 − 50) / 2")
        #expect(text.frame.x == (393 - 200) / 2 && text.frame.y == (852 - 100) / 2, "the text at the reader's top leading corner")
        // Asked for its ideal height (a vertical scroll view asks), it takes 10 points.
        let scrolled = layout(ScrollView { GeometryReader { p in Text("\(Int(p.size.height))") } })
        #expect(scrolled.texts == ["10"])
        let local = layout(GeometryReader { p in Text("\(Int(p.frame(in: .local).minX)),\(Int(p.frame(in: .named("card")).width))") }.frame(width: 30, height: 30))
        #expect(local.texts == ["0,30"])
    }

    struct Greeting: View {
        @Environment(\.contentSize) private var size
        var body: some View {
            GeometryReader { proxy in Text("\(size.cliName) \(Int(proxy.size.width))") }.frame(width: 120, height: 40)
        }
    }

    /// The reader's content is built when it is placed, after the body that made it ran: an
    /// `@Environment` it reads finds the environment it is in (a crash before: Cal AI's
    /// theme read in a reader found none).
    @Test func aReadersContentReadsItsViewsEnvironment() {
        var env = EnvironmentValues()
        env.contentSize = .accessibilityLarge
        #expect(layout(Greeting(), environment: env).texts == ["accessibilityLarge 120"])
        #expect(layout(Greeting().environment(\.contentSize, .extraSmall)).texts == ["xSmall 120"])
    }

    struct Metric: View {
        @ScaledMetric var size = 10.0
        @ScaledMetric(relativeTo: .footnote) var note = 26.0
        var body: some View { Text("\(size) \(note)") }
    }

    /// At Large, the value as written; elsewhere scaled as the style's text: body 17 → 14 at
    /// xSmall, 40 at AX XL; footnote 13 → 12 at xSmall.
    @Test @MainActor func scaledMetricsGrowWithTheirTextStyle() {
        func text(_ size: ContentSizeCategory) -> String {
            var env = EnvironmentValues()
            env.contentSize = size
            return layout(Metric(), environment: env).texts.first ?? ""
        }
        #expect(text(.large) == "10.0 26.0")
        #expect(text(.extraSmall) == "\(10.0 * 14 / 17) 24.0")
        #expect(text(.accessibilityExtraLarge) == "\(10.0 * 40 / 17) \(26.0 * 33 / 13)")
    }

    @Test func formsAreGroupedListsAndNavigationViewsAreStacks() {
        let form = layout(Form { Section("Account") { Text("Name") } })
        let list = layout(List { Section("Account") { Text("Name") } })
        #expect(form.elements.map(\.frame) == list.elements.map(\.frame))
        #expect(form.texts == list.texts)
        let navigation = layout(NavigationView { Text("Root").navigationTitle("Title") }.navigationViewStyle(.stack))
        let stack = layout(NavigationStack { Text("Root").navigationTitle("Title") })
        #expect(navigation.elements.map(\.frame) == stack.elements.map(\.frame))
        #expect(navigation.texts == stack.texts)
    }

    @Test func anyShapeStyleDrawsTheStyleItErases() {
        let wide = layout(Rectangle().fill(AnyShapeStyle(Color.purple)).frame(width: 10, height: 10))
        let direct = layout(Rectangle().fill(Color.purple).frame(width: 10, height: 10))
        #expect(wide.elements.map(\.fill) == direct.elements.map(\.fill))
        let styles: [AnyShapeStyle] = [AnyShapeStyle(Color.red), AnyShapeStyle(.tint)]
        #expect(styles.count == 2)
    }
}
