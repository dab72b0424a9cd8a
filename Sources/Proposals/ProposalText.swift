import AppSupport
import Checks

/// The proposals as `proof check --propose` prints them: one line each, after the checks.
package enum ProposalText {
    /// `calai token color.text.secondary.light #A4A4A7 → #6E6E72 (L −0.160): 2.31:1 → 4.63:1, needs 4.5 — 37 uses, 3 failing, e.g. …`
    package static func line(_ p: Proposal) -> String {
        if p.check == BlurBudgetRun.name {
            return "\(p.app) blur-budget \(p.screen ?? "?"): draw \(p.element ?? "?") without its material — at most \(Int(p.worstBefore)) → \(Int(p.worstAfter)) blurs at once, budget \(Int(p.required)); in \(p.failing) frames over it"
                + (p.examples.first.map { ", e.g. " + $0 } ?? "")
        }
        if p.check == MotionRun.name, isStagger(p) {
            return "\(p.app) motion token \(p.token ?? "?") \(p.from) → \(p.to) — \(p.failing) cascade\(p.failing == 1 ? "" : "s") under a frame → 0"
                + (p.examples.first.map { ", e.g. " + $0 } ?? "")
        }
        if p.check == MotionRun.name, isLanding(p) {
            return "\(p.app) motion token \(p.token ?? "?") \(p.from) → \(p.to) — \(p.failing) text\(p.failing == 1 ? "" : "s") left part-way → 0"
                + (p.examples.first.map { ", e.g. " + $0 } ?? "")
        }
        if p.check == MotionRun.name {
            return "\(p.app) motion token \(p.token ?? "?") \(p.from) → \(p.to) — \(p.failing) linear track\(p.failing == 1 ? "" : "s") → 0, \(p.uses) moved"
                + (p.examples.first.map { ", e.g. " + $0 } ?? "")
        }
        if p.check == DynamicTypeRun.name {
            return "\(p.app) dynamic-type \(p.screen ?? "?") \(p.element ?? "?"): \(p.from) → \(p.to) — \(p.failing) failing layouts → 0 of \(p.uses)"
                + (p.examples.first.map { ", e.g. " + $0 } ?? "") + " — " + p.why
        }
        if p.check == FoldRun.name {
            return "\(p.app) fold \(p.screen ?? "?") \(p.element ?? "?"): \(p.to) above the fold made by \(p.from) — \(p.failing) sliced lines → 0 of \(p.uses) layouts"
                + (p.examples.first.map { ", e.g. " + $0 } ?? "")
        }
        let ratios = "\(fmt(p.worstBefore)):1 → \(fmt(p.worstAfter)):1, needs \(fmt(p.required))"
        let change = "\(p.from) → \(p.to)" + (p.lightnessChange.map { " (L \($0 < 0 ? "−" : "+")\(fmt3(abs($0))))" } ?? "")
        let example = p.examples.first.map { ", e.g. " + $0 } ?? ""
        switch p.kind {
        case .token:
            return "\(p.app) token \(p.token ?? "?") \(change): \(ratios) — \(p.uses) uses, \(p.failing) failing\(example)"
        case .element:
            let whereDrawn = [p.appearance, p.contrast == "high" ? "high-contrast" : nil, p.gradient.map { "on " + $0 }].compactMap { $0 }.joined(separator: " ")
            return "\(p.app) element \(p.screen ?? "?") \(p.element ?? "?")\(whereDrawn.isEmpty ? "" : " (" + whereDrawn + ")") \(change): \(ratios)\(example) — \(p.why)"
        }
    }

    /// A motion proposal that lands a cascade's glyphs (a number: its phase end), not one
    /// that makes a curve a spring (a spring token's path).
    package static func isLanding(_ p: Proposal) -> Bool { Double(p.to) != nil && !isStagger(p) }

    /// A motion proposal that staggers a cascade's glyphs a frame apart (its stagger token).
    package static func isStagger(_ p: Proposal) -> Bool { Double(p.to) != nil && p.token?.hasSuffix(".stagger") == true }

    /// What a proposal measured before and after, in its check's own terms.
    package static func measure(_ p: Proposal) -> String {
        func count(_ v: Double) -> String { String(Int(v.rounded())) }
        switch p.check {
        case BlurBudgetRun.name: return "\(count(p.worstBefore)) → \(count(p.worstAfter)) blurs at once, budget \(count(p.required))"
        case DynamicTypeRun.name: return "\(count(p.worstBefore)) failing layouts → \(count(p.worstAfter)) of \(p.uses)"
        case FoldRun.name: return "\(count(p.worstBefore)) sliced lines → \(count(p.worstAfter)), \(p.uses) layouts"
        case MotionRun.name where isStagger(p): return "\(count(p.worstBefore)) cascades under a frame → \(count(p.worstAfter))"
        case MotionRun.name where isLanding(p): return "\(count(p.worstBefore)) texts left part-way → \(count(p.worstAfter))"
        case MotionRun.name: return "\(count(p.worstBefore)) linear tracks → \(count(p.worstAfter))"
        default: return "\(fmt(p.worstBefore)):1 → \(fmt(p.worstAfter)):1, needs \(fmt(p.required)):1"
        }
    }

    package static func fmt3(_ v: Double) -> String {
        let s = String(Int((v * 1000).rounded()))
        let padded = String(repeating: "0", count: max(0, 4 - s.count)) + s
        return String(padded.dropLast(3)) + "." + String(padded.suffix(3))
    }
}
