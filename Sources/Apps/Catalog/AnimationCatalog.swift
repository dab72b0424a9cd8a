public import DisplayList
public import Layout
import Tokens

/// Every animation `proof animate` can render, by `APP/ANIMATION` id.
public struct AnimationCatalog {
    let airfit: AirFitTheme

    public init(tokensDirectory: String) throws(ScreenRequestError) {
        do {
            airfit = try AirFitTheme(tokens: try TokenLoader.load(path: tokensDirectory + "/airfit.tokens.json"))
        } catch let e as TokenFileInvalid {
            throw e.isIOError ? .tokensUnreadable(e.description) : .tokens(e.description)
        } catch {
            throw .tokens("\(error)")
        }
    }

    public var ids: [String] { AirFitAnimations.ids }

    /// The clip for `id`; `from`/`to` name gradient tokens (cross-fade and push).
    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip {
        func token(_ name: String?) throws(ScreenRequestError) -> GradientToken? {
            guard let name else { return nil }
            if let g = airfit.gradient(named: name) { return g }
            let near = airfit.gradients.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
            throw .unknownGradient(name, suggestion: near)
        }
        let a = try token(from), b = try token(to)
        if let a, let b, a == b { throw .tokens("--from and --to are both \(a.name): a cross-fade needs two different gradients") }
        let animations = AirFitAnimations(theme: airfit, base: environment, measurer: measurer)
        guard let clip = animations.clip(id, from: a, to: b) else {
            let near = ids.min { editDistance($0, id) < editDistance($1, id) }
            throw .unknownScreen(id, suggestion: near.flatMap { editDistance($0, id) <= max(3, id.count / 3) ? $0 : nil })
        }
        return clip
    }
}
