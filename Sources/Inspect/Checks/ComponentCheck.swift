public import DisplayList

/// A design system's component rules as a lint over a display list — NutriSync's seed:
/// "Buttons: Full width, 56pt height, 28pt corner radius", "Cards: 20pt corner radius",
/// "Input Fields: … 16pt corner radius". The numbers come from the app's tokens (`Rules`).
///
/// Components are found by the id each one gives itself (`.id("button")`, `.id("card")`,
/// `.id("input")`, `.id("selection")`): `.id` starts the element-id path afresh, so a
/// component's outline — its `.background` shape — is `button/background` (the second on a
/// screen `button/background#2`), wherever the screen nests it. Other controls (an element
/// with the `isButton` trait that is none of these) are counted and skipped by reason.
public enum ComponentCheck {
    /// The components the rules speak of, by the id they give themselves.
    public enum Kind: String, CaseIterable, Sendable, Codable {
        /// Outlines with the ids `button`, `card`, `input`, `selection`.
        case button, card, input, selection

        /// How a message names one: "selection card".
        public var noun: String { self == .selection ? "selection card" : rawValue }
    }

    /// The rules in points, each one optional: a rule the tokens do not state is not checked.
    public struct Rules: Sendable, Equatable {
        /// `rule.button.height`, `rule.button.radius`.
        public var buttonHeight: Double?
        /// `rule.button.radius`: a button outline's corner radius.
        public var buttonRadius: Double?
        /// `rule.button.widthFraction` of the screen less `screenMargin` on each side.
        public var buttonWidthFraction: Double?
        /// `spacing.screenHorizontal`: the side margin full width is measured inside.
        public var screenMargin: Double?
        /// `rule.card.radius`, for cards and selection cards alike (the seed lists
        /// selection cards among the cards).
        public var cardRadius: Double?
        /// `rule.input.radius`.
        public var inputRadius: Double?

        /// Rules of these values, in points (nil: not checked).
        public init(buttonHeight: Double? = nil, buttonRadius: Double? = nil, buttonWidthFraction: Double? = nil, screenMargin: Double? = nil,
                    cardRadius: Double? = nil, inputRadius: Double? = nil) {
            self.buttonHeight = buttonHeight; self.buttonRadius = buttonRadius; self.buttonWidthFraction = buttonWidthFraction
            self.screenMargin = screenMargin; self.cardRadius = cardRadius; self.inputRadius = inputRadius
        }

        /// The token each rule is read from, as messages name it.
        public static let buttonHeightToken = "rule.button.height", buttonRadiusToken = "rule.button.radius",
                          buttonWidthToken = "rule.button.widthFraction", marginToken = "spacing.screenHorizontal",
                          cardRadiusToken = "rule.card.radius", inputRadiusToken = "rule.input.radius"

        /// No rule speaks of any component (a margin alone is none): the app's tokens state
        /// no rules, and the check does not apply to it.
        public var isEmpty: Bool { !Kind.allCases.contains(where: applies) }

        /// Whether any rule speaks of `kind` (full width needs both its fraction and the margin).
        public func applies(to kind: Kind) -> Bool {
            switch kind {
            case .button: buttonHeight != nil || buttonRadius != nil || (buttonWidthFraction != nil && screenMargin != nil)
            case .card, .selection: cardRadius != nil
            case .input: inputRadius != nil
            }
        }
    }

    /// One broken rule on one component.
    public struct Problem: Codable, Sendable, Equatable {
        /// The component's outline (`button/background`).
        public let elementID: String
        /// What the component is.
        public let kind: Kind
        /// The token whose rule is broken (`rule.button.height`).
        public let rule: String
        /// `button "Allow Access" is 48 pt high; rule.button.height is 56 pt`.
        public let problem: String

        /// A problem with `elementID`, a `kind` component, against `rule`, in the words `problem`.
        public init(elementID: String, kind: Kind, rule: String, problem: String) {
            self.elementID = elementID; self.kind = kind; self.rule = rule; self.problem = problem
        }
    }

