public import AppSupport
public import DisplayList
import Tokens

/// Every screen `proof` can render, by `APP/SCREEN` id.
public struct ScreenCatalog {
    /// One screen of one app (`AppSupport`'s `ScreenEntry`).
    public typealias Entry = ScreenEntry

    public let entries: [Entry]

    /// Loads the design systems' tokens from `tokensDirectory`; apps that draw data read it
    /// from `data` (default: the samples in `data/` beside the tokens).
    public init(tokensDirectory: String, data: DataSources? = nil) throws(ScreenRequestError) {
        entries = try AppList.load(tokensDirectory: tokensDirectory, data: data).flatMap(\.app.screens)
    }

    public var ids: [String] { entries.map(\.id) }

    /// The apps that have screens (`airfit`, `calai`), in catalogue order.
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
