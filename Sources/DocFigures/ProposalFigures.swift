import Foundation

/// The figures of docs/CHECKS.md's proposals and the README's, from the same `proof check
/// --propose --json` run as the checks' (`proposals` and `proposalsRecheck`):
/// `proposals.count`, `.tokens`, `.elements`, `.rounds`, `.recheck`, `.table` (every
/// proposal as a Markdown table, the GradientNumber's 48 in one row per screen) and, for
/// the README's dashboard, `proposals.airfit/dashboard.1920.light.before|after|to` and
/// `proposals.airfit/dashboard.drop.fill.before|after|to`.
enum ProposalFigures {
    struct Proposal {
        let app, kind, from, to, why: String
        let token, screen, element, appearance, gradient: String?
        let required, before, after: Double
        let uses, failing: Int
        let examples: [String]
    }

    static func values(_ stdout: String) throws(FigureError) -> [String: String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
              let list = object["proposals"] as? [[String: Any]], let recheck = object["proposalsRecheck"] as? [String: Any] else {
            throw FigureError(run: "check", "the check run has no proposals: it must run with --propose")
        }
        var proposals: [Proposal] = []
        for p in list {
            func number(_ key: String) -> Double? { (p[key] as? NSNumber)?.doubleValue }
            guard let app = p["app"] as? String, let kind = p["kind"] as? String, let from = p["from"] as? String, let to = p["to"] as? String,
                  let why = p["why"] as? String, let required = number("required"), let before = number("worstBefore"), let after = number("worstAfter"),
                  let uses = p["uses"] as? Int, let failing = p["failing"] as? Int else {
                throw FigureError(run: "check", "a proposal without app, kind, from, to, why, ratios or counts")
            }
            proposals.append(Proposal(app: app, kind: kind, from: from, to: to, why: why, token: p["token"] as? String, screen: p["screen"] as? String,
                                      element: p["element"] as? String, appearance: p["appearance"] as? String, gradient: p["gradient"] as? String,
                                      required: required, before: before, after: after, uses: uses, failing: failing,
                                      examples: p["examples"] as? [String] ?? []))
        }
        var v: [String: String] = [:]
        v["proposals.count"] = String(proposals.count)
        v["proposals.tokens"] = String(proposals.filter { $0.kind == "token" }.count)
        v["proposals.elements"] = String(proposals.filter { $0.kind == "element" }.count)
        v["proposals.rounds"] = String(recheck["rounds"] as? Int ?? 0)
        let passed = recheck["passed"] as? Bool ?? false
        v["proposals.recheck"] = passed ? "passes" : "still fails \(recheck["failures"] as? Int ?? 0) times"
        v["proposals.table"] = table(proposals)
        // The README's dashboard: the number on its default gradient, the water drop.
        if let number = proposals.first(where: { $0.screen == "airfit/dashboard" && $0.element?.hasSuffix("GradientNumber.2") == true
                                                   && $0.appearance == "light" && $0.gradient == "mintAqua" }) {
            v["proposals.airfit/dashboard.1920.light.before"] = FigureFormat.ratio(number.before)
            v["proposals.airfit/dashboard.1920.light.after"] = FigureFormat.ratio(number.after)
            v["proposals.airfit/dashboard.1920.light.to"] = number.to
        }
        if let drop = proposals.first(where: { $0.screen == "airfit/dashboard" && $0.element?.hasSuffix("WaterCard.2/Image") == true }) {
            v["proposals.airfit/dashboard.drop.fill.before"] = FigureFormat.ratio(drop.before)
            v["proposals.airfit/dashboard.drop.fill.after"] = FigureFormat.ratio(drop.after)
            v["proposals.airfit/dashboard.drop.fill.to"] = drop.to
        }
        return v
    }

    /// One row per proposal, except an element proposed on many gradients (the
    /// GradientNumber): one row per screen and element, with the range of its ratios.
    static func table(_ proposals: [Proposal]) -> String {
        var rows = ["| app | change | where it failed | worst before → after (needs) | why |", "|---|---|---|---|---|"]
        func cell(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
        // The last three parts of an element's id, or as many more as tell it from every
        // other element proposed (three FitAI rows end alike: …/MarkBesideWords/HStack/Image).
        let elements = Set(proposals.compactMap(\.element))
        func name(_ element: String?) -> String {
            guard let element else { return "?" }
            let parts = element.split(separator: "/")
            for k in 3..<max(4, parts.count + 1) {
                let tail = parts.suffix(k).joined(separator: "/")
                if !elements.contains(where: { $0 != element && ($0 == tail || $0.hasSuffix("/" + tail)) }) { return tail }
            }
            return element
        }
        var done = Set<String>()
        for p in proposals {
            if p.kind == "element", p.gradient != nil {
                let key = "\(p.app)|\(p.screen ?? "")|\(p.element ?? "")"
                guard done.insert(key).inserted else { continue }
                let all = proposals.filter { $0.kind == "element" && $0.gradient != nil && "\($0.app)|\($0.screen ?? "")|\($0.element ?? "")" == key }
                let change = all.allSatisfy({ $0.to.hasPrefix("gradient.") }) ? "draw \(name(p.element)) with its gradient token's other appearance (\(all.count) gradients × appearances)"
                    : "\(name(p.element)): a colour per gradient (\(all.count))"
                let why = all.allSatisfy({ $0.to.hasPrefix("gradient.") })
                    ? "drawn with the gradient token it sits on (gradient.NAME.light on light screens): the same token's other appearance keeps the gradient idea and passes"
                    : p.why
                rows.append("| \(p.app) | \(cell(change)) | \(p.screen ?? "") | \(FigureFormat.ratio(all.map(\.before).min()!)) → \(FigureFormat.ratio(all.map(\.after).min()!)) (\(FigureFormat.ratio(p.required))) | \(cell(why)) |")
                continue
            }
            let change = p.kind == "token" ? "`\(p.token ?? "?")` \(p.from) → \(p.to)"
                : "\(name(p.element))\(p.appearance.map { " (" + $0 + ")" } ?? "") \(p.from) → \(p.to)"
            let wherePlace = p.kind == "token" ? "\(p.failing) of \(p.uses) uses, e.g. " + (p.examples.first ?? "") : (p.screen ?? "")
            rows.append("| \(p.app) | \(cell(change)) | \(cell(wherePlace)) | \(FigureFormat.ratio(p.before)) → \(FigureFormat.ratio(p.after)) (\(FigureFormat.ratio(p.required))) | \(cell(p.why)) |")
        }
        return rows.joined(separator: "\n")
    }
}