    /// One display list as the check read it.
    public struct Examination: Sendable, Equatable {
        /// Every broken rule, in paint order.
        public let problems: [Problem]
        /// Component outlines read, by kind.
        public let measured: [Kind: Int]
        /// Outlines and controls not read, by reason: `link` (a text that is a control: the
        /// rules are for shapes), `otherControl` (a stepper, a tab, a tile: none of the
        /// four), `systemChrome` (iOS's), `noRule` (a component no rule speaks of),
        /// `rotated` (an outline turned by its transform: no width or height to read).
        public let skipped: [String: Int]
        /// How many outlines were read, of every kind.
        public var measuredCount: Int { measured.values.reduce(0, +) }

        /// An examination of these problems and counts.
        public init(problems: [Problem], measured: [Kind: Int], skipped: [String: Int]) {
            self.problems = problems; self.measured = measured; self.skipped = skipped
        }
    }

    /// The component whose outline `element` is, or nil: a shape whose id, less a `#N`
    /// repeat suffix, is `KIND/background`.
    public static func kind(of element: Element) -> Kind? {
        guard element.kind == .shape else { return nil }
        var id = Substring(element.id)
        if let hash = id.lastIndex(of: "#"), id.index(after: hash) < id.endIndex, id[id.index(after: hash)...].allSatisfy(\.isNumber) {
            id = id[..<hash]
        }
        guard id.hasSuffix("/background") else { return nil }
        return Kind(rawValue: String(id.dropLast("/background".count)))
    }

    /// What the check accounts for in a list: every component outline and every control.
    public static func isItem(_ element: Element) -> Bool {
        kind(of: element) != nil || element.accessibilityTraits.contains("isButton")
    }

    /// Reads every component outline of `list` against `rules` and accounts for every
    /// other control. The canvas width is the screen's.
    public static func examine(_ list: DisplayList, rules: Rules) -> Examination {
        var problems: [Problem] = []
        var measured: [Kind: Int] = [:]
        var skipped: [String: Int] = [:]
        var buttons: [(id: String, label: String, box: Rect)] = []
        for e in list.elements where isItem(e) {
            if e.accessibilityTraits.contains("systemChrome") { skipped["systemChrome", default: 0] += 1; continue }
            guard let kind = kind(of: e) else {
                skipped[e.kind == .text ? "link" : "otherControl", default: 0] += 1
                continue
            }
            guard rules.applies(to: kind) else { skipped["noRule", default: 0] += 1; continue }
            guard let outline = Outline(e) else { skipped["rotated", default: 0] += 1; continue }
            measured[kind, default: 0] += 1
            let name = kind.noun + (e.accessibilityLabel.map { $0.isEmpty ? "" : " \"\($0)\"" } ?? "")
            func problem(_ rule: String, _ text: String) { problems.append(Problem(elementID: e.id, kind: kind, rule: rule, problem: name + " " + text)) }
            func radius(_ rule: Double?, _ token: String) {
                guard let rule else { return }
                guard let r = outline.radius else { problem(token, "is drawn as \(outline.shapeName), not a rounded rectangle; \(token) is \(points(rule)) pt"); return }
                if !same(r, rule) { problem(token, "has a corner radius of \(points(r)) pt; \(token) is \(points(rule)) pt") }
            }
            switch kind {
            case .button:
                if let h = rules.buttonHeight, !same(outline.box.height, h) {
                    problem(Rules.buttonHeightToken, "is \(points(outline.box.height)) pt high; \(Rules.buttonHeightToken) is \(points(h)) pt")
                }
                radius(rules.buttonRadius, Rules.buttonRadiusToken)
                buttons.append((e.id, e.accessibilityLabel ?? "", outline.box))
            case .card, .selection: radius(rules.cardRadius, Rules.cardRadiusToken)
            case .input: radius(rules.inputRadius, Rules.inputRadiusToken)
            }
        }
        if let fraction = rules.buttonWidthFraction, let margin = rules.screenMargin {
            problems += fullWidthProblems(buttons, canvasWidth: list.size.width, fraction: fraction, margin: margin)
        }
        return Examination(problems: problems, measured: measured, skipped: skipped)
    }

