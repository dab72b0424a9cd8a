import ProofOutput
import Foundation
import Tokens

/// The gallery folder's files, written through one `OutputRun` (all or nothing), with the
/// content-addressed ones — images and inspectors named by the hash of what they are drawn
/// from — kept from the last run when present: the manifest of that run says which files
/// proof wrote, and only those are trusted.
package struct GalleryStore: Sendable {
    let output: OutputRun
    /// The folder's manifest: the files an earlier run wrote, with their digests.
    let previous: Manifest
    /// How screens and frames are stored (`--images`).
    let imageFormat: GalleryImageFormat

    /// Part of every image key: bump it when a change to Render (or to how the gallery
    /// draws) changes pixels for the same display list, so that no stale image is kept.
    /// GalleryPartsTests pins it to a fingerprint of Sources/Render, CPNG, CCairo and
    /// Illustrations (an illustration's drawing is in the list, not in its JSON, which the
    /// key hashes).
    static let renderVersion = "gallery-render-5"
    /// The fingerprint of those sources when `renderVersion` was last reviewed.
    package static let renderSourcesFingerprint = "443f0885b6f7e34825dfee757237a4e0"

    init(output: OutputRun, imageFormat: GalleryImageFormat = .webp) throws(CLIError) {
        self.output = output
        self.imageFormat = imageFormat
        previous = output.earlier
        // Content-addressed files no longer used are removed at the commit.
        for prefix in ["img/", "inspect/", "anim/", "checks/", "snapshots/"] { output.replacePrevious(under: prefix) }
    }

    /// A screen's or a scrubber frame's file: `img/KEY.webp` or, with `--images png`,
    /// `img/KEY.png` (another format is another file, so switching formats draws again).
    func image(_ key: String) -> String { "img/\(key).\(imageFormat.fileExtension)" }
    static func inspect(_ key: String) -> String { "inspect/\(key).js" }

    /// An earlier run's file at `relative`: listed with a digest in proof's manifest, and
    /// still a non-empty regular file of that size. (A link on the way to it is found when
    /// the run commits, which checks every kept file again: `OutputRun.keep`.)
    func has(_ relative: String) -> Bool {
        guard let digest = previous.digest(of: relative), digest.bytes > 0 else { return false }
        var st = stat()
        return lstat(output.path(relative), &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG && Int(st.st_size) == digest.bytes
    }

    /// The bytes of an earlier run's file at `relative` (`has`), read through `InputFile`
    /// (regular files only, at most `maxCachedRead`); nil when it cannot be used.
    func cached(_ relative: String) -> Data? {
        guard has(relative), case .success(let bytes) = InputFile.read(output.path(relative), limit: Self.maxCachedRead, regularOnly: true) else { return nil }
        return Data(bytes)
    }

    /// The largest sidecar, index or inspector the gallery reads back: far above any it writes.
    static let maxCachedRead = 64 << 20

    /// True when an earlier run left both files of the screen image `key`.
    func hasScreen(_ key: String) -> Bool { has(image(key)) && has(Self.inspect(key)) }

    /// The inspector of a screen image an earlier run drew, when both its files are there.
    func cachedInspector(_ key: String) -> GalleryInspector? {
        guard hasScreen(key), let data = cached(Self.inspect(key)) else { return nil }
        return GalleryInspector.read(data, key: key)
    }

    func keepScreen(_ key: String) {
        for f in [image(key), Self.inspect(key)] { output.keep(f) }
    }

    func keep(_ relative: String) { output.keep(relative) }

    func write(_ data: Data, to relative: String) throws(CLIError) { try output.write(data, to: relative) }
}
