import DisplayList
import SwiftUI
import Testing
import Tokens

/// `.alignmentGuide` in stacks: every child's guide on one line, the stack as wide as the
/// largest guide plus the largest rest (SwiftUI's rule), worked by hand with the fixed-advance
/// font (body text 8.5 pt a character).
@Suite @MainActor struct AlignmentGuideTests {
    private func frame(_ list: DisplayList, _ text: String) -> Rect? { list.elements.first { $0.text?.string == text }?.frame }

    /// "Hello" (42.5 pt) and "Hi" (17 pt) hung by its trailing edge: the line is 17 pt in, the
    /// stack 17 + 42.5 = 59.5 wide, centred on 393 pt: it starts at 166.75.
    @Test func aLeadingGuideAtTheTrailingEdgeHangsTheViewLeft() throws {
        let list = layout(VStack(alignment: .leading) {
            Text("Hello")
            Text("Hi").alignmentGuide(.leading) { d in d[.trailing] }
        })
        let hello = try #require(frame(list, "Hello")), hi = try #require(frame(list, "Hi"))
        #expect(hi.x == 166.75 && hello.x == 166.75 + 17)
    }

    /// In an HStack aligned at the top, a 40-pt box whose top guide is 10 pt down sits 10 pt
    /// above its 20-pt neighbour: the stack is 10 + max(20, 30) = 40 tall.
    @Test func aTopGuideMovesAViewUpAgainstItsNeighbours() throws {
        let list = layout(HStack(alignment: .top, spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 40).alignmentGuide(.top) { _ in 10 }
        })
        let boxes = list.elements.filter { $0.kind == .shape }.map(\.frame)
        try #require(boxes.count == 2)
        #expect(boxes[0].y - boxes[1].y == 10 && boxes[1].y == (852 - 40) / 2)
    }

    /// A guide for another alignment, or a stack without explicit guides, changes nothing.
    @Test func otherGuidesLeaveTheStackAsItIs() {
        let plain = layout(VStack(alignment: .leading) { Text("Hello"); Text("Hi") })
        let other = layout(VStack(alignment: .leading) { Text("Hello"); Text("Hi").alignmentGuide(.trailing) { _ in 100 } })
        #expect(plain.elements.map(\.frame) == other.elements.map(\.frame))
        #expect(ViewDimensions(width: 40, height: 10)[HorizontalAlignment.center] == 20 && ViewDimensions(width: 40, height: 10)[VerticalAlignment.bottom] == 10)
    }
}

/// A team's own alignment (`AlignmentID`): children of the stack line up on its guide, each
/// at its explicit value or the alignment's default.
extension VerticalAlignment {
    fileprivate enum Underline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] } }
    fileprivate static let underline = VerticalAlignment(Underline.self)
}
extension HorizontalAlignment {
    fileprivate enum Gutter: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 4 } }
    fileprivate static let gutter = HorizontalAlignment(Gutter.self)
}

@Suite @MainActor struct CustomAlignmentIDTests {
    @Test func childrenLineUpOnACustomGuide() throws {
        // A sets the guide at its bottom (20.4, one body line); B takes the default, its top.
        let list = layout(HStack(alignment: .underline, spacing: 0) {
            Text("A").alignmentGuide(.underline) { d in d[.bottom] }
            Text("B")
        })
        let a = try #require(list.elements.first { $0.text?.string == "A" }).frame
        let b = try #require(list.elements.first { $0.text?.string == "B" }).frame
        #expect(abs(b.minY - (a.minY + 20.4)) < 1e-9)
    }

    @Test func withoutExplicitGuidesTheDefaultAligns() throws {
        // Default: a quarter of each width. "AAAA" (34 wide) has its guide at 8.5, "A" (8.5) at 2.125.
        let list = layout(VStack(alignment: .gutter, spacing: 0) { Text("AAAA"); Text("A") })
        let wide = try #require(list.elements.first { $0.text?.string == "AAAA" }).frame
        let narrow = try #require(list.elements.first { $0.text?.string == "A" }).frame
        #expect(abs((narrow.minX + 2.125) - (wide.minX + 8.5)) < 1e-9)
        // The separator guides of list rows compile (the hairline keeps its standard inset).
        #expect(layout(List { Text("Row").alignmentGuide(.listRowSeparatorLeading) { _ in 0 } }).texts == ["Row"])
    }
}
