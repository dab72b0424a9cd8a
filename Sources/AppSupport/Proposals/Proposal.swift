import DisplayList
import Layout
public import Tokens

/// The smallest change that makes a failing check pass, as `proof check --propose` works it
/// out and `--apply-proposals` renders it. For the blur budget, an `element` proposal with
/// `to` "none": the element drawn without its material, in that screen or animation
/// (`required` is then the budget, `worstBefore`/`worstAfter` the most blurs at once).
///
/// - `token`: a token's new value (`token`, `from` → `to`), for every place the app draws
///   with it — the change a designer makes in the token file.
/// - `element`: a new paint for one text or icon of one screen, where no token draws it (a
///   literal colour in the screen's code) or no value of its token can pass everywhere the
///   token is used, or where the element shows a gradient token that is also its backdrop
///   (the AirFit GradientNumber): `to` is a colour, or the gradient token to draw it with.
public struct Proposal: Codable, Hashable, Sendable {
    /// A token's new value, or one element's paint.
    public enum Kind: String, Codable, Hashable, Sendable { case token, element }

    /// The check whose failures it fixes (`contrast`, `blur-budget`).
    public var check: String
    /// The app (`airfit`, `calai` …).
    public var app: String
    /// `token` or `element`.
    public var kind: Kind
    /// The token changed (`token`), or the token the element was drawn with (`element`).
    public var token: String?
    /// For `element`: the screen (`APP/SCREEN`, any state), the element's id and where it
    /// is drawn: appearance, `contrast` (`standard`/`high`) and background gradient (nil: any).
    public var screen: String?
    /// For `element`: its id in the display list.
    public var element: String?
    /// For `element`: `light` or `dark` (nil: either).
    public var appearance: String?
    /// For `element`: `standard` or `high` (nil: either).
    public var contrast: String?
    /// For `element`: the background gradient it is drawn on (nil: any).
    public var gradient: String?
    /// What it was and what it becomes: `#RRGGBB[AA]` colours, or gradient token paths.
    public var from: String
    /// What it becomes: a colour, or (for an element) a gradient token's path.
    public var to: String
    /// The ratio needed, and the lowest ratio over every use, as drawn and as proposed.
    public var required: Double
    /// The lowest ratio measured on the design among the failing uses.
    public var worstBefore: Double
    /// The lowest ratio of the same uses as proposed.
    public var worstAfter: Double
    /// How far OKLCH lightness moved (negative: darker); nil for a gradient.
    public var lightnessChange: Double?
    /// The texts and icons measured that it changes, and how many of them failed.
    public var uses: Int
    /// Of `uses`, those that fail as designed.
    public var failing: Int
    /// Up to three of the failing ones: where, what, the ratio.
    public var examples: [String]
    /// Why this change, in one line.
    public var why: String

    /// A proposal of these values.
    public init(check: String, app: String, kind: Kind, token: String?, screen: String? = nil, element: String? = nil, appearance: String? = nil,
                contrast: String? = nil, gradient: String? = nil, from: String, to: String, required: Double, worstBefore: Double,
                worstAfter: Double, lightnessChange: Double?, uses: Int, failing: Int, examples: [String], why: String) {
        self.check = check; self.app = app; self.kind = kind; self.token = token; self.screen = screen; self.element = element
        self.appearance = appearance; self.contrast = contrast; self.gradient = gradient; self.from = from; self.to = to
        self.required = required; self.worstBefore = worstBefore; self.worstAfter = worstAfter; self.lightnessChange = lightnessChange
        self.uses = uses; self.failing = failing; self.examples = examples; self.why = why
    }
}

extension Proposal {
    /// `text` as a refusal shows it: whole up to 300 characters (every real id and value),
    /// else its start and an ellipsis — a hostile file's megabyte string is not echoed.
    static func shown(_ text: String) -> String {
        text.count <= 300 ? text : String(text.prefix(299)) + "…"
    }

    /// The most lines a proposal may give a text.
    public static let maxLineLimit = 50

    /// `lineLimit(N)` or `minimumScaleFactor(F)` — a dynamic-type proposal's `to` — as the
    /// adjustment it lays over its text; nil for anything else.
    public static func textAdjustment(_ text: String) -> TextAdjustment? {
        func argument(_ name: String) -> Substring? {
            guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
            return text.dropFirst(name.count + 1).dropLast()
        }
        if let n = argument("lineLimit"), n.allSatisfy(\.isASCII), let limit = Int(n), (1...maxLineLimit).contains(limit) {
            return TextAdjustment(lineLimit: limit)
        }
        if let f = argument("minimumScaleFactor"), f.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let factor = Double(f),
           factor >= 0.01, factor <= 1 {
            return TextAdjustment(minimumScaleFactor: factor)
        }
        return nil
    }
}

/// Why a list of proposals cannot be laid over the design; one line.
public struct ProposalInvalid: Error, Equatable, CustomStringConvertible {
    /// The line: what, where, how to fix.
    public let description: String
    /// A refusal saying `description`.
    public init(_ description: String) { self.description = description }
}

