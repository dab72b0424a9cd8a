public import DisplayList
import Tokens

/// Every screen of a list of apps (`DesignApps`), by `APP/SCREEN` id: what `proof render`,
/// `sheet`, `check` and `gallery` draw.
public struct ScreenCatalog {
    /// One screen of one app (`AppSupport`'s `ScreenEntry`).
    public typealias Entry = ScreenEntry

    public let entries: [Entry]

    /// The screens of `apps`, each app's theme read from its token file in `tokensDirectory`;
    /// apps that draw data read it from `data` (default: the samples in `data/` beside the
    /// tokens).
    public init(apps: DesignApps, tokensDirectory: String, data: DataSources? = nil) throws(ScreenRequestError) {
        entries = try apps.load(tokensDirectory: tokensDirectory, data: data).flatMap(\.app.screens)
    }

    public var ids: [String] { entries.map(\.id) }

    /// The ids of the apps that have screens (`airfit`, `calai` …), in catalogue order.
    public var apps: [String] { ScreenEntry.apps(of: entries) }

    public func entry(_ id: String) throws(ScreenRequestError) -> Entry {
        if let e = entries.first(where: { $0.id == id }) { return e }
        let near = ids.min { editDistance($0, id) < editDistance($1, id) }
        throw .unknownScreen(id, suggestion: near.flatMap { editDistance($0, id) <= max(3, id.count / 3) ? $0 : nil })
    }

    public func render(_ id: String, _ request: ScreenRequest, measurer: any TextMeasuring) throws(ScreenRequestError) -> DisplayList {
        try entry(id).render(request, measurer: measurer)
    }
}
