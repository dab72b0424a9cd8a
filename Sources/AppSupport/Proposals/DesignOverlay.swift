public import DisplayList
public import Layout
public import Tokens

/// Changes laid over a design without editing it — what `--apply-proposals` renders: new
/// values for some tokens (each app made from its token file with them in place,
/// `TokenSet.overriding`), new paints for single elements drawn with a colour no token
/// holds (a literal in the screen's code, a gradient drawn again for the text on it), and
/// elements drawn without their material (a card over the blur budget), in a screen or in
/// an animation's frames, and texts laid out with a line limit or scale factor of their own
/// (a text that overflows at a large Dynamic Type size), and folds marked with a fade (a
/// first view that slices a line at a scroll view's edge).
public struct DesignOverlay: Sendable, Equatable {
    /// New token values, by app id and token path.
    public var tokens: [String: [String: TokenValue]]
    /// New paints for single elements.
    public var paints: [ElementPaint]
    /// Elements drawn without their material or layer blur (their own fill, unblurred).
    public var unblurred: [ElementScope]
    /// Texts laid out with their own line limit or scale factor, by screen.
    public var texts: [ElementText]
    /// Folds marked with a fade (`ElementFade`), by screen.
    public var fades: [ElementFade] = []
    /// Contexts held for apps whose token file is a resolver document (`--context
    /// NAME=VALUE`): modifier name → context. Appearance and contrast follow each screen's
    /// environment unless held here.
    public var contexts: [String: String] = [:]

    /// An overlay of these token values (by app id, then path), element paints, unblurred elements and text adjustments.
    public init(tokens: [String: [String: TokenValue]] = [:], paints: [ElementPaint] = [], unblurred: [ElementScope] = [], texts: [ElementText] = []) {
        self.tokens = tokens; self.paints = paints; self.unblurred = unblurred; self.texts = texts
    }

    /// Nothing laid over.
    public static let none = DesignOverlay()

    /// This overlay with `contexts` held for resolver documents.
    public func holding(_ contexts: [String: String]) -> DesignOverlay {
        var copy = self
        copy.contexts = contexts
        return copy
    }
    /// True when it changes nothing.
    public var isEmpty: Bool { tokens.values.allSatisfy(\.isEmpty) && paints.isEmpty && unblurred.isEmpty && texts.isEmpty && fades.isEmpty }

    /// The text adjustments of screen `id`, by element id (later ones win).
    public func textAdjustments(of id: String) -> [String: TextAdjustment] {
        var out: [String: TextAdjustment] = [:]
        for t in texts where t.screen == id {
            var a = out[t.element] ?? TextAdjustment()
            a.lineLimit = t.adjustment.lineLimit ?? a.lineLimit
            a.minimumScaleFactor = t.adjustment.minimumScaleFactor ?? a.minimumScaleFactor
            out[t.element] = a
        }
        return out
    }

    /// `list` (a frame or screen of `id`) with its elements named in `unblurred` drawn
    /// without material or blur.
    func unblurring(_ list: DisplayList, of id: String) -> DisplayList {
        let ids = Set(unblurred.filter { $0.screen == id }.map(\.element))
        guard !ids.isEmpty else { return list }
        var list = list
        for i in list.elements.indices where ids.contains(list.elements[i].id) {
            list.elements[i].material = nil
            list.elements[i].blur = nil
        }
        return list
    }

    /// `clip` drawing its frames with this overlay's unblurred elements.
    public func wrapping(_ clip: AnimationClip) -> AnimationClip {
        guard unblurred.contains(where: { $0.screen == clip.id }) else { return clip }
        let overlay = self
        var wrapped = AnimationClip(id: clip.id, duration: clip.duration, rows: clip.rows, lengthTokens: clip.lengthTokens, isSeeded: clip.isSeeded,
                                    settles: clip.settles) { t in
            overlay.unblurring(clip.frame(at: t), of: clip.id)
        }
        wrapped.notes = clip.notes
        wrapped.missedTaps = clip.missedTaps
        return wrapped
    }

    /// `frame` — the last frame of an animation that ends on `screen`, drawn in `environment`
    /// on `gradient` — with the element paints meant for that screen laid on it, as the
    /// screen draws them (an element matched by its id, also where the screen's root is named
    /// otherwise: `sameView`). Paint proposals change screens; this is how
    /// an animation's ending is compared with a repainted screen.
    public func paintingEnding(_ frame: DisplayList, of screen: String, environment: EnvironmentValues, gradient: String?) -> DisplayList {
        var list = frame
        for change in paints where change.screen == screen
            && change.applies(appearance: environment.appearance, contrast: environment.colorSchemeContrast, gradient: gradient) {
            list = change.applied(to: list, nested: true)
        }
        return list
    }

    /// `tokens` with this overlay's values for app `id` in place.
    public func tokens(_ tokens: TokenSet, app id: String) throws(TokenError) -> TokenSet {
        try tokens.overriding(self.tokens[id] ?? [:])
    }

