import DisplayList
import SwiftUI
import Testing

/// `DynamicTypeSize`, `\.dynamicTypeSize`, `\.sizeCategory` and the text field style types.
@Suite @MainActor struct DynamicTypeSizeTests {
    struct Reads: View {
        @Environment(\.dynamicTypeSize) var size
        @Environment(\.sizeCategory) var category
        var body: some View { Text("\(size.isAccessibilitySize) \(category.rawValue)") }
    }

    @Test func theSizeReadsUnderBothNames() {
        var env = EnvironmentValues()
        env.contentSize = .accessibilityLarge
        #expect(layout(Reads(), environment: env).texts == ["true accessibilityLarge"])
        #expect(layout(Reads()).texts == ["false large"])
        #expect(DynamicTypeSize.accessibility2.category == .accessibilityLarge && DynamicTypeSize(.extraSmall) == .xSmall)
    }

    @Test func rangesClampTheSizeInside() {
        var env = EnvironmentValues()
        env.contentSize = .accessibilityExtraExtraExtraLarge
        // Capped at AX1 (body 28 pt): 28 × 1.2 = 33.6 tall with the fixed-advance font.
        let capped = layout(Text("a").dynamicTypeSize(...DynamicTypeSize.accessibility1), environment: env)
        #expect(capped.elements.first?.text?.font.size == 28)
        let ranged = layout(Text("a").dynamicTypeSize(DynamicTypeSize.large ... .xLarge), environment: EnvironmentValues())
        #expect(ranged.elements.first?.text?.font.size == 17)
        #expect(layout(Text("a").dynamicTypeSize(.xxxLarge)).elements.first?.text?.font.size == 23)
    }

    @Test func textFieldStyleTypesAreTheSystemStyles() {
        let typed = layout(TextField("Name", text: .constant("")).textFieldStyle(RoundedBorderTextFieldStyle()))
        let named = layout(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder))
        #expect(typed == named)
        #expect(layout(TextField("Name", text: .constant("")).textFieldStyle(PlainTextFieldStyle())) == layout(TextField("Name", text: .constant(""))))
    }
}
