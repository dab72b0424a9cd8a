import Foundation

/// What a layout asked for and could not draw, each as one line (what, where it looked,
/// what to do): a missing `Image("name")` or `Color("name")` (and the catalogues searched),
/// a `.mask` of what the display list cannot mask. Views cannot throw while they are built,
/// so it is written here and whoever laid the screen out refuses it (`ScreenEntry.render`
/// in AppSupport: exit 65) — never a silent placeholder.
/// One per layout: shared by the copies of that layout's environment, on the one thread
/// laying it out (the lock makes a stray second thread harmless, not meaningful).
public final class AssetLookups: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// A fresh, empty record.
    public init() {}

    /// What could not be drawn, in the order asked, each once.
    public var problems: [String] { lock.withLock { lines } }

    func record(_ line: String) {
        lock.withLock { if !lines.contains(line), lines.count < 100 { lines.append(line) } }
    }
}

struct AssetCatalogKey: EnvironmentKey {
    static let defaultValue = AssetCatalog()
}

struct AssetLookupsKey: EnvironmentKey {
    static let defaultValue: AssetLookups? = nil
}

extension EnvironmentValues {
    /// The app's asset catalogues, where `Image("name")` and `Color("name")` find theirs
    /// (`proof previews` sets the ones found with the sources; a library user
    /// `.environment(\.assetCatalog, try AssetCatalogLoader.load([path]))`).
    public var assetCatalog: AssetCatalog {
        get { self[AssetCatalogKey.self] }
        set { self[AssetCatalogKey.self] = newValue }
    }
    /// Where this layout records assets it could not draw (nil: nobody is asking, as in a
    /// bare `ScreenLayout.layout`; then a missing asset draws nothing).
    public var assetLookups: AssetLookups? {
        get { self[AssetLookupsKey.self] }
        set { self[AssetLookupsKey.self] = newValue }
    }

    /// Records that an asset cannot be drawn, in this layout's record (else the body's).
    func recordMissingAsset(_ line: String) {
        (assetLookups ?? EnvironmentValues.current.assetLookups)?.record(line)
    }
}
