import DisplayList
import Layout
import Testing
import Tokens

/// SwiftUI's stack behaviour, pinned with exact frames.
@Suite struct StackLayoutTests {
    @Test func spacerPushesTextsToTheEnds() {
        let list = layout(HStack { Text("A"); Spacer(); Text("BB") }, width: 200, height: 50)
        // The HStack fills the width (a spacer is flexible) and is as tall as its text,
        // centred vertically in the 50 pt frame.
        #expect(near(list.frame("A"), Rect(x: 0, y: 14.8, width: 8.5, height: 20.4)))
        #expect(near(list.frame("BB"), Rect(x: 183, y: 14.8, width: 17, height: 20.4)))
    }

    @Test func defaultSpacingIsEightAndTheStackHugsItsContent() {
        let list = layout(VStack { Text("Hi"); Text("There") }, width: 300, height: 300)
        // 20.4 + 8 + 20.4 = 48.8 tall, 42.5 wide (the widest), centred in 300 × 300.
        #expect(near(list.frame("Hi"), Rect(x: 141.5, y: 125.6, width: 17, height: 20.4)))
        #expect(near(list.frame("There"), Rect(x: 128.75, y: 154, width: 42.5, height: 20.4)))
    }

    @Test func leadingAlignmentAndExplicitSpacing() {
        let list = layout(VStack(alignment: .leading, spacing: 32) { Text("Hi"); Text("There") }, width: 300, height: 300)
        #expect(list.frame("Hi")?.x == list.frame("There")?.x)
        #expect(abs((list.frame("There")!.y - list.frame("Hi")!.maxY) - 32) < 1e-9)
    }

    @Test func flexibleFrameTakesWhatAFixedSiblingLeaves() {
        let list = layout(HStack(spacing: 0) { red.frame(maxWidth: .infinity); blue.frame(width: 50) }, width: 300, height: 100)
        let shapes = list.elements.filter { $0.kind == .shape }
        #expect(near(shapes[0].frame, Rect(x: 0, y: 0, width: 250, height: 100)))
        #expect(near(shapes[1].frame, Rect(x: 250, y: 0, width: 50, height: 100)))
    }

    @Test func equalFlexibleChildrenShareEqually() {
        let list = layout(HStack(spacing: 10) { red; blue; red }, width: 320, height: 40)
        let widths = list.elements.map(\.frame.width)
        #expect(widths == [100, 100, 100])
        #expect(list.elements.map(\.frame.x) == [0, 110, 220])
    }

    @Test func layoutPriorityGetsSpaceFirst() {
        let list = layout(HStack(spacing: 0) {
            Text("aaaaaaaaaa").lineLimit(1)
            Text("bbbbbbbbbb").lineLimit(1).layoutPriority(1)
        }, width: 120, height: 40)
        // The prioritised text gets its full 85 pt; the other is offered the remaining 35
        // and, cut to one line, keeps the 4 characters (34 pt) that fit.
        #expect(list.frame("bbbbbbbbbb")?.width == 85)
        #expect(list.elements[0].frame.width == 34)
        #expect(list.overflows.contains(Overflow(kind: .truncated, ids: [list.elements[0].id])))
    }

    @Test func zStackAlignsChildrenInsideTheLargest() {
        let list = layout(ZStack(alignment: .bottomTrailing) { red.frame(width: 100, height: 100); Text("x") }, width: 300, height: 300)
        #expect(near(list.frame("x"), Rect(x: 100 + 100 - 8.5, y: 100 + 100 - 20.4, width: 8.5, height: 20.4)))
    }

    @Test func idsFollowTheTree() {
        let list = layout(VStack { Text("a"); HStack { Text("b"); Text("c") }; Text("d").id("last") }, width: 300, height: 300)
        #expect(list.elements.map(\.id) == ["root/Text", "root/HStack.1/Text", "root/HStack.1/Text.1", "last"])
    }
}

@Suite struct SpacerPriorityTests {
    @Test func textBesideASpacerKeepsItsWholeLine() {
        let list = layout(HStack { Text("aaaa bbbb"); Spacer() }, width: 100, height: 50)
        // 76.5 pt of text fits beside the spacer's 8 pt minimum and 8 pt spacing; not halved.
        #expect(list.frame("aaaa bbbb")?.width == 76.5)
        #expect(list.frame("aaaa bbbb")?.height == 20.4)
    }

    @Test func textWiderThanTheRoomStillLeavesTheSpacerItsMinimum() {
        let list = layout(HStack(spacing: 0) { Text("aaaa bbbb cccc"); Spacer(minLength: 20) }, width: 100, height: 100)
        // 80 pt are left for the text: "aaaa bbbb" (76.5) and "cccc" on two lines.
        #expect(list.frame("aaaa bbbb cccc")?.width == 76.5)
        #expect(list.frame("aaaa bbbb cccc")?.height == 40.8)
    }
}

/// `.zIndex`: a stack draws a lower child beneath its siblings without moving it.
@Suite struct ZIndexTests {
    @Test func lowerZIndexIsDrawnFirstAtTheSamePlace() {
        let plain = layout(VStack(spacing: -10) { red.frame(height: 30); blue.frame(height: 30) }, width: 100, height: 100)
        let lifted = layout(VStack(spacing: -10) { red.frame(height: 30); blue.frame(height: 30).zIndex(-1) }, width: 100, height: 100)
        let r = Paint.solid(RGBA(hex: "#FF0000")!), b = Paint.solid(RGBA(hex: "#0000FF")!)
        #expect(plain.elements.map(\.fill) == [r, b])
        #expect(lifted.elements.map(\.fill) == [b, r])
        #expect(Set(lifted.elements.map(\.frame)) == Set(plain.elements.map(\.frame)))
        let z = layout(ZStack { red.frame(width: 20, height: 20).zIndex(1); blue }, width: 100, height: 100)
        #expect(z.elements.map(\.fill) == [b, r])
    }
}
