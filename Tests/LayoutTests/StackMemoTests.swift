@testable import Layout
import DisplayList
import Testing

/// A stack asks each child for its size several times (smallest, largest, offered); the
/// answers are remembered per proposal, so nested stacks cost linear, not exponential, time.
@Suite struct StackMemoTests {
    /// A leaf of fixed size that counts how often it is asked.
    final class Counter { var asked = 0 }
    struct CountingLeaf: LayoutNode {
        let counter: Counter
        func sizeThatFits(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
            counter.asked += 1
            return Size(width: 10, height: 10)
        }
        func place(in frame: Rect, _ context: inout PlacementContext) {}
    }

    /// Twelve stacks, alternating HStack and VStack, each holding the next and one leaf.
    static func nested(depth: Int, counter: Counter) -> any LayoutNode {
        var node: any LayoutNode = CountingLeaf(counter: counter)
        for level in 0..<depth {
            node = StackNode(axis: level % 2 == 0 ? .horizontal : .vertical, alignment: 0.5, spacing: 4,
                             children: [node, CountingLeaf(counter: counter)], id: "s\(level)")
        }
        return node
    }

    @Test func nestedStacksAskTheirLeavesLinearlyOften() {
        let counter = Counter()
        let root = Self.nested(depth: 12, counter: counter)
        let context = LayoutContext(measurer: FixedAdvanceMeasurer())
        let size = root.sizeThatFits(ProposedSize(width: 400, height: 800), context)
        // Each level adds a 10 pt leaf and 4 pt of spacing along its axis: six levels each way.
        #expect(size == Size(width: 10 + 6 * 14, height: 10 + 6 * 14))
        // 309 asks in all, about 26 a level (each stack's few distinct proposals to its two
        // children); without the memo the deepest leaf alone was asked 3^12 = 531,441 times.
        #expect(counter.asked == 309)
        // Asking again with the same proposal computes nothing.
        let before = counter.asked
        #expect(root.sizeThatFits(ProposedSize(width: 400, height: 800), context) == size)
        #expect(counter.asked == before)
    }

    /// The same built tree laid out with another context (another measurer) forgets what
    /// it remembered: an answer never outlives the layout it was computed in.
    @Test func anotherContextStartsAfresh() {
        let counter = Counter()
        let root = Self.nested(depth: 3, counter: counter)
        _ = root.sizeThatFits(ProposedSize(width: 100, height: 100), LayoutContext(measurer: FixedAdvanceMeasurer()))
        let first = counter.asked
        _ = root.sizeThatFits(ProposedSize(width: 100, height: 100), LayoutContext(measurer: FixedAdvanceMeasurer()))
        #expect(counter.asked == 2 * first)
    }
}
