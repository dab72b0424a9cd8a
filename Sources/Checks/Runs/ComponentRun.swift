import AppSupport
import DisplayList
import Inspect
import Layout
import Tokens

/// `proof check components`: the seed's component rules (`ComponentCheck`) on every screen
/// and state of each app whose tokens state them (`rule.*`), on each device at the default
/// text size — the size the seed's points are given at (at larger sizes a button grows with
/// its title, which Dynamic Type and overlap check). An app whose tokens state no rule is
/// skipped with that reason: AirFit's and Cal AI's seeds set no such numbers.
package enum ComponentRun: DesignCheck {
    package static let name = "components"
    package static let measures = "the seeds' component rules (button heights and radii, cards, inputs)"
    package static var work: CheckWork { .job(seconds: 0.6) { try $0.components() } }
    package static func inapplicable(in context: CheckContext) throws -> String? {
        try context.appsInScope.allSatisfy({ try rules($0.tokens).isEmpty }) ? "no app of this run states component rules (rule.* tokens)" : nil
    }

    /// What the components check read, for `--json` and the docs' figures.
    package struct Figures: Encodable {
        /// Component outlines read, by kind (`button`, `card`, `input`, `selection`).
        package let measured: [String: Int]
        /// The apps checked, and those skipped with the reason.
        package let apps: [String]
        package let skippedApps: [String: String]
    }

    /// The rules `tokens` state; a rule token of the wrong type is bad data (65).
    package static func rules(_ tokens: TokenSet) throws -> ComponentCheck.Rules {
        func value(_ path: String, _ read: (String) throws(TokenError) -> Double) throws -> Double? {
            guard tokens[path] != nil else { return nil }
            do { return try read(path) } catch { throw ScreenRequestError.badData(error.description) }
        }
        typealias R = ComponentCheck.Rules
        var rules = R(buttonHeight: try value(R.buttonHeightToken, tokens.dimension), buttonRadius: try value(R.buttonRadiusToken, tokens.dimension),
                      buttonWidthFraction: try value(R.buttonWidthToken, tokens.number),
                      cardRadius: try value(R.cardRadiusToken, tokens.dimension), inputRadius: try value(R.inputRadiusToken, tokens.dimension))
        // The margin is a spacing, not a rule: read only where full width is a rule.
        if rules.buttonWidthFraction != nil { rules.screenMargin = try value(R.marginToken, tokens.dimension) }
        return rules
    }
}

extension CheckContext {
    package func components() throws -> CheckReport {
        var failures: [CheckReport.Failure] = []
        var items = Coverage(unit: "components and controls")
        var layouts = Coverage(unit: "layouts")
        var measured: [ComponentCheck.Kind: Int] = [:]
        var checked: [String] = [], skippedApps: [String: String] = [:]
        for app in appsInScope {
            let rules = try ComponentRun.rules(app.tokens)
            let screens = self.screens.filter { $0.id.hasPrefix(app.id + "/") }
            guard !rules.isEmpty else {
                // Not laid out: the app's tokens give the check nothing to hold its screens to.
                layouts.contain(screens.count * devices.count)
                layouts.skip("noComponentRules", screens.count * devices.count)
                skippedApps[app.id] = "its tokens state no component rules (rule.*)"
                continue
            }
            checked.append(app.id)
            let appearance = entries.first { $0.id.hasPrefix(app.id + "/") }?.appearances.first ?? .light
            for device in devices {
                for screen in screens {
                    let list = try list(screen, appearance: appearance, device: device)
                    layouts.contain()
                    layouts.measure()
                    // Counted apart from the probe: every outline and control the layout holds.
                    items.contain(list.elements.filter(ComponentCheck.isItem).count)
                    let examination = probes.components(list, rules)
                    items.measure(examination.measuredCount)
                    for (reason, n) in examination.skipped { items.skip(reason, n) }
                    for (kind, n) in examination.measured { measured[kind, default: 0] += n }
                    for p in examination.problems {
                        failures.append(.init(line: "\(screen.label) · \(device.id): \(p.problem) — \(p.elementID)", screen: screen.label, element: p.elementID,
                                              data: ["device": .text(device.id), "state": .text(screen.state ?? ""), "kind": .text(p.kind.rawValue), "rule": .text(p.rule), "problem": .text(p.problem)]))
                    }
                }
            }
        }
        func count(_ kind: ComponentCheck.Kind) -> String {
            let n = measured[kind] ?? 0
            return "\(n) \(kind.noun)\(n == 1 ? "" : "s")"
        }
        let skipped: [String] = skippedApps.keys.sorted()
        let kinds: String = ComponentCheck.Kind.allCases.map(count).joined(separator: ", ")
        let where_: String = checked.isEmpty ? "no app" : checked.joined(separator: ", ")
        let onDevices: String = devices.map(\.id).joined(separator: ", ")
        var summary = "\(items.measured) components (\(kinds)) on \(layouts.measured) layouts of \(where_)"
        summary += " (every screen and state at the default text size on \(onDevices))"
        if !skipped.isEmpty { summary += "; " + skipped.joined(separator: ", ") + ": no component rules in their tokens" }
        summary += "; \(failures.count) break the rules"
        var report = CheckReport(name: ComponentRun.name, summary: summary, failures: failures, coverage: [items, layouts], devices: devices.map(\.id))
        report.components = .init(measured: Dictionary(uniqueKeysWithValues: measured.map { ($0.key.rawValue, $0.value) }), apps: checked, skippedApps: skippedApps)
        return report
    }
}

extension ComponentRun {
    /// What the shards read, summed by kind; the apps with rules and the apps skipped, joined.
    package static func mergedFigures(_ shards: [[String: CheckJSON]]) -> [String: CheckJSON] {
        let components = shards.compactMap { $0["components"]?.object }
        guard !components.isEmpty else { return [:] }
        var measured: [String: Int] = [:], apps: [CheckJSON] = [], skipped: [String: CheckJSON] = [:]
        for c in components {
            for (kind, n) in c["measured"]?.object ?? [:] { measured[kind, default: 0] += n.int ?? 0 }
            for app in c["apps"]?.array ?? [] where !apps.contains(app) { apps.append(app) }
            skipped.merge(c["skippedApps"]?.object ?? [:]) { a, _ in a }
        }
        return ["components": .object(["measured": .object(measured.mapValues(CheckJSON.int)), "apps": .array(apps), "skippedApps": .object(skipped)])]
    }
}
