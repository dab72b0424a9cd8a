import Apps
import DisplayList
import Foundation
import Inspect
import Layout
import Motion
import Render
import Tokens

/// Renders what the checks need — every screen, state, appearance and gradient at @1x — and
/// runs the Inspect checks on it.
struct CheckContext {
    /// A screen in one of its states (nil: the default), named `APP/SCREEN[@state]` as
    /// `proof render` and `proof sheet` name it.
    typealias Screen = ContactSheet.Item

    let catalog: ScreenCatalog
    let animations: AnimationCatalog
    let renderer = CairoRenderer()
    let airfit: TokenSet

    init(tokensDirectory: String) throws(ScreenRequestError) {
        catalog = try ScreenCatalog(tokensDirectory: tokensDirectory)
        animations = try AnimationCatalog(tokensDirectory: tokensDirectory)
        do { airfit = try TokenLoader.load(path: tokensDirectory + "/airfit.tokens.json") } catch {
            throw error.isIOError ? .tokensUnreadable(error.summary) : .tokens(error.summary)
        }
    }

    func list(_ screen: Screen, appearance: Appearance, gradient: String? = nil, contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        var env = EnvironmentValues()
        env.appearance = appearance
        env.contentSize = contentSize
        env.time = 10
        return try catalog.render(screen.id, ScreenRequest(environment: env, state: screen.state, gradient: gradient), measurer: renderer.text)
    }

    /// Every screen in every state it defines: the default first, then each named state.
    var screens: [Screen] {
        catalog.entries.flatMap { e in [Screen(id: e.id, state: nil)] + e.states.map { Screen(id: e.id, state: $0) } }
    }

    func pixels(_ list: DisplayList) throws -> PixelBuffer {
        var l = list
        l.scale = 1
        let raster = try renderer.render(l)
        return PixelBuffer(width: raster.width, height: raster.height, pixels: raster.rgba, scale: 1)
    }

    /// Every (screen in a state, appearance, gradient) combination a screen defines.
    var variants: [(screen: Screen, appearance: Appearance, gradient: String?)] {
        catalog.entries.flatMap { e in
            ([nil] + e.states.map { Optional($0) }).flatMap { state in
                e.appearances.flatMap { a in
                    (e.gradients.isEmpty ? [nil] : e.gradients.map { Optional($0) }).map { (Screen(id: e.id, state: state), a, $0) }
                }
            }
        }
    }

    func label(_ screen: Screen, _ a: Appearance, _ g: String?) -> String { screen.label + (a == .dark ? " dark" : "") + (g.map { " on " + $0 } ?? "") }

    // MARK: contrast

