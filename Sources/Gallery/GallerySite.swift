import Foundation

/// The page itself: `index.html` and its script and styles, compiled into proof from
/// Sources/Gallery/Web (Package.swift's `embedInCode`) and written out on every run.
enum GallerySite {
    static let files: [(path: String, bytes: [UInt8])] = [
        ("index.html", PackageResources.index_html),
        ("assets/gallery.css", PackageResources.gallery_css),
        ("assets/gallery.js", PackageResources.gallery_js),
    ]

    static func write(_ data: GalleryData, into store: GalleryStore) throws {
        for f in files { try store.write(Data(f.bytes), to: f.path) }
        try store.write(try data.script(), to: "data/gallery.js")
    }
}
