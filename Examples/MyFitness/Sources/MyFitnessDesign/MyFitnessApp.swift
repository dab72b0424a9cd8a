public import AppSupport
public import DisplayList
public import Layout
public import Tokens

/// MyFitness as a DesignProof app: its two screens, each in light and dark, from
/// `tokens/myfitness.tokens.json`. `myproof` (Sources/myproof) hands this type to
/// `ProofCommandLine`, which gives it every command; the tests lay its screens out too.
public struct MyFitnessApp: TokensOnlyApp {
    public static let id = "myfitness"
    public static let displayName = "MyFitness"
    public static let tokenFile = "myfitness.tokens.json"
    /// No animations yet: add an id here and return its clip from `clip(_:…)`.
    public static let animationIDs: [String] = []

    let light: MyFitnessTheme
    let dark: MyFitnessTheme

    /// Reads every token the screens use; a missing or mistyped one throws, naming the file and pointer.
    public init(tokens: TokenSet) throws(ThemeTokensInvalid) {
        light = try MyFitnessTheme(tokens: tokens, appearance: .light)
        dark = try MyFitnessTheme(tokens: tokens, appearance: .dark)
    }

    /// The theme for `appearance`.
    public func theme(_ appearance: Appearance) -> MyFitnessTheme { appearance == .dark ? dark : light }

    public var screens: [ScreenEntry] {
        [
            entry("today", states: ["goal-met"]) { theme, state in
                AnyView(TodayScreen(theme: theme, sample: state == "goal-met" ? .goalMet : .today))
            },
            entry("workouts", states: ["empty"]) { theme, state in
                AnyView(WorkoutsScreen(theme: theme, sample: state == "empty" ? .emptyWeek : .today))
            },
        ]
    }

    /// A screen in both appearances: `view` gets the request's theme and state. Its views are
    /// `@MainActor`, as SwiftUI's are, so it is a main-actor entry: laid out on the main
    /// thread, drawn in parallel.
    private func entry(_ name: String, states: [String], _ view: @escaping @MainActor (MyFitnessTheme, String?) -> AnyView) -> ScreenEntry {
        let light = light, dark = dark
        return .mainActor(id: Self.id + "/" + name, appearances: [.light, .dark], states: states, gradients: []) { request, measurer in
            let theme = request.environment.appearance == .dark ? dark : light
            return ScreenLayout.layout(view(theme, request.state), environment: theme.environment(request.environment),
                                       measurer: measurer, background: theme.rgba(.background))
        }
    }

    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? { nil }

    /// The text colours on the card surface and on the page, and the button's label on the
    /// accent, in both appearances: text needs 4.5:1 (WCAG 1.4.3; the accent is text too, in
    /// the calorie figures), the steps and exercise bars 3:1 (1.4.11). MyFitness has no
    /// increased-contrast colours, so `contrast` changes nothing.
    public func contrastPairs(_ contrast: ColorSchemeContrast) -> [ContrastPair] {
        [light, dark].flatMap { theme -> [ContrastPair] in
            let mode = theme.appearance.rawValue
            let text = "Text: 4.5:1 (WCAG 1.4.3)"
            let graphic = "Bars: 3:1 (WCAG 1.4.11)"
            // `foreground` over `background` (the page, or a colour composited over it).
            func pair(_ foreground: MyFitnessColor, on background: MyFitnessColor, _ level: WCAGLevel, _ claim: String) -> ContrastPair {
                let page = theme.rgba(.background)
                return ContrastPair(name: "\(foreground.rawValue)-on-\(background.rawValue)-\(mode)", foregroundToken: "color.\(foreground.rawValue).\(mode)",
                                    backgroundToken: "color.\(background.rawValue).\(mode)", foreground: theme.rgba(foreground),
                                    background: theme.rgba(background).over(page), level: level, claim: claim)
            }
            return [
                pair(.textPrimary, on: .background, .aaNormal, text), pair(.textSecondary, on: .background, .aaNormal, text),
                pair(.textPrimary, on: .surface, .aaNormal, text), pair(.textSecondary, on: .surface, .aaNormal, text),
                pair(.accent, on: .surface, .aaNormal, text), pair(.onAccent, on: .accent, .aaNormal, text),
                pair(.steps, on: .surface, .nonText, graphic), pair(.exercise, on: .surface, .nonText, graphic),
            ]
        }
    }

    /// No animations, so nothing ends anywhere and no spring is used; reduced motion's
    /// fade is the token's chosen length.
    public var motionClaims: MotionClaims {
        MotionClaims(reducedFadeSource: "chosen: MyFitness has no animations yet; 0.2 s when it does",
                     endings: [:], springs: [:])
    }
}
