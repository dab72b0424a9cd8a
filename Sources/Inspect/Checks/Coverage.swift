/// What a check covered, counted in one unit ("text and icon elements", "layouts"): how many
/// such items the screens it read contain, how many it measured, and how many it skipped
/// and why. Every item must be one or the other: a check that measured nothing, or left
/// items neither measured nor skipped, has not looked at what it claims to judge.
public struct Coverage: Sendable, Equatable, Codable {
    /// What is counted, plural: "text and icon elements".
    public let unit: String
    /// Items the covered screens contain, counted apart from the measurement.
    public private(set) var contained = 0
    /// Items measured.
    public private(set) var measured = 0
    /// Items deliberately not measured, by reason ("systemChrome", "clipped", …).
    public private(set) var skipped: [String: Int] = [:]

    /// Nothing counted yet, in `unit`.
    public init(unit: String) { self.unit = unit }

    /// Coverage of these counts (reasons with a count of 0 are dropped).
    public init(unit: String, contained: Int, measured: Int, skipped: [String: Int] = [:]) {
        self.unit = unit
        self.contained = contained
        self.measured = measured
        self.skipped = skipped.filter { $0.value != 0 }
    }

    /// Counts `n` more items the screens contain.
    public mutating func contain(_ n: Int = 1) { contained += n }
    /// Counts `n` more items measured.
    public mutating func measure(_ n: Int = 1) { measured += n }
    /// Counts `n` more items skipped for `reason`.
    public mutating func skip(_ reason: String, _ n: Int = 1) {
        guard n != 0 else { return }
        skipped[reason, default: 0] += n
    }

    /// Items skipped, for every reason.
    public var skippedCount: Int { skipped.values.reduce(0, +) }
    /// Items neither measured nor skipped (negative: more were accounted for than exist).
    public var unaccounted: Int { contained - measured - skippedCount }

    /// Why no verdict on this coverage can be a pass; nil when every item was measured or
    /// skipped for a stated reason and at least one was measured.
    public var shortfall: String? {
        if contained == 0 { return "the screens it covered contain no \(unit): nothing was checked" }
        if measured == 0 { return "measured none of the \(contained) \(unit)" + skippedPhrase }
        if unaccounted > 0 {
            return "measured \(measured) of \(contained) \(unit)" + skippedPhrase + "; \(unaccounted) neither measured nor skipped"
        }
        if unaccounted < 0 {
            return "accounted for \(measured + skippedCount) \(unit) (\(measured) measured" + (skipped.isEmpty ? "" : ", \(skippedCount) skipped")
                + ") where the screens contain \(contained)"
        }
        return nil
    }

    private var skippedPhrase: String {
        skipped.isEmpty ? "" : " (skipped " + skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")"
    }
}

/// The one rule every check's verdict follows: it passes when nothing failed AND its
/// coverage is complete — never on nothing measured, never with items unaccounted for.
public struct CheckVerdict: Sendable, Equatable {
    /// Nothing failed and every coverage is complete.
    public let passed: Bool
    /// One line per incomplete coverage, saying what was not measured.
    public let shortfalls: [String]

    /// The verdict on `failures` failed items over `coverage` (none at all is a shortfall).
    public init(failures: Int, coverage: [Coverage]) {
        shortfalls = coverage.isEmpty ? ["the check reported no coverage: nothing was checked"] : coverage.compactMap(\.shortfall)
        passed = failures == 0 && shortfalls.isEmpty
    }
}
