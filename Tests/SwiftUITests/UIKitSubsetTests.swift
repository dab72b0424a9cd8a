import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// The UIKit types SwiftUI files reach for under `import SwiftUI`, and `Font.custom`.
@Suite @MainActor struct UIKitSubsetTests {
    @Test func uiColorIsAColourResolvedByAppearance() {
        var env = EnvironmentValues()
        #expect(Color(UIColor.secondaryLabel).resolved(in: env) == RGBA(hex: "#3C3C4399"))
        #expect(Color(uiColor: .systemBackground).resolved(in: env) == .white)
        #expect(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).resolved(in: env) == RGBA(r: 1, g: 0.5, b: 0, a: 0.5))
        #expect(UIColor(white: 0.2, alpha: 1).withAlphaComponent(0.5).resolved(in: env) == RGBA(r: 0.2, g: 0.2, b: 0.2, a: 0.5))
        env.appearance = .dark
        #expect(Color(UIColor.systemBackground).resolved(in: env) == .black)
    }

    @Test func uiImagesComeFromTheCatalogueInTheEnvironment() throws {
        struct Avatar: View {
            var body: some View {
                if let image = UIImage(named: "Face") {
                    Image(uiImage: image).overlay { Text("\(Int(image.size.width))×\(Int(image.size.height))") }
                } else {
                    Image(uiImage: UIImage(systemName: "person.circle")!)
                }
            }
        }
        // No catalogue: UIImage(named:) is nil, as UIKit's is for a missing image; the symbol draws.
        #expect(layout(Avatar()).elements.contains { $0.text?.string != nil })
        var catalog = AssetCatalog(folders: ["A.xcassets"])
        catalog.images["Face"] = .init(folder: "A.xcassets/Face.imageset",
                                       variants: [.init(path: "/f@3x.png", scale: 3, appearance: nil, highContrast: false,
                                                        pixelSize: Size(width: 120, height: 90), format: "PNG")])
        var env = EnvironmentValues()
        env.assetCatalog = catalog
        let list = layout(Avatar(), environment: env)
        // 120 × 90 px at @3x: 40 × 30 pt, drawn from the catalogue's file.
        #expect(list.texts == ["40×30"])
        #expect(list.elements.first { $0.kind == .image }?.image == "asset:/f@3x.png")
    }

    @Test func deviceScreenApplicationAndAccessibilityAnswerForThePhoneDrawn() {
        struct Probe: View {
            var body: some View {
                Text("\(UIScreen.main.bounds.width)x\(UIScreen.main.scale) \(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone") \(UIAccessibility.isReduceMotionEnabled)")
            }
        }
        var env = EnvironmentValues()
        env.device = .iPhoneSE
        env.reducedMotion = true
        #expect(layout(Probe(), environment: env).texts == ["375.0x2.0 phone true"])
        #expect(!UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        UIPasteboard.general.string = "x"
        #expect(UIPasteboard.general.string == nil)
        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
    }

    @Test func customAndUIKitFontsDrawTheirFamilyAndSize() throws {
        var env = EnvironmentValues()
        env.contentSize = .accessibilityExtraLarge
        // Body grows 17 → 40 at AX XL (the HIG table), so a custom 17 does too; fixedSize does not.
        #expect(Font.custom("Avenir", size: 17).resolved(in: env) == FontSpec(family: "Avenir", size: 40, weight: 400))
        #expect(Font.custom("Avenir", fixedSize: 17).resolved(in: env).size == 17)
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .bold)).resolved(in: EnvironmentValues()) == FontSpec(family: "Inter", size: 20, weight: 700))
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(Font(UIFont(name: "Menlo", size: 12)!).resolved(in: EnvironmentValues()).family == "Menlo")
        // UIFontMetrics scales 17 like body: 40 at AX XL.
        let scaled = EnvironmentValues.$current.withValue(env) { UIFontMetrics.default.scaledValue(for: 17) }
        #expect(scaled == 40)
    }

    /// `withSize` keeps the face at a fixed size; the keyboard types and the alternate icon
    /// API compile and answer as a still would; `UIImage()` draws nothing and takes no room.
    @Test func moreOfUIKitsEverydaySurface() {
        let small = UIFont.preferredFont(forTextStyle: .body).withSize(12)
        #expect(small.pointSize == 12)
        var env = EnvironmentValues()
        env.contentSize = .accessibilityExtraLarge
        #expect(Font(small).resolved(in: env).size == 12)
        #expect(Font(UIFont.boldSystemFont(ofSize: 20).withSize(10)).resolved(in: EnvironmentValues()) == FontSpec(family: "Inter", size: 10, weight: 700))
        let types: [UIKeyboardType] = [.twitter, .namePhonePad, .asciiCapableNumberPad]
        #expect(types.count == 3)
        #expect(UIApplication.shared.alternateIconName == nil && UIApplication.shared.supportsAlternateIcons)
        #expect(layout(VStack(spacing: 0) { Image(uiImage: UIImage()); Text("after") }).elements.filter { $0.text == nil }.allSatisfy { $0.frame.width == 0 })
        #expect(UIImage().size == .zero)
    }
}

/// Modifiers a still draws as they are: the scope bar (shown only while searching) and
/// VoiceOver's custom actions leave the view's drawing unchanged.
@Suite @MainActor struct DrawnAsTheyAreTests {
    enum Scope: Hashable { case all, mine }
    @Test func searchScopesAndAccessibilityActionsDrawNothingOfTheirOwn() {
        let plain = layout(NavigationStack { List { Text("Row") }.searchable(text: .constant("")) })
        let scoped = layout(NavigationStack {
            List { Text("Row").accessibilityActions { Button("Archive") {}; Button("Delete") {} } }
                .searchable(text: .constant(""))
                .searchScopes(.constant(Scope.all)) { Text("All").tag(Scope.all); Text("Mine").tag(Scope.mine) }
        })
        #expect(scoped.elements.map(\.frame) == plain.elements.map(\.frame))
        #expect(!scoped.texts.contains("Archive") && !scoped.texts.contains("Mine"))
        let activated = layout(Text("A").searchScopes(.constant(Scope.all), activation: .onTextEntry) { Text("All") })
        #expect(activated.texts == ["A"])
    }
}
