import Foundation

/// The figures of docs/CHECKS.md and the README's check section, from one run of
/// `proof check --json`. Read loosely (JSONSerialization, not a fixed Decodable): fields the
/// checks add do not break it; a figure it can no longer find is an error naming it.
struct CheckRunOutput {
    struct Check {
        let name: String
        let summary: String
        let measured: Int
        let failures: [[String: Any]]
        let devices: [String]
        let object: [String: Any]

        /// A failure's `data`: its text values (numbers are read from `number(_:_:)`).
        func data(_ failure: [String: Any]) -> [String: String] {
            (failure["data"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
        }

        /// A number in a failure's `data` (a JSON number since dev.designproof.check version 2).
        func number(_ failure: [String: Any], _ key: String) -> Double? {
            ((failure["data"] as? [String: Any])?[key] as? NSNumber)?.doubleValue
        }

        /// The first capture of `pattern` in the summary.
        func summary(_ pattern: String, _ what: String) throws(FigureError) -> [String] {
            guard let groups = FigureFormat.captures(pattern, in: summary) else {
                throw FigureError(run: "check", "the \(name) summary no longer says \(what): \"\(summary)\"")
            }
            return groups
        }
    }

    let checks: [String: Check]

    init(_ stdout: String) throws(FigureError) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
              let list = object["checks"] as? [[String: Any]] else {
            throw FigureError(run: "check", "stdout is not a check run's JSON: \(stdout.prefix(200))")
        }
        var checks: [String: Check] = [:]
        for c in list {
            guard let name = c["name"] as? String, let summary = c["summary"] as? String, let measured = c["measured"] as? Int else {
                throw FigureError(run: "check", "a check without name, summary or measured")
            }
            checks[name] = Check(name: name, summary: summary, measured: measured, failures: c["failures"] as? [[String: Any]] ?? [],
                                 devices: c["devices"] as? [String] ?? [], object: c)
        }
        self.checks = checks
    }

