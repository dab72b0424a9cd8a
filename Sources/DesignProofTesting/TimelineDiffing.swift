public import SnapshotTesting
import Foundation

extension Diffing where Value == String {
    /// Compares two `timeline.json` documents by what they say, not by their text: the
    /// animation's id, fps and frame count exactly; its duration, each row's from, to, start,
    /// end and every sample within `tolerance`; each row's element, property and curve
    /// exactly. Keys it does not know are ignored on both sides, so the format can grow (a
    /// row's spring forms, say) without failing references recorded before.
    public static var timelineJSON: Diffing { timelineJSON(tolerance: 1e-6) }

    /// Compares two `timeline.json` documents as `timelineJSON` does, numbers within `tolerance`.
    public static func timelineJSON(tolerance: Double) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, actual in
            if reference == actual { return nil }
            return TimelineComparison(tolerance: tolerance).difference(reference: reference, actual: actual).map {
                ($0, [.data(Data(actual.utf8), name: "timeline.json")])
            }
        }
    }
}

/// The first thing two timeline documents disagree on, in words.
struct TimelineComparison {
    let tolerance: Double

    func difference(reference: String, actual: String) -> String? {
        guard let old = object(reference) else { return "the reference is not a timeline document (not a JSON object)" }
        guard let new = object(actual) else { return "the timeline could not be encoded as JSON" }
        // A reference in another format (one written before schemas has none) is re-recorded,
        // not read as if it were this one.
        if let problem = sameSchema(old, new) { return problem }
        for key in ["animation"] {
            if let problem = same(string: key, old, new, at: "timeline") { return problem }
        }
        for key in ["fps", "frameCount"] {
            if let problem = same(number: key, old, new, at: "timeline", tolerance: 0) { return problem }
        }
        if let problem = same(number: "duration", old, new, at: "timeline", tolerance: tolerance) { return problem }
        guard let oldRows = old["rows"] as? [Any], let newRows = new["rows"] as? [Any] else { return "timeline: no rows array in the reference or now" }
        if oldRows.count != newRows.count { return "timeline has \(newRows.count) rows, the reference \(oldRows.count)" }
        let fps = (new["fps"] as? NSNumber)?.doubleValue ?? 0
        for (r, (a, b)) in zip(oldRows, newRows).enumerated() {
            guard let a = a as? [String: Any], let b = b as? [String: Any] else { return "timeline row \(r) is not an object" }
            let at = "timeline row \(r) (\(b["element"] as? String ?? "?") \(b["property"] as? String ?? "?"))"
            for key in ["element", "property", "curve"] {
                if let problem = same(string: key, a, b, at: at) { return problem }
            }
            for key in ["from", "to", "start", "end"] {
                if let problem = same(number: key, a, b, at: at, tolerance: tolerance) { return problem }
            }
            guard let oldSamples = a["samples"] as? [Any], let newSamples = b["samples"] as? [Any] else { return "\(at): no samples in the reference or now" }
            if oldSamples.count != newSamples.count { return "\(at) has \(newSamples.count) samples, the reference \(oldSamples.count)" }
            for (k, (x, y)) in zip(oldSamples, newSamples).enumerated() {
                guard let x = (x as? NSNumber)?.doubleValue, let y = (y as? NSNumber)?.doubleValue else { return "\(at) sample \(k) is not a number" }
                if abs(x - y) > tolerance {
                    let time = fps > 0 ? String(format: " (t = %.3f s)", Double(k) / fps) : ""
                    return "\(at) sample \(k)\(time) is \(number(y)), the reference \(number(x)) (tolerance \(number(tolerance)))"
                }
            }
        }
        return nil
    }

    private func sameSchema(_ old: [String: Any], _ new: [String: Any]) -> String? {
        func tag(_ document: [String: Any]) -> String {
            guard let schema = document["schema"] as? [String: Any], let name = schema["name"] as? String,
                  let version = (schema["version"] as? NSNumber)?.intValue else { return "no schema" }
            return "\(name) version \(version)"
        }
        let was = tag(old), now = tag(new)
        return was == now ? nil : "timeline: the reference has \(was), this run writes \(now) (docs/FORMATS.md): re-record it"
    }

    private func object(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }

    private func same(string key: String, _ a: [String: Any], _ b: [String: Any], at: String) -> String? {
        let x = a[key] as? String, y = b[key] as? String
        guard let x, let y else { return x == nil && y == nil ? nil : "\(at): \(key) is \(show(y)), the reference \(show(x))" }
        return x == y ? nil : "\(at): \(key) is \(show(y)), the reference \(show(x))"
    }

    private func same(number key: String, _ a: [String: Any], _ b: [String: Any], at: String, tolerance: Double) -> String? {
        let x = (a[key] as? NSNumber)?.doubleValue, y = (b[key] as? NSNumber)?.doubleValue
        guard let x, let y else {
            return x == nil && y == nil ? nil : "\(at): \(key) is \(y.map(number) ?? "missing"), the reference \(x.map(number) ?? "missing")"
        }
        return abs(x - y) <= tolerance ? nil : "\(at): \(key) is \(number(y)), the reference \(number(x))"
    }

    private func show(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "missing" }

    private func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}
