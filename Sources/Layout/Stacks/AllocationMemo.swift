import DisplayList

/// A stack's answers for one layout: the sizes its children take, by proposal.
///
/// Keys are the proposal's exact bits (nil, ±0, infinities and all), so a remembered
/// answer is only reused for a proposal that would compute the very same one. The memo
/// belongs to one node of one built tree; should that tree be laid out again with another
/// `LayoutContext` (another measurer), the answers are forgotten first.
final class AllocationMemo {
    private struct Key: Hashable {
        let width: UInt64?
        let height: UInt64?
        init(_ p: ProposedSize) {
            width = p.width?.bitPattern
            height = p.height?.bitPattern
        }
    }

    private var answers: [Key: [Size]] = [:]
    private weak var context: LayoutContext?

    /// The remembered answer for `proposal` in `context`, or `compute()`'s, remembered.
    func value(for proposal: ProposedSize, in context: LayoutContext, _ compute: () -> [Size]) -> [Size] {
        if self.context !== context {
            answers.removeAll()
            self.context = context
        }
        let key = Key(proposal)
        if let known = answers[key] { return known }
        let sizes = compute()
        answers[key] = sizes
        return sizes
    }
}