    /// `entry` drawing the element paints meant for it.
    func wrapping(_ entry: ScreenEntry) -> ScreenEntry {
        let mine = paints.filter { $0.screen == entry.id }
        let adjustments = textAdjustments(of: entry.id)
        guard !mine.isEmpty || !adjustments.isEmpty || unblurred.contains(where: { $0.screen == entry.id })
            || fades.contains(where: { $0.screen == entry.id }) else { return entry }
        let defaultGradient = entry.defaultGradient
        let overlay = self
        return ScreenEntry(id: entry.id, appearances: entry.appearances, states: entry.states, gradients: entry.gradients,
                           defaultGradient: entry.defaultGradient) { (request, measurer) throws(ScreenRequestError) in
            var request = request
            // The screen's own request wins where it already adjusts a text (a check trying a candidate).
            request.environment.textAdjustments.merge(adjustments) { mine, _ in mine }
            var list = overlay.fading(overlay.unblurring(try entry.render(request, measurer: measurer), of: entry.id), of: entry.id)
            let env = request.environment
            let gradient = request.gradient ?? defaultGradient
            for change in mine where change.applies(appearance: env.appearance, contrast: env.colorSchemeContrast, gradient: gradient) {
                list = change.applied(to: list)
            }
            return list
        }
    }
}

/// A new paint for one text or icon of one screen, where it is drawn in the environment
/// named (nil: any).
public struct ElementPaint: Sendable, Equatable {
    /// The screen (`APP/SCREEN`), in any of its states.
    public let screen: String
    /// The element's id in the display list.
    public let element: String
    /// The appearance it is drawn in (nil: either).
    public let appearance: Appearance?
    /// Increase Contrast off or on (nil: either).
    public let contrast: ColorSchemeContrast?
    /// The background gradient the screen is drawn on (AirFit), nil: any.
    public let gradient: String?
    /// What it is drawn with instead: a colour, or a gradient (laid where the old one was).
    public let paint: Paint

    /// A new paint for `element` of `screen`, where the environment matches.
    public init(screen: String, element: String, appearance: Appearance?, contrast: ColorSchemeContrast?, gradient: String?, paint: Paint) {
        self.screen = screen; self.element = element; self.appearance = appearance; self.contrast = contrast
        self.gradient = gradient; self.paint = paint
    }

    func applies(appearance a: Appearance, contrast c: ColorSchemeContrast, gradient g: String?) -> Bool {
        (appearance.map { $0 == a } ?? true) && (contrast.map { $0 == c } ?? true) && (gradient.map { $0 == g } ?? true)
    }

    /// Whether two element ids name the same view of a screen whose root is named differently
    /// in each — `AnyView/Dashboard/…` in the catalogue, `Dashboard/…` in a clip of the
    /// screen, `dashboard/Dashboard/…` in a push: one ends with the other, or they are the
    /// same once each drops its first level.
    static func sameView(_ a: String, _ b: String) -> Bool {
        if a.hasSuffix("/" + b) || b.hasSuffix("/" + a) { return true }
        func tail(_ s: String) -> Substring? { s.firstIndex(of: "/").map { s[s.index(after: $0)...] } }
        guard let ta = tail(a), let tb = tail(b) else { return false }
        return ta == tb
    }

    /// `list` with the element's text paint replaced; a gradient keeps the start and end
    /// points of the gradient it replaces (top leading to bottom trailing otherwise).
    func applied(to list: DisplayList, nested: Bool = false) -> DisplayList {
        var list = list
        for i in list.elements.indices where list.elements[i].id == element || (nested && Self.sameView(list.elements[i].id, element)) {
            guard var run = list.elements[i].text else { continue }
            switch (paint, run.paint) {
            case (.linearGradient(let g, _, _), .linearGradient(_, let start, let end)):
                run.paint = .linearGradient(g, start: start, end: end)
            default:
                run.paint = paint
            }
            list.elements[i].text = run
        }
        return list
    }
}

/// One text of one screen (any state) laid out with its own line limit or scale factor.
public struct ElementText: Sendable, Equatable {
    /// The screen (`APP/SCREEN`).
    public let screen: String
    /// The text's element id.
    public let element: String
    /// The line limit or scale factor it is laid out with.
    public let adjustment: TextAdjustment
    /// `element` of `screen` laid out with `adjustment`.
    public init(screen: String, element: String, adjustment: TextAdjustment) {
        self.screen = screen; self.element = element; self.adjustment = adjustment
    }
}

/// One element of one screen or animation (`APP/SCREEN` or `APP/ANIMATION`, any state), by
/// its display-list id.
public struct ElementScope: Hashable, Sendable {
    /// The screen or animation.
    public let screen: String
    /// The element's id.
    public let element: String
    /// The element `element` of `screen`.
    public init(screen: String, element: String) { self.screen = screen; self.element = element }
}