extension DesignOverlay {
    /// The overlay `proposals` make, their token paths and gradients resolved in `tokens`
    /// (each app's token set, by id). Refuses, naming the proposal: an app that is not
    /// there, a token it does not have or of another type, a value that is not a colour
    /// (or a gradient token's path), a proposal of two values for one token, and an
    /// element proposal without its screen and element or with an unknown appearance or
    /// contrast.
    public init(proposals: [Proposal], tokens: [String: TokenSet]) throws(ProposalInvalid) {
        self.init()
        for (n, p) in proposals.enumerated() {
            let which = "proposal \(n + 1) (\(Proposal.shown(p.app)) \(Proposal.shown(p.token ?? p.element ?? "?")))"
            guard let set = tokens[p.app] else {
                throw ProposalInvalid("\(which): no app \"\(p.app)\"; apps: \(tokens.keys.sorted().joined(separator: ", "))")
            }
            if p.check == "blur-budget" {
                guard p.kind == .element, p.to == "none", let screen = p.screen, !screen.isEmpty, let element = p.element, !element.isEmpty else {
                    throw ProposalInvalid("\(which): a blur-budget proposal draws one element of a screen or animation without its material: kind element, its screen and element, to \"none\"")
                }
                unblurred.append(ElementScope(screen: screen, element: element))
                continue
            }
            if p.check == "dynamic-type" {
                guard p.kind == .element, let screen = p.screen, !screen.isEmpty, let element = p.element, !element.isEmpty else {
                    throw ProposalInvalid("\(which): a dynamic-type proposal lays out one text of a screen: kind element, its screen and element")
                }
                guard let adjustment = Proposal.textAdjustment(p.to) else {
                    throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not lineLimit(N) with N in 1…\(Proposal.maxLineLimit) or minimumScaleFactor(F) with F in 0.01…1")
                }
                if let earlier = texts.first(where: { $0.screen == screen && $0.element == element }), earlier.adjustment != adjustment {
                    throw ProposalInvalid("\(which): \(Proposal.shown(element)) of \(Proposal.shown(screen)) is given two layouts")
                }
                texts.append(ElementText(screen: screen, element: element, adjustment: adjustment))
                continue
            }
            if p.check == "motion" {
                guard p.kind == .token, let path = p.token else {
                    throw ProposalInvalid("\(which): a motion proposal makes a curve token a spring, or moves a cascade's phase end: kind token, its token, its new value")
                }
                guard let token = set[path] else { throw ProposalInvalid("\(which): \(set.file) has no token \(path)") }
                if token.type == .number {
                    // A cascade's phase end (check motion's landing claim): a number ≥ 1, and
                    // no other number token — a proposals file cannot retune what it likes.
                    guard path.hasSuffix(".phaseEnd") else {
                        throw ProposalInvalid("\(which): token \(path) is a number but not a cascade's phase end (…phaseEnd): a motion proposal moves only that")
                    }
                    guard let value = Double(p.to), value.isFinite, (1...10).contains(value) else {
                        throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not a phase end, a number in 1…10")
                    }
                    if let earlier = self.tokens[p.app]?[path], earlier != .number(value) {
                        throw ProposalInvalid("\(which): token \(path) is given two values")
                    }
                    self.tokens[p.app, default: [:]][path] = .number(value)
                    continue
                }
                guard token.type == .cubicBezier else { throw ProposalInvalid("\(which): token \(path) is a \(token.type.noun), not a curve") }
                guard let spring = set[p.to], case .spring(let parameters) = spring.value else {
                    throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not a spring token of \(set.file)")
                }
                if let earlier = self.tokens[p.app]?[path], earlier != .spring(parameters) {
                    throw ProposalInvalid("\(which): token \(path) is given two values")
                }
                self.tokens[p.app, default: [:]][path] = .spring(parameters)
                continue
            }
            guard p.check == "contrast" else {
                throw ProposalInvalid("\(which): check \"\(p.check)\" has no proposals; contrast, blur-budget, dynamic-type and motion have")
            }
            switch p.kind {
            case .token:
                guard let path = p.token else { throw ProposalInvalid("\(which): a token proposal names no token") }
                guard let colour = RGBA(hex: p.to) else { throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not a colour (#RRGGBB or #RRGGBBAA)") }
                guard let token = set[path] else { throw ProposalInvalid("\(which): \(set.file) has no token \(path)") }
                guard token.type == .color else { throw ProposalInvalid("\(which): token \(path) is a \(token.type.noun), not a colour") }
                if let earlier = self.tokens[p.app]?[path], earlier != .color(colour) {
                    throw ProposalInvalid("\(which): token \(path) is given two values")
                }
                self.tokens[p.app, default: [:]][path] = .color(colour)
            case .element:
                guard let screen = p.screen, !screen.isEmpty, let element = p.element, !element.isEmpty else {
                    throw ProposalInvalid("\(which): an element proposal needs its screen and element")
                }
                var appearance: Appearance?
                if let a = p.appearance {
                    guard let parsed = Appearance(rawValue: a) else { throw ProposalInvalid("\(which): appearance \"\(a)\" is not light or dark") }
                    appearance = parsed
                }
                var contrast: ColorSchemeContrast?
                if let c = p.contrast {
                    switch c {
                    case "standard": contrast = .standard
                    case "high": contrast = .increased
                    default: throw ProposalInvalid("\(which): contrast \"\(c)\" is not standard or high")
                    }
                }
                let paint: Paint
                if let colour = RGBA(hex: p.to) {
                    paint = .solid(colour)
                } else if let token = set[p.to], case .gradient(let g) = token.value {
                    paint = .linearGradient(g, start: .topLeading, end: .bottomTrailing)
                } else {
                    throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is neither a colour nor a gradient token of \(set.file)")
                }
                paints.append(ElementPaint(screen: screen, element: element, appearance: appearance, contrast: contrast, gradient: p.gradient, paint: paint))
            }
        }
    }
}
