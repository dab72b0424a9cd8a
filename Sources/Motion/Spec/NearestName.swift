/// Suggestions for misspelt names ("eseIn" → "easeIn"), so an error can say what was
/// probably meant instead of only what is allowed.
enum NearestName {
    /// The candidate closest to `name` by case-insensitive edit distance, if it is close
    /// enough to be a plausible typo: at most 3 edits, and fewer than half the
    /// candidate's length so that short unrelated words are not "corrected".
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= min(3, best.0.count / 2) ? best.0 : nil
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost 1.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
