import AppSupport
import DisplayList
import Foundation
import Inspect
import Layout
import Render
import Tokens

/// `proof check contrast`: every text and icon of every screen variant (state, appearance,
/// gradient) on each device, measured on the backdrop rendered beneath it at @1x — in the
/// standard environment and again under Increase Contrast wherever that changes what the
/// variant draws (or in the one environment `--contrast` names); and each app's token
/// colour pairs (`DesignApp.contrastPairs`) in the same environments.
package enum ContrastRun: DesignCheck {
    package static let name = "contrast"
    package static let measures = "WCAG contrast of every text and icon on what is drawn beneath it, and each app's token pairs"
    package static let proposes = true
    package static var work: CheckWork { .lanes { context, lanes, images in try context.contrast(images: images, lanes: lanes) } }
}

/// A folder the checks write images into: the command line's `--out` (written whole or not
/// at all), the gallery's, or a test's.
package protocol CheckImageFolder: AnyObject {
    /// Where `relative` lands, as messages name it.
    func path(_ relative: String) -> String
    /// Writes `data` at `relative`.
    func write(_ data: Data, to relative: String) throws
    /// Files an earlier run wrote under `prefix` go when this run's are in place.
    func replacePrevious(under prefix: String)
}

/// Where `proof check` writes the images of its worst contrast failures, and how.
package struct CheckImages {
    package let output: any CheckImageFolder
    /// Before each file name: `checks/` in the gallery, nothing for `check --out`.
    package var prefix = ""
    /// Print a `wrote …` line for each on standard error.
    package var announce = true
    /// PNG as small as it goes for `check --out`; the gallery's own format there.
    package var format = ImageFileFormat.png(.small)

    /// nil (`check --out`): each picture is the screen with its rings drawn on it. Set (the
    /// gallery): each picture is the rings alone on a clear canvas, and the screen under them
    /// goes to `screens` — the gallery keeps it as it keeps its grid's screens, by content, so
    /// a screen the grid already shows is stored once — and the page lays the rings over it.
    package var screens: (any CheckScreenStore)?

    package init(output: any CheckImageFolder, prefix: String = "", announce: Bool = true, format: ImageFileFormat = .png(.small),
                 screens: (any CheckScreenStore)? = nil) {
        self.output = output; self.prefix = prefix; self.announce = announce; self.format = format; self.screens = screens
    }
}

/// Where a check picture's screen goes when the picture holds only its rings (`CheckImages.screens`).
package protocol CheckScreenStore: Sendable {
    /// Keeps `screen` (a display list at the picture's scale) as the screen under `picture`
    /// (the rings' file name). `plain`: under Increase Contrast, the same variant in the
    /// standard environment, which the store may keep `screen` as a change of. `render` draws
    /// a list, called only for what is not kept already.
    func keep(_ screen: DisplayList, over plain: DisplayList?, under picture: String, render: (DisplayList) throws -> Raster) throws
}

