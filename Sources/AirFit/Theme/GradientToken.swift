public import SwiftUI
public import Tokens
import DisplayList
public import Motion

/// One of the seed's 12 pastel gradients, light and dark (seed §2).
public struct GradientToken: Hashable, Sendable {
    public let name: String
    public let light: Gradient
    public let dark: Gradient

    public func gradient(for appearance: Appearance) -> Gradient { appearance == .light ? light : dark }

    /// `active.linear`: drawn top-leading to bottom-trailing, in the colours of the
    /// appearance it is drawn in (as a token's asset colour sets resolve).
    public var linear: GradientTokenFill { GradientTokenFill(token: self) }

    /// The token's gradient for `appearance`, drawn top-leading to bottom-trailing.
    public func linear(_ appearance: Appearance) -> LinearGradient {
        LinearGradient(gradient: gradient(for: appearance), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

/// `active.linear` as a view: the token's gradient in the appearance of its environment.
/// When the active token changes under an animation its colours move from the old token's
/// to the new one's, as SwiftUI animates a gradient (`Color.Resolved`, in linear sRGB).
nonisolated public struct GradientTokenFill: View {
    @Environment(\.appearance) private var appearance
    let token: GradientToken

    public var body: some View { token.linear(appearance) }
}

/// Seed §2's GradientManager, as the seed writes it — an `ObservableObject` whose `active`
/// token changes inside `withAnimation(.easeInOut(duration: 0.6))` (`motion.crossfade`, the
/// token's curve and duration), so every view reading it through `@EnvironmentObject`
/// animates — made deterministic: `next()` picks from a seeded generator (or a script of
/// tokens, for the QA pass) where the seed calls `randomElement()`, never the active one.
///
/// One manager belongs to one screen build or one recording, used on its thread.
public final class GradientManager: ObservableObject, @unchecked Sendable {
    /// Where `next()` takes its candidates from.
    public enum Choice: Sendable {
        /// A seeded generator over every token, as the seed's `randomElement()`.
        case seeded(UInt64)
        /// These tokens in this order (seed §11's QA table), then the seeded choice (seed 0).
        case scripted([GradientToken])
    }

    /// The token every screen's background shows (changed by `next()`).
    @Published public private(set) var active: GradientToken
    /// The tokens `next()` picks from.
    public let tokens: [GradientToken]
    /// The fade `next()` animates with.
    public let fade: Motion.Animation
    private var generator: SplitMix64
    private var script: [GradientToken]

    /// A manager showing `active` (the first token when nil), fading with `fade`.
    public init(tokens: [GradientToken], choice: Choice = .seeded(0), active: GradientToken? = nil,
                fade: Motion.Animation = .easeInOut(duration: 0.6)) {
        precondition(tokens.count >= 2, "GradientManager needs at least two gradients")
        self.tokens = tokens
        self.active = active ?? tokens[0]
        self.fade = fade
        switch choice {
        case .seeded(let seed): generator = SplitMix64(seed: seed); script = []
        case .scripted(let list): generator = SplitMix64(seed: 0); script = list
        }
    }

    /// Seed §2's `next()`: a different token, faded to under `withAnimation`. Returns it.
    @discardableResult
    public func next() -> GradientToken {
        var candidate: GradientToken
        repeat { candidate = pick() } while candidate == active
        withAnimation(fade) { active = candidate }
        return candidate
    }

    private func pick() -> GradientToken {
        if !script.isEmpty { return script.removeFirst() }
        return tokens[Int(generator.next() % UInt64(tokens.count))]
    }
}
