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
    if !WCAGLevel.reaches(verdict.ratio, minimum) {
        Issue.record("contrast of \(foreground.hex) on \(background.hex) is \(verdict.ratioText):1, below \(minimum):1",
                     sourceLocation: sourceLocation)
    }
}

/// Expects `foreground` on `background` to reach a WCAG 2.2 level (compared unrounded:
/// 4.499:1 does not reach AA's 4.5:1); records an issue naming the level otherwise.
///
///     expectContrast(RGBA(hex: "#767676")!, on: .white, meets: .aaNormal)
public func expectContrast(_ foreground: RGBA, on background: RGBA, meets level: WCAGLevel,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let verdict = ContrastVerdict(foreground: foreground, background: background)
    if !level.isMet(by: verdict.ratio) {
        Issue.record("contrast of \(foreground.hex) on \(background.hex) is \(verdict.ratioText):1, below \(level.rawValue)'s \(level.ratioText):1",
                     sourceLocation: sourceLocation)
    }
}

/// Expects text of `pointSize` and `weight` in `foreground` on `background` to reach WCAG
/// AA for its size: 3:1 when large (≥ 18 pt, or ≥ 14 pt at weight 700 and up), else 4.5:1.
///
///     expectTextContrast(RGBA(hex: "#949494")!, on: .white, pointSize: 18, weight: 400)
public func expectTextContrast(_ foreground: RGBA, on background: RGBA, pointSize: Double, weight: Double = 400,
                               sourceLocation: SourceLocation = #_sourceLocation) {
    expectContrast(foreground, on: background, meets: WCAGLevel.aa(textOfSize: pointSize, weight: weight), sourceLocation: sourceLocation)
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
