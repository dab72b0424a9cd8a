/// SwiftUI's animation modifiers. Each returns a new value; nothing is mutated.
extension Animation {
    /// Adds `seconds` of wall-clock delay before the first pass.
    public func delay(_ seconds: Double) -> Animation {
        Animation(curve: curve, duration: duration, delay: AnimationInput.seconds(delay + AnimationInput.seconds(seconds)), repetition: repetition, speed: speed, evaluation: evaluation)
    }

    /// Plays `factor` times as fast. As in SwiftUI, a delay added before `.speed` is
    /// scaled with the rest of the animation; one added after it is not.
    public func speed(_ factor: Double) -> Animation {
        let factor = AnimationInput.speed(factor)
        return Animation(curve: curve, duration: duration, delay: delay / factor, repetition: repetition,
                         speed: AnimationInput.speed(speed * factor), evaluation: evaluation)
    }

    /// Runs `count` passes; SwiftUI's default is to autoreverse.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(curve: curve, duration: duration, delay: delay,
                  repetition: .count(AnimationInput.count(count), autoreverses: autoreverses), speed: speed, evaluation: evaluation)
    }

    /// Repeats without end; SwiftUI's default is to autoreverse.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(curve: curve, duration: duration, delay: delay,
                  repetition: .forever(autoreverses: autoreverses), speed: speed, evaluation: evaluation)
    }
}