extension CheckContext {
    /// With `output`, also writes `contrast-APP-SCREEN[@state][-dark][-high-contrast][-DEVICE].png` (or `.webp`)
    /// for the worst variant of each failing screen (`CheckImages`); such images of an
    /// earlier run are replaced.
    package func contrast(images: CheckImages? = nil, lanes: CheckLanes? = nil, uses: ((ContrastUse) -> Void)? = nil) throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var hidden: [CheckReport.NotVisible] = [], inert: [CheckReport.NotVisible] = []
        // Every text and icon of every variant, counted apart from the measurement: each is
        // measured, exempt (`ContrastCheck.Exemption`) or shows on no pixel, or the check fails.
        var coverage = Coverage(unit: "text and icon elements")
        var worst: (Double, String)?
        // The worst variant of each failing screen (and device), for the images.
        // Under Increase Contrast, also the same variant's standard list (`plain`): the gallery
        // stores the one as what changed over the other.
        var worstByScreen: [String: (ratio: Double, list: DisplayList, plain: DisplayList?, ids: [String], label: String)] = [:]
        let variants = self.variants
        // Variants measured again under Increase Contrast (each device counted).
        var increasedRenders = 0
        // Laid out, rendered and measured on both lanes; added up here, in order.
        let items = devices.flatMap { device in variants.indices.map { (device, $0) } }
        let lanes = try lanes ?? CheckLanes(self)
        try lanes.run(count: items.count) { lane, k in
            try lane.measuredEnvironments(variants[items[k].1], device: items[k].0)
        } consume: { k, measured in
            let (device, v) = (items[k].0, variants[items[k].1])
            if measured.count > 1 { increasedRenders += 1 }
            // Kept only for a store that wants it (`proof check --out` draws the whole picture).
            let standardList = images?.screens == nil ? nil : measured.first { $0.0 == .standard }?.1
            for (contrast, full, outcomes) in measured {
                let where_ = label(v.screen, v.appearance, v.gradient, device, contrast: contrast)
                var failing: [String] = []
                var lowest = Double.infinity
                defer {
                    // The iPhone 16's images keep their names; other devices add theirs.
                    let key = v.screen.label + (v.appearance == .dark ? "-dark" : "") + contrast.fileSuffix + (device == .default ? "" : "-" + device.id)
                    if !failing.isEmpty, lowest < (worstByScreen[key]?.ratio ?? .infinity) {
                        worstByScreen[key] = (lowest, full, contrast == .standard ? nil : standardList, failing, where_)
                    }
                }
                for (_, outcome) in outcomes {
                    coverage.contain()
                    if let exempt = outcome.exemption { coverage.skip(exempt.rawValue); continue }
                    let m: ContrastCheck.Measurement
                    switch outcome.probed {
                    case nil: continue
                    case .notVisible(let n)?:
                        coverage.skip(n.reason.rawValue)
                        // Scrolled away, clipped or covered: nothing to read; or behind a modal's
                        // dimming view: inert. Neither a pass nor a failure.
                        let skipped = CheckReport.NotVisible(screen: v.screen.label, element: n.elementID, text: n.text.replacingOccurrences(of: "\n", with: " "),
                                                             kind: n.kind, reason: n.reason.rawValue, appearance: v.appearance.rawValue, gradient: v.gradient,
                                                             device: device.id, contrast: contrast.cliName)
                        if n.reason == .behindModal { inert.append(skipped) } else { hidden.append(skipped) }
                        continue
                    case .measured(let measurement)?: m = measurement
                    }
                    if !m.passes { failing.append(m.elementID); lowest = min(lowest, m.worstRatio) }
                    coverage.measure()
                    if let uses, let samples = outcome.samples {
                        uses(ContrastUse(screen: v.screen, appearance: v.appearance, gradient: v.gradient, device: device, contrast: contrast,
                                         measurement: m, samples: samples))
                    }
                    if worst == nil || m.worstRatio < worst!.0 { worst = (m.worstRatio, "\(m.text.replacingOccurrences(of: "\n", with: " ")) (\(where_))") }
                    guard !m.passes else { continue }
                    let text = m.text.replacingOccurrences(of: "\n", with: " ")
                    failures.append(.init(line: "\(where_): \(m.kind) \"\(text)\" \(m.foreground) on \(m.worstBackground): worst \(fmt(m.worstRatio)):1, median \(fmt(m.medianRatio)):1, needs \(fmt(m.required)):1 — \(m.elementID)",
                                          screen: v.screen.label, element: m.elementID,
                                          data: ["appearance": .text(v.appearance.rawValue), "gradient": .text(v.gradient ?? ""), "state": .text(v.screen.state ?? ""),
                                                 "text": .text(text), "foreground": .text(m.foreground), "background": .text(m.worstBackground),
                                                 "worstRatio": .number(m.worstRatio), "medianRatio": .number(m.medianRatio),
                                                 "required": .number(m.required), "apcaWorst": .number(m.apcaWorst), "largeText": .flag(m.largeText),
                                                 "device": .text(device.id), "contrast": .text(contrast.cliName)]))
                }
            }
        }
        let pairs = tokenPairs()
        failures += pairs.failures
        if let images {
            let output = images.output
            output.replacePrevious(under: images.prefix + "contrast-")
            for (key, w) in worstByScreen.sorted(by: { $0.key < $1.key }) {
                var screen = w.list
                screen.scale = 2
                var rings: [Element] = []
                for id in w.ids {
                    guard let e = screen[id] else { continue }
                    var ring = Element.shape(id + "/check", e.frame.insetBy(dx: -3, dy: -3), .roundedRectangle(cornerRadius: 4, style: .circular),
                                             stroke: Stroke(.solid(RGBA(hex: "#FF1F5B")!), width: 2))
                    ring.transform = e.transform
                    rings.append(ring)
                }
                let name = images.prefix + "contrast-" + key.replacingOccurrences(of: "/", with: "-") + "." + images.format.fileExtension
                var picture: DisplayList
                if let screens = images.screens {
                    var plain = w.plain
                    plain?.scale = 2
                    try screens.keep(screen, over: plain, under: name) { try renderer.render($0) }
                    picture = DisplayList(size: screen.size, scale: 2, background: .clear)
                } else {
                    picture = screen
                }
                for ring in rings { picture.append(ring) }
                try output.write(try images.format.encode(try renderer.render(picture)), to: name)
                let path = output.path(name)
                // On standard error, so that --json output stays one JSON document.
                if images.announce { FileHandle.standardError.write(Data("wrote \(path) (\(w.label), worst \(fmt(w.ratio)):1)\n".utf8)) }
            }
        }
        let environment = contrastOption == .increased ? "every state, Increase Contrast" : "every state"
        let summary = "\(coverage.measured) text and icon measurements on \(variants.count) screen variants (\(environment)) × \(devices.count) devices (\(devices.map(\.id).joined(separator: ", ")))"
            + (contrastOption == nil ? " and \(increasedRenders) renders under Increase Contrast (the variants it changes)" : "")
            + "; \(failures.count) below the WCAG level"
            + (worst.map { "; worst \(fmt($0.0)):1 — \($0.1)" } ?? "")
            + "; not measured: \(hidden.count) not visible (scrolled away, clipped or covered), \(inert.count) behind a modal's dimming view"
            + (pairs.coverage.contained == 0 ? "" : "; \(pairs.coverage.measured) token colour pairs, lowest " + pairs.lowest)
        // Only where an app in scope names pairs: the screens' own unit guards the rest.
        var report = CheckReport(name: ContrastRun.name, summary: summary, failures: failures, coverage: [coverage] + (pairs.coverage.contained == 0 ? [] : [pairs.coverage]),
                                 devices: devices.map(\.id), notVisible: hidden, behindModal: inert)
        report.pairs = pairs.report
        return report
    }

    /// What one text or icon of a variant came to on a lane: exempt, or what the probe said;
    /// with `collectSamples`, the pixels it was measured on too.
    package struct ElementOutcome: Sendable {
        package let exemption: ContrastCheck.Exemption?
        package let probed: ContrastCheck.Outcome?
        package var samples: ContrastSamples? = nil
    }

    /// The variant's display lists on `device` (`environments`), each with its text and icon
    /// elements measured on the backdrop rendered beneath them, in element order: the part
    /// of the contrast check a lane does.
    package func measuredEnvironments(_ v: (screen: Screen, appearance: Appearance, gradient: String?), device: Device) throws
        -> [(ColorSchemeContrast, DisplayList, [(Int, ElementOutcome)])] {
        var increased = 0
        return try environments(v, device: device, increased: &increased).map { contrast, full in
            let backdrop = try pixels(ContrastCheck.backdrop(of: full))
            let outcomes = full.elements.indices.filter { full.elements[$0].kind == .text }.map { i in
                var atOpacity = full.elements[i]
                atOpacity.opacity = full.effectiveOpacity(of: atOpacity)
                if let exempt = ContrastCheck.exemption(atOpacity) { return (i, ElementOutcome(exemption: exempt, probed: nil)) }
                guard collectSamples else { return (i, ElementOutcome(exemption: nil, probed: probes.contrast(i, full, backdrop))) }
                // The measurement and its pixels in one pass (--propose: the real measurement).
                let (probed, samples) = ContrastCheck.measureAndSample(elementAt: i, of: full, on: backdrop)
                return (i, ElementOutcome(exemption: nil, probed: probed, samples: samples))
            }
            return (contrast, full, outcomes)
        }
    }

    /// The variant's display lists to measure on `device`, with their environments: the one
    /// `--contrast` names; by default the standard one, and Increase Contrast too when the
    /// variant draws anything differently under it (an app that does not honour it draws
    /// the same list, which would measure the same).
    package func environments(_ v: (screen: Screen, appearance: Appearance, gradient: String?), device: Device,
                      increased: inout Int) throws -> [(ColorSchemeContrast, DisplayList)] {
        if let only = contrastOption {
            return [(only, try list(v.screen, appearance: v.appearance, gradient: v.gradient, device: device, contrast: only))]
        }
        let standard = try list(v.screen, appearance: v.appearance, gradient: v.gradient, device: device, contrast: .standard)
        let high = try list(v.screen, appearance: v.appearance, gradient: v.gradient, device: device, contrast: .increased)
        guard high != standard else { return [(.standard, standard)] }
        increased += 1
        return [(.standard, standard), (.increased, high)]
    }

    /// Each app's token colour pairs in the environments checked: the ratio of the
    /// foreground over the background, against the pair's WCAG level.
    package func tokenPairs() -> (report: [CheckReport.Pair], failures: [CheckReport.Failure], coverage: Coverage, lowest: String) {
        var coverage = Coverage(unit: "token colour pairs")
        var report: [CheckReport.Pair] = [], failures: [CheckReport.Failure] = []
        var lowest: (Double, String)?
        // In a shard, the pairs of the apps (of the whole run) whose id is this shard's.
        for app in shard == nil ? appsInScope : unsharded.appsInScope.filter({ ownsApp($0.id) }) {
            for contrast in contrastOption.map({ [$0] }) ?? [.standard, .increased] {
                let pairs = app.app.contrastPairs(contrast)
                // Counted from the app's declaration, apart from the measurement.
                coverage.contain(pairs.count)
                for p in pairs {
                    guard let ratio = probes.pair(p) else { continue }
                    coverage.measure()
                    let env = contrast.cliName
                    let what = "\(app.id) tokens (\(env)): \(p.foregroundToken) \(p.foreground.hex) on \(p.backgroundToken) \(p.background.hex)"
                    if lowest == nil || ratio < lowest!.0 { lowest = (ratio, "\(fmt(ratio)):1 (\(app.id) \(p.foregroundToken) on \(p.backgroundToken), \(env))") }
                    report.append(.init(app: app.id, name: p.name, contrast: env, foreground: p.foregroundToken, background: p.backgroundToken,
                                        foregroundColor: p.foreground.hex, backgroundColor: p.background.hex, ratio: (ratio * 100).rounded() / 100,
                                        required: p.minimum, passed: p.level.isMet(by: ratio), claim: p.claim))
                    guard !p.level.isMet(by: ratio) else { continue }
                    failures.append(.init(line: "\(what): \(fmt(ratio)):1, needs \(fmt(p.minimum)):1 — \(p.claim)", screen: app.id + " tokens", element: p.name,
                                          data: ["kind": "tokenPair", "contrast": .text(env), "foreground": .text(p.foregroundToken), "background": .text(p.backgroundToken),
                                                 "worstRatio": .number(ratio), "required": .number(p.minimum), "text": .text(p.name)]))
                }
            }
        }
        return (report, failures, coverage, lowest?.1 ?? "none")
    }
}