    /// "Full width": each row of buttons — one button, or buttons side by side as the seed's
    /// "[Reset] [Apply This Schedule]" — spans the screen less the margin on each side
    /// (times the fraction, centred).
    static func fullWidthProblems(_ buttons: [(id: String, label: String, box: Rect)], canvasWidth: Double, fraction: Double, margin: Double) -> [Problem] {
        let inner = canvasWidth - 2 * margin
        let want = (lo: margin + inner * (1 - fraction) / 2, hi: margin + inner * (1 + fraction) / 2)
        // Buttons whose heights overlap by more than half the shorter share a row.
        var rows: [[(id: String, label: String, box: Rect)]] = []
        for b in buttons {
            if let i = rows.firstIndex(where: { row in row.contains { sharesRow($0.box, b.box) } }) { rows[i].append(b) } else { rows.append([b]) }
        }
        var problems: [Problem] = []
        for row in rows {
            let lo = row.map(\.box.minX).min()!, hi = row.map(\.box.maxX).max()!
            guard !same(lo, want.lo) || !same(hi, want.hi) else { continue }
            let sorted = row.sorted { $0.box.minX < $1.box.minX }
            let names = sorted.map { $0.label.isEmpty ? $0.id : "\"\($0.label)\"" }
            let who = sorted.count == 1 ? "button \(names[0]) spans" : "buttons \(names.dropLast().joined(separator: ", ")) and \(names.last!) span"
            problems.append(Problem(elementID: sorted[0].id, kind: .button, rule: Rules.buttonWidthToken,
                                    problem: "\(who) x \(points(lo))–\(points(hi)) pt\(sorted.count == 1 ? "" : " together"); full width (\(Rules.buttonWidthToken)) is x \(points(want.lo))–\(points(want.hi)) pt"))
        }
        return problems
    }

    static func sharesRow(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxY, b.maxY) - max(a.minY, b.minY) > min(a.height, b.height) / 2
    }

    /// Within a twentieth of a point: below anything visible at 3×, above layout's rounding.
    static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.05 }

    /// "48", "345.5": points to one decimal, as the overlap check prints them.
    static func points(_ v: Double) -> String { OverlapCheck.Collision.points(v) }

    /// An outline's box on the canvas (through an offset or scale) and its corner radius.
    struct Outline {
        let box: Rect
        /// Nil for an ellipse or a path: no corner radius to read.
        let radius: Double?
        let shapeName: String

        /// Nil when the transform turns the outline (no axis-aligned box to read).
        init?(_ e: Element) {
            let t = e.transform ?? .identity
            guard t.b == 0, t.c == 0 else { return nil }
            let sx = abs(t.a), sy = abs(t.d)
            let x = t.a >= 0 ? t.a * e.frame.minX : t.a * e.frame.maxX
            let y = t.d >= 0 ? t.d * e.frame.minY : t.d * e.frame.maxY
            box = Rect(x: x + t.tx, y: y + t.ty, width: e.frame.width * sx, height: e.frame.height * sy)
            switch e.shape {
            case .rectangle: radius = 0; shapeName = "a rectangle"
            // The radius the design asked for, not the one a short shape clamps it to: a
            // 48 pt button with 28 pt corners breaks the height rule, not the radius rule.
            case .roundedRectangle(let r, _): radius = r * min(sx, sy); shapeName = "a rounded rectangle"
            case .capsule: radius = min(box.width, box.height) / 2; shapeName = "a capsule"
            case .ellipse: radius = nil; shapeName = "an ellipse"
            case .path, .evenOddPath: radius = nil; shapeName = "a path"
            }
        }
    }
}
