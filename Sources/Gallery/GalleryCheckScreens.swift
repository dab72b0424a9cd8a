import Checks
import DisplayList
import Foundation
import Render

/// The screens under the gallery's contrast pictures. A contrast picture is the rings alone
/// on a clear canvas; the screen it marks is kept here as the grid keeps its screens — in
/// `img/`, named by its display list's content — so a variant the grid already shows (the
/// standard-contrast ones at the default size) is one file for both, and the page lays the
/// rings over it. A screen only the check draws (Increase Contrast) is written once.
final class GalleryCheckScreens: CheckScreenStore, @unchecked Sendable {
    private let store: GalleryStore
    private let lock = NSLock()
    private var under: [String: String] = [:]

    init(store: GalleryStore) { self.store = store }

    func keep(_ screen: DisplayList, under picture: String, render: () throws -> Raster) throws {
        let file = store.image(ContentHash.of(GalleryStore.renderVersion, "screen", try screen.stableJSON()))
        if store.output.stagedFile(file) == nil {
            if store.has(file) { store.keep(file) } else { try store.write(try store.imageFormat.encode(try render()), to: file) }
        }
        lock.lock(); under[picture] = file; lock.unlock()
    }

    /// The screen kept under `picture`, relative to the gallery; nil when none was.
    func screen(under picture: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return under[picture]
    }
}
