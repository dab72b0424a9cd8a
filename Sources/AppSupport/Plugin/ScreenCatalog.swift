public import DisplayList
import Tokens

/// Every screen of a list of apps (`DesignApps`), by `APP/SCREEN` id: what `proof render`,
/// `sheet`, `check` and `gallery` draw.
public struct ScreenCatalog {
    /// One screen of one app (`AppSupport`'s `ScreenEntry`).
    public typealias Entry = ScreenEntry

    /// Every screen, app by app in list order.
    public let entries: [Entry]

    /// The screens of `apps`, each app's theme read from its token file in `tokensDirectory`;
    /// apps that draw data read it from `data` (default: the samples in `data/` beside the
    /// tokens). With an `overlay`, the apps are made with its token values and the screens
    /// draw its element paints (`--apply-proposals`).
    public init(apps: DesignApps, tokensDirectory: String, data: DataSources? = nil, overlay: DesignOverlay = .none) throws(ScreenRequestError) {
        entries = try apps.load(tokensDirectory: tokensDirectory, data: data, overlay: overlay).flatMap(\.app.screens).map(overlay.wrapping)
    }

    /// Every screen id (`APP/SCREEN`), in catalogue order.
    public var ids: [String] { entries.map(\.id) }

    /// The ids of the apps that have screens (`airfit`, `calai` …), in catalogue order.
    public var apps: [String] { ScreenEntry.apps(of: entries) }

    /// The screen `id`; an unknown id throws `.unknownScreen` with the nearest id when one
    /// is near enough to suggest.
    public func entry(_ id: String) throws(ScreenRequestError) -> Entry {
        if let e = entries.first(where: { $0.id == id }) { return e }
        let near = ids.min { editDistance($0, id) < editDistance($1, id) }
        throw .unknownScreen(id, suggestion: near.flatMap { editDistance($0, id) <= max(3, id.count / 3) ? $0 : nil })
    }

    /// The screen `id` laid out for `request` into a display list, its text measured by
    /// `measurer` (the renderer's, for what is drawn).
    public func render(_ id: String, _ request: ScreenRequest, measurer: any TextMeasuring) throws(ScreenRequestError) -> DisplayList {
        try entry(id).render(request, measurer: measurer)
    }
}
