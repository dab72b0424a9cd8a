public import AppSupport
public import DisplayList
public import SwiftUI
public import Tokens

/// AirFit as a catalogue plug-in: its four screens (seed §6), each on its QA gradient
/// unless `--gradient` names one, and its seven animations, whose `--from`/`--to` name
/// gradient tokens.
public struct AirFitApp: TokensOnlyApp {
    public static let id = "airfit"
    public static let displayName = "AirFit"
    public static let tokenFile = "airfit.resolver.json"
    public static var animationIDs: [String] { AirFitAnimations.ids }

    let theme: AirFitTheme

    public init(tokens: TokenSet) throws {
        theme = try AirFitTheme(tokens: tokens)
    }

    public var screens: [ScreenEntry] {
        let theme = theme
        return AirFitScreen.allCases.map { screen in
            ScreenEntry(id: screen.id, appearances: [.light, .dark], states: [], gradients: theme.gradients.map(\.name),
                        defaultGradient: screen.qaGradient) { request, measurer throws(ScreenRequestError) in
                var active = theme.qaGradient(for: screen)
                if let name = request.gradient { active = try theme.gradientToken(name) }
                return ScreenLayout.layout(screen.view, environment: theme.environment(request.environment, active: active), measurer: measurer)
            }
        }
    }

    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? {
        let a = try from.map { name throws(ScreenRequestError) in try theme.gradientToken(name) }
        let b = try to.map { name throws(ScreenRequestError) in try theme.gradientToken(name) }
        if let a, let b, a == b { throw .usage("--from and --to are both \(a.name): a cross-fade needs two different gradients") }
        return AirFitAnimations(theme: theme, base: environment, measurer: measurer).clip(id, from: a, to: b)
    }
}

extension AirFitTheme {
    /// The gradient token `name`, or an error suggesting the nearest name.
    func gradientToken(_ name: String) throws(ScreenRequestError) -> GradientToken {
        if let g = gradient(named: name) { return g }
        let near = gradients.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
        throw .unknownGradient(name, suggestion: near)
    }
}
