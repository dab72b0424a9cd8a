import DisplayList
import Foundation
import SwiftUI
import Testing

/// The built-in shapes' `path(in:)`, and the collection edits `List`'s `.onDelete` and
/// `.onMove` call, with hand-worked results.
@Suite @MainActor struct ShapePathAndOffsetsTests {
    @Test func builtInShapesGiveTheirOutlineInARect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        // A circle is inscribed in the shorter side, centred: 40 wide, from x = 40.
        #expect(Circle().path(in: rect).boundingRect == CGRect(x: 40, y: 20, width: 40, height: 40))
        #expect(Ellipse().path(in: rect).boundingRect == rect)
        #expect(Capsule().path(in: rect).boundingRect == rect)
        // A radius past half the shorter side is clamped; the outline stays inside the rect.
        #expect(RoundedRectangle(cornerRadius: 500).path(in: rect).boundingRect == rect)
        #expect(!Rectangle().path(in: rect).isEmpty)
    }

    @Test func removingAtOffsetsAsOnDeleteDoes() {
        var birds = ["jay", "wren", "owl", "kite"]
        birds.remove(atOffsets: IndexSet([1, 3]))
        #expect(birds == ["jay", "owl"])
        birds.remove(atOffsets: IndexSet([5, 9]))  // past the end: nothing
        #expect(birds == ["jay", "owl"])
    }

    @Test func movingOffsetsAsOnMoveDoes() {
        var letters = ["a", "b", "c", "d", "e"]
        // Move b and d before e (offset 4): a c b d e.
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 4)
        #expect(letters == ["a", "c", "b", "d", "e"])
        letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(letters == ["e", "a", "c", "b", "d"])
        letters.move(fromOffsets: IndexSet([0]), toOffset: 99)  // past the end: to the end
        #expect(letters == ["a", "c", "b", "d", "e"])
        letters.move(fromOffsets: IndexSet([42]), toOffset: 0)  // nothing to move
        #expect(letters == ["a", "c", "b", "d", "e"])
    }
}
