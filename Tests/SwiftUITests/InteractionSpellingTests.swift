import DisplayList
import SwiftUI
import Testing
import Tokens

/// Gestures, the accessibility modifiers that change nothing drawn, `.position`, `.border`
/// and `@AppStorage`, in SwiftUI's spelling, with what each draws worked out by hand.
@Suite @MainActor struct InteractionSpellingTests {
    /// A card as a team writes one: a drag with `@GestureState`, a tap, a long press, a
    /// pinch, accessibility hints, all on one view.
    struct DraggableCard: View {
        @GestureState private var drag = CGSize.zero
        @AppStorage("cardTitle") private var title = "Card"
        @AppStorage("lastOpened") private var lastOpened: String?
        @SceneStorage("tab") private var tab = 2
        var body: some View {
            Text("\(title) \(tab) \(lastOpened ?? "never")")
                .offset(x: drag.width, y: drag.height)
                .gesture(DragGesture(minimumDistance: 5).updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in _ = value.predictedEndTranslation.width })
                .simultaneousGesture(TapGesture(count: 2).onEnded { })
                .highPriorityGesture(LongPressGesture(minimumDuration: 1).sequenced(before: MagnifyGesture()))
                .contentShape(Rectangle())
                .allowsHitTesting(true)
                .accessibilityElement(children: .combine)
                .accessibilityHint("Drag to move")
                .accessibilityValue(Text("2 of 3"))
                .accessibility(label: Text("Card title"))
                .accessibilityAction(named: "Delete") { }
                .accessibilityHidden(false)
        }
    }

    @Test func gesturesAndAccessibilityExtrasDrawTheViewAsItIs() throws {
        // AppStorage and SceneStorage are their defaults (nothing stored); the drag has not
        // moved: the 16-character text is centred, 136 × 20.4.
        let list = layout(DraggableCard())
        let text = try #require(list.elements.first)
        #expect(text.text?.string == "Card 2 never")
        #expect(text.frame == Rect(x: (393 - 102) / 2, y: (852 - 20.4) / 2, width: 102, height: 20.4))
        #expect(text.transform == nil)
        #expect(text.accessibilityLabel == "Card title")
    }

    @Test func positionCentresTheViewAtThePointOfTheSpaceOffered() {
        // The position view takes the whole 393 × 852 screen; a 20 × 10 rectangle's centre at
        // (50, 100) puts its corner at (40, 95).
        let list = layout(Color.red.frame(width: 20, height: 10).position(x: 50, y: 100))
        #expect(list.elements.map(\.frame) == [Rect(x: 40, y: 95, width: 20, height: 10)])
        // Inside a 100 × 100 frame centred on the screen (origin 146.5, 376): relative to it.
        let framed = layout(Color.red.frame(width: 20, height: 10).position(CGPoint(x: 10, y: 5)).frame(width: 100, height: 100))
        #expect(framed.elements.map(\.frame) == [Rect(x: 146.5, y: 376, width: 20, height: 10)])
        // A view without a size of its own is offered the whole space: a colour fills it.
        let colour = layout(Color.red.position(x: 0, y: 0).frame(width: 100, height: 100))
        #expect(colour.elements.map(\.frame) == [Rect(x: 146.5 - 50, y: 376 - 50, width: 100, height: 100)])
    }

    @Test func borderIsALineInsideTheEdge() throws {
        // A 100 × 50 rectangle with a 4-pt border: a stroke of width 4 inside the same frame.
        let list = layout(Color.clear.frame(width: 100, height: 50).border(Color.red, width: 4))
        let line = try #require(list.elements.first { $0.stroke != nil })
        #expect(line.frame == Rect(x: 146.5, y: 401, width: 100, height: 50))
        #expect(line.stroke?.width == 4)
        #expect(line.stroke?.paint == .solid(RGBA(hex: "#FF3B30")!))
    }

    @Test func appStorageKeepsWhatABodyWrites() {
        struct Counter: View {
            @AppStorage("count") var count = 3
            var body: some View {
                let binding = $count
                binding.wrappedValue += 1
                return Text("\(count)")
            }
        }
        #expect(layout(Counter()).texts == ["4"])
    }
}
