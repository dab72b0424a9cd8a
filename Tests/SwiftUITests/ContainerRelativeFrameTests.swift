import DisplayList
import Foundation
import SwiftUI
import Testing
import Tokens

/// `.containerRelativeFrame` against the screen (the layout's frame here) and against the
/// nearest scroll view's viewport, with counts, spans, spacing and a closure.
@Suite @MainActor struct ContainerRelativeFrameTests {
    static let red = RGBA(r: 1, g: 0, b: 0, a: 1)

    func frames(_ list: DisplayList) -> [Rect] {
        list.elements.filter { $0.fill == .solid(Self.red) }.map(\.frame)
    }

    @Test func aFrameAsWideAsTheScreenOrAFractionOfIt() throws {
        let full = frames(layout(Color(Self.red).frame(height: 10).containerRelativeFrame(.horizontal)))
        #expect(full.first?.width == 393)
        let closure = frames(layout(Color(Self.red).frame(height: 10).containerRelativeFrame(.horizontal) { length, _ in length * 0.5 }))
        #expect(closure.first?.width == 196.5)
    }

    @Test func columnsOfAHorizontalScrollViewFollowCountSpanAndSpacing() throws {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { _ in
                    Color(Self.red).frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10)
                }
            }
        }
        .frame(width: 320, height: 60)
        let cards = frames(layout(view))
        // (320 − 2 × 10) / 3 = 100 per column.
        #expect(cards.count == 4 && cards.allSatisfy { abs($0.width - 100) < 1e-9 })
        #expect(abs(cards[1].minX - cards[0].maxX - 10) < 1e-9)
        let wide = frames(layout(ScrollView(.horizontal) {
            Color(Self.red).frame(height: 50).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        }.frame(width: 320, height: 60)))
        // Two columns and the gap between them: 2 × 100 + 10.
        #expect(abs((wide.first?.width ?? 0) - 210) < 1e-9)
    }

    @Test func absurdCountsSpansAndLengthsStayFinite() throws {
        let view = Color(Self.red).frame(height: 10).containerRelativeFrame(.horizontal, count: 0, span: 9, spacing: .infinity)
        #expect(frames(layout(view)).first?.width == 393)
        let negative = Color(Self.red).frame(height: 10).containerRelativeFrame(.horizontal) { _, _ in -.infinity }
        #expect(frames(layout(negative)).first?.width ?? 0 == 0)
    }
}
