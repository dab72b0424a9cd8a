public import AppSupport
public import DisplayList
public import SwiftUI

/// The NutriSync animations of the catalogue (seed 003 "Animation Guidelines" and
/// "Animation Specifications"), each a function of time on the real screens and the sample
/// plan, with durations, curves and springs from `motion.*` and `spring.*` in
/// `tokens/nutrisync/base.tokens.json`. Each has a reduced-motion variant (`--reduced-motion`).
///
/// The clips live by the screens they play on: `NutriSyncAnimations+Welcome.swift`
/// (progress dots, count-up), `+Schedule.swift` (windows slide in, window pulse),
/// `+Setup.swift` (calculating ring, confetti, checkmark bounce).
public struct NutriSyncAnimations {
    public let theme: NutriSyncTheme
    public let plan: NutriSyncPlan
    public let base: EnvironmentValues
    public let measurer: any TextMeasuring

    public init(theme: NutriSyncTheme, plan: NutriSyncPlan, base: EnvironmentValues, measurer: any TextMeasuring) {
        self.theme = theme; self.plan = plan; self.base = base; self.measurer = measurer
    }

    public static var ids: [String] { welcomeClipIDs + scheduleClipIDs + setupClipIDs }

    /// The clip for `id`, or nil for an id that is not NutriSync's; none takes `--from`/`--to`.
    public func clip(_ id: String, from: String? = nil, to: String? = nil) throws(ScreenRequestError) -> AnimationClip? {
        guard Self.ids.contains(id) else { return nil }
        if from != nil || to != nil { throw .usage("\(id) takes no --from/--to") }
        if let clip = try welcomeClip(id) { return clip }
        if let clip = try scheduleClip(id) { return clip }
        return try setupClip(id)
    }

    /// The environment every frame is laid out in: the requested one, themed.
    var environment: EnvironmentValues { theme.environment(base) }

    /// Lays out a frame as the screen catalogue does (the root is an `AnyView`), so a frame
    /// at rest has the very element ids of the static screen.
    func layout<V: View>(_ view: V) -> DisplayList {
        ScreenLayout.layout((view as? AnyView) ?? AnyView(view), environment: environment, measurer: measurer)
    }
}
