import ProofOutput
import AppSupport

/// How a rendered animation's `timeline.json` differs from its reference's: the first row
/// that is not the same (its element, property, ends, times, curve), or the first sample
/// that moved. Samples are written rounded to 1e-6, so equal values compare exactly.
package struct TimelineComparison {
    let reference: TimelineDocument
    let rendered: TimelineDocument

    /// One line naming the first difference, or nil when the rows are the same.
    package var difference: String? {
        if reference.rows.count != rendered.rows.count {
            return "timeline.json: the reference has \(reference.rows.count) rows, this render \(rendered.rows.count)"
        }
        for (i, (old, new)) in zip(reference.rows, rendered.rows).enumerated() {
            let (a, b) = (Self.describe(old), Self.describe(new))
            if a != b { return "timeline.json: row \(i) was \(a), is \(b)" }
            if let k = old.samples.indices.first(where: { old.samples[$0] != new.samples[$0] }) {
                let t = Double(k) / Double(rendered.fps)
                return "timeline.json: row \(i) (\(old.element) \(old.property)) at frame \(k) (t = \(AnimationVerifier.seconds(t)) s) "
                    + "was \(formatNumber(old.samples[k])), is \(formatNumber(new.samples[k]))"
            }
        }
        return nil
    }

    /// A row without its samples, as the message shows it.
    private static func describe(_ r: TimelineDocument.Row) -> String {
        "\(r.element) \(r.property) \(formatNumber(r.from)) → \(formatNumber(r.to)) over \(formatNumber(r.start))…\(formatNumber(r.end)) s, \(r.curve)"
    }

    package init(reference: TimelineDocument, rendered: TimelineDocument) {
        self.reference = reference; self.rendered = rendered
    }
}
