public import AppSupport
public import DisplayList
public import Layout
public import Tokens

/// A team's previews as a DesignProof app: the runner `proof previews` compiles declares one
/// type conforming to this, listing what it found, and hands it to `ProofCommandLine`, so
/// every command (`render`, `check`, `gallery`) draws the previews as screens. Each preview
/// is drawn in light and dark (a preview that sets `.preferredColorScheme` draws it in both).
public protocol PreviewsApp: TokensOnlyApp {
    /// The previews, in the order the files and the declarations in them were found.
    static var previews: [PreviewItem] { get }
    /// The asset catalogues found with the sources (`Image("name")`, `Color("name")` read
    /// them; an `AccentColor` set is the previews' tint, as it is an app's).
    static var assetCatalogs: [String] { get }
    /// The app; previews need no tokens.
    init()
}

extension PreviewsApp {
    /// An empty token file the runner's folder holds: previews draw from their own code.
    public static var tokenFile: String { "previews.tokens.json" }
    /// None: a preview is drawn at rest (`proof previews` draws stills).
    public static var animationIDs: [String] { [] }
    /// None.
    public static var assetCatalogs: [String] { [] }
    /// The app; the token set (empty) is not read.
    public init(tokens: TokenSet) throws { self.init() }

    /// One screen per preview: `APP/FILE[-NAME]` (see `PreviewScreenIDs`), laid out on the
    /// main actor, as a team's views expect.
    public var screens: [ScreenEntry] { PreviewScreens.entries(app: Self.id, items: Self.previews, catalogues: Self.assetCatalogs) }

    /// Every preview, recorded from its appearance (`proof previews --animate`).
    public var recordedScreenIDs: [String] { screens.map(\.id) }

    /// The preview `id` recorded from its appearance as SwiftUI animates it (its `onAppear`s
    /// at t = 0), until it settles or for at most `AnimationClip.recordingLimit` seconds.
    public func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
                     measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? {
        if from != nil || to != nil { throw ScreenRequestError.usage("a preview is recorded from its appearance: leave out --from and --to") }
        return try PreviewScreens.recording(id, app: Self.id, items: Self.previews, catalogues: Self.assetCatalogs,
                                            environment: environment, measurer: measurer)
    }

    /// Previews claim nothing of their own: `check motion` holds their recordings to what any
    /// SwiftUI view owes (ending on its still, holding still under Reduce Motion, no frame
    /// repeated while it moves), with no tokens to time their fades.
    public var motionClaims: MotionClaims {
        MotionClaims(reducedFadeSource: "none: a preview's fades have no token to last", endings: [:], springs: [:])
    }
}

/// The screen entries of a list of previews.
enum PreviewScreens {
    /// The preview `id` as a recorded clip, nil when no preview has that id.
    static func recording(_ id: String, app: String, items: [PreviewItem], catalogues: [String], environment: EnvironmentValues,
                          measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? {
        let handed = Handed(items)
        let parts: [Int] = OnMainActor.run { handed.value.map { $0.make().count } }
        let ids = PreviewScreenIDs.make(items.map { ($0.file, $0.line, $0.name, $0.isProvider) }, parts: parts)
        guard let (i, part) = ids.enumerated().lazy.compactMap({ i, names in names.firstIndex(of: String(id.dropFirst(app.count + 1))).map { (i, $0) } }).first
        else { return nil }
        var env = environment
        do {
            let catalog = try AssetCatalogLoader.load(catalogues)
            env.assetCatalog = catalog
            if catalog.colors["AccentColor"] != nil { env.appAccentColor = Color("AccentColor") }
        } catch {
            throw ScreenRequestError.badData(error.description)
        }
        let make = items[i].make, environment = env
        let views = OnMainActor.run { Handed(EnvironmentValues.$current.withValue(environment) { make() }) }.value
        guard part < views.count else {
            throw ScreenRequestError.badData("the preview at \(items[i].file):\(items[i].line) listed \(parts[i]) views, now \(views.count): its previews must not change between runs")
        }
        // What the recording asks for and cannot draw refuses the preview, as it does a still.
        let lookups = AssetLookups()
        env.assetLookups = lookups
        let recording = AnimationRecording(AnyView(views[part]), environment: env, measurer: measurer, rootName: "Preview")
        let clip = AnimationClip.recorded(id, recording, onMainActor: true)
        if let missing = lookups.problems.first { throw ScreenRequestError.badData("\(id): " + missing) }
        return clip
    }

    static func entries(app: String, items: [PreviewItem], catalogues: [String] = []) -> [ScreenEntry] {
        // Read once for every preview; a catalogue that changed into a broken one since
        // `proof previews` read it refuses each preview with the same line.
        let catalog = Result { () throws(AssetCatalogError) in try AssetCatalogLoader.load(catalogues) }
        // What each preview draws, and in which scheme if it asks for one: main-actor code.
        let handed = Handed(items)
        let drawn: [[ColorScheme?]] = OnMainActor.run { handed.value.map { $0.make().map(ViewParts.preferredColorScheme(of:)) } }
        let parts = drawn.map(\.count)
        let ids = PreviewScreenIDs.make(items.map { ($0.file, $0.line, $0.name, $0.isProvider) }, parts: parts)
        var entries: [ScreenEntry] = []
        for (i, item) in items.enumerated() {
            for (part, id) in ids[i].enumerated() {
                let make = item.make
                let where_ = "\(item.file):\(item.line)"
                // A preview that asks for a colour scheme is drawn in it alone, as Xcode shows it.
                let appearances: [Appearance] = drawn[i][part].map { [$0] } ?? [.light, .dark]
                entries.append(.mainActor(id: app + "/" + id, appearances: appearances, states: [], gradients: []) { (request, measurer) throws(ScreenRequestError) in
                    var environment = request.environment
                    switch catalog {
                    case .failure(let problem): throw ScreenRequestError.badData(problem.description)
                    case .success(let catalog):
                        environment.assetCatalog = catalog
                        // The app's accent colour, as Xcode's `AccentColor` set makes it.
                        if catalog.colors["AccentColor"] != nil { environment.appAccentColor = Color("AccentColor") }
                    }
                    let views = EnvironmentValues.$current.withValue(environment) { make() }
                    guard part < views.count else {
                        throw ScreenRequestError.badData("the preview at \(where_) listed \(parts[i]) views, now \(views.count): its previews must not change between runs")
                    }
                    return ScreenLayout.layout(AnyView(views[part]), environment: environment, measurer: measurer,
                                               rootName: "Preview")
                })
            }
        }
        return entries
    }
}