    /// With `output`, also writes `contrast-APP-SCREEN[-dark].png` for the worst variant of
    /// each failing screen; such images of an earlier run are replaced.
    func contrast(imagesInto output: OutputRun? = nil) throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var hidden: [CheckReport.NotVisible] = [], inert: [CheckReport.NotVisible] = []
        var measured = 0
        var worst: (Double, String)?
        // The worst variant of each failing screen, for the images.
        var worstByScreen: [String: (ratio: Double, list: DisplayList, ids: [String], label: String)] = [:]
        for v in variants {
            let full = try list(v.screen, appearance: v.appearance, gradient: v.gradient)
            let backdrop = try pixels(ContrastCheck.backdrop(of: full))
            var failing: [String] = []
            var lowest = Double.infinity
            defer {
                let key = v.screen.label + (v.appearance == .dark ? "-dark" : "")
                if !failing.isEmpty, lowest < (worstByScreen[key]?.ratio ?? .infinity) {
                    worstByScreen[key] = (lowest, full, failing, label(v.screen, v.appearance, v.gradient))
                }
            }
            for i in full.elements.indices {
                let m: ContrastCheck.Measurement
                switch ContrastCheck.measure(elementAt: i, of: full, on: backdrop) {
                case nil: continue
                case .notVisible(let n)?:
                    // Scrolled away, clipped or covered: nothing to read; or behind a modal's
                    // dimming view: inert. Neither a pass nor a failure.
                    let skipped = CheckReport.NotVisible(screen: v.screen.label, element: n.elementID, text: n.text.replacingOccurrences(of: "\n", with: " "),
                                                         kind: n.kind, reason: n.reason.rawValue, appearance: v.appearance.rawValue, gradient: v.gradient)
                    if n.reason == .behindModal { inert.append(skipped) } else { hidden.append(skipped) }
                    continue
                case .measured(let measurement)?: m = measurement
                }
                if !m.passes { failing.append(m.elementID); lowest = min(lowest, m.worstRatio) }
                measured += 1
                if worst == nil || m.worstRatio < worst!.0 { worst = (m.worstRatio, "\(m.text.replacingOccurrences(of: "\n", with: " ")) (\(label(v.screen, v.appearance, v.gradient)))") }
                guard !m.passes else { continue }
                let text = m.text.replacingOccurrences(of: "\n", with: " ")
                failures.append(.init(line: "\(label(v.screen, v.appearance, v.gradient)): \(m.kind) \"\(text)\" \(m.foreground) on \(m.worstBackground): worst \(fmt(m.worstRatio)):1, median \(fmt(m.medianRatio)):1, needs \(fmt(m.required)):1 — \(m.elementID)",
                                      screen: v.screen.label, element: m.elementID,
                                      data: ["appearance": v.appearance.rawValue, "gradient": v.gradient ?? "", "state": v.screen.state ?? "", "text": text, "foreground": m.foreground,
                                             "background": m.worstBackground, "worstRatio": fmt(m.worstRatio), "medianRatio": fmt(m.medianRatio),
                                             "required": fmt(m.required), "apcaWorst": fmt(m.apcaWorst), "largeText": String(m.largeText)]))
            }
        }
        if let output {
            output.replacePrevious(under: "contrast-")
            for (key, w) in worstByScreen.sorted(by: { $0.key < $1.key }) {
                var marked = w.list
                marked.scale = 2
                for id in w.ids {
                    guard let e = marked[id] else { continue }
                    var ring = Element.shape(id + "/check", e.frame.insetBy(dx: -3, dy: -3), .roundedRectangle(cornerRadius: 4, style: .circular),
                                             stroke: Stroke(.solid(RGBA(hex: "#FF1F5B")!), width: 2))
                    ring.transform = e.transform
                    marked.append(ring)
                }
                let name = "contrast-" + key.replacingOccurrences(of: "/", with: "-") + ".png"
                try output.write(try PNGFile.encode(try renderer.render(marked), options: .small), to: name)
                let path = output.path(name)
                // On standard error, so that --json output stays one JSON document.
                FileHandle.standardError.write(Data("wrote \(path) (\(w.label), worst \(fmt(w.ratio)):1)\n".utf8))
            }
        }
        let summary = "\(measured) text and icon measurements on \(variants.count) screen variants (every state); \(failures.count) below the WCAG level"
            + (worst.map { "; worst \(fmt($0.0)):1 — \($0.1)" } ?? "")
            + "; not measured: \(hidden.count) not visible (scrolled away, clipped or covered), \(inert.count) behind a modal's dimming view"
        return CheckReport(name: "contrast", passed: failures.isEmpty, summary: summary, measured: measured, failures: failures,
                           notVisible: hidden, behindModal: inert)
    }

    // MARK: crossfade

    func crossfade() throws -> CheckReport {
        let budget = (try? airfit.number("motion.crossfade.maxMeanDelta")) ?? 0.02
        let duration = (try? airfit.duration("motion.crossfade.duration")) ?? 0.6
        let curve = TimingCurve.easeInOut
        let step = CrossfadeCheck.largestStep(duration: duration, fps: 120) { t in t >= duration ? 1 : curve.progress(t / duration) }
        var failures: [CheckReport.Failure] = []
        var worst = (delta: 0.0, from: "", to: "", appearance: Appearance.light)
        guard let welcome = catalog.entries.first(where: { $0.id == "airfit/welcome" }) else {
            return CheckReport(name: "crossfade", passed: true, summary: "no AirFit screen", measured: 0, failures: [])
        }
        var pairs = 0
        for appearance in welcome.appearances {
            // The pure first and last frames of every pair: one render per gradient.
            var pure: [String: PixelBuffer] = [:]
            for g in welcome.gradients { pure[g] = try pixels(try list(Screen(id: welcome.id, state: nil), appearance: appearance, gradient: g)) }
            for a in welcome.gradients {
                for b in welcome.gradients where b != a {
                    pairs += 1
                    let delta = meanDelta(pure[a]!, pure[b]!) * step.step
                    if delta > worst.delta { worst = (delta, a, b, appearance) }
                    if delta >= budget {
                        failures.append(.init(line: "\(a) → \(b)\(appearance == .dark ? " dark" : ""): frame \(step.frame)→\(step.frame + 1) meanDelta \(pct(delta)) ≥ \(pct(budget))",
                                              screen: welcome.id, element: nil,
                                              data: ["from": a, "to": b, "appearance": appearance.rawValue, "meanDelta": String(delta), "frame": String(step.frame)]))
                    }
                }
            }
        }
        // Measure the worst pair's peak frames directly, as a check of the linear model.
        var env = EnvironmentValues()
        env.appearance = worst.appearance
        let clip = try animations.clip("airfit/crossfade", from: worst.from, to: worst.to, environment: env, measurer: renderer.text)
        let k = Double(step.frame)
        let measured = meanDelta(try pixels(clip.frame(at: k / 120)), try pixels(clip.frame(at: (k + 1) / 120)))
        let summary = "\(pairs) ordered gradient pairs × 73 frames at 120 fps; worst \(worst.from) → \(worst.to) (\(worst.appearance.rawValue)) at frames \(step.frame)→\(step.frame + 1): meanDelta \(pct(worst.delta)) predicted, \(pct(measured)) measured; budget \(pct(budget))"
        return CheckReport(name: "crossfade", passed: failures.isEmpty, summary: summary, measured: pairs, failures: failures)
    }

    // MARK: blur budget

    func blurBudget() throws -> CheckReport {
        let budget = Int((try? airfit.number("budget.maxSimultaneousBlurs")) ?? 6)
        var failures: [CheckReport.Failure] = []
        var most = (0, "")
        var measured = 0
        for screen in screens {
            let count = BlurBudget.count(try list(screen, appearance: .light))
            measured += 1
            if count.blurs > most.0 { most = (count.blurs, screen.label) }
            if count.blurs > budget {
                failures.append(.init(line: "\(screen.label): \(count.blurs) blurs > \(budget) (\(count.shadows) shadows besides)", screen: screen.label, element: nil,
                                      data: ["blurs": String(count.blurs), "shadows": String(count.shadows), "ids": count.ids.joined(separator: ",")]))
            }
        }
        for id in animations.ids {
            let clip = try animations.clip(id, from: nil, to: nil, environment: EnvironmentValues(), measurer: renderer.text)
            for t in AnimationClip.frameTimes(duration: clip.duration, fps: 30) {
                let count = BlurBudget.count(clip.frame(at: t))
                measured += 1
                if count.blurs > most.0 { most = (count.blurs, "\(id) at \(fmt(t)) s") }
                if count.blurs > budget {
                    failures.append(.init(line: "\(id) at t = \(fmt(t)) s: \(count.blurs) blurs > \(budget)", screen: id, element: nil, data: ["blurs": String(count.blurs), "t": String(t)]))
                }
            }
        }
        return CheckReport(name: "blur-budget", passed: failures.isEmpty,
                           summary: "\(measured) screens (every state) and animation frames; at most \(most.0) simultaneous blurs (\(most.1)); budget \(budget)",
                           measured: measured, failures: failures)
    }

    // MARK: Dynamic Type

    func dynamicType() throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var beyond: [String] = []
        var measured = 0
        let bound = ContentSizeCategory.accessibilityExtraLarge
        for screen in screens {
            for size in ContentSizeCategory.allCases {
                let l = try list(screen, appearance: .light, contentSize: size)
                measured += 1
                for o in DynamicTypeCheck.failures(l) {
                    let line = "\(screen.label) at \(size.cliName): \(o.kind.rawValue) \(o.ids.joined(separator: " & "))"
                    if size <= bound {
                        failures.append(.init(line: line, screen: screen.label, element: o.ids.first, data: ["contentSize": size.cliName, "kind": o.kind.rawValue]))
                    } else {
                        beyond.append(line)
                    }
                }
            }
        }
        return CheckReport(name: "dynamic-type", passed: failures.isEmpty,
                           summary: "\(measured) layouts (every screen and state at all 12 content sizes); \(failures.count) problems up to accessibilityExtraLarge, \(beyond.count) beyond it (not required by the seed)",
                           measured: measured, failures: failures)
    }

    // MARK: accessibility

    func accessibility() throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var measured = 0
        let all = screens
        for screen in all {
            let l = try list(screen, appearance: .light)
            measured += l.elements.filter { $0.material != nil || $0.accessibilityTraits.contains("isButton") }.count
            for p in AccessibilityCheck.problems(l) {
                failures.append(.init(line: "\(screen.label): \(p.problem) — \(p.elementID)", screen: screen.label, element: p.elementID, data: ["problem": p.problem]))
            }
        }
        return CheckReport(name: "accessibility", passed: failures.isEmpty,
                           summary: "\(measured) cards and controls on \(all.count) screens and states; \(failures.count) without a useful label",
                           measured: measured, failures: failures)
    }

    /// DESIGN.md's meanDelta: mean |a − b| / 255 over pixels and R, G, B, composited on white.
    func meanDelta(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
        var sum = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: pa.count, by: 4) {
                    for c in 0..<3 { sum += abs(Int(pa[i + c]) - Int(pb[i + c])) }
                }
            }
        }
        return Double(sum) / 255 / Double(a.width * a.height * 3)
    }
}

func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
func pct(_ v: Double) -> String { String(format: "%.2f %%", v * 100) }