extension ContrastRun {
    /// The token pairs every shard measured, joined in shard order.
    package static func mergedFigures(_ shards: [[String: CheckJSON]]) -> [String: CheckJSON] {
        guard shards.contains(where: { $0["pairs"] != nil }) else { return [:] }
        return ["pairs": .array(shards.flatMap { $0["pairs"]?.array ?? [] })]
    }
}

extension ContrastRun {
    /// A contrast proposal: a colour token's new value, or one element's paint.
    package static func addProposal(_ p: Proposal, which: String, tokens: TokenSet, to overlay: inout DesignOverlay) throws(ProposalInvalid) {
        switch p.kind {
        case .token:
            guard let path = p.token else { throw ProposalInvalid("\(which): a token proposal names no token") }
            guard let colour = RGBA(hex: p.to) else { throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is not a colour (#RRGGBB or #RRGGBBAA)") }
            guard let token = tokens[path] else { throw ProposalInvalid("\(which): \(tokens.file) has no token \(path)") }
            guard token.type == .color else { throw ProposalInvalid("\(which): token \(path) is a \(token.type.noun), not a colour") }
            if let earlier = overlay.tokens[p.app]?[path], earlier != .color(colour) {
                throw ProposalInvalid("\(which): token \(path) is given two values")
            }
            overlay.tokens[p.app, default: [:]][path] = .color(colour)
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
            } else if let token = tokens[p.to], case .gradient(let g) = token.value {
                paint = .linearGradient(g, start: .topLeading, end: .bottomTrailing)
            } else {
                throw ProposalInvalid("\(which): \"\(Proposal.shown(p.to))\" is neither a colour nor a gradient token of \(tokens.file)")
            }
            overlay.paints.append(ElementPaint(screen: screen, element: element, appearance: appearance, contrast: contrast, gradient: p.gradient, paint: paint))
        }
    }
}
