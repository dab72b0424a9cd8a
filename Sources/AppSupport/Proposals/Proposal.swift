import DisplayList
import Layout
import Tokens

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
    package static func shown(_ text: String) -> String {
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
