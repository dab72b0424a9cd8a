import AppSupport
import Checks
import DisplayList
import Layout
import Tokens

/// Which token each text or icon is drawn with, found by drawing the screens again with
/// every colour and gradient token of the app given a colour of its own (a "sentinel"):
/// whatever an element is then painted with names the token it came from — through the
/// app's theme, its own look-ups, an iOS palette (FitAI's `color.ios`) or Layout's
/// controls — with no bookkeeping in the apps. An element whose paint is no sentinel is
/// drawn with a colour no token holds (a literal in the code, or one worked out from
/// tokens).
package struct ColourAttribution {
    /// A token an element is drawn with.
    package enum Source: Hashable {
        /// A colour token; `alpha` is the share of the token's alpha the element is drawn
        /// with (1, or less where the code applies an opacity of its own).
        case colour(path: String, alpha: Double)
        /// A gradient token.
        case gradient(path: String)
    }

    /// The overlay that gives every colour and gradient token its sentinel, by app.
    package let overlay: DesignOverlay
    private let colours: [UInt32: String]
    private let gradients: [UInt32: String]

    /// Sentinels for every colour and gradient token of `apps` (id, tokens).
    package init(apps: [(id: String, tokens: TokenSet)]) {
        var tokens: [String: [String: TokenValue]] = [:]
        var colours: [UInt32: String] = [:], gradients: [UInt32: String] = [:]
        // Counted over every app, so that no two tokens of the run share a sentinel.
        var n = 0
        for (id, set) in apps {
            for t in set.tokens {
                switch t.value {
                case .color(let c):
                    n += 1
                    let s = Self.sentinel(n, marker: 0xA5)
                    tokens[id, default: [:]][t.path] = .color(RGBA(r8: s.r, g8: s.g, b8: s.b, a8: c.bytes.a))
                    colours[Self.key(s)] = t.path
                case .gradient(let g):
                    n += 1
                    let s = Self.sentinel(n, marker: 0x5A)
                    let stops = g.stops.map { GradientStop(color: RGBA(r8: s.r, g8: s.g, b8: s.b, a8: $0.color.bytes.a), position: $0.position) }
                    tokens[id, default: [:]][t.path] = .gradient(Gradient(stops: stops))
                    gradients[Self.key(s)] = t.path
                default:
                    continue
                }
            }
        }
        overlay = DesignOverlay(tokens: tokens)
        self.colours = colours
        self.gradients = gradients
    }

    /// The n-th sentinel: red and green count (62,500 of them), blue marks colours (0xA5) or
    /// gradients (0x5A). Past that many tokens, sentinels repeat and `source` may answer
    /// nil for a token (its elements are then proposed alone).
    package static func sentinel(_ n: Int, marker: UInt8) -> (r: UInt8, g: UInt8, b: UInt8) {
        (UInt8(1 + n % 250), UInt8(1 + (n / 250) % 250), marker)
    }

    private static func key(_ s: (r: UInt8, g: UInt8, b: UInt8)) -> UInt32 { UInt32(s.r) << 16 | UInt32(s.g) << 8 | UInt32(s.b) }

    /// The token `paint` (drawn with the sentinel overlay) comes from, given what the same
    /// element is painted with as designed (`designed`, so that a literal that happens to
    /// look like a sentinel is not taken for one).
    package func source(of paint: Paint, designed: Paint, tokens: TokenSet) -> Source? {
        switch paint {
        case .solid(let c):
            let q = c.bytes
            guard let path = colours[Self.key((q.r, q.g, q.b))], case .color(let value)? = tokens[path]?.value,
                  case .solid(let d) = designed, d.bytes.r == value.bytes.r, d.bytes.g == value.bytes.g, d.bytes.b == value.bytes.b else { return nil }
            return .colour(path: path, alpha: value.a > 0 ? d.a / value.a : 1)
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .angularGradient(let g, _, _, _):
            guard let first = g.stops.first else { return nil }
            let q = first.color.bytes
            guard let path = gradients[Self.key((q.r, q.g, q.b))], case .gradient(let value)? = tokens[path]?.value,
                  case .linearGradient(let dg, _, _) = designed, dg == value else { return nil }
            return .gradient(path: path)
        }
    }
}
