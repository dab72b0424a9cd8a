import SwiftUI
import Testing

// Previews as Xcode's templates write them: they type-check against the SwiftUI module (this
// file compiling is half of the test; PreviewMacroTests pins their expansion).
#Preview("Greeting") {
    Text("Hello")
}

#Preview {
    VStack {
        Text("One")
        Text("Two")
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    Text("Small")
}

#Preview("toggle", traits: .portrait, .fixedLayout(width: 320, height: 200)) {
    @Previewable @State var toggled = true
    return Toggle("Loud Noises", isOn: $toggled)
}

/// A preview's registration type, made the way `#Preview` makes one, builds the view it names.
@Suite @MainActor struct PreviewMacroUseTests {
    enum Manual: PreviewRegistration {
        static var previewName: String? { "manual" }
        static func makePreview() -> any View { Text("Built") }
    }

    @Test func aRegistrationBuildsItsView() {
        #expect(Manual.previewName == "manual")
        #expect(layout(AnyView(Manual.makePreview())).texts == ["Built"])
    }
}

// A body that returns explicitly, from both branches of a do/catch, as Xcode's SwiftData
// previews are written: the builder is off for it, and either branch is a view.
enum PreviewSampleError: Error { case none }
#Preview("explicit return") {
    do {
        let title = try Result<String, PreviewSampleError>.success("Sample").get()
        return Text(title)
    } catch {
        return Text("Failed")
    }
}
