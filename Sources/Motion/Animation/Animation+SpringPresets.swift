/// SwiftUI's spring presets and spring spellings since iOS 17, with the values Apple's
/// documentation gives: `.smooth` is `spring(duration: 0.5, bounce: 0)`, `.snappy` adds a
/// bounce of 0.15 and `.bouncy` 0.3, each `extraBounce` added to its own; `.spring` is the
/// bounce-free half-second spring. `blendDuration` only matters when one spring replaces
/// another mid-flight (issue 34's retargeting) and is accepted here.
extension Animation {
    /// SwiftUI's `.spring(duration:bounce:blendDuration:)` (`.spring()` without arguments
    /// keeps meaning `spring(response: 0.5, dampingFraction: 0.825)`).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: AnimationInput.response(duration), bounce: AnimationInput.bounce(bounce)))
    }

    /// SwiftUI's `.spring(response:dampingFraction:blendDuration:)`.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    /// SwiftUI's `.spring`: `spring(duration: 0.5, bounce: 0)`.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// SwiftUI's `.smooth`: a half-second spring without bounce.
    public static var smooth: Animation { smooth(duration: 0.5) }
    /// SwiftUI's `.smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// SwiftUI's `.snappy`: a half-second spring with a small bounce (0.15).
    public static var snappy: Animation { snappy(duration: 0.5) }
    /// SwiftUI's `.snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + (extraBounce.isFinite ? extraBounce : 0))
    }

    /// SwiftUI's `.bouncy`: a half-second spring with a visible bounce (0.3).
    public static var bouncy: Animation { bouncy(duration: 0.5) }
    /// SwiftUI's `.bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + (extraBounce.isFinite ? extraBounce : 0))
    }

    /// SwiftUI's `.interactiveSpring(response:dampingFraction:blendDuration:)`, with its defaults 0.15 and 0.86.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }

    /// SwiftUI's `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, the mass first.
    @_disfavoredOverload
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(stiffness: stiffness, damping: damping, mass: mass, initialVelocity: initialVelocity)
    }

    /// SwiftUI's `.interpolatingSpring(duration:bounce:initialVelocity:)`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        let s = Spring(duration: AnimationInput.response(duration), bounce: AnimationInput.bounce(bounce))
        return interpolating(Spring(stiffness: s.stiffness, damping: s.damping, mass: s.mass, initialVelocity: AnimationInput.velocity(initialVelocity)))
    }
}
