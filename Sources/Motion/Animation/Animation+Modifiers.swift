/// SwiftUI's animation modifiers. Each returns a new value; nothing is mutated.
extension Animation {
    /// Adds `seconds` of wall-clock delay before the first pass; delays add up, and a
    /// negative one starts the animation part-way (as a wave staggers its repeating letters).
    /// Applied before `.repeatForever`/`.repeatCount`, SwiftUI waits it out before every pass.
    public func delay(_ seconds: Double) -> Animation {
        Animation(curve: curve, duration: duration, delay: AnimationInput.signedSeconds(delay + AnimationInput.signedSeconds(seconds)),
                  passDelay: passDelay, repetition: repetition, speed: speed, evaluation: evaluation)
    }

    /// Plays `factor` times as fast. As in SwiftUI, a delay added before `.speed` is
    /// scaled with the rest of the animation; one added after it is not.
    public func speed(_ factor: Double) -> Animation {
        let factor = AnimationInput.speed(factor)
        return Animation(curve: curve, duration: duration, delay: delay / factor, passDelay: passDelay, repetition: repetition,
                         speed: AnimationInput.speed(speed * factor), evaluation: evaluation)
    }

    /// Runs `count` passes; SwiftUI's default is to autoreverse. A delay given before is
    /// waited out before every pass.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        repeating(.count(AnimationInput.count(count), autoreverses: autoreverses))
    }

    /// Repeats without end; SwiftUI's default is to autoreverse. A delay given before is
    /// waited out before every pass.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        repeating(.forever(autoreverses: autoreverses))
    }

    /// This animation repeated as `repetition` says, its delay so far a delay of each pass
    /// (in the animation's own time, so a `.speed` before scales it as it scales the pass).
    private func repeating(_ repetition: Repetition) -> Animation {
        Animation(curve: curve, duration: duration, delay: min(delay, 0), passDelay: passDelay + max(delay, 0) * speed,
                  repetition: repetition, speed: speed, evaluation: evaluation)
    }
}
