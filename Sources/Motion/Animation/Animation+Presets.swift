/// The animations SwiftUI offers by name, with SwiftUI's parameters and defaults.
extension Animation {
    /// SwiftUI's `.linear(duration:)`: progress proportional to time over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(curve: .timing(.linear), duration: AnimationInput.seconds(duration))
    }

    /// SwiftUI's `.easeIn(duration:)` over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        Animation(curve: .timing(.easeIn), duration: AnimationInput.seconds(duration))
    }

    /// SwiftUI's `.easeOut(duration:)` over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .timing(.easeOut), duration: AnimationInput.seconds(duration))
    }

    /// SwiftUI's `.easeInOut(duration:)` over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .timing(.easeInOut), duration: AnimationInput.seconds(duration))
    }

    /// SwiftUI's `timingCurve(_:_:_:_:duration:)`; x1 and x2 must be in 0…1.
    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                                   duration: Double = TimingCurve.swiftUIDefaultDuration) -> Animation {
        Animation(curve: .timing(TimingCurve(x1: AnimationInput.controlX(x1), y1: AnimationInput.controlY(y1),
                                             x2: AnimationInput.controlX(x2), y2: AnimationInput.controlY(y2))),
                  duration: AnimationInput.seconds(duration))
    }

    /// The presets without a duration use SwiftUI's 0.35 s.
    public static let linear = linear(duration: TimingCurve.swiftUIDefaultDuration)
    /// SwiftUI's `.easeIn`: 0.35 s.
    public static let easeIn = easeIn(duration: TimingCurve.swiftUIDefaultDuration)
    /// SwiftUI's `.easeOut`: 0.35 s.
    public static let easeOut = easeOut(duration: TimingCurve.swiftUIDefaultDuration)
    /// SwiftUI's `.easeInOut`: 0.35 s.
    public static let easeInOut = easeInOut(duration: TimingCurve.swiftUIDefaultDuration)

    /// SwiftUI's `interpolatingSpring(stiffness:damping:mass:initialVelocity:)`: the spring in
    /// closed form, added to whatever else animates the property. A pass lasts until the
    /// spring settles (0.001 tolerance).
    public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1,
                                           initialVelocity: Double = 0) -> Animation {
        interpolating(Spring(stiffness: AnimationInput.positive(stiffness, fallback: 100), damping: AnimationInput.damping(damping),
                             mass: AnimationInput.positive(mass, fallback: 1), initialVelocity: AnimationInput.velocity(initialVelocity)))
    }

    /// `spring` as an interpolating animation (closed form, additive), as SwiftUI runs
    /// `interpolatingSpring`.
    public static func interpolating(_ spring: Spring) -> Animation {
        Animation(curve: .spring(spring), duration: spring.settlingDuration())
    }

    /// SwiftUI's `spring(response:dampingFraction:)` with its defaults 0.5 and 0.825.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        spring(Spring(response: AnimationInput.response(response), dampingFraction: AnimationInput.dampingFraction(dampingFraction)))
    }

    /// SwiftUI's `Animation.default` since iOS 17 (Apple's documentation of `default`):
    /// `spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)` — critically damped,
    /// no bounce. (Before iOS 17 it was `easeInOut`.)
    public static let `default` = spring(response: 0.55, dampingFraction: 1.0)

    /// SwiftUI's `spring(_:blendDuration:)`: any spring, integrated as SwiftUI integrates its
    /// `spring` animations (`Animation.Evaluation.integratedSpring`), run until it settles.
    /// Its `progress(at:)` is the closed form, which the integration follows to within a
    /// small fraction of a point (docs/TOKENS.md).
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(spring), duration: spring.settlingDuration(), evaluation: .integratedSpring)
    }

    /// The delay of the `index`-th element of a staggered group (0 for the first).
    public static func stagger(index: Int, interval: Double) -> Double {
        precondition(index >= 0, "stagger index must be >= 0")
        return Double(index) * interval
    }
}
