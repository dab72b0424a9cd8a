import Checks
import DisplayList
import Foundation
import Render

/// The screens under the gallery's contrast pictures. A contrast picture is the rings alone
/// on a clear canvas; the screen it marks is kept here as the grid keeps its screens — in
/// `img/`, named by its display list's content — so a variant the grid already shows (the
/// standard-contrast ones at the default size) is one file for both, and the page lays the
/// rings over it. A screen under Increase Contrast, which the grid does not show, is kept as
/// what changed over the same variant's standard screen (a fifth of the bytes of the whole:
/// the colours of a few elements), laid between the two.
final class GalleryCheckScreens: CheckScreenStore, @unchecked Sendable {
    /// What lies under one contrast picture.
    struct Under: Sendable {
        let screen: String
        let patch: GalleryChecks.ScreenPatch?
    }

    private let store: GalleryStore
    private let lock = NSLock()
    private var under: [String: Under] = [:]

    init(store: GalleryStore) { self.store = store }

    func keep(_ screen: DisplayList, over plain: DisplayList?, under picture: String, render: (DisplayList) throws -> Raster) throws {
        let key = try Self.key(screen)
        if let plain {
            let plainKey = try Self.key(plain)
            let (base, raster) = (try render(plain), try render(screen))
            // Only where every changed pixel is opaque can the change be laid over the base.
            let patch = try raster.patch(over: base, clearUnchanged: true)
            if patch == nil || patch?.drawnOver == true {
                try keepImage(store.image(plainKey)) { base }
                var laid: GalleryChecks.ScreenPatch?
                if let patch {
                    let file = store.image(ContentHash.of(GalleryStore.renderVersion, "check-patch", plainKey, key))
                    try keepImage(file) { patch.raster }
                    laid = GalleryChecks.ScreenPatch(image: file, x: patch.x, y: patch.y, width: patch.raster.width, height: patch.raster.height,
                                                     screenWidth: base.width, screenHeight: base.height)
                }
                record(Under(screen: store.image(plainKey), patch: laid), for: picture)
                return
            }
            try keepImage(store.image(key)) { raster }
        } else {
            try keepImage(store.image(key)) { try render(screen) }
        }
        record(Under(screen: store.image(key), patch: nil), for: picture)
    }

    /// What was kept under `picture`; nil when nothing was.
    func screen(under picture: String) -> Under? {
        lock.lock(); defer { lock.unlock() }
        return under[picture]
    }

    private func record(_ what: Under, for picture: String) {
        lock.lock(); under[picture] = what; lock.unlock()
    }

    /// `file` written this run already, kept from the last, or else drawn and written.
    private func keepImage(_ file: String, _ raster: () throws -> Raster) throws {
        guard store.output.stagedFile(file) == nil else { return }
        if store.has(file) { store.keep(file) } else { try store.write(try store.imageFormat.encode(try raster()), to: file) }
    }

    /// The name the grid gives the same screen.
    private static func key(_ list: DisplayList) throws -> String {
        ContentHash.of(GalleryStore.renderVersion, "screen", try list.stableJSON())
    }
}
