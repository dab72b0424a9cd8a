import DisplayList
import SwiftUI
import Testing

/// Lengths are `CGFloat`, as in SwiftUI, so a team's `extension CGFloat { static let … }`
/// reads as `.padding(.gutter)`, `.frame(width: .column)`, `VStack(spacing: .gap)`.
extension CGFloat {
    fileprivate static let gutter: CGFloat = 12
    fileprivate static let column: CGFloat = 100
    fileprivate static let gap: CGFloat = 6
}

@Suite @MainActor struct CGFloatLengthTests {
    @Test func aTeamsCGFloatConstantsAreLengths() throws {
        let list = layout(VStack(alignment: .leading, spacing: .gap) {
            Text("A").frame(width: .column, alignment: .leading)
            Text("B").padding(.gutter)
            Text("C").padding(.horizontal, .gutter)
            Text("D").padding(EdgeInsets(top: .gutter, leading: .gutter, bottom: 0, trailing: 0))
        }.frame(maxWidth: .infinity, alignment: .leading))
        func frame(_ s: String) throws -> Rect { try #require(list.elements.first { $0.text?.string == s }).frame }
        let a = try frame("A"), b = try frame("B"), c = try frame("C"), d = try frame("D")
        // Lines of the test font are 20.4 tall: B's top is A's bottom + 6 gap + 12 padding.
        #expect(abs(b.minY - (a.maxY + 6 + 12)) < 1e-9 && b.minX == 12)
        #expect(abs(c.minY - (b.maxY + 12 + 6)) < 1e-9 && c.minX == 12)
        #expect(abs(d.minY - (c.maxY + 6 + 12)) < 1e-9 && d.minX == 12)
    }

    @Test func theDefaultPaddingIsSixteenPoints() throws {
        let all = layout(HStack(spacing: 0) { Text("A").padding(); Spacer() }.frame(maxHeight: .infinity, alignment: .top))
        #expect(all.elements.first.map { ($0.frame.x, $0.frame.y) } ?? (0, 0) == (16, 16))
        let sides = layout(HStack(spacing: 0) { Text("A").padding(.horizontal); Spacer() }.frame(maxHeight: .infinity, alignment: .top))
        #expect(sides.elements.first.map { ($0.frame.x, $0.frame.y) } ?? (0, 0) == (16, 0))
        // A Double still reads, through Swift's CGFloat ↔ Double conversion.
        let length: Double = 7
        #expect(layout(HStack(spacing: 0) { Text("A").padding(length); Spacer() }.frame(maxHeight: .infinity, alignment: .top)).elements.first.map { ($0.frame.x, $0.frame.y) } ?? (0, 0) == (7, 7))
    }
}
