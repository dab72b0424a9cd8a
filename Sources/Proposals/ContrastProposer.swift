import AppSupport
import Checks
import DisplayList
import Foundation
import Inspect
import Layout
import Tokens

/// `proof check contrast --propose`: for every failing text and icon, the smallest change
/// that passes — worked out, laid over the design and checked again.
///
/// A round runs the contrast check keeping each element's pixels (`ContrastUse`: the
/// backdrop beneath it, which does not depend on the element's own paint), traces each
/// element to the token it is drawn with (`ColourAttribution`), and proposes, from the
/// design's own values:
/// - for a colour token drawn by an element that fails, the nearest OKLCH lightness (or,
///   for a translucent colour whose lightness cannot do it, the least alpha) at which every
///   element drawn with it — on every screen, state, device and gradient — passes
///   (`ContrastFix`); when none can, or when it would move lightness by more than 0.1 for
///   less than a quarter of the token's uses (restyling the app to fix a corner of it), the
///   failing elements are proposed alone;
/// - for an element drawn with a gradient token (the GradientNumber: the very gradient it
///   sits on), the same token's other appearance, as docs/CHECKS.md had proposed by hand;
///   where that does not pass, a colour;
/// - for an element drawn with a colour no token holds, its own colour, the nearest that
///   passes wherever the element is drawn (every gradient, device and contrast setting).
/// The proposals are laid over the design (`DesignOverlay`) and the check runs again: a
/// change can alter what other texts sit on (a token also drawn beneath text), so the next
/// round proposes again from the design's values on the new backdrops — an element that
/// passes there as designed needs no proposal any more — until the check passes, for at
/// most `rounds` rounds. The last run's verdict is reported beside the proposals.
package struct ContrastProposer {
    /// The check as asked for (its devices, apps, contrast environments), without overlay.
    package let context: CheckContext
    /// Rounds of proposing and checking again.
    package static let rounds = 4
    /// A token change moving OKLCH lightness further than this is proposed only when at
    /// least a quarter of the token's uses fail; else its failing elements are, alone.
    package static let largeLightnessChange = 0.1

    package struct Outcome {
        /// The check of the design as it is.
        package let report: CheckReport
        package let proposals: [Proposal]
        /// The check of the design with every proposal applied.
        package let recheck: CheckReport
        package let rounds: Int
    }

    /// Where an element of one variant is, device and environment included.
    package struct Place: Hashable {
        package let screen: String
        package let state: String?
        package let appearance: Appearance
        package let gradient: String?
        package let device: String
        package let contrast: ColorSchemeContrast
        package let element: String
    }

    package static func place(_ u: ContrastUse) -> Place {
        Place(screen: u.screen.id, state: u.screen.state, appearance: u.appearance, gradient: u.gradient, device: u.device.id,
              contrast: u.contrast, element: u.measurement.elementID)
    }

    /// A use as the design draws it: its paint, the token it comes from, its ratio as measured
    /// on the design itself (nil when it was not measured there).
    package struct Traced {
        package let use: ContrastUse
        package let designed: Paint
        package let source: ColourAttribution.Source?
        package let measuredRatio: Double?

        /// Its worst ratio drawn as designed on the pixels it has now.
        package var ratioAsDesigned: Double { use.samples.worstRatio(with: designed) }
        package var failsAsDesigned: Bool { !WCAGLevel.reaches(ratioAsDesigned, use.measurement.required) }
        /// What the proposal reports as "before": the ratio measured on the design.
        package var before: Double { measuredRatio ?? ratioAsDesigned }
    }

    /// `images`: where the first round (the design as it is) writes its worst failures.
    package func run(tokensDirectory: String, data: DataSources?, images: CheckImages? = nil) throws -> Outcome {
        // The design's own tokens, by app: the `from` values, and what proposals resolve in.
        let original = Dictionary(uniqueKeysWithValues: context.apps.map { ($0.id, $0.tokens) })
        // Every catalogue here holds the run's resolver contexts (`--context`), as the check did.
        let held = context.overlay.contexts
        let designed = try ScreenCatalog(apps: context.designApps, tokensDirectory: tokensDirectory, data: data, overlay: DesignOverlay.none.holding(held))
        let attribution = ColourAttribution(apps: context.apps.map { ($0.id, $0.tokens) })
        let sentinels = try ScreenCatalog(apps: context.designApps, tokensDirectory: tokensDirectory, data: data, overlay: attribution.overlay.holding(held))
        var proposals: [Proposal] = []
        var first: CheckReport?
        var last: CheckReport!
        var measured: [Place: Double] = [:]
        var traced: [Place: (Paint, ColourAttribution.Source?)] = [:]
        var round = 0
        while true {
            round += 1
            var ctx = try CheckContext(designApps: context.designApps, tokensDirectory: tokensDirectory, devices: context.devices, contrast: context.contrastOption,
                                       apps: context.appScope, data: data,
                                       overlay: try DesignOverlay(proposals: proposals, tokens: original).holding(held))
            ctx.scope = context.scope
            ctx.collectSamples = true
            var uses: [ContrastUse] = []
            let report = try ctx.contrast(images: round == 1 ? images : nil, uses: { uses.append($0) })
            last = report
            if first == nil {
                first = report
                for u in uses { measured[Self.place(u)] = u.measurement.worstRatio }
            }
            if uses.allSatisfy(\.passes) || round > Self.rounds { break }
            // Apps with a failure as designed or now: their every use is traced and weighed.
            let apps = Set(uses.filter { !$0.passes }.map(\.app)).union(proposals.map(\.app))
            let relevant = uses.filter { apps.contains($0.app) }
            try trace(relevant, designed: designed, sentinels: sentinels, attribution: attribution, original: original, ctx: ctx, into: &traced)
            let all = relevant.map { u in
                let t = traced[Self.place(u)]
                return Traced(use: u, designed: t?.0 ?? u.samples.paint, source: t?.1, measuredRatio: measured[Self.place(u)])
            }
            let next = propose(all, original: original)
            if next == proposals { break }
            proposals = next
        }
        return Outcome(report: first!, proposals: proposals.sorted(by: Self.order), recheck: last, rounds: round)
    }

    /// Proposals in a stable order: app, then tokens before elements, then by name.
    package static func order(_ a: Proposal, _ b: Proposal) -> Bool {
        func key(_ p: Proposal) -> [String] {
            [p.app, p.kind == .token ? "0" : "1", p.token ?? "", p.screen ?? "", p.element ?? "", p.appearance ?? "", p.contrast ?? "", p.gradient ?? ""]
        }
        return key(a).lexicographicallyPrecedes(key(b))
    }

    // MARK: proposing

    /// Every proposal the traced uses call for, worked out from the design's values.
    package func propose(_ all: [Traced], original: [String: TokenSet]) -> [Proposal] {
        var proposals: [Proposal] = []
        // Failing uses no token proposal covers, and why for those a token could not take.
        var loose: [Traced] = []
        var tokenTooCostly: [Place: (path: String, found: ContrastFix.Found, uses: Int)] = [:]

        var byToken: [String: [(Traced, Double)]] = [:], byGradient: [String: [Traced]] = [:]
        for t in all {
            switch t.source {
            case .colour(let path, let alpha)?: byToken[t.use.app + " " + path, default: []].append((t, alpha))
            case .gradient(let path)?: byGradient[[t.use.app, path, t.use.screen.id, t.use.measurement.elementID].joined(separator: " "), default: []].append(t)
            case nil: if t.failsAsDesigned { loose.append(t) }
            }
        }

        for key in byToken.keys.sorted() {
            let group = byToken[key]!
            let failing = group.map(\.0).filter(\.failsAsDesigned)
            guard !failing.isEmpty else { continue }
            let app = group[0].0.use.app
            let path = String(key.dropFirst(app.count + 1))
            guard case .color(let value)? = original[app]?[path]?.value else { loose += failing; continue }
            let asToken = group.map { t, share in t.use.samples.drawn(with: .solid(value), opacityScale: share) }
            guard let found = ContrastFix.smallestChange(from: value, uses: asToken) else { loose += failing; continue }
            if abs(found.lightnessChange) > Self.largeLightnessChange && failing.count * 4 < group.count {
                for t in failing { tokenTooCostly[Self.place(t.use)] = (path, found, group.count) }
                loose += failing
                continue
            }
            // The failing uses as proposed, each at its own share of the token's alpha.
            let fixed = group.filter { $0.0.failsAsDesigned }.map { t, share in
                t.use.samples.drawn(with: .solid(found.colour), opacityScale: share).worstRatio
            }
            proposals.append(Proposal(check: ContrastRun.name, app: app, kind: .token, token: path, from: value.hex, to: found.colour.hex,
                                      required: failing.map { $0.use.measurement.required }.max() ?? WCAGLevel.aaNormal.minimumRatio,
                                      worstBefore: failing.map(\.before).min() ?? 0, worstAfter: fixed.min() ?? found.worstAfter,
                                      lightnessChange: Self.rounded(found.lightnessChange), uses: group.count, failing: failing.count,
                                      examples: Self.examples(failing), why: Self.why(found, path: path, uses: group.count)))
        }

        for key in byGradient.keys.sorted() {
            let group = byGradient[key]!
            let failing = group.filter(\.failsAsDesigned)
            guard !failing.isEmpty else { continue }
            let t0 = group[0]
            guard case .gradient(let path)? = t0.source, let other = Self.otherAppearance(path),
                  case .gradient(let g)? = original[t0.use.app]?[other]?.value else { loose += failing; continue }
            func swapped(_ t: Traced) -> Paint {
                if case .linearGradient(_, let start, let end) = t.designed { return .linearGradient(g, start: start, end: end) }
                return .linearGradient(g, start: .topLeading, end: .bottomTrailing)
            }
            guard group.allSatisfy({ WCAGLevel.reaches($0.use.samples.worstRatio(with: swapped($0)), $0.use.measurement.required + ContrastFix.margin) }) else {
                loose += failing
                continue
            }
            // One proposal per appearance and background gradient the element is drawn on.
            let byVariant = Dictionary(grouping: group) { "\($0.use.appearance.rawValue) \($0.use.gradient ?? "")" }
            for variant in byVariant.keys.sorted() {
                let uses = byVariant[variant]!
                let broken = uses.filter(\.failsAsDesigned)
                guard !broken.isEmpty else { continue }
                let u = uses[0].use
                proposals.append(Proposal(check: ContrastRun.name, app: u.app, kind: .element, token: path, screen: u.screen.id,
                                          element: u.measurement.elementID, appearance: u.appearance.rawValue, contrast: nil,
                                          gradient: u.gradient, from: path, to: other, required: u.measurement.required,
                                          worstBefore: broken.map(\.before).min() ?? 0,
                                          worstAfter: broken.map { $0.use.samples.worstRatio(with: swapped($0)) }.min() ?? 0,
                                          lightnessChange: nil, uses: uses.count, failing: broken.count, examples: Self.examples(broken),
                                          why: "drawn with \(path), the gradient it sits on: the same token's other appearance, \(other), keeps the gradient idea and passes"))
            }
        }

        // One element (in one appearance, on every device, gradient and contrast setting).
        let byElement = Dictionary(grouping: loose) { t in [t.use.screen.id, t.use.measurement.elementID, t.use.appearance.rawValue].joined(separator: "|") }
        for key in byElement.keys.sorted() {
            let failing = byElement[key]!
            let u0 = failing[0].use
            let uses = all.filter { $0.use.screen.id == u0.screen.id && $0.use.measurement.elementID == u0.measurement.elementID && $0.use.appearance == u0.appearance }
            let start = Self.startColour(failing[0].designed)
            // No colour passes everywhere this element is drawn: left without a proposal this
            // round (a token proposal may yet change its backdrop); the check run on the
            // proposals says whether it still fails.
            guard let found = ContrastFix.smallestChange(from: start, uses: uses.map { $0.use.samples.drawn(with: .solid(start)) }) else { continue }
            let why: String
            if let costly = tokenTooCostly[Self.place(failing[0].use)] {
                why = "drawn with \(costly.path), which would have to become \(costly.found.colour.hex) (lightness \(Self.signed(costly.found.lightnessChange))) for all \(costly.uses) of its uses to fix this one: this element alone"
            } else if case .colour(let path, _)? = failing[0].source {
                why = "drawn with \(path), which no single value can make pass everywhere it is used: this element alone"
            } else if case .gradient(let path)? = failing[0].source {
                why = "drawn with \(path), whose other appearance does not pass here either: a colour of its own"
            } else {
                why = "drawn with a colour no token holds (a literal in the screen's code): give it a token of this value"
            }
            let token: String? = {
                switch failing[0].source {
                case .colour(let path, _)?, .gradient(let path)?: path
                case nil: nil
                }
            }()
            proposals.append(Proposal(check: ContrastRun.name, app: u0.app, kind: .element, token: token, screen: u0.screen.id,
                                      element: u0.measurement.elementID, appearance: u0.appearance.rawValue, contrast: nil, gradient: nil,
                                      from: start.hex, to: found.colour.hex, required: u0.measurement.required,
                                      worstBefore: failing.map(\.before).min() ?? 0,
                                      worstAfter: failing.map { $0.use.samples.drawn(with: .solid(found.colour)).worstRatio }.min() ?? 0,
                                      lightnessChange: Self.rounded(found.lightnessChange), uses: uses.count, failing: failing.count,
                                      examples: Self.examples(failing), why: why + Self.alphaNote(found)))
        }
        return proposals.sorted(by: Self.order)
    }

    package static func rounded(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

    package static func signed(_ v: Double) -> String { (v < 0 ? "−" : "+") + fmt(abs(v)) }

    /// The colour a search starts from: the paint's, or a gradient's middle.
    package static func startColour(_ paint: Paint) -> RGBA {
        paint.representativeColor
    }

    /// `a.b.light` ↔ `a.b.dark`; nil for a path without an appearance.
    package static func otherAppearance(_ path: String) -> String? {
        if path.hasSuffix(".light") { return String(path.dropLast(6)) + ".dark" }
        if path.hasSuffix(".dark") { return String(path.dropLast(5)) + ".light" }
        return nil
    }

    /// The three worst failing uses, as `place: kind "text" 1.12:1`.
    package static func examples(_ failing: [Traced]) -> [String] {
        failing.sorted { ($0.before, $0.use.place) < ($1.before, $1.use.place) }.prefix(3).map {
            "\($0.use.place): \($0.use.measurement.kind) \"\($0.use.measurement.text.replacingOccurrences(of: "\n", with: " "))\" \(fmt($0.before)):1"
        }
    }

    package static func why(_ found: ContrastFix.Found, path: String, uses: Int) -> String {
        let how = found.alphaChange != 0 && found.lightnessChange == 0
            ? "the least alpha (\(fmt(found.alphaFrom)) → \(fmt(found.colour.a)))"
            : "the nearest lightness (OKLCH L \(Self.signed(found.lightnessChange)))"
        return "\(how) at which all \(uses) texts and icons drawn with \(path) pass" + alphaNote(found)
    }

    package static func alphaNote(_ found: ContrastFix.Found) -> String {
        found.alphaChange != 0 && found.lightnessChange != 0 ? " (and alpha \(fmt(found.alphaFrom)) → \(fmt(found.colour.a)): lightness alone could not)" : ""
    }

    // MARK: tracing

    /// For every use not traced yet: its paint as designed and the token it comes from —
    /// each variant laid out once as designed and once with the sentinels, on its device
    /// and in its environment.
    package func trace(_ uses: [ContrastUse], designed: ScreenCatalog, sentinels: ScreenCatalog, attribution: ColourAttribution,
               original: [String: TokenSet], ctx: CheckContext, into traced: inout [Place: (Paint, ColourAttribution.Source?)]) throws {
        let todo = uses.filter { traced[Self.place($0)] == nil }
        let byVariant = Dictionary(grouping: todo) { u in
            [u.screen.id, u.screen.state ?? "", u.appearance.rawValue, u.gradient ?? "", u.device.id, u.contrast.cliName].joined(separator: "|")
        }
        for key in byVariant.keys.sorted() {
            let group = byVariant[key]!
            let u0 = group[0]
            var env = EnvironmentValues()
            env.appearance = u0.appearance
            env.colorSchemeContrast = u0.contrast
            env.device = u0.device
            env.time = 10
            let request = ScreenRequest(environment: env, state: u0.screen.state, gradient: u0.gradient)
            let plain = try designed.render(u0.screen.id, request, measurer: ctx.renderer.text)
            let marked = try sentinels.render(u0.screen.id, request, measurer: ctx.renderer.text)
            for u in group {
                let id = u.measurement.elementID
                guard let paint = plain[id]?.text?.paint else { continue }
                var source: ColourAttribution.Source?
                if let set = original[u.app], let sentinel = marked[id]?.text?.paint {
                    source = attribution.source(of: sentinel, designed: paint, tokens: set)
                }
                traced[Self.place(u)] = (paint, source)
            }
        }
    }
}
