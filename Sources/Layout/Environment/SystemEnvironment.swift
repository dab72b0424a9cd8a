import Foundation

// The environment values iOS supplies that a still drawing answers with a device's defaults:
// the app in the foreground, no assistive setting on beyond what the run asks for (reduce
// motion follows `--reduce-motion`'s `reducedMotion`), list rows at their standard height.
// Each can be set for a subtree with `.environment(\.key, value)`, as in SwiftUI.

/// SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Sendable, Comparable { case background, inactive, active }

/// SwiftUI's `LegibilityWeight` (the Bold Text setting).
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
private struct MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
private struct MinListHeaderHeightKey: EnvironmentKey { static let defaultValue: Double? = nil }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }

extension EnvironmentValues {
    /// SwiftUI's `\.scenePhase`: `.active`, an app on screen.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    /// SwiftUI's `\.accessibilityReduceMotion`: the run's reduce-motion setting.
    public var accessibilityReduceMotion: Bool {
        get { reducedMotion }
        set { reducedMotion = newValue }
    }
    /// SwiftUI's `\.accessibilityDifferentiateWithoutColor`: off unless set.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    /// SwiftUI's `\.accessibilityReduceTransparency`: off unless set.
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// SwiftUI's `\.accessibilityInvertColors`: off unless set.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    /// SwiftUI's `\.accessibilityVoiceOverEnabled`: off unless set.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
    /// SwiftUI's `\.accessibilityEnabled`: whether an assistive technology is on (VoiceOver here).
    public var accessibilityEnabled: Bool { accessibilityVoiceOverEnabled }
    /// SwiftUI's `\.legibilityWeight`: `.regular` unless set (Bold Text off).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// SwiftUI's `\.defaultMinListRowHeight`: 44 pt, iOS's row height (a `CGFloat`, as
    /// SwiftUI declares it, so a team's `CGFloat` constants set it).
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] }
        set { self[MinListRowHeightKey.self] = newValue }
    }
    /// SwiftUI's `\.defaultMinListHeaderHeight`: nil, the system's.
    public var defaultMinListHeaderHeight: Double? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }
    /// SwiftUI's `\.displayScale`: the device's pixels per point.
    public var displayScale: Double { device.scale }
    /// SwiftUI's `\.pixelLength`: one pixel, in points.
    public var pixelLength: Double { 1 / device.scale }
    /// SwiftUI's `\.locale`: US English, the locale dates and numbers are drawn in.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// SwiftUI's `\.calendar`: Gregorian.
    public var calendar: Calendar { Calendar(identifier: .gregorian) }
    /// SwiftUI's `\.timeZone`: the machine's, as `Text(_:style:)` uses.
    public var timeZone: TimeZone { .current }
}
