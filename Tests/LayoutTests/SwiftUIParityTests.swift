import DisplayList
import Layout
import Testing
import Tokens

/// Cases where an earlier version differed from SwiftUI (found in review), pinned.
@Suite struct SwiftUIParityTests {
    @Test func scrollViewCentresNarrowContent() {
        let list = layout(ScrollView { Text("Hi") }, width: 300, height: 300)
        #expect(near(list.frame("Hi"), Rect(x: 141.5, y: 0, width: 17, height: 20.4)))
        let lead = layout(ScrollView { VStack(alignment: .leading) { Text("a"); Text("bbbb") } }, width: 300, height: 300)
        // The VStack is 34 wide, centred: "a" at its leading edge, x = 133.
        #expect(lead.frame("a")?.x == 133)
    }

    @Test func oversizedRootOverflowsAtBothEnds() {
        var env = EnvironmentValues()
        env.device = .iPhone16
        let list = ScreenLayout.layout(VStack(spacing: 0) { red.frame(width: 100, height: 500); blue.frame(width: 100, height: 500) },
                                       environment: env, measurer: FixedAdvanceMeasurer())
        // Safe area 59…818 (759 tall): 1000 pt centred → starts 120.5 above it.
        #expect(list.elements[0].frame.y == 59 + (759.0 - 1000.0) / 2)
    }

    @Test func roundedRectangleDefaultsToContinuousCorners() {
        let list = layout(RoundedRectangle(cornerRadius: 20).fill(red), width: 100, height: 100)
        #expect(list.elements[0].shape == .roundedRectangle(cornerRadius: 20, style: .continuous))
    }

    @Test func dividerRunsAcrossItsStack() {
        let h = layout(HStack { Text("abc"); Divider() }.frame(height: 40), width: 300, height: 300)
        let vertical = h.elements.first { $0.kind == .shape }!
        #expect(vertical.frame.height == 40 && vertical.frame.width < 1)
        let v = layout(VStack { Text("abc"); Divider() }.frame(width: 120), width: 300, height: 300)
        let horizontal = v.elements.first { $0.kind == .shape }!
        #expect(horizontal.frame.width == 120 && horizontal.frame.height < 1)
    }

    @Test func zStackSizesToItsHighestPriorityChild() {
        let list = layout(ZStack { red; Text("hi").layoutPriority(1) }, width: 300, height: 300)
        #expect(near(list.elements[0].frame, Rect(x: 141.5, y: 139.8, width: 17, height: 20.4)))
    }
}

@Suite struct PlacementProposalTests {
    /// A fixed-size stack is placed in exactly its ideal height; splitting that height again
    /// by flexibility used to give the padded title less than its two lines and cut it.
    @Test func fixedSizeStackKeepsEveryLine() {
        let list = layout(VStack(alignment: .leading, spacing: 0) {
            Text("aaaa bbbb cccc").padding(.top, 28)
            Text("dddd eeee ffff gggg hhhh")
        }.fixedSize(horizontal: false, vertical: true).frame(width: 90), width: 300, height: 400)
        #expect(list.overflows.isEmpty)
        #expect(list.frame("aaaa bbbb cccc")?.height == 40.8)
        #expect(abs((list.frame("dddd eeee ffff gggg hhhh")?.height ?? 0) - 61.2) < 1e-9)
    }
}
