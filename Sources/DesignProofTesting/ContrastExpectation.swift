public import Testing
public import Tokens
import AppSupport
import Inspect

/// Expects `foreground` on `background` to reach `minimum` WCAG 2.2 contrast; records a
/// test issue naming both colours and the ratio otherwise. For users' own tests of their
/// palettes (screen snapshots come with the renderer's strategies).
///
///     @Test func captionIsReadable() {
///         expectContrast(RGBA(hex: "#6E6E73")!, on: .white, atLeast: 4.5)
///     }
public func expectContrast(_ foreground: RGBA, on background: RGBA, atLeast minimum: Double,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let verdict = ContrastVerdict(foreground: foreground, background: background)
    if verdict.ratio < minimum {
        Issue.record("contrast of \(foreground.hex) on \(background.hex) is \(verdict.ratioText):1, below \(minimum):1",
                     sourceLocation: sourceLocation)
    }
}

/// Loads a token file or an app's resolver document (resolved in every environment, as an
/// app reads it), recording every validation error as a test issue; nil when invalid.
public func loadTokens(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) -> TokenSet? {
    do {
        return try DesignApps.appTokens(at: path)
    } catch {
        for e in error.errors { Issue.record("\(e)", sourceLocation: sourceLocation) }
        return nil
    }
}
