import Checks
import DisplayList
import Foundation
import ProofOutput
import Inspect
import Tokens

/// `proof check --merge PATH…`: the `--json` results of `check --shard K/N` (files, or
/// folders whose `*.json` files are such results) combined into one verdict, as one
/// unsharded run would give it.
///
/// Each check's failures and listed items (`notVisible`, `behindModal`, `beyond`, `pairs`,
/// the motion figures) are the shards' joined, in shard order; its coverage is summed unit
/// by unit, and `CheckVerdict` decides the merged verdict on the sums — so an item no shard
/// measured fails as in one run, and a shard's "nothing in this shard" does not hide it.
/// The summary is the merge's own (the counts summed; a shard's worst-case phrases are not
/// recomputed). Refused, in one line with exit 65: a file that is not a check result, an
/// unsharded result, shards of different N, a shard given twice, shards that ran different
/// checks. A missing shard is not refused: the merged verdict fails and names it
/// (`merged.missing`), since its screens were checked by no one.
package enum CheckMerge {
    /// One shard's result as read.
    package struct Part {
        let path: String
        let shard: Shard
        let checks: [[String: CheckJSON]]
        /// What the shard was checked with (`CheckOptions`), as read.
        let options: [String: CheckJSON]?
        var names: [String] { checks.map { $0["name"]?.string ?? "?" } }
    }

    /// The largest result read: a full run's `--json` is a few MB.
    static let maxSize = 256 << 20

    static func run(_ paths: [String], json: Bool, limit: Int) throws {
        let parts = try read(try files(paths))
        let merged = merge(parts)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(merged), as: UTF8.self))
        } else {
            printText(merged, limit: limit)
        }
        if merged["passed"] != .bool(true) { throw Exit.checkFailed }
    }

    /// The files `paths` name: each file as given, each folder's `*.json` files sorted
    /// (`found`: read only when they are regular files — nobody named them, and a FIFO or
    /// a link to a device among them must not stall the merge).
    static func files(_ paths: [String]) throws(CLIError) -> [(path: String, found: Bool)] {
        var out: [(path: String, found: Bool)] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .io("\(DiagnosticLine.shown(path)): cannot read: no such file or folder")
            }
            guard isFolder.boolValue else { out.append((path, false)); continue }
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                throw .io("\(DiagnosticLine.shown(path)): cannot list the folder")
            }
            let found = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            if found.isEmpty { throw .badData("\(DiagnosticLine.shown(path)) holds no .json file: give the files check --shard K/N --json wrote, or their folders") }
            out += found.map { ((path.hasSuffix("/") ? path : path + "/") + $0, true) }
        }
        return out
    }

    /// Every file as one shard's result, sorted by shard; refuses what cannot be merged.
    package static func read(_ files: [(path: String, found: Bool)]) throws(CLIError) -> [Part] {
        var parts: [Part] = []
        for (path, found) in files {
            let shown = DiagnosticLine.shown(path)
            let data: Data
            switch InputFile.read(path, limit: maxSize, regularOnly: found) {
            case .success(let bytes): data = Data(bytes)
            case .failure(let problem):
                if problem.isIOError { throw .io("\(shown): " + problem.reason) }
                throw .badData("\(shown) \(problem.reason): not a proof check --json result")
            }
            let notResult = "\(shown) is not a proof check --json result"
            guard let run = (try? JSONDecoder().decode(CheckJSON.self, from: data))?.object else { throw .badData(notResult + " (not a JSON object)") }
            let found = run["schema"].flatMap { s in s["name"]?.string.flatMap { n in s["version"]?.int.map { OutputSchema(name: n, version: $0) } } }
            if let problem = OutputSchema.checkRun.problem(with: found) { throw .badData(notResult + ": " + problem) }
            if run["merged"] != nil { throw .badData("\(shown) is already a merged result: merge the shards' own results") }
            guard let text = run["shard"]?.string else {
                throw .badData("\(shown) is the result of an unsharded check: merge the results of check --shard K/N --json")
            }
            let shard: Shard
            do { shard = try Shard(parsing: text) } catch { throw .badData("\(shown): its shard is not K/N: " + error.line(source: "shard", separator: " ")) }
            guard let checks = run["checks"]?.array?.compactMap(\.object), checks.count == run["checks"]?.array?.count else {
                throw .badData(notResult + " (no list of checks)")
            }
            let part = Part(path: shown, shard: shard, checks: checks, options: run["options"]?.object)
            if let other = parts.first(where: { $0.shard.count != shard.count }) {
                throw .badData("\(shown) is shard \(shard) but \(other.path) is shard \(other.shard): merge the shards of one split (one N)")
            }
            if let other = parts.first(where: { $0.shard == shard }) {
                throw .badData("\(other.path) and \(shown) are both shard \(shard): give each shard once")
            }
            if let other = parts.first, other.names != part.names {
                throw .badData("\(shown) ran \(part.names.joined(separator: ", ")) but \(other.path) ran \(other.names.joined(separator: ", ")): merge the shards of one command line")
            }
            if let other = parts.first, let difference = CheckOptions.difference(other.options, part.options, a: other.path, b: shown) {
                throw .badData(difference)
            }
            parts.append(part)
        }
        return parts.sorted { $0.shard.index < $1.shard.index }
    }

    /// The merged result: `schema`, `passed`, `checks` as one run writes them, and `merged`
    /// (how many shards, which are missing).
    package static func merge(_ parts: [Part]) -> [String: CheckJSON] {
        let count = parts.first?.shard.count ?? 0
        let missing = (1...max(count, 1)).filter { k in !parts.contains { $0.shard.index == k } }.map { "\($0)/\(count)" }
        let checks = (parts.first?.checks.indices ?? 0..<0).map { i in mergeCheck(parts.map { $0.checks[i] }, shards: parts.count, of: count) }
        let passed = missing.isEmpty && checks.allSatisfy { $0["passed"] == .bool(true) }
        var result: [String: CheckJSON] = [
            "schema": .object(["name": .string(OutputSchema.checkRun.name), "version": .int(OutputSchema.checkRun.version)]),
            "passed": .bool(passed),
            "checks": .array(checks.map(CheckJSON.object)),
            "merged": .object(["shards": .int(count), "missing": .array(missing.map(CheckJSON.string))]),
        ]
        // Every shard's are equal (`read` refuses others).
        if let options = parts.first?.options { result["options"] = .object(options) }
        return result
    }

    /// One check across the shards.
    static func mergeCheck(_ shards: [[String: CheckJSON]], shards given: Int, of count: Int) -> [String: CheckJSON] {
        var out: [String: CheckJSON] = ["name": shards[0]["name"] ?? .null]
        // The failures each shard measured; the coverage shortfalls are recomputed below.
        let failures: [CheckJSON] = shards.flatMap { $0["failures"]?.array ?? [] }.filter { f in
            !CheckReport.isShortfall(line: f["line"]?.string ?? "", screen: f["screen"]?.string ?? "", kind: f["data"]?["kind"]?.string)
        }
        let coverage = mergedCoverage(shards.map { ($0["coverage"]?.array ?? []).compactMap(readCoverage) })
        let verdict = CheckVerdict(failures: failures.count, coverage: coverage)
        out["passed"] = .bool(verdict.passed)
        out["measured"] = .int(coverage.first?.measured ?? 0)
        out["coverage"] = .array(coverage.map(json))
        out["failures"] = .array(verdict.shortfalls.map { s in
            .object(["line": .string(CheckReport.shortfallPrefix + s), "screen": .string(""), "data": .object(["kind": .string("coverage")])])
        } + failures)
        let counts: [String] = coverage.map { (c: Coverage) -> String in
            let skipped: String = c.skippedCount == 0 ? "" : " (\(c.skippedCount) skipped)"
            return "\(c.measured) of \(c.contained) \(c.unit)" + skipped
        }
        let measuredText: String = counts.isEmpty ? "nothing measured" : counts.joined(separator: "; ")
        let failureText: String = "; \(failures.count) failure" + (failures.count == 1 ? "" : "s")
        let shortfallText: String = verdict.shortfalls.map { "; NOT CHECKED: " + $0 }.joined()
        out["summary"] = .string("merged from \(given) of \(count) shards: " + measuredText + failureText + shortfallText)
        // Listed items: every shard's, joined.
        for key in ["notVisible", "behindModal", "beyond"] where shards.contains(where: { $0[key] != nil }) {
            out[key] = .array(shards.flatMap { $0[key]?.array ?? [] })
        }
        if let devices = shards.lazy.compactMap({ $0["devices"] }).first { out["devices"] = devices }
        // The figures of the check's own (the cross-fade's, the components', the motion's).
        if let name = shards[0]["name"]?.string, let check = CheckRegistry.check(named: name) {
            out.merge(check.mergedFigures(shards)) { _, merged in merged }
        }
        return out
    }

    static func readCoverage(_ value: CheckJSON) -> Coverage? {
        guard let unit = value["unit"]?.string, let contained = value["contained"]?.int, let measured = value["measured"]?.int else { return nil }
        return Coverage(unit: unit, contained: contained, measured: measured, skipped: (value["skipped"]?.object ?? [:]).compactMapValues(\.int))
    }

    static func json(_ c: Coverage) -> CheckJSON {
        .object(["unit": .string(c.unit), "contained": .int(c.contained), "measured": .int(c.measured), "skipped": .object(c.skipped.mapValues(CheckJSON.int))])
    }

    /// The shards' coverages summed by unit. The units keep each shard's order: a unit only
    /// some shards report (the motion check's no-linear claim, the contrast check's token
    /// pairs) goes after the unit it follows there, or first.
    static func mergedCoverage(_ shards: [[Coverage]]) -> [Coverage] {
        var order: [String] = []
        var sums: [String: Coverage] = [:]
        for list in shards {
            for (i, c) in list.enumerated() {
                if let s = sums[c.unit] {
                    sums[c.unit] = Coverage(unit: c.unit, contained: s.contained + c.contained, measured: s.measured + c.measured,
                                            skipped: s.skipped.merging(c.skipped, uniquingKeysWith: +))
                } else {
                    sums[c.unit] = c
                    let after = i == 0 ? nil : order.firstIndex(of: list[i - 1].unit)
                    order.insert(c.unit, at: after.map { $0 + 1 } ?? (i == 0 ? 0 : order.count))
                }
            }
        }
        return order.map { sums[$0]! }
    }

    /// As `proof check` prints its verdicts, after one line on the shards merged.
    static func printText(_ merged: [String: CheckJSON], limit: Int) {
        let shards = merged["merged"]?["shards"]?.int ?? 0
        let missing = (merged["merged"]?["missing"]?.array ?? []).compactMap(\.string)
        if missing.isEmpty {
            print("MERGED \(shards) of \(shards) shards")
        } else {
            print("FAIL  shards — \(shards - missing.count) of \(shards) shards merged; missing \(missing.joined(separator: ", ")): their screens and animations were not checked")
        }
        for check in merged["checks"]?.array ?? [] {
            print((check["passed"] == .bool(true) ? "PASS  " : "FAIL  ") + (check["name"]?.string ?? "") + " — " + (check["summary"]?.string ?? ""))
            let failures = check["failures"]?.array ?? []
            for f in failures.prefix(limit) { print("      " + (f["line"]?.string ?? "")) }
            if failures.count > limit { print("      … and \(failures.count - limit) more (--json lists all)") }
            if let beyond = check["beyond"]?.array, !beyond.isEmpty {
                print("      beyond \(DynamicTypeRun.bound.cliName) (listed, not required):")
                for b in beyond.prefix(limit) { print("      " + (b["line"]?.string ?? "")) }
                if beyond.count > limit { print("      … and \(beyond.count - limit) more (--json lists all)") }
            }
        }
    }
}
