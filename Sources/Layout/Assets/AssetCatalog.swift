public import DisplayList
public import Tokens

/// An app's asset catalogues (`Assets.xcassets`) as Xcode keeps them, read: its image sets
/// and colour sets by name. `Image("name")` and `Color("name")` find theirs here, in the
/// environment (`EnvironmentValues.assetCatalog`); `proof previews` reads the catalogues
/// found with a team's sources. Loading: `AssetCatalogLoader`.
public struct AssetCatalog: Hashable, Sendable {
    /// The catalogue folders read, in order (for messages: "searched …").
    public var folders: [String]
    /// Image sets by name (`Icons/logo` inside a folder that provides a namespace).
    public var images: [String: ImageSet]
    /// Colour sets by name.
    public var colors: [String: ColorSet]

    /// No catalogue: every name is missing.
    public init() { folders = []; images = [:]; colors = [:] }

    /// A catalogue of these sets (tests; `AssetCatalogLoader` reads folders).
    public init(folders: [String], images: [String: ImageSet] = [:], colors: [String: ColorSet] = [:]) {
        self.folders = folders; self.images = images; self.colors = colors
    }

    /// One image set: its files, by scale and appearance.
    public struct ImageSet: Hashable, Sendable {
        /// One file of the set.
        public struct Variant: Hashable, Sendable {
            /// The file's path.
            public var path: String
            /// Pixels per point it was drawn for (1, 2, 3); nil for a single-scale set.
            public var scale: Double?
            /// The appearance it is for; nil for any.
            public var appearance: Appearance?
            /// Drawn for Increase Contrast (`"contrast": "high"`).
            public var highContrast: Bool
            /// Its size in pixels when it is a PNG; nil for a file DesignProof does not draw.
            public var pixelSize: Size?
            /// What the file is ("PNG", "JPEG", "PDF", "SVG", "HEIC" …).
            public var format: String

            /// A file at `path` for `scale` (nil: any), `appearance` (nil: any) and contrast.
            public init(path: String, scale: Double?, appearance: Appearance?, highContrast: Bool, pixelSize: Size?, format: String) {
                self.path = path; self.scale = scale; self.appearance = appearance; self.highContrast = highContrast
                self.pixelSize = pixelSize; self.format = format
            }
        }
        /// The set's folder (`…/Assets.xcassets/logo.imageset`).
        public var folder: String
        /// Its files.
        public var variants: [Variant]
        /// Drawn as a template (tinted by the foreground style) unless a view asks otherwise.
        public var template: Bool

        /// The set in `folder` with these files, drawn as a template or not.
        public init(folder: String, variants: [Variant], template: Bool = false) {
            self.folder = folder; self.variants = variants; self.template = template
        }

        /// The file iOS would pick in `environment`: its appearance (and contrast) if the set
        /// has one for it, else the one for any; then the device's scale, else the nearest
        /// larger one, else the largest (as UIKit's trait matching does).
        public func variant(for environment: EnvironmentValues) -> Variant? {
            let wanted = environment.appearance
            let high = environment.colorSchemeContrast == .increased
            func score(_ v: Variant) -> Int? {
                if let a = v.appearance, a != wanted { return nil }
                if v.highContrast && !high { return nil }
                return (v.appearance != nil ? 2 : 0) + (v.highContrast ? 1 : 0)
            }
            let matching = variants.compactMap { v in score(v).map { (v, $0) } }
            guard let best = matching.map(\.1).max() else { return nil }
            let candidates = matching.filter { $0.1 == best }.map(\.0)
            let scale = environment.device.scale
            // Exact, then the smallest larger one, then the largest smaller one.
            return candidates.min { a, b in
                func rank(_ v: Variant) -> (Int, Double) {
                    let s = v.scale ?? scale
                    if s == scale { return (0, 0) }
                    return s > scale ? (1, s) : (2, -s)
                }
                return rank(a) < rank(b)
            }
        }
    }

    /// One colour set: its values by appearance and contrast.
    public struct ColorSet: Hashable, Sendable {
        /// The set's folder (`…/Assets.xcassets/Brand.colorset`).
        public var folder: String
        /// For any appearance (and the light one unless `light` is given).
        public var any: RGBA
        /// A light value of its own, when the set has "Any, Light, Dark".
        public var light: RGBA?
        /// The dark value, when the set has one.
        public var dark: RGBA?
        /// Increase Contrast values: for any, light and dark appearance.
        public var highContrast: RGBA?, highContrastLight: RGBA?, highContrastDark: RGBA?

        /// The set in `folder` with these values (nil: the set has none for that case).
        public init(folder: String, any: RGBA, light: RGBA? = nil, dark: RGBA? = nil, highContrast: RGBA? = nil,
                    highContrastLight: RGBA? = nil, highContrastDark: RGBA? = nil) {
            self.folder = folder; self.any = any; self.light = light; self.dark = dark
            self.highContrast = highContrast; self.highContrastLight = highContrastLight; self.highContrastDark = highContrastDark
        }

        /// The colour drawn in `environment`: the value whose appearance matches, preferring
        /// a matching appearance over a matching contrast, as the most specific trait wins.
        public func resolved(in environment: EnvironmentValues) -> RGBA {
            let base = environment.appearance == .dark ? (dark ?? any) : (light ?? any)
            guard environment.colorSchemeContrast == .increased else { return base }
            if environment.appearance == .dark {
                return highContrastDark ?? (dark != nil ? dark! : highContrast ?? any)
            }
            return highContrastLight ?? (light != nil ? light! : highContrast ?? any)
        }
    }

    /// The folders searched, for a message ("searched A.xcassets, B.xcassets"; or that none was found).
    var searched: String {
        folders.isEmpty ? "no asset catalogue was found with the sources: put an Assets.xcassets folder beside them"
                        : "searched " + folders.joined(separator: ", ")
    }

    /// Why `Image(name)` cannot be drawn (nil: it can).
    func problem(image name: String, variant: ImageSet.Variant?) -> String? {
        guard let set = images[name] else {
            return "image \"\(name)\" is in no asset catalogue (\(searched)): add \(name).imageset or correct the name"
        }
        guard let variant else { return "image \"\(name)\" (\(set.folder)) has no file: add a PNG to the image set" }
        guard variant.pixelSize != nil else {
            return "image \"\(name)\" (\(variant.path)) is a \(variant.format) file: DesignProof draws PNG image sets; add PNGs at @2x and @3x"
        }
        return nil
    }

    /// Why `Color(name)` cannot be drawn (nil: it can).
    func problem(color name: String) -> String? {
        colors[name] == nil ? "colour \"\(name)\" is in no asset catalogue (\(searched)): add \(name).colorset or correct the name" : nil
    }
}
