import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.mask` with a shape: the view clipped to where the mask draws it; other masks refused.
@Suite @MainActor struct MaskTests {
    @Test func aShapeMaskClipsTheViewToTheShapeWhereItIsLaidOut() throws {
        // A 100 × 50 red rectangle centred at (146.5, 401), masked by a 20-pt circle at the top
        // leading corner: the clip is that circle's frame.
        let list = layout(Color.red.frame(width: 100, height: 50).mask(alignment: .topLeading) { Circle().frame(width: 20, height: 20) })
        let rect = try #require(list.elements.first)
        #expect(list.elements.count == 1)
        #expect(rect.clip == Clip(frame: Rect(x: 146.5, y: 401, width: 20, height: 20), shape: .ellipse))
        // The older spelling, a rounded rectangle filling the view.
        let rounded = try #require(layout(Color.red.frame(width: 100, height: 50).mask(RoundedRectangle(cornerRadius: 12))).elements.first)
        #expect(rounded.clip == Clip(frame: Rect(x: 146.5, y: 401, width: 100, height: 50), shape: .roundedRectangle(cornerRadius: 12, style: .continuous)))
    }

    @Test func aTranslucentMaskFadesTheViewAndAClearOneHidesIt() throws {
        let faded = try #require(layout(Color.red.frame(width: 10, height: 10).mask(Color.black.opacity(0.5))).elements.first)
        #expect(faded.opacity == 0.5)
        #expect(layout(Color.red.frame(width: 10, height: 10).mask(Color.clear)).elements.allSatisfy { $0.opacity == 0 })
        #expect(layout(Color.red.frame(width: 10, height: 10).mask(EmptyView())).elements.isEmpty)
    }

    @Test func aMaskOfTextOrAGradientIsRefusedNotDrawnUnmasked() {
        for mask in [AnyView(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)), AnyView(Text("Hi"))] {
            let problems = AssetLookups()
            var env = EnvironmentValues()
            env.assetLookups = problems
            _ = layout(Color.red.frame(width: 100, height: 50).mask(mask), environment: env)
            #expect(problems.problems == ["root: cannot draw this .mask: DesignProof masks with one shape in one colour (Circle(), RoundedRectangle(cornerRadius:), Capsule(), a Shape); a mask of text, a gradient or several shapes is not drawn yet"])
        }
    }
}
