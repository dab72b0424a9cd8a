/// The ranges the loader holds token values to beyond their types' own rules, so that no
/// value a file can state makes a later stage draw something absurd (a 12 × 12,107 px
/// sheet for a 1e6 pt font), run unbounded or overflow. Each is far outside what a real
/// design uses and is listed in docs/TOKENS.md; the texts are how messages print them.
enum ValueRanges {
    /// Points. The seeds use 10…64 pt; Dynamic Type scales text up to about 3×, and a
    /// canvas is at most 16,384 px a side.
    static let fontSize = 1.0...512.0
    static let fontSizeText = "1…512 pt"
    /// A multiple of the font size. The seeds use 1.18…1.39.
    static let lineHeight = 0.5...3.0
    static let lineHeightText = "0.5…3"
    /// Points of tracking. The seeds use −0.45…0.4 pt.
    static let letterSpacing = -100.0...100.0
    static let letterSpacingText = "-100…100 pt"
    /// Points. The largest device is 430 × 932 pt; nothing on a screen or a sheet is
    /// 100,000 pt long. (Design systems write a pill's radius as 9999px or 999rem, 15,984 pt:
    /// "larger than any box", which this bound must let through.)
    static let dimension = -100_000.0...100_000.0
    static let dimensionText = "-100000…100000 pt"
    /// Shadow and material blur radii, points. The seeds use 8…32 pt.
    static let blur = 0.0...500.0
    static let blurText = "0…500 pt"
    /// Material saturation factors. The seeds use 1.6…1.8.
    static let saturation = 0.0...10.0
    static let saturationText = "0…10"
    /// Number tokens. Counts, factors, budgets and hours in the seeds are at most 80;
    /// near 1e19 turning one into a whole number traps, and near 1e308 arithmetic on it
    /// gives inf. A reader that knows what a number means checks a narrower range
    /// (`TokenSet.number(_:in:)`); numbers inside composites have their own.
    static let number = -1e9...1e9
    static let numberText = "-1e9…1e9"
    /// Seconds: a day. Durations that are not motion may be long (NutriSync snaps meal
    /// windows to 30 minutes); motion durations are held to `AnimationTime.longest`.
    static let longestDuration = 86_400.0
    static let longestDurationText = "86400 s"
    /// The group whose durations are animation timings, held to `AnimationTime.longest`.
    static let motionGroup = "motion"
}
