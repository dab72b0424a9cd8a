public import SwiftUI
public import Tokens
import DisplayList

/// One of the seed's 12 pastel gradients, light and dark (seed §2).
public struct GradientToken: Hashable, Sendable {
    public let name: String
    public let light: Gradient
    public let dark: Gradient

    public func gradient(for appearance: Appearance) -> Gradient { appearance == .light ? light : dark }

    /// `active.linear`: drawn top-leading to bottom-trailing.
    public func linear(_ appearance: Appearance) -> LinearGradient {
        LinearGradient(gradient: gradient(for: appearance), startPoint: .topLeading, endPoint: .bottomTrailing)
    }
}

/// The seed's GradientManager, made deterministic: a seeded generator picks the next
/// token, never the active one (`repeat { … } while candidate == active`).
public struct GradientManager: Sendable {
    public let tokens: [GradientToken]
    public private(set) var active: GradientToken
    private var generator: SplitMix64

    public init(tokens: [GradientToken], seed: UInt64, active: GradientToken? = nil) {
        precondition(tokens.count >= 2, "GradientManager needs at least two gradients")
        self.tokens = tokens
        self.active = active ?? tokens[0]
        generator = SplitMix64(seed: seed)
    }

    /// Moves to a different token and returns it.
    @discardableResult
    public mutating func next() -> GradientToken {
        var candidate: GradientToken
        repeat { candidate = tokens[Int(generator.next() % UInt64(tokens.count))] } while candidate == active
        active = candidate
        return candidate
    }
}
