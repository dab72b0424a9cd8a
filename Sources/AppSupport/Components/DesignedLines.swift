public import Layout

/// A title set in the designer's lines ("We want you to try" / "Cal AI for free") while each
/// of them fits the width on one line, and as one run of words wrapped by the text system once
/// one does not: a hard line break kept at the accessibility sizes leaves lone words
/// ("We want you to / try / Cal AI for free"), which no designer would set. Font, colour,
/// alignment and scale factor come from the environment, as they do for `Text`.
nonisolated public struct DesignedLines: View {
    let lines: [String]

    /// The title as `lines`, top to bottom; their words joined by a space once the lines no
    /// longer fit.
    public init(_ lines: String...) { self.lines = lines }

    public var body: some View {
        ViewThatFits(in: .horizontal) {
            Text(lines.joined(separator: "\n")).fixedSize(horizontal: false, vertical: true)
            Text(lines.joined(separator: " ")).fixedSize(horizontal: false, vertical: true)
        }
    }
}
