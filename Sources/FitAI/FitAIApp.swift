public import AppSupport
public import DisplayList
public import Layout
public import Tokens

/// FitAI (seed 004) as a catalogue plug-in: stock SwiftUI screens in light and dark.
/// No animations yet.
public struct FitAIApp: DesignApp {
    public static let id = "fitai"
    public static let tokenFile = "fitai.tokens.json"
    public static var animationIDs: [String] { [] }

    let theme: FitAITheme

    public init(tokens: TokenSet) throws {
        theme = FitAITheme(tokens: tokens)
    }

    public var screens: [ScreenEntry] { FitAIScreens.entries(theme: theme) }

    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? { nil }
}
