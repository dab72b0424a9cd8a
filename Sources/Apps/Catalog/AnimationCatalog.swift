public import DisplayList
public import Layout
import Tokens

/// Every animation `proof animate` can render, by `APP/ANIMATION` id.
public struct AnimationCatalog {
    let airfit: AirFitTheme
    let calai: CalAITheme
    /// Where AirFit's tokens were read from, for messages that name a token.
    let airfitFile: String

    public init(tokensDirectory: String) throws(ScreenRequestError) {
        airfitFile = tokensDirectory + "/airfit.tokens.json"
        do {
            airfit = try AirFitTheme(tokens: try TokenLoader.load(path: airfitFile))
            calai = CalAITheme(tokens: try TokenLoader.load(path: tokensDirectory + "/calai.tokens.json"))
        } catch let e as TokenFileInvalid {
            throw e.isIOError ? .tokensUnreadable(e.summary) : .tokens(e.summary)
        } catch {
            throw .tokens("\(error)")
        }
    }

    public var ids: [String] { AirFitAnimations.ids + CalAIAnimations.ids }

    /// The clip for `id`. For AirFit, `from`/`to` name gradient tokens (cross-fade and
    /// push); for `calai/push`, onboarding pages (`calai/gender`); other Cal AI clips take none.
    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip {
        if id.hasPrefix("calai/") {
            let animations: CalAIAnimations
            do {
                animations = try CalAIAnimations(theme: calai, base: environment, measurer: measurer)
            } catch {
                throw .tokens("\(error)")
            }
            if let clip = try animations.clip(id, from: from, to: to) { return clip }
            throw .unknownScreen(id, suggestion: nearest(id))
        }
        func token(_ name: String?) throws(ScreenRequestError) -> GradientToken? {
            guard let name else { return nil }
            if let g = airfit.gradient(named: name) { return g }
            let near = airfit.gradients.map(\.name).min { editDistance($0, name) < editDistance($1, name) }
            throw .unknownGradient(name, suggestion: near)
        }
        let a = try token(from), b = try token(to)
        if let a, let b, a == b { throw .usage("--from and --to are both \(a.name): a cross-fade needs two different gradients") }
        let animations = AirFitAnimations(theme: airfit, base: environment, measurer: measurer)
        guard let clip = animations.clip(id, from: a, to: b) else { throw .unknownScreen(id, suggestion: nearest(id)) }
        return clip
    }

    /// Throws (as bad token data, exit 65) when rendering `clip` at `fps` and `scale` would
    /// exceed `AnimationBudget`, naming the token its length comes from. Call it before
    /// drawing any frame.
    public func checkBudget(of clip: AnimationClip, fps: Int, scale: Double?) throws(ScreenRequestError) {
        let file = clip.id.hasPrefix("calai/") ? calai.tokens.file : airfitFile
        if let problem = AnimationBudget.problem(clip: clip, fps: fps, scale: scale, tokenFile: file) { throw .tokens(problem) }
    }

    /// The id nearest to a mistyped `id`, if near enough to suggest.
    func nearest(_ id: String) -> String? {
        let near = ids.min { editDistance($0, id) < editDistance($1, id) }
        return near.flatMap { editDistance($0, id) <= max(3, id.count / 3) ? $0 : nil }
    }
}
