/// SwiftUI's `Spring` presets (iOS 17), as values: what a `SpringKeyframe` or
/// `.spring(_:)` takes.
extension Spring {
    /// SwiftUI's `Spring()`: duration 0.5, no bounce.
    public init() { self.init(duration: 0.5, bounce: 0) }
    /// Half a second, no bounce.
    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    /// Half a second, a small bounce (0.15).
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    /// Half a second, a visible bounce (0.3).
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    /// SwiftUI's `smooth(duration:extraBounce:)`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: AnimationInput.response(duration), bounce: AnimationInput.bounce(extraBounce))
    }
    /// SwiftUI's `snappy(duration:extraBounce:)`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: AnimationInput.response(duration), bounce: AnimationInput.bounce(0.15 + (extraBounce.isFinite ? extraBounce : 0)))
    }
    /// SwiftUI's `bouncy(duration:extraBounce:)`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: AnimationInput.response(duration), bounce: AnimationInput.bounce(0.3 + (extraBounce.isFinite ? extraBounce : 0)))
    }
}
