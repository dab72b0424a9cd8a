/// An ordered list of colour stops, and the colour at any point along it.
///
/// `color(at:)` is the reference against which rendered gradient pixels are checked, so it
/// follows the renderers: piecewise-linear in gamma-encoded sRGB (not linear light, not
/// OKLab), on premultiplied colour (see `mix`).
public struct Gradient: Hashable, Sendable, Codable {
    /// Stops as given. They need not be sorted; `color(at:)` orders them by position,
    /// keeping the given order among equal positions (that order makes hard edges).
    public var stops: [GradientStop]

    /// A gradient through `stops` as given (see `stops`).
    public init(stops: [GradientStop]) {
        self.stops = stops
    }

    /// Evenly spaced stops from 0 to 1, like SwiftUI's `Gradient(colors:)`. A single colour
    /// sits at 0 (the gradient is then that colour everywhere).
    public init(_ colors: [RGBA]) {
        let last = Double(max(colors.count - 1, 1))
        self.init(stops: colors.enumerated().map { index, color in
            GradientStop(color: color, position: Double(index) / last)
        })
    }

    /// The colour at `t`, clamped to 0…1.
    ///
    /// Before the first stop it is the first colour and after the last stop the last colour
    /// (SwiftUI's and Cairo's `EXTEND_PAD`). Between two stops it is `mix` of their colours.
    /// Stops at equal positions make a hard edge: at and after that position the later
    /// stop wins. No stops give `.clear`.
    public func color(at t: Double) -> RGBA {
        let ordered = stops.enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element)
        guard let first = ordered.first, let lastStop = ordered.last else { return .clear }
        let t = min(max(t, 0), 1)
        guard t >= first.position else { return first.color }
        // The last stop at or before t decides; equal positions therefore favour the later stop.
        let index = ordered.lastIndex { $0.position <= t } ?? 0
        guard index < ordered.count - 1 else { return lastStop.color }
        let from = ordered[index]
        let to = ordered[index + 1] // position > t ≥ from.position, so the span is not empty
        return mix(from.color, to.color, (t - from.position) / (to.position - from.position))
    }
}
