import Foundation
import DisplayList
import Tokens

/// Why an asset catalogue could not be read: one line naming the file and what to do.
public struct AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line.
    public let description: String
    /// The file or folder could not be read at all (exit 74 rather than 65).
    public let isIOError: Bool
}

/// Reads `.xcassets` folders as Xcode lays them out: a folder per image set (`NAME.imageset`)
/// or colour set (`NAME.colorset`), each with a `Contents.json`; other folders group sets,
/// and add their name to the sets' names when their `Contents.json` says
/// `"provides-namespace": true`. App icons, symbol and data sets are not views' assets and
/// are skipped. Bounded: 12 folders deep, 20,000 entries, 1 MiB per `Contents.json`;
/// symbolic links to folders are not followed (a loop cannot trap it).
public enum AssetCatalogLoader {
    static let maxDepth = 12
    static let maxEntries = 20_000
    static let contentsLimit = 1 << 20

    /// The catalogues at `folders`, in order; the first set of a name wins.
    public static func load(_ folders: [String]) throws(AssetCatalogError) -> AssetCatalog {
        var catalog = AssetCatalog(folders: folders)
        var budget = maxEntries
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw AssetCatalogError(description: "\(folder): no such asset catalogue folder", isIOError: true)
            }
            try walk(folder, namespace: "", depth: 0, budget: &budget, into: &catalog)
        }
        return catalog
    }

    /// The `.xcassets` folders under `root` (itself, if it is one), sorted; not inside
    /// hidden folders or `.build`, and not below another catalogue.
    public static func catalogues(under root: String, depth: Int = 0) -> [String] {
        guard depth < maxDepth else { return [] }
        if root.hasSuffix(".xcassets") { return [root] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = root + "/" + name
            guard isRealFolder(path) else { continue }
            found += catalogues(under: path, depth: depth + 1)
        }
        return found
    }

    private static func isRealFolder(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
    }

    private static func walk(_ folder: String, namespace: String, depth: Int, budget: inout Int,
                             into catalog: inout AssetCatalog) throws(AssetCatalogError) {
        guard depth < maxDepth else { return }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw AssetCatalogError(description: "\(folder): cannot be listed: \(error.localizedDescription)", isIOError: true)
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            budget -= 1
            guard budget >= 0 else {
                throw AssetCatalogError(description: "\(folder): over \(maxEntries) entries in the asset catalogues: point proof at a smaller folder", isIOError: false)
            }
            let path = folder + "/" + name
            guard isRealFolder(path) else { continue }
            let stem = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "imageset":
                let key = namespace + stem
                if catalog.images[key] == nil { catalog.images[key] = try imageSet(at: path) }
            case "colorset":
                let key = namespace + stem
                if catalog.colors[key] == nil, let set = try colorSet(at: path) { catalog.colors[key] = set }
            case "":
                let contents = try contentsIfAny(of: path)
                let providesNamespace = contents?["properties"]?["provides-namespace"] == .bool(true)
                try walk(path, namespace: providesNamespace ? namespace + name + "/" : namespace, depth: depth + 1, budget: &budget, into: &catalog)
            default:
                continue   // appiconset, symbolset, dataset, …: not drawn by views
            }
        }
    }

    // MARK: Sets

    private static func imageSet(at folder: String) throws(AssetCatalogError) -> AssetCatalog.ImageSet {
        let contents = try contents(of: folder)
        var variants: [AssetCatalog.ImageSet.Variant] = []
        for entry in contents["images"]?.arrayValue ?? [] {
            guard let file = entry["filename"]?.stringValue else { continue }   // an empty slot
            let idiom = entry["idiom"]?.stringValue ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard !file.contains("/"), file != "..", file != "." else {
                throw AssetCatalogError(description: "\(folder)/Contents.json: file name \"\(file)\" leaves the image set: name a file inside it", isIOError: false)
            }
            let path = folder + "/" + file
            let traits = appearances(entry, in: folder)
            let scale = entry["scale"]?.stringValue.flatMap { Double($0.replacingOccurrences(of: "x", with: "")) }
            let (format, size) = try imageHeader(path, in: folder)
            variants.append(.init(path: path, scale: scale, appearance: traits.appearance, highContrast: traits.high,
                                  pixelSize: size, format: format))
        }
        let template = contents["properties"]?["template-rendering-intent"]?.stringValue == "template"
        return AssetCatalog.ImageSet(folder: folder, variants: variants, template: template)
    }

    /// The colour set in `folder`; nil for a set whose entries give no colour at all — what
    /// Xcode's new-project `AccentColor` is until a colour is picked (iOS then uses its default
    /// tint, and so do the previews).
    private static func colorSet(at folder: String) throws(AssetCatalogError) -> AssetCatalog.ColorSet? {
        let contents = try contents(of: folder)
        let entries = contents["colors"]?.arrayValue ?? []
        if !entries.isEmpty, entries.allSatisfy({ $0["color"] == nil }) { return nil }
        var values: [String: RGBA] = [:]
        var referencedDark: [Bool: RGBA] = [:]
        for entry in contents["colors"]?.arrayValue ?? [] {
            let idiom = entry["idiom"]?.stringValue ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { continue }
            guard let color = entry["color"] else { continue }
            let traits = appearances(entry, in: folder)
            let key = (traits.appearance?.rawValue ?? "any") + (traits.high ? "+high" : "")
            if let reference = color["reference"]?.stringValue {
                // A system colour by UIKit's name ("systemIndigoColor", "labelColor"): its light
                // value, and its dark one where the set gives no dark colour of its own.
                guard let system = AssetColorValue.systemColor(named: reference) else {
                    throw AssetCatalogError(description: "\(folder)/Contents.json: \"\(reference)\" is not a system colour DesignProof knows: give the colour set explicit components in Xcode", isIOError: false)
                }
                func value(_ appearance: Appearance) -> RGBA {
                    var environment = EnvironmentValues()
                    environment.appearance = appearance
                    return system.resolved(in: environment)
                }
                values[key] = value(traits.appearance ?? .light)
                if traits.appearance == nil { referencedDark[traits.high] = value(.dark) }
                continue
            }
            do { values[key] = try AssetColorValue.rgba(color) } catch {
                throw AssetCatalogError(description: "\(folder)/Contents.json: \(error.message)", isIOError: false)
            }
        }
        if values["dark"] == nil, let dark = referencedDark[false] { values["dark"] = dark }
        if values["dark+high"] == nil, let dark = referencedDark[true] { values["dark+high"] = dark }
        guard let any = values["any"] ?? values["light"] else {
            throw AssetCatalogError(description: "\(folder)/Contents.json: the colour set has no colour for any or light appearance: set one in Xcode or add a \"colors\" entry", isIOError: false)
        }
        return AssetCatalog.ColorSet(folder: folder, any: any, light: values["light"], dark: values["dark"],
                                     highContrast: values["any+high"], highContrastLight: values["light+high"],
                                     highContrastDark: values["dark+high"])
    }

    /// An entry's appearance (`luminosity` light/dark) and contrast (`contrast` high).
    private static func appearances(_ entry: JSONValue, in folder: String) -> (appearance: Appearance?, high: Bool) {
        var appearance: Appearance?
        var high = false
        for trait in entry["appearances"]?.arrayValue ?? [] {
            switch (trait["appearance"]?.stringValue, trait["value"]?.stringValue) {
            case ("luminosity", "dark"): appearance = .dark
            case ("luminosity", "light"): appearance = .light
            case ("contrast", "high"): high = true
            default: continue
            }
        }
        return (appearance, high)
    }

    // MARK: Files

    private static func contents(of folder: String) throws(AssetCatalogError) -> JSONValue {
        guard let contents = try contentsIfAny(of: folder) else {
            throw AssetCatalogError(description: "\(folder): no Contents.json: recreate the set in Xcode or add one", isIOError: false)
        }
        return contents
    }

    private static func contentsIfAny(of folder: String) throws(AssetCatalogError) -> JSONValue? {
        let path = folder + "/Contents.json"
        switch InputFile.read(path, limit: contentsLimit, regularOnly: true) {
        case .failure(let problem):
            if problem.kind == .missing { return nil }
            throw AssetCatalogError(description: problem.description, isIOError: problem.isIOError)
        case .success(let bytes):
            do { return try JSONParser.parse(bytes: bytes) } catch {
                throw AssetCatalogError(description: "\(path): \(error.description): not JSON; fix it or recreate the set in Xcode", isIOError: false)
            }
        }
    }

    /// What an image file is, and its size in pixels when it is a PNG; nil size for other
    /// formats (drawn nowhere, reported when a view uses them). A missing file is an error.
    private static func imageHeader(_ path: String, in folder: String) throws(AssetCatalogError) -> (String, Size?) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw AssetCatalogError(description: "\(folder)/Contents.json names \((path as NSString).lastPathComponent), which is not there: add the file or remove it from the set", isIOError: false)
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular, let handle = FileHandle(forReadingAtPath: path) else {
            throw AssetCatalogError(description: "\(path): not a readable regular file", isIOError: true)
        }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: 33)) ?? Data())
        if head.count >= 24, head[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], head[12..<16] == [0x49, 0x48, 0x44, 0x52] {
            func be(_ at: Int) -> Double { Double(UInt32(head[at]) << 24 | UInt32(head[at + 1]) << 16 | UInt32(head[at + 2]) << 8 | UInt32(head[at + 3])) }
            let w = be(16), h = be(20)
            guard w > 0, h > 0 else { throw AssetCatalogError(description: "\(path): a PNG of no pixels: export it again", isIOError: false) }
            return ("PNG", Size(width: w, height: h))
        }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return ("JPEG", nil) }
        if head.starts(with: Array("%PDF".utf8)) { return ("PDF", nil) }
        if head.count >= 12, head[4..<8] == [0x66, 0x74, 0x79, 0x70] { return ("HEIC", nil) }
        let ext = (path as NSString).pathExtension.uppercased()
        if ext == "PNG" { throw AssetCatalogError(description: "\(path): not a readable PNG (no PNG header): export it again", isIOError: false) }
        return (ext.isEmpty ? "unknown" : ext, nil)
    }
}

extension JSONValue {
    /// The elements when this is an array.
    var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}
