import AppSupport
import DisplayList
import Inspect

/// The measurements the checks make, one function per check, so that a test can hand a
/// check a broken one and see the verdict refuse to pass (`CheckVerdict`): the shipping
/// CLI always uses these defaults, and no option or environment variable changes them.
package struct CheckProbes {
    /// One text or icon of a display list against its rendered backdrop.
    package var contrast: @Sendable (_ index: Int, _ list: DisplayList, _ backdrop: PixelBuffer) -> ContrastCheck.Outcome? = { ContrastCheck.measure(elementAt: $0, of: $1, on: $2) }
    /// The blurs of one screen or animation frame.
    package var blurs: @Sendable (DisplayList) -> BlurBudget.Count = { BlurBudget.count($0) }
    /// One layout's texts against its overflow records.
    package var dynamicType: @Sendable (DisplayList) -> DynamicTypeCheck.Examination = { DynamicTypeCheck.examine($0) }
    /// One layout's texts and controls against what is painted over them.
    package var overlap: @Sendable (DisplayList) -> OverlapCheck.Examination = { OverlapCheck.examine($0) }
    /// One layout's texts against the fold: the scroll view's bottom edge, what is pinned over them.
    package var fold: @Sendable (DisplayList) -> FoldCheck.Examination = { FoldCheck.examine($0) }
    /// One screen's cards and controls and their labels.
    package var accessibility: @Sendable (DisplayList) -> AccessibilityCheck.Examination = { AccessibilityCheck.examine($0) }
    /// One screen's components against its app's rules.
    package var components: @Sendable (DisplayList, ComponentCheck.Rules) -> ComponentCheck.Examination = { ComponentCheck.examine($0, rules: $1) }
    /// One token colour pair's WCAG ratio (nil: not measured).
    package var pair: @Sendable (ContrastPair) -> Double? = { $0.ratio }
}
