import DisplayList
import Layout
import Testing
import Tokens

@Suite struct ModifierLayoutTests {
    @Test func paddingInsetsTheContent() {
        let list = layout(Text("Hi").padding(10).background(red), width: 100, height: 100)
        // Background is the padded size (37 × 40.4), centred; the text sits 10 in.
        let bg = list.elements[0].frame, text = list.frame("Hi")!
        #expect(near(bg, Rect(x: 31.5, y: 29.8, width: 37, height: 40.4)))
        #expect(near(text, Rect(x: 41.5, y: 39.8, width: 17, height: 20.4)))
    }

    @Test func backgroundAndOverlayTakeTheContentsSize() {
        let list = layout(Text("Hello").background(red).overlay(blue.frame(width: 10, height: 10), alignment: .topTrailing), width: 100, height: 100)
        let text = list.frame("Hello")!
        #expect(list.elements[0].frame == text)
        #expect(near(list.elements[2].frame, Rect(x: text.maxX - 10, y: text.minY, width: 10, height: 10)))
    }

    @Test func fixedFrameIsExactWhateverTheContent() {
        let list = layout(Text("Hi").frame(width: 80, height: 30, alignment: .leading).background(red), width: 200, height: 200)
        #expect(near(list.elements[0].frame, Rect(x: 60, y: 85, width: 80, height: 30)))
        #expect(near(list.frame("Hi"), Rect(x: 60, y: 89.8, width: 17, height: 20.4)))
    }

    @Test func maxWidthInfinityExpandsAndMinWidthHolds() {
        let wide = layout(Text("Get Started").frame(maxWidth: .infinity).background(red), width: 345, height: 100)
        #expect(wide.elements[0].frame.width == 345)
        let narrow = layout(Text("a").frame(minWidth: 60).background(red), width: 345, height: 100)
        #expect(narrow.elements[0].frame.width == 60)
    }

    @Test func fixedSizeIgnoresTheProposal() {
        let list = layout(Text("aaaa bbbb cccc").fixedSize().frame(width: 50), width: 300, height: 100)
        #expect(list.frame("aaaa bbbb cccc")?.width == 119)
        #expect(list.overflows.contains(Overflow(kind: .outsideParent, ids: ["root"])))
    }

    @Test func textWrapsAtTheProposedWidth() {
        let list = layout(Text("aaaa bbbb cccc").frame(width: 90), width: 300, height: 300)
        // 8.5 pt a character: "aaaa bbbb" (76.5) fits in 90, "cccc" wraps.
        #expect(list.frame("aaaa bbbb cccc")?.height == 40.8)
        #expect(list.frame("aaaa bbbb cccc")?.width == 76.5)
    }

    @Test func lineLimitTruncatesAndIsRecorded() {
        let list = layout(Text("aaaa bbbb cccc").lineLimit(1).frame(width: 90), width: 300, height: 300)
        #expect(list.frame("aaaa bbbb cccc")?.height == 20.4)
        #expect(list.overflows == [Overflow(kind: .truncated, ids: ["root"])])
    }

    @Test func overlappingTextsAreRecorded() {
        let list = layout(ZStack { Text("one"); Text("two") }, width: 100, height: 100)
        #expect(list.overflows == [Overflow(kind: .overlap, ids: ["root/Text", "root/Text.1"])])
    }

    @Test func environmentModifiersReachText() {
        let list = layout(VStack { Text("t") }.font(.system(size: 44, weight: .thin, design: .rounded)).foregroundStyle(red).multilineTextAlignment(.center),
                          width: 100, height: 100)
        let run = list.elements[0].text!
        #expect(run.font == FontSpec(family: "Quicksand", size: 44, weight: 200))
        #expect(run.paint == .solid(RGBA(hex: "#FF0000")!))
        #expect(run.alignment == .center)
    }

    @Test func effectsTransformWithoutMovingLayout() {
        let list = layout(red.frame(width: 10, height: 10).offset(y: 12).opacity(0.5).scaleEffect(0.96), width: 100, height: 100)
        let e = list.elements[0]
        #expect(near(e.frame, Rect(x: 45, y: 45, width: 10, height: 10)))
        #expect(e.opacity == 0.5)
        // Scale about the centre (50, 50) after the offset: y' = 0.96·(y + 12) + 2.
        let t = e.transform!
        #expect(abs(t.apply(Point(x: 50, y: 50)).y - (0.96 * 62 + 2)) < 1e-9)
    }

    @Test func shadowGoesToTheFirstFilledShapeAndLabelToTheFirstElement() {
        let card = Text("Water").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
            .overlay(RoundedRectangle(cornerRadius: 20).stroke(Color.white.opacity(0.3), lineWidth: 1))
            .shadow(color: Color.black.opacity(0.05), radius: 8, y: 4)
            .accessibilityLabel("Water, 1.2 of 2 litres")
        let list = layout(card, width: 300, height: 300)
        #expect(list.elements.count == 3)
        #expect(list.elements[0].material?.blur == 12)
        #expect(list.elements[0].shadow == ShadowStyle(color: RGBA(r: 0, g: 0, b: 0, a: 0.05), radius: 8, x: 0, y: 4))
        #expect(list.elements[0].accessibilityLabel == "Water, 1.2 of 2 litres")
        #expect(list.elements[1].shadow == nil && list.elements[2].shadow == nil)
        #expect(list.elements[2].stroke?.width == 1)
    }
}

/// `.dynamicTypeSize(...limit)`: text inside follows the user's size up to the limit and
/// keeps the limit's size beyond it; a smaller user size is left alone.
@Suite struct DynamicTypeSizeLimitTests {
    func bodySize(at category: ContentSizeCategory) -> Double? {
        var env = EnvironmentValues()
        env.contentSize = category
        let list = layout(VStack { Text("Go").font(.body).dynamicTypeSize(...ContentSizeCategory.accessibilityExtraLarge); Text("Free").font(.body) },
                          width: 400, height: 800, environment: env)
        return list.elements.first { $0.text?.string == "Go" }?.text?.font.size
    }

    @Test func capsAtTheLimitAndFollowsBelowIt() throws {
        // HIG Body: 17 pt at Large, 40 at AX3 (Accessibility XL), 53 at AX5.
        #expect(bodySize(at: .accessibilityExtraExtraExtraLarge) == 40)
        #expect(bodySize(at: .accessibilityExtraLarge) == 40)
        #expect(bodySize(at: .large) == 17)
        #expect(bodySize(at: .extraSmall) == 14)
        // The sibling outside the modifier still grows.
        var env = EnvironmentValues()
        env.contentSize = .accessibilityExtraExtraExtraLarge
        let list = layout(VStack { Text("Go").font(.body).dynamicTypeSize(...ContentSizeCategory.accessibilityExtraLarge); Text("Free").font(.body) },
                          width: 400, height: 800, environment: env)
        #expect(list.elements.first { $0.text?.string == "Free" }?.text?.font.size == 53)
    }
}
