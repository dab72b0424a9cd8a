public import DisplayList
public import Layout
import Tokens

/// Every animation of a list of apps (`DesignApps`) that `proof animate` can render, by
/// `APP/ANIMATION` id.
public struct AnimationCatalog {
    /// The apps, each with the token file it was read from (for messages that name a token).
    let apps: [(app: any DesignApp, tokenPath: String)]
    /// What the frames are drawn with besides the token files (`--apply-proposals`).
    let overlay: DesignOverlay

    /// The animations of `apps`, each app's theme read from its token file in
    /// `tokensDirectory` (with `overlay`'s values); apps that draw data read it from `data`
    /// (default: the samples beside the tokens).
    public init(apps: DesignApps, tokensDirectory: String, data: DataSources? = nil, overlay: DesignOverlay = .none) throws(ScreenRequestError) {
        self.apps = try apps.load(tokensDirectory: tokensDirectory, data: data, overlay: overlay)
        self.overlay = overlay
    }

    /// Every animation id (`APP/ANIMATION`), app by app in list order.
    public var ids: [String] { apps.flatMap { type(of: $0.app).animationIDs } }

    /// Everything `proof animate --all` records: every animation id, and the screens apps
    /// record as clips (a team's previews), app by app.
    public var recordableIDs: [String] { apps.flatMap { type(of: $0.app).animationIDs + $0.app.recordedScreenIDs } }

    /// The clip for `id`, from the app its prefix names. For AirFit, `from`/`to` name
    /// gradient tokens (cross-fade and push); for `calai/push`, onboarding pages
    /// (`calai/gender`); other clips take none.
    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip {
        guard let app = owner(of: id)?.app,
              let clip = try app.clip(id, from: from, to: to, environment: environment, measurer: measurer)
        else { throw .unknownScreen(id, suggestion: nearest(id)) }
        return overlay.wrapping(clip)
    }

    /// Throws (as bad token data, exit 65) when rendering `clip` at `fps` and `scale` would
    /// exceed `AnimationBudget`, naming the token its length comes from. Call it before
    /// drawing any frame.
    public func checkBudget(of clip: AnimationClip, fps: Int, scale: Double?) throws(ScreenRequestError) {
        let file = owner(of: clip.id)?.tokenPath ?? ""
        if let problem = AnimationBudget.problem(clip: clip, fps: fps, scale: scale, tokenFile: file) { throw .tokens(problem) }
    }

    /// The app whose prefix `id` has (`calai/push` → Cal AI).
    func owner(of id: String) -> (app: any DesignApp, tokenPath: String)? {
        apps.first { id.hasPrefix(type(of: $0.app).id + "/") }
    }

    /// The id nearest to a mistyped `id`, if near enough to suggest.
    func nearest(_ id: String) -> String? {
        let near = ids.min { editDistance($0, id) < editDistance($1, id) }
        return near.flatMap { editDistance($0, id) <= max(3, id.count / 3) ? $0 : nil }
    }
}

extension AnimationCatalog {
    /// What an animation is drawn in when no appearance is asked for: light, or dark for an
    /// app whose screens are drawn only in dark (NutriSync). `proof animate` draws and
    /// `check motion` checks animations in this one.
    public static func defaultAppearance(drawnIn: Set<Appearance>) -> Appearance {
        drawnIn.contains(.light) || drawnIn.isEmpty ? .light : .dark
    }
}
