import AppSupport
import Foundation
import TestSupport
import Testing
import Tokens

/// Rewriting our design systems changed no value an app reads by a single bit: first into
/// the Format Module 2025.10's strict form (hex strings and all), then each app's (Cal AI's,
/// NutriSync's, FitAI's, AirFit's) into a resolver document (a light/dark pair became a token of the base set
/// and one of the `dark` context; NutriSync's `contrast.increased.*` overrides, the `more`
/// context). The fixture is every token as the apps read it before the rewrites, one a line,
/// every Double in full (Swift's shortest round-trip form). Recorded once since, on purpose:
/// FitAI's six translucent iOS colours (and the aliases that name them) went from
/// four-decimal approximations to iOS's exact bytes (#3C3C4399 …), the values Layout draws.
@Suite struct ResolvedTokenValuesTests {
    static let systems = ["airfit", "calai", "fitai", "nutrisync"]
    static let fixture = Checkout.root + "/Tests/TokensTests/Fixtures/resolved-tokens.txt"

    /// Every token each app reads (`DesignApps.appTokens`: a resolver document resolved in
    /// every environment and normalised, pairs named `.light`/`.dark` again), one a line.
    static func dump() throws -> [String: String] {
        var lines: [String: String] = [:]
        for system in systems {
            let resolver = Checkout.root + "/tokens/\(system).resolver.json"
            let path = FileManager.default.fileExists(atPath: resolver) ? resolver : Checkout.root + "/tokens/\(system).tokens.json"
            for t in try DesignApps.appTokens(at: path).tokens { lines["\(system) \(t.path)"] = exact(t.value) }
        }
        return lines
    }

    /// Every stored property by reflection, Doubles in full (`RGBA`'s own description
    /// rounds to 8-bit hex, which would hide a change in the last bit).
    static func exact(_ value: Any) -> String {
        if let d = value as? Double { return "\(d)" }
        if let s = value as? String { return "\"\(s)\"" }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return "\(value)" }
        let parts = mirror.children.map { ($0.label.map { "\($0): " } ?? "") + exact($0.value) }
        return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
    }

    @Test func everyValueIsTheOneBeforeTheRewrites() throws {
        let now = try Self.dump()
        let before = try String(contentsOfFile: Self.fixture, encoding: .utf8).split(separator: "\n")
        #expect(before.count == 742)
        for line in before {
            let parts = line.components(separatedBy: " = ")
            let name = parts[0], value = parts.dropFirst().joined(separator: " = ")
            // NutriSync's overrides were `contrast.increased.NAME`; normalised from the `more`
            // context they are `contrast.increased.NAME.light` and `.dark` (equal: it has no light).
            let names = now[name] == nil && name.hasPrefix("nutrisync contrast.increased.") ? [name + ".light", name + ".dark"] : [name]
            for n in names { #expect(now[n] == value, "\(n): was \(value), now \(now[n] ?? "missing")") }
        }
        // Normalising adds only names the plain files' forms imply: a pair's own name (its
        // base value) beside its halves, and an override's `.light`/`.dark`.
        let names = Set(before.map { String($0.components(separatedBy: " = ")[0]) })
        for name in now.keys where !names.contains(name) {
            let override = name.hasPrefix("nutrisync contrast.increased.") && (name.hasSuffix(".light") || name.hasSuffix(".dark"))
                && names.contains(String(name[..<name.lastIndex(of: ".")!]))
            #expect(names.contains(name + ".light") && names.contains(name + ".dark") || override, "\(name) is new")
        }
    }
}
