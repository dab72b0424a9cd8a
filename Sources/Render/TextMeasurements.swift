import DisplayList
import Tokens

/// Text sizes already measured by one `PangoText`, by what decides them.
///
/// A size depends on the string, font, alignment, line limit, line spacing and the width
/// it wraps at — not on the paint, a strikethrough or per-glyph cascade styles, which Pango
/// never sees when it lays text out (`PangoText.makeLayout`). So the key is the run with
/// those parts set to one fixed value, and the wrap width in the Pango units it is given
/// (`PangoText.wrapUnits`): equal keys are the very same Pango layout, and a remembered
/// size is the size Pango would give again.
struct TextMeasurements {
    /// The most sizes remembered: all of them are forgotten when it is reached (the same
    /// answers are then measured again), so memory stays bounded whatever is laid out.
    /// About 200 bytes an entry besides its string: a few tens of megabytes at most. Every
    /// text `proof check` measures in all four apps (about 24,000 per lane) fits, so none is
    /// measured twice; at 20,000 the memory was forgotten mid-check and half were.
    static let limit = 100_000

    struct Key: Hashable {
        let run: TextRun
        let wrapUnits: Int32?

        init(_ run: TextRun, wrapUnits: Int32?) {
            var r = run
            r.paint = .solid(.clear)
            r.glyphs = nil
            r.strikethrough = nil
            self.run = r
            self.wrapUnits = wrapUnits
        }
    }

    private var sizes: [Key: TextMetrics] = [:]

    /// How many sizes are remembered now.
    var count: Int { sizes.count }

    subscript(key: Key) -> TextMetrics? {
        get { sizes[key] }
        set {
            if sizes.count >= Self.limit { sizes.removeAll(keepingCapacity: true) }
            sizes[key] = newValue
        }
    }
}
