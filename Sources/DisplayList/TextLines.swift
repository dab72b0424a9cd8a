/// How a text element's lines lie in its frame: `count` lines of `height` points each, from
/// the frame's top, `gap` points apart (SwiftUI's `.lineSpacing`). What the fold check reads
/// to tell a cut between two lines from one through a line.
public struct TextLines: Hashable, Sendable {
    /// Lines drawn (at least 1).
    public var count: Int
    /// The height of one line, in points.
    public var height: Double
    /// Points between two lines.
    public var gap: Double

    /// `count` lines of `height` points, `gap` apart; a count under 1 is taken as 1 and a
    /// negative or non-finite height or gap as 0.
    public init(count: Int, height: Double, gap: Double = 0) {
        self.count = max(1, count)
        self.height = height.isFinite ? max(0, height) : 0
        self.gap = gap.isFinite ? max(0, gap) : 0
    }

    /// The lines of a text `textHeight` points tall in `count` lines `gap` apart (the
    /// measured height holds every line and the gaps between them).
    public static func measured(count: Int, textHeight: Double, gap: Double) -> TextLines {
        let n = max(1, count)
        return TextLines(count: n, height: (textHeight - gap * Double(n - 1)) / Double(n), gap: gap)
    }

    /// Line `k`'s top and bottom (0-based), in points below the frame's top.
    public func span(_ k: Int) -> (top: Double, bottom: Double) {
        let top = Double(k) * (height + gap)
        return (top, top + height)
    }

    /// The line that a cut `y` points below the frame's top passes through, at least
    /// `margin` points inside it on both sides; nil when it falls between lines, in a gap,
    /// or outside the text.
    public func line(cutAt y: Double, margin: Double) -> Int? {
        guard y.isFinite, height > 2 * margin else { return nil }
        let pitch = height + gap
        guard pitch > 0 else { return nil }
        let k = Int((y / pitch).rounded(.down))
        guard k >= 0, k < count else { return nil }
        let (top, bottom) = span(k)
        return y > top + margin && y < bottom - margin ? k : nil
    }
}
