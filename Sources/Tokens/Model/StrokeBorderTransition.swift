/// A DTCG `strokeStyle`: one of CSS's line-style keywords, or a dash pattern with a line cap.
public enum StrokeStyle: Hashable, Sendable, Codable {
    /// `solid`, `dashed`, `dotted`, `double`, `groove`, `ridge`, `outset` or `inset`.
    case keyword(Keyword)
    /// `{"dashArray": [dimensions…], "lineCap": "round" | "butt" | "square"}`; dashes in points.
    case dashes(dashArray: [Double], lineCap: LineCap)

    /// The keywords the Format Module allows (CSS's `<line-style>` without `none` and `hidden`).
    public enum Keyword: String, Hashable, Sendable, Codable, CaseIterable {
        /// CSS's line styles, as `border-style` draws them.
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    /// How the ends of each dash are drawn.
    public enum LineCap: String, Hashable, Sendable, Codable, CaseIterable {
        /// A half-disc past the end, flat at the end, or a half-square past it.
        case round, butt, square
    }

    /// How the sheet and messages spell it: `dashed`, `dashes 4 2 · round cap`.
    public var summary: String {
        switch self {
        case .keyword(let k): k.rawValue
        case .dashes(let dashes, let cap):
            "dashes " + dashes.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }.joined(separator: " ") + " · \(cap.rawValue) cap"
        }
    }
}

/// A DTCG `border`: a colour, a width in points and a stroke style.
public struct Border: Hashable, Sendable, Codable {
    /// The border's colour, alpha included.
    public var color: RGBA
    /// Points.
    public var width: Double
    public var style: StrokeStyle
    /// A border of `width` points.
    public init(color: RGBA, width: Double, style: StrokeStyle) {
        self.color = color; self.width = width; self.style = style
    }
}

/// A DTCG `transition`: how long an animated change takes, how long it waits, and its
/// timing curve.
public struct Transition: Hashable, Sendable, Codable {
    /// Seconds.
    public var duration: Double
    /// Seconds before the change starts.
    public var delay: Double
    /// The easing curve of the change, as CSS `cubic-bezier`.
    public var timingFunction: CubicBezier
    /// A transition; `duration` and `delay` in seconds.
    public init(duration: Double, delay: Double, timingFunction: CubicBezier) {
        self.duration = duration; self.delay = delay; self.timingFunction = timingFunction
    }
}
