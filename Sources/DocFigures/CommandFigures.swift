import Foundation

/// Figures from the small commands: `proof tokens validate`, `proof list`, `proof contrast`.
enum CommandFigures {
    /// The README's block of `proof tokens validate --each` over the seed files, and each
    /// file's count ("108" for airfit: `TokenSet.tokens`, every token with a `$value`, the
    /// `$extensions` tree's springs and materials included; a resolver document's first
    /// context's, its lines being one per context).
    static func tokens(_ stdout: String) throws(FigureError) -> [String: String] {
        var values = ["tokens.validate": FigureFormat.console("proof tokens validate --each " + TokenFiles.glob, stdout)]
        for file in TokenFiles.seeds {
            guard let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("tokens/" + file + ":") || $0.hasPrefix("tokens/" + file + " (") }),
                  let count = FigureFormat.number(after: ": ok, ", in: String(line)) else {
                throw FigureError(run: FigureRun.tokens.name, "no \"tokens/\(file): ok, N tokens\" line")
            }
            values["tokens.count." + file.prefix { $0 != "." }] = count
        }
        return values
    }

    /// How many screens each app has (`proof list` lists screens with their appearances,
    /// animations marked "(animation)").
    static func list(_ stdout: String) throws(FigureError) -> [String: String] {
        let screens = stdout.split(separator: "\n").filter { !$0.hasSuffix("(animation)") }.map { $0.prefix { $0 != "/" } }
        var values: [String: String] = [:]
        for app in ["airfit", "calai", "nutrisync"] {
            let n = screens.filter { $0 == app }.count
            guard n > 0 else { throw FigureError(run: FigureRun.list.name, "no \(app) screen listed") }
            values["screens.\(app)"] = String(n)
        }
        return values
    }

    /// The blurs and shadows of a screen's display list, counted as `BlurBudget.count` counts
    /// them (a material or a layer blur, and a shadow, on an element drawn at opacity > 0);
    /// a list with opacity groups would need their opacities too, so it is refused.
    static func blurs(_ json: String) throws(FigureError) -> [String: String] {
        let run = FigureRun.dashboard.name
        guard let list = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let elements = list["elements"] as? [[String: Any]] else { throw FigureError(run: run, "not a display list") }
        guard (list["groups"] as? [Any] ?? []).isEmpty else { throw FigureError(run: run, "the dashboard has opacity groups: count with their opacities") }
        let shown = elements.filter { ($0["opacity"] as? Double ?? 1) > 0 }
        let materials = shown.filter { $0["material"] != nil || ($0["blur"] as? Double ?? 0) > 0 }.count
        let shadows = shown.filter { $0["shadow"] != nil }.count
        return ["blur.dashboard.blurs": String(materials), "blur.dashboard.shadows": String(shadows), "blur.dashboard.passes": String(materials + shadows)]
    }

    /// The sample profile's plan as the plan-ready screen shows it, read from the elements'
    /// accessibility labels ("Calories 2260", "Health score 9 out of 10") and the goal line.
    static func plan(_ json: String) throws(FigureError) -> [String: String] {
        let run = FigureRun.plan.name
        guard let list = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let elements = list["elements"] as? [[String: Any]] else { throw FigureError(run: run, "not a display list") }
        let labels = elements.compactMap { $0["accessibilityLabel"] as? String }
        var values: [String: String] = [:]
        for (key, prefix) in [("calories", "Calories "), ("carbs", "Carbs "), ("protein", "Protein "), ("fats", "Fats "), ("healthScore", "Health score ")] {
            guard let label = labels.first(where: { $0.hasPrefix(prefix) }), let n = FigureFormat.number(after: prefix, in: label) else {
                throw FigureError(run: run, "no element labelled \"\(prefix)N\"")
            }
            values["plan." + key] = n
        }
        guard let goal = labels.first(where: { $0.hasPrefix("Lose ") || $0.hasPrefix("Gain ") || $0.hasPrefix("Maintain ") }) else {
            throw FigureError(run: run, "no goal line (\"Lose … by …\")")
        }
        values["plan.goal"] = goal
        return values
    }

    /// `proof contrast FG BG --json`: the ratio as printed (two decimals).
    static func contrast(_ stdout: String, run: FigureRun) throws(FigureError) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any],
              let ratio = object["ratio"] as? NSNumber else {
            throw FigureError(run: run.name, "no \"ratio\" in \(stdout.prefix(200))")
        }
        return FigureFormat.ratio(ratio.doubleValue)
    }
}
