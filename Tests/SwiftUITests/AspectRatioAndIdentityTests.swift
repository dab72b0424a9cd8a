import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// `.aspectRatio` on any view, `.id` of any hashable, `.tint` with a shape style, list
/// selection, `.background(in:)` and `Bundle.module`.
@Suite @MainActor struct AspectRatioAndIdentityTests {
    private func box(_ view: some View) -> Rect? { layout(view).elements.first { $0.kind == .shape }?.frame }

    /// In 393 × 852, a 2:1 fit is 393 × 196.5 and a 1:2 fit is 393 × 786; a 1:1 fill of a
    /// 200 × 100 frame is 200 × 200.
    @Test func aspectRatioOffersTheLargestSizeOfTheRatio() throws {
        #expect(box(Color(red: 1, green: 0, blue: 0).aspectRatio(2, contentMode: .fit))?.size == Size(width: 393, height: 196.5))
        #expect(box(Color(red: 1, green: 0, blue: 0).aspectRatio(0.5, contentMode: .fit))?.size == Size(width: 393, height: 786))
        #expect(box(Color(red: 1, green: 0, blue: 0).aspectRatio(1, contentMode: .fill).frame(width: 200, height: 100))?.size == Size(width: 200, height: 200))
        #expect(box(Color(red: 1, green: 0, blue: 0).aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit).frame(width: 120))?.size == Size(width: 120, height: 90))
        // With no ratio, the view's own ideal size gives it: a colour's is 10 × 10, so 100 × 100 in 100 × 300.
        #expect(box(Color(red: 1, green: 0, blue: 0).scaledToFit().frame(width: 100, height: 300))?.size == Size(width: 100, height: 100))
    }

    enum Screen: String, CaseIterable, Identifiable { case home, settings; var id: String { rawValue } }

    @Test func identitiesTintsSelectionAndBundles() {
        #expect(layout(Text("A").id(7)).elements.first?.id.contains("7") == true)
        // A gradient tint is its middle colour: red and blue make (0.5, 0, 0.5).
        let gradientTint = layout(ProgressView(value: 0.5).tint(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                                                               startPoint: .leading, endPoint: .trailing)))
        #expect(gradientTint.elements.contains { $0.fill == .solid(RGBA(r: 0.5, g: 0, b: 0.5)) })
        let selected = layout(List(Screen.allCases, selection: .constant(Screen?.some(.home))) { Text($0.rawValue) })
        #expect(selected.texts == ["home", "settings"])
        let backed = layout(Text("A").background(in: Circle())).elements.first { $0.kind == .shape }
        #expect(backed?.shape == .ellipse && backed?.fill == .solid(.white))
        #expect(Bundle.module == Bundle.main)
    }
}
