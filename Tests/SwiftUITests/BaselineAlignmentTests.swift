import DisplayList
import SwiftUI
import Testing

/// `HStack(alignment: .firstTextBaseline / .lastTextBaseline)`, worked by hand with the
/// fixed-advance font: a line is 1.2 × the size tall, its baseline 0.8 of the line down.
@Suite @MainActor struct BaselineAlignmentTests {
    private func frame(_ text: String, _ list: DisplayList) -> Rect? { list.elements.first { $0.text?.string == text }?.frame }

    @Test func firstBaselinesShareOneLine() throws {
        // Large Title 34: 40.8 tall, baseline 32.64; Caption 12: 14.4 tall, baseline 11.52.
        // "kg" sits 32.64 − 11.52 = 21.12 below "42"'s top; the row is 40.8 tall, centred.
        let list = layout(HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("42").font(.largeTitle)
            Text("kg").font(.caption)
        })
        let big = try #require(frame("42", list)), small = try #require(frame("kg", list))
        #expect(abs(big.y - (852 - 40.8) / 2) < 1e-9)
        #expect(abs((small.y + 11.52) - (big.y + 32.64)) < 1e-9)
        // Bottom alignment would have put "kg" 26.4 down, not 21.12: the baseline is not the bottom.
        #expect(abs(small.y - big.y - 21.12) < 1e-9)
    }

    @Test func lastBaselinesPaddingAndViewsWithoutText() throws {
        // Two body lines (20.4 each, wrapped in a 60-pt frame) against one caption: the last
        // baselines line up — the caption's baseline 20.4 + 16.32 below the paragraph's top.
        let list = layout(HStack(alignment: .lastTextBaseline) {
            Text("aaaa bbbb").frame(width: 60)
            Text("c").font(.caption)
        })
        let para = try #require(frame("aaaa bbbb", list)), c = try #require(frame("c", list))
        #expect(abs((c.y + 11.52) - (para.y + 20.4 + 16.32)) < 1e-9)
        // Padding moves the baseline down by its top inset; a view without text aligns its bottom.
        let padded = layout(HStack(alignment: .firstTextBaseline) {
            Text("a").padding(.top, 10)
            Color.red.frame(width: 5, height: 5)
        })
        let a = try #require(frame("a", padded))
        let square = try #require(padded.elements.first { $0.kind == .shape }?.frame)
        #expect(abs((square.y + 5) - (a.y + 16.32)) < 1e-9)
    }

    @Test func otherAlignmentsAreUnchanged() {
        let centred = layout(HStack { Text("42").font(.largeTitle); Text("kg").font(.caption) })
        #expect(frame("kg", centred).map { abs($0.y - ((852 - 14.4) / 2)) < 1e-9 } == true)
    }
}
