/// A change to one Text's layout, laid over a screen by element id without editing the
/// screen's code: what `--apply-proposals` lays out for a Dynamic Type proposal. Each value
/// acts as if the modifier were written on that Text — SwiftUI's `.lineLimit(_:)` or
/// `.minimumScaleFactor(_:)` — and nil leaves what the screen sets.
public struct TextAdjustment: Hashable, Sendable {
    /// `.lineLimit(n)` on the text (nil: the screen's own).
    public var lineLimit: Int?
    /// `.minimumScaleFactor(f)` on the text (nil: the screen's own).
    public var minimumScaleFactor: Double?

    /// An adjustment of these values.
    public init(lineLimit: Int? = nil, minimumScaleFactor: Double? = nil) {
        self.lineLimit = lineLimit; self.minimumScaleFactor = minimumScaleFactor
    }
}
