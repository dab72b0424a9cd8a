import AppSupport
import DisplayList
@testable import PreviewHost
import SwiftUI
import Testing

/// A package's previews become `APP/SCREEN` ids a person can read and that stay put as files
/// are edited, and screens drawn in the appearances Xcode would show them in.
@Suite struct PreviewScreenIDsTests {
    @Test func idsNameTheFileAndWhatTellsItsPreviewsApart() {
        let ids = PreviewScreenIDs.make([
            ("ContentView.swift", 40, nil, false),                 // the file's only preview
            ("Card.swift", 10, "Dark mode", false),
            ("Card.swift", 20, nil, false),
            ("Card.swift", 30, "Dark  Mode!", false),              // slugs alike: a second gets -2
            ("Ring.swift", 5, "Ring_Previews", true),
            ("Two.swift", 1, "A_Previews", true), ("Two.swift", 9, "B_Previews", true),
        ], parts: [1, 1, 1, 1, 2, 1, 1])
        #expect(ids == [["contentview"], ["card-dark-mode"], ["card-line-20"], ["card-dark-mode-2"],
                        ["ring-1", "ring-2"], ["two-a-1"], ["two-b-1"]])
    }

    @Test func slugsAreLowerCaseAsciiWithSingleDashes() {
        #expect(PreviewScreenIDs.slug("  Héllo, World — 2!", fallback: "x") == "h-llo-world-2")
        #expect(PreviewScreenIDs.slug("🙂", fallback: "line-3") == "line-3")
        #expect(PreviewScreenIDs.slug(String(repeating: "a", count: 100), fallback: "x").count == 60)
        #expect(PreviewScreenIDs.providerLabel("ContentView_Previews") == "ContentView")
        #expect(PreviewScreenIDs.providerLabel("Previews") == "Previews")
    }

    struct Greeting: View {
        var body: some View { Text("Hi") }
    }

    struct Greeting_Previews: PreviewProvider {
        static var previews: some View {
            Greeting()
            Greeting().preferredColorScheme(.dark)
        }
    }

    struct Sample: PreviewsApp {
        static let id = "sample"
        static let displayName = "Sample"
        static var previews: [PreviewItem] {
            [.macro(__DesignProofPreviewValue("Hello") { Greeting() }, file: "Greeting.swift", line: 3, name: "Hello"),
             .provider(Greeting_Previews.self, file: "Greeting.swift", line: 9)]
        }
    }

    @Test @MainActor func eachPreviewIsAScreenInItsAppearances() throws {
        let screens = Sample().screens
        #expect(screens.map(\.id) == ["sample/greeting-hello", "sample/greeting-1", "sample/greeting-2"])
        #expect(screens.map(\.appearances) == [[.light, .dark], [.light, .dark], [.dark]])
        var env = EnvironmentValues()
        env.appearance = .dark
        let list = try screens[2].render(ScreenRequest(environment: env), measurer: FixedAdvanceMeasurer())
        let texts = list.elements.compactMap { $0.text?.string }
        #expect(texts.contains("Hi"))
        #expect(list.background == .black)
        #expect(Sample.tokenFile == "previews.tokens.json" && Sample.animationIDs.isEmpty)
    }
}
