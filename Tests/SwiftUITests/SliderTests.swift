import DisplayList
import SwiftUI
import Testing
import Tokens

/// `Slider` as UISlider draws it, on a 393 × 852 screen whose root is centred (the
/// fixed-advance font: body text is 8.5 pt a character, 20.4 pt a line).
@Suite @MainActor struct SliderTests {
    private let systemFill = RGBA(hex: "#78788033")!
    private let blue = RGBA(hex: "#007AFF")!

    private func element(_ list: DisplayList, filled colour: RGBA) -> Element? { list.elements.first { $0.fill == .solid(colour) } }

    @Test func theTrackIsFilledToTheThumbsCentre() throws {
        let list = layout(Slider(value: .constant(0.5)))
        // 28 pt tall, centred: its top at (852 − 28) / 2 = 412; the 4-pt track 12 pt below.
        let track = try #require(element(list, filled: systemFill))
        #expect(track.frame == Rect(x: 0, y: 424, width: 393, height: 4))
        // The thumb's centre travels from 13.5 to 393 − 13.5: at 0.5, 13.5 + 0.5 × 366 = 196.5.
        let fill = try #require(element(list, filled: blue))
        #expect(fill.frame == Rect(x: 0, y: 424, width: 196.5, height: 4))
        let thumb = try #require(element(list, filled: .white))
        #expect(thumb.frame == Rect(x: 183, y: 412.5, width: 27, height: 27))
        #expect(thumb.shadow?.radius == 4 && thumb.shadow?.y == 3 && thumb.shadow?.color.a == 0.15)
        // Drawn in order: track, fill, thumb on top.
        let order = [track, fill, thumb].compactMap { e in list.elements.firstIndex { $0.id == e.id } }
        #expect(order == order.sorted() && order.count == 3)
    }

    @Test func aStepSnapsTheValueAndTheBoundsClampIt() throws {
        // 7.3 in 0…10 by 1 shows 7: the centre at 13.5 + 0.7 × 366 = 269.7.
        let stepped = try #require(element(layout(Slider(value: .constant(7.3), in: 0...10, step: 1)), filled: blue))
        #expect(abs(stepped.frame.width - 269.7) < 1e-9)
        // Without a step the value is shown as it is: 13.5 + 0.73 × 366 = 280.68.
        let continuous = try #require(element(layout(Slider(value: .constant(7.3), in: 0...10)), filled: blue))
        #expect(abs(continuous.frame.width - 280.68) < 1e-9)
        // Past the top of the range the thumb stops at the end; a Float binding works too.
        let over = try #require(element(layout(Slider(value: .constant(Float(12)), in: 0...10)), filled: .white))
        #expect(over.frame.maxX == 393)
    }

    @Test func valueLabelsSitEitherSideAndTheLabelIsNotDrawn() throws {
        let list = layout(Slider(value: .constant(0.0), in: 0...10) { Text("Volume") }
                          minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") })
        #expect(list.texts == ["0", "10"])
        // "0" is 8.5 wide, "10" 17, 8 pt between each and the track: 393 − 8.5 − 17 − 16 = 351.5.
        let track = try #require(element(list, filled: systemFill))
        #expect(track.frame.x == 16.5 && track.frame.width == 351.5)
        // At the minimum the fill reaches the thumb's centre, a radius in.
        #expect(element(list, filled: blue)?.frame.width == 13.5)
        let max = try #require(list.elements.first { $0.text?.string == "10" })
        #expect(max.frame.x == 393 - 17)
    }

    @Test func theTintFillsTheTrack() {
        let red = RGBA(hex: "#FF3B30")!
        let list = layout(Slider(value: .constant(0.25), in: 0...1, step: 0.25) { Text("Opacity") }.tint(.red))
        #expect(element(list, filled: red)?.frame.width == 13.5 + 0.25 * 366)
        #expect(element(list, filled: blue) == nil)
    }
}
