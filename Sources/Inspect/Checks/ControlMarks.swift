public import DisplayList

/// The marks a control draws beside its words — a radio circle, a checkbox, a drawn glyph —
/// read off one layout, so two layouts of the same screen (the default text size and
/// Accessibility XL) can tell whether the marks grew with the words. iOS's own marks do:
/// a symbol scales with its text style and `UIFontMetrics` scales a designed size; a mark
/// drawn at a fixed size next to text 2.35 times larger reads as a bug at that size.
public enum ControlMarks {
    /// A mark: at most this many points on its longer side at the default size (larger
    /// shapes inside a control are its background, a card or a bar).
    public static let largest = 64.0
    /// Nor under this on its shorter side: hairlines and separators are no marks.
    public static let smallest = 6.0
    /// Marks iOS draws at a size of its own, by the name of the view that draws them: a
    /// list's disclosure chevron (an estimate: no Apple document gives its size at the
    /// accessibility sizes; docs/CHECKS.md says so).
    public static let sizedByIOS = ["DisclosureChevron"]

    /// One control of a layout: its words' largest font and the marks drawn inside it.
    public struct Control: Sendable, Equatable {
        /// VoiceOver's label, with how many controls before it had the same one ("Metric #2").
        public let key: String
        /// The largest font size of the texts inside it, in points.
        public let fontSize: Double
        /// Each mark's id and its longer side, in points.
        public let marks: [String: Double]
        /// A control of these readings.
        public init(key: String, fontSize: Double, marks: [String: Double]) {
            self.key = key; self.fontSize = fontSize; self.marks = marks
        }
    }

    /// The controls of `list` that hold both words and marks. Controls iOS draws or sizes
    /// (`systemChrome`, `systemControl`: a switch, a stepper) are left out: iOS decides their
    /// size, not the design. `markLimit`: the longest mark kept (no limit when reading the
    /// larger layout, where a mark that grew may be well over `largest`).
    public static func controls(in list: DisplayList, markLimit: Double = largest) -> [Control] {
        var seen: [String: Int] = [:]
        var out: [Control] = []
        let visible = list.elements.filter { $0.opacity > 0 && $0.frame.width > 0 && $0.frame.height > 0 }
        for node in list.accessibility where AccessibilityNode.isControl(node.traits) {
            guard let label = node.label, !node.traits.contains("systemChrome"), !node.traits.contains("systemControl") else { continue }
            let n = seen[label, default: 0] + 1
            seen[label] = n
            let inside = visible.filter { contains(node.frame, $0.frame) }
            let fonts = inside.compactMap { $0.kind == .text && !$0.accessibilityTraits.contains("systemChrome") ? $0.text?.font.size : nil }
            guard let font = fonts.max() else { continue }
            let area = node.frame.width * node.frame.height
            var marks: [String: Double] = [:]
            for e in inside where e.kind != .text && !sizedByIOS.contains(where: { e.id.contains("/" + $0) }) {
                let long = max(e.frame.width, e.frame.height), short = min(e.frame.width, e.frame.height)
                guard long <= markLimit, short >= smallest, e.frame.width * e.frame.height < area / 2 else { continue }
                marks[e.id] = long
            }
            guard !marks.isEmpty else { continue }
            out.append(Control(key: n == 1 ? label : "\(label) #\(n)", fontSize: font, marks: marks))
        }
        return out
    }

    /// A mark that kept its size while its control's words grew: its id, its size at both
    /// text sizes and how much the words grew.
    public struct Stuck: Sendable, Equatable {
        /// The control's key (`Control.key`).
        public let control: String
        /// The mark's element id.
        public let mark: String
        /// Its longer side at the smaller text size, in points.
        public let size: Double
        /// Its longer side at the larger text size.
        public let grownSize: Double
        /// The words' font size at the larger text size over that at the smaller.
        public let textGrowth: Double
    }

    /// Marks of `small`'s controls that grew by less than a quarter of what their words grew
    /// in `large` (the same screen at a larger text size), when the words grew by half or
    /// more. A control or mark the larger layout no longer has (laid out another way) is
    /// not compared.
    public static func stuck(_ small: [Control], _ large: [Control]) -> [Stuck] {
        var out: [Stuck] = []
        for a in small {
            guard let b = large.first(where: { $0.key == a.key }) else { continue }
            let growth = b.fontSize / a.fontSize
            guard growth >= 1.5 else { continue }
            for (id, size) in a.marks.sorted(by: { $0.key < $1.key }) {
                guard let grown = b.marks[id] else { continue }
                if grown / size < 1 + (growth - 1) / 4 {
                    out.append(Stuck(control: a.key, mark: id, size: size, grownSize: grown, textGrowth: growth))
                }
            }
        }
        return out
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }
}
