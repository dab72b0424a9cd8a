import Testing
import Motion

@Suite struct ReducedMotionTests {
    let entrance = Animation.easeOut(duration: 0.6).delay(0.2)

    @Test func opacityBecomesAPlainLinearFade() {
        let fade = ReducedMotion.substitute(for: entrance, animating: .opacity)
        #expect(ReducedMotion.fadeDuration == 0.12)
        #expect(fade == Animation.linear(duration: 0.12))
        #expect(fade.progress(at: 0) == 0)
        #expect(close(fade.progress(at: 0.06), 0.5))
        #expect(fade.progress(at: 0.12) == 1)
    }

    @Test(arguments: [ReducedMotion.Property.offset, .scale, .weight, .rotation])
    func motionJumpsToTheEnd(property: ReducedMotion.Property) {
        let jump = ReducedMotion.substitute(for: entrance, animating: property)
        #expect(jump.progress(at: 0) == 1)
        #expect(jump.totalDuration == 0)
    }

    @Test func repeatingDecorationShowsItsEndState() {
        let pulse = Animation.easeInOut(duration: 1).repeatForever()
        for property in ReducedMotion.Property.allCases {
            #expect(ReducedMotion.substitute(for: pulse, animating: property).progress(at: 0) == 1)
        }
    }

    @Test func reducedTimeline() {
        let timeline = Timeline(tracks: [
            Track(elementID: "g16", property: "opacity", from: 0, to: 1, curve: .timing(.easeOut),
                  start: 0.192, duration: 0.6),
            Track(elementID: "g16", property: "offsetY", from: 6, to: 0, curve: .timing(.easeOut),
                  start: 0.192, duration: 0.6),
            Track(elementID: "bg", property: "gradient", from: 0, to: 1, curve: .timing(.linear), duration: 4),
        ])
        let reduced = ReducedMotion.reduce(timeline)
        #expect(reduced.duration == 0.12)
        #expect(reduced.sample(at: 0).map(\.value) == [0, 0, 1])
        #expect(close(reduced.tracks[0].value(at: 0.03), 0.25))
        #expect(reduced.sample(at: 0.12).map(\.value) == [1, 0, 1])
        #expect(ReducedMotion.Property(trackProperty: "offsetY") == .offset)
        #expect(ReducedMotion.Property(trackProperty: "gradient") == nil)
    }
}