    func check(_ name: String) throws(FigureError) -> Check {
        guard let c = checks[name] else { throw FigureError(run: "check", "no \(name) check in the run") }
        return c
    }
}

enum CheckFigures {
    static func values(_ stdout: String) throws(FigureError) -> [String: String] {
        let run = try CheckRunOutput(stdout)
        var v: [String: String] = [:]
        try contrast(run.check("contrast"), into: &v)
        try crossfade(run.check("crossfade"), into: &v)
        let blur = try run.check("blur-budget")
        let most = try blur.summary(#"at most (\d+) simultaneous blurs \(([^)]*)\)"#, "at most N simultaneous blurs (where)")
        v["blur.measured"] = String(blur.measured)
        v["blur.most"] = most[0]
        v["blur.mostWhere"] = most[1]
        let dynamicType = try run.check("dynamic-type")
        v["dynamicType.layouts"] = String(dynamicType.measured)
        v["dynamicType.beyond"] = String((dynamicType.object["beyond"] as? [Any])?.count ?? 0)
        v["dynamicType.devices"] = String(dynamicType.devices.count)
        v["overlap.layouts"] = String(try run.check("overlap").measured)
        let accessibility = try run.check("accessibility")
        v["accessibility.measured"] = String(accessibility.measured)
        v["accessibility.screens"] = try accessibility.summary(#"on (\d+) screens and states"#, "on N screens and states")[0]
        try tapTargets(run.check("tap-targets"), into: &v)
        try components(run.check("components"), into: &v)
        try MotionFigures.values(run.check("motion"), into: &v)
        return v
    }

    /// `tapTargets.measured`, `.failures`, `.controls` (distinct controls under 44 pt, by
    /// screen and label), `.iosSized` and `.chrome` (left out), `.screens`.
    static func tapTargets(_ c: CheckRunOutput.Check, into v: inout [String: String]) throws(FigureError) {
        let counts = try c.summary(#"controls on (\d+) screens and states .*\((\d+) sized by iOS and (\d+) of its chrome left out\); (\d+) under 44 × 44 pt \((\d+) controls\)"#,
                                   "N controls on N screens and states × N devices (N sized by iOS and N of its chrome left out); N under 44 × 44 pt (N controls)")
        v["tapTargets.measured"] = String(c.measured)
        v["tapTargets.screens"] = counts[0]
        v["tapTargets.iosSized"] = counts[1]
        v["tapTargets.chrome"] = counts[2]
        v["tapTargets.failures"] = counts[3]
        v["tapTargets.controls"] = counts[4]
    }

    /// What the components check read: `components.measured`, `.buttons`, `.cards`,
    /// `.inputs`, `.selection`, `.layouts`, `.failures` and `.apps` (the apps checked).
    static func components(_ c: CheckRunOutput.Check, into v: inout [String: String]) throws(FigureError) {
        guard let f = c.object["components"] as? [String: Any], let measured = f["measured"] as? [String: Int], let apps = f["apps"] as? [String] else {
            throw FigureError(run: "check", "the components report has no \"components\" figures object")
        }
        let layouts = try c.summary(#"on (\d+) layouts of"#, "on N layouts of")[0]
        v["components.measured"] = String(c.measured)
        for (key, kind) in [("buttons", "button"), ("cards", "card"), ("inputs", "input"), ("selection", "selection")] {
            v["components.\(key)"] = String(measured[kind] ?? 0)
        }
        v["components.layouts"] = layouts
        v["components.failures"] = String(c.failures.count)
        v["components.apps"] = apps.joined(separator: ", ")
    }

    /// Counts, the failures per device of each app, and the worst ratio of each failing
    /// element: `contrast.SCREEN.TEXT[.APPEARANCE].worst` and `.on` (the gradient it is
    /// worst on, or "every gradient" when all of its gradients tie), where SCREEN is
    /// `airfit/dashboard` and TEXT has its spaces as '-' (`460-kcal`).
    static func contrast(_ c: CheckRunOutput.Check, into v: inout [String: String]) throws(FigureError) {
        let variants = try c.summary(#"on (\d+) screen variants"#, "on N screen variants")[0]
        v["contrast.measured"] = String(c.measured)
        v["contrast.variants"] = variants
        v["contrast.devices"] = String(c.devices.count)
        // Every variant on every device, and again those Increase Contrast changes.
        let increased = FigureFormat.captures(#"and (\d+) renders under Increase Contrast"#, in: c.summary)?[0] ?? "0"
        v["contrast.increasedRenders"] = increased
        v["contrast.renders"] = String((Int(variants) ?? 0) * c.devices.count + (Int(increased) ?? 0))
        v["contrast.notVisible"] = String((c.object["notVisible"] as? [Any])?.count ?? 0)
        v["contrast.behindModal"] = String((c.object["behindModal"] as? [Any])?.count ?? 0)
        // The token colour pairs: `contrast.pair.APP.NAME.ENV` (`contrast.pair.nutrisync.secondaryLow-on-card.high`).
        let pairs = c.object["pairs"] as? [[String: Any]] ?? []
        v["contrast.pairs"] = String(pairs.count)
        for p in pairs {
            guard let app = p["app"] as? String, let name = p["name"] as? String, let env = p["contrast"] as? String,
                  let ratio = p["ratio"] as? Double ?? (p["ratio"] as? Int).map(Double.init) else {
                throw FigureError(run: "check", "a contrast pair without app, name, contrast or ratio")
            }
            v["contrast.pair.\(app).\(name).\(env)"] = FigureFormat.ratio(ratio)
        }
        struct Failure { let screen, text, appearance, gradient, device: String; let ratio: Double; let icon: Bool }
        var failures: [Failure] = []
        // The screens' failures; a token pair's is in `pairs` above.
        for f in c.failures where c.data(f)["kind"] != "tokenPair" {
            let d = c.data(f)
            guard let screen = f["screen"] as? String, let text = d["text"], let appearance = d["appearance"], let device = d["device"],
                  let ratio = c.number(f, "worstRatio") else {
                throw FigureError(run: "check", "a contrast failure without screen, text, appearance, device or worstRatio")
            }
            let icon = (f["line"] as? String)?.contains(": icon \"") ?? false
            failures.append(Failure(screen: screen, text: text, appearance: appearance, gradient: d["gradient"] ?? "", device: device, ratio: ratio, icon: icon))
        }
        for app in ["airfit", "calai", "nutrisync"] {
            let mine = failures.filter { $0.screen.hasPrefix(app + "/") }
            let perDevice = c.devices.map { d in mine.filter { $0.device == d }.count }
            let low = perDevice.min() ?? 0, high = perDevice.max() ?? 0
            v["contrast.\(app).perDevice"] = low == high ? String(low) : "\(low)–\(high)"
            v["contrast.\(app).worst"] = mine.map(\.ratio).min().map(FigureFormat.ratio) ?? "none"
            v["contrast.\(app).icons.worst"] = mine.filter(\.icon).map(\.ratio).min().map(FigureFormat.ratio) ?? "none"
            v["contrast.\(app).elements"] = String(Set(mine.map { $0.screen + "\u{0}" + $0.text }).count)
        }
        // One element: a screen's text, in one appearance or in both. The gradients its
        // worst ratio is reached on: one or a few by name, "every gradient" when all of the
        // app's gradients tie, else how many of them.
        let groups = Dictionary(grouping: failures) { "\($0.screen).\($0.text.replacingOccurrences(of: " ", with: "-"))" }
        for (element, all) in groups {
            let app = String(element.prefix { $0 != "/" })
            let universe = Set(failures.filter { $0.screen.hasPrefix(app + "/") }.map(\.gradient)).subtracting([""])
            for (suffix, some) in [("", all), (".light", all.filter { $0.appearance == "light" }), (".dark", all.filter { $0.appearance == "dark" })] where !some.isEmpty {
                let worstText = FigureFormat.ratio(some.map(\.ratio).min()!)
                let on = Set(some.filter { FigureFormat.ratio($0.ratio) == worstText }.map(\.gradient)).subtracting([""])
                v["contrast.\(element)\(suffix).worst"] = worstText
                v["contrast.\(element)\(suffix).on"] = on.count > 1 && on == universe ? "every gradient"
                    : on.count <= 3 ? on.sorted().joined(separator: ", ") : "\(on.count) of \(universe.count) gradients"
            }
        }
    }

    /// The cross-fade's figures, from the structured `crossfade` object of its report (its
    /// counts, the frame rate, the worst pairs and every measured frame pair), not from the
    /// summary's wording.
    static func crossfade(_ c: CheckRunOutput.Check, into v: inout [String: String]) throws(FigureError) {
        guard let f = c.object["crossfade"] as? [String: Any] else {
            throw FigureError(run: "check", "the crossfade report has no \"crossfade\" figures object")
        }
        func int(_ key: String) throws(FigureError) -> Int {
            guard let n = f[key] as? Int else { throw FigureError(run: "check", "the crossfade figures have no integer \"\(key)\"") }
            return n
        }
        func number(_ key: String, in object: [String: Any]) throws(FigureError) -> Double {
            guard let n = object[key] as? Double ?? (object[key] as? Int).map(Double.init) else {
                throw FigureError(run: "check", "the crossfade figures have no number \"\(key)\"")
            }
            return n
        }
        guard let worst = f["worstMeasured"] as? [String: Any], let from = worst["from"] as? String, let to = worst["to"] as? String,
              let appearance = worst["appearance"] as? String, let frame = worst["frame"] as? Int,
              let worstPairs = f["worstPairs"] as? [String], let sums = f["sums"] as? [[String: Any]] else {
            throw FigureError(run: "check", "the crossfade figures have no worstMeasured pair, worstPairs or sums")
        }
        let pairs = try int("orderedPairs"), frames = try int("framesPerFade"), peak = try int("peakFrame")
        v["crossfade.pairs"] = String(pairs)
        v["crossfade.frames"] = String(frames)
        v["crossfade.fps"] = String(try int("fps"))
        v["crossfade.duration"] = FigureFormat.plain(try number("duration", in: f))
        v["crossfade.peakFrame"] = String(peak)
        v["crossfade.peakNext"] = String(peak + 1)
        v["crossfade.worstPairs"] = worstPairs.joined(separator: ", ")
        v["crossfade.worstPairCount"] = String(worstPairs.count)
        v["crossfade.framePairsPerFade"] = String(frames - 1)
        v["crossfade.otherPairs"] = String(pairs - worstPairs.count)
        v["crossfade.framePairsMeasured"] = String(try int("framePairsMeasured"))
        v["crossfade.framesRendered"] = String(try int("framesRendered"))
        v["crossfade.worstFrom"] = from
        v["crossfade.worstTo"] = to
        v["crossfade.worstAppearance"] = appearance
        v["crossfade.worstFrame"] = String(frame)
        v["crossfade.worstFrameNext"] = String(frame + 1)
        let measured = try number("measured", in: worst), predicted = try number("predicted", in: worst), budget = try number("budget", in: f)
        v["crossfade.measured"] = String(format: "%.2f", measured * 100)
        v["crossfade.predicted"] = String(format: "%.2f", predicted * 100)
        // How many times the worst measured step fits in the budget, to one decimal.
        if measured > 0 { v["crossfade.headroom"] = String(format: "%.1f", budget / measured) }
        // The frame pair furthest from its prediction.
        guard let gap = f["worstDisagreement"] as? [String: Any], let gapFrom = gap["from"] as? String, let gapTo = gap["to"] as? String,
              let gapAppearance = gap["appearance"] as? String else {
            throw FigureError(run: "check", "the crossfade figures have no worstDisagreement pair")
        }
        v["crossfade.gapFrom"] = gapFrom
        v["crossfade.gapTo"] = gapTo
        v["crossfade.gapAppearance"] = gapAppearance
        v["crossfade.gapMeasured"] = String(format: "%.2f", try number("measured", in: gap) * 100)
        v["crossfade.gapPredicted"] = String(format: "%.2f", try number("predicted", in: gap) * 100)
        // The largest disagreement of a sum with its prediction, in percent.
        var within = 0.0
        for sum in sums {
            let m = try number("measured", in: sum), p = try number("predicted", in: sum)
            if p > 0 { within = max(within, abs(m / p - 1)) }
        }
        v["crossfade.sumsWithin"] = String(format: "%.2f", within * 100)
    }
}
