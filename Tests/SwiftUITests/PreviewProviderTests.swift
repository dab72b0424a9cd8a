import SwiftUI
import Testing

/// `PreviewProvider` as Xcode's templates write it: its previews are views, and the preview
/// modifiers are accepted without changing what is drawn.
@Suite @MainActor struct PreviewProviderTests {
    struct Greeting: View {
        var body: some View { Text("Hello") }
    }

    struct Greeting_Previews: PreviewProvider {
        static var previews: some View {
            Greeting()
                .previewDevice("iPhone SE (3rd generation)")
                .previewDisplayName("Small phone")
                .previewLayout(.sizeThatFits)
                .previewInterfaceOrientation(.portrait)
        }
    }

    @Test func previewsAreViewsDrawnAsTheyAre() {
        #expect(layout(Greeting_Previews.previews).texts == ["Hello"])
        #expect(layout(Greeting_Previews.previews) == layout(Greeting()))
        #expect(Greeting_Previews.platform == nil)
    }

    @Test func previewDevicesAreFoundByXcodesNames() {
        #expect(PreviewDevice("iPhone SE (3rd generation)").device?.id == "iphone-se")
        #expect(PreviewDevice(rawValue: "iPhone 16 Pro Max").device?.id == "iphone-16-pro-max")
        #expect(PreviewDevice("iphone-16").device?.id == "iphone-16")
        #expect(PreviewDevice("iPad Pro (12.9-inch)").device == nil)
    }
}
