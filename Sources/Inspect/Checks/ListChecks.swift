public import DisplayList

/// Checks that read the display list alone.
public enum BlurBudget {
    /// The blurs one display list asks for.
    public struct Count: Codable, Sendable, Equatable {
        /// Material backdrops and layer blurs: the blur filters SwiftUI runs.
        public let blurs: Int
        /// Drop shadows (also Gaussian blurs on the GPU), reported beside the budget.
        public let shadows: Int
        /// The ids of the blurred elements, in paint order.
        public let ids: [String]
        /// How many elements were looked at: all of the list's, for a list really counted.
        public let examined: Int
        /// A count of these numbers.
        public init(blurs: Int, shadows: Int, ids: [String], examined: Int) {
            self.blurs = blurs; self.shadows = shadows; self.ids = ids; self.examined = examined
        }
    }

    /// The visible blurs and shadows of `list` (elements at effective opacity 0 are not drawn).
    public static func count(_ list: DisplayList) -> Count {
        let elements = list.elementsAtEffectiveOpacity
        let blurred = elements.filter { $0.opacity > 0 && ($0.material != nil || ($0.blur ?? 0) > 0) }
        let shadows = elements.filter { $0.opacity > 0 && $0.shadow != nil }.count
        return Count(blurs: blurred.count, shadows: shadows, ids: blurred.map(\.id), examined: elements.count)
    }
}

/// Text that no longer fits at large Dynamic Type sizes: the overflow records of a layout.
public enum DynamicTypeCheck {
    /// One layout as the check read it: the overflows that count, and its texts — those of
    /// the design, each checked against the overflow records, and the system chrome left out.
    public struct Examination: Sendable, Equatable {
        /// The overflows of the design's own text, in the order recorded.
        public let failures: [Overflow]
        /// The design's texts (and icons) looked up in the overflow records.
        public let texts: Int
        /// Texts iOS draws (`.systemChrome()`): they do not scale with Dynamic Type.
        public let chrome: Int
        /// An examination of these counts.
        public init(failures: [Overflow], texts: Int, chrome: Int) { self.failures = failures; self.texts = texts; self.chrome = chrome }
    }

    /// `list`'s failures and the texts read.
    public static func examine(_ list: DisplayList) -> Examination {
        let texts = list.elements.filter { $0.kind == .text }
        let chrome = texts.filter { $0.accessibilityTraits.contains("systemChrome") }.count
        return Examination(failures: failures(list), texts: texts.count - chrome, chrome: chrome)
    }

    /// Overflows of the design's own text (system chrome does not scale with Dynamic Type).
    /// A text behind a modal's dimming view is meant to lie under the dialog or sheet drawn
    /// over it: that overlap is the presentation, not text colliding.
    public static func failures(_ list: DisplayList) -> [Overflow] {
        let chrome = Set(list.elements.filter { $0.accessibilityTraits.contains("systemChrome") }.map(\.id))
        let overlapping = Set(list.overflows.filter { $0.kind == .overlap }.flatMap(\.ids))
        let dimmed = Set(list.elements.indices.filter { i in
            overlapping.contains(list.elements[i].id) && VisibleArea(elementAt: i, of: list)?.behindModal == true
        }.map { list.elements[$0].id })
        return list.overflows.filter { o in
            !o.ids.contains(where: chrome.contains) && !(o.kind == .overlap && o.ids.contains(where: dimmed.contains))
        }
    }
}

/// Material cards and controls carry an accessibility label that says something.
public enum AccessibilityCheck {
    /// One card or control without a useful label.
    public struct Problem: Codable, Sendable, Equatable {
        /// The element's id.
        public let elementID: String
        /// What is wrong ("button has no accessibility label").
        public let problem: String
        /// A problem of `elementID` in the words `problem`.
        public init(elementID: String, problem: String) { self.elementID = elementID; self.problem = problem }
    }

    /// One screen as the check read it: its problems, the cards and controls whose labels
    /// were read, and those iOS draws (`.systemChrome()`), left out.
    public struct Examination: Sendable, Equatable {
        /// Every problem, in paint order.
        public let problems: [Problem]
        /// Cards and controls whose labels were read.
        public let examined: Int
        /// Cards and controls iOS draws, left out.
        public let chrome: Int
        /// An examination of these counts.
        public init(problems: [Problem], examined: Int, chrome: Int) { self.problems = problems; self.examined = examined; self.chrome = chrome }
    }

    /// A material card or an interactive element: what the check reads the label of.
    public static func isCardOrControl(_ e: Element) -> Bool { e.material != nil || e.accessibilityTraits.contains("isButton") }

    /// `list`'s problems and counts.
    public static func examine(_ list: DisplayList) -> Examination {
        let all = list.elements.filter(isCardOrControl)
        let chrome = all.filter { $0.accessibilityTraits.contains("systemChrome") }.count
        return Examination(problems: problems(list), examined: all.count - chrome, chrome: chrome)
    }

    /// Every material card and every interactive element has a label that says something:
    /// not empty, not an SF Symbol's name (what an unlabelled icon button reads).
    public static func problems(_ list: DisplayList) -> [Problem] {
        var out: [Problem] = []
        for e in list.elements where !e.accessibilityTraits.contains("systemChrome") {
            let isCard = e.material != nil
            guard isCardOrControl(e) else { continue }
            let what = isCard ? "card" : "button"
            let label = (e.accessibilityLabel ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if label.isEmpty {
                out.append(Problem(elementID: e.id, problem: "\(what) has no accessibility label"))
            } else if label.range(of: #"^[a-z0-9]+(\.[a-z0-9]+)+$"#, options: .regularExpression) != nil {
                out.append(Problem(elementID: e.id, problem: "\(what) is labelled with the symbol name \"\(label)\""))
            }
        }
        return out
    }
}

/// The AirFit cross-fade claim: consecutive 120 fps frames differ by meanDelta < 2 %.
public enum CrossfadeCheck {
    /// The largest step in progress between consecutive frames of `progress` sampled at `fps`
    /// over `duration`: a frame pair's meanDelta is this step times the meanDelta between the
    /// two pure gradients, because compositing is linear in the fading layer's opacity.
    public static func largestStep(duration: Double, fps: Int, progress: (Double) -> Double) -> (step: Double, frame: Int) {
        let n = Int((duration * Double(fps) + 1e-9).rounded(.down))
        var best = (0.0, 0)
        for k in 0..<max(n, 1) {
            let d = abs(progress(Double(k + 1) / Double(fps)) - progress(Double(k) / Double(fps)))
            if d > best.0 { best = (d, k) }
        }
        return best
    }
}
