import AppSupport
import Foundation

/// What the gallery page shows, written as `data/gallery.js` (`window.GALLERY = …;`).
/// docs/GALLERY.md is the schema; the page's script reads exactly these keys.
struct GalleryData: Encodable {
    /// 2 since check failures' `data` holds numbers as numbers (dev.designproof.check 2).
    let schema = 2
    var apps: [App]
    var checks: GalleryChecks.Data?
    /// Filled in from `--snapshots` (SnapshotReview); nil without it.
    var snapshots: SnapshotReview.Snapshots?

    struct App: Encodable {
        let id: String
        let name: String
        let appearances: [String]
        let devices: [DeviceInfo]
        let contentSizes: [SizeInfo]
        let gradients: [String]
        var screens: [Screen]
        var animations: [Animation]
    }
    struct DeviceInfo: Encodable { let id: String; let name: String; let width: Double; let height: Double }
    struct SizeInfo: Encodable { let id: String; let name: String }

    struct Screen: Encodable {
        let id: String
        let screen: String
        let state: String?
        let title: String
        var variants: [Variant]
    }
    struct Variant: Encodable {
        let appearance: String
        let device: String
        let contentSize: String
        let gradient: String?
        let key: String
        let image: String
        let inspect: String
        let width: Double
        let height: Double
        let contrastFailures: Int
    }

    struct Animation: Encodable {
        let id: String
        let title: String
        var variants: [AnimationVariant]
    }
    struct AnimationVariant: Codable, Sendable {
        let reduced: Bool
        let appearance: String
        let fps: Int
        let duration: Double
        let width: Double
        let height: Double
        let frames: [Frame]
        let meanDelta: [Double]
        let rows: [Row]
    }
    /// One frame of the scrubber at `time`. The first frame of a variant is a whole @1x
    /// picture; a later one is either that same picture (nothing changed) or, with `x` and
    /// `y`, a patch: the rectangle that differs from the first frame, drawn over it at
    /// (`x`, `y`) pixels — transparent where the first frame shows through.
    struct Frame: Codable, Sendable, Equatable {
        let image: String
        let time: Double
        var x: Int? = nil
        var y: Int? = nil
    }
    /// timeline.json's rows, sampled at the gallery's frame rate.
    typealias Row = TimelineDocument.Row
}

extension GalleryData {
    /// `window.GALLERY = {…};` — sorted keys and no wall-clock time: the same inputs give
    /// the same bytes.
    func script() throws -> Data {
        Data("window.GALLERY = ".utf8) + (try GalleryJSON.encode(self)) + Data(";\n".utf8)
    }
}

/// The gallery's JSON: sorted keys, compact, slashes unescaped; `</` escaped so that no
/// string in it can end the `<script>` it is loaded by.
package enum GalleryJSON {
    package static func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
            .replacingOccurrences(of: "</", with: "<\\/")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return Data(text.utf8)
    }
}
