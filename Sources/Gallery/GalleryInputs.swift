import Foundation

/// Everything a screen's display list is made from besides the variant itself: proof's
/// own code (its executable's bytes), the app's token file and its data file. While an
/// app's fingerprint holds, its variants lay out to the lists they did last time, so the
/// gallery looks their images up in `GalleryIndex` instead of laying the screens out again
/// — which is what makes a run with nothing changed take a second. A change (an edited
/// token or food log) changes the fingerprint of the app it belongs to: that app's
/// variants are laid out again, and only the images whose lists changed are drawn again.
/// A rebuilt proof changes every app's. The checks read every app's inputs at once.
struct GalleryInputs: Sendable {
    /// App id → the hash of its inputs.
    let apps: [String: String]
    /// Every app's inputs together (the checks').
    let all: String

    /// `inputs`: app id → what its screens are drawn from, by name: its token file's path
    /// and bytes, and its data (already read, `DataSources.data(for:)`: a `--data` pipe is
    /// never read a second time to be fingerprinted).
    init(inputs: [String: [(name: String, bytes: [UInt8]?)]]) {
        var code = ContentHash()
        code.add("gallery-inputs-2")
        code.add(GalleryStore.renderVersion)
        code.add(FileManager.default.contents(atPath: CommandLine.executablePath) ?? Data("unreadable".utf8))
        let base = code.hex
        var apps: [String: String] = [:]
        var all = ContentHash()
        all.add(base)
        for app in inputs.keys.sorted() {
            var hash = ContentHash()
            hash.add(base)
            for input in inputs[app]! {
                hash.add(input.name)
                if let bytes = input.bytes { hash.add(bytes) } else { hash.add(Data("unreadable".utf8)) }
            }
            apps[app] = hash.hex
            all.add(app)
            all.add(hash.hex)
        }
        self.apps = apps
        self.all = all.hex
    }

    /// The key of one thing `app` draws from these inputs (`screen`, `animation` and its parameters).
    func key(app: String, _ parts: String...) -> String {
        var hash = ContentHash()
        hash.add(apps[app] ?? all)
        for p in parts { hash.add(p) }
        return hash.hex
    }

    /// The key of something drawn from every app's inputs (the checks).
    func key(_ parts: String...) -> String { key(parts) }

    /// The same, of a list of parts.
    func key(_ parts: [String]) -> String {
        var hash = ContentHash()
        hash.add(all)
        for p in parts { hash.add(p) }
        return hash.hex
    }
}

extension CommandLine {
    /// This process's executable.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? arguments[0]
    }
}

/// `data/index.json`: for each variant drawn from the last run's inputs (its
/// `GalleryInputs.key`), what it became — so a run with the same inputs needs no layout.
/// Only entries this run used are written back.
final class GalleryIndex: @unchecked Sendable {
    struct Screen: Codable, Sendable {
        let key: String
        let width: Double
        let height: Double
        let contrastFailures: Int
    }
    struct Contents: Codable {
        var screens: [String: Screen] = [:]
        /// Animation input key → the key of its `anim/KEY.json`.
        var animations: [String: String] = [:]
    }
    static let path = "data/index.json"

    private let lock = NSLock()
    private let previous: Contents
    private var used = Contents()
    /// Variants whose list another variant of this run drew: their counts are known at the end.
    private var pending: [(input: String, key: String, width: Double, height: Double)] = []

    init(store: GalleryStore) {
        if let bytes = store.cached(Self.path),
           let contents = try? JSONDecoder().decode(Contents.self, from: bytes) {
            previous = contents
        } else {
            previous = Contents()
        }
    }

    func screen(_ input: String) -> Screen? { previous.screens[input] }
    func animation(_ input: String) -> String? { previous.animations[input] }

    func record(screen input: String, _ value: Screen) { lock.lock(); used.screens[input] = value; lock.unlock() }
    func record(animation input: String, _ key: String) { lock.lock(); used.animations[input] = key; lock.unlock() }

    func recordLater(screen input: String, key: String, size: (width: Double, height: Double)) {
        lock.lock(); pending.append((input, key, size.width, size.height)); lock.unlock()
    }

    /// Records the pending variants with the counts every worker has now reported.
    func resolveLater(_ counts: [String: Int]) {
        lock.lock(); defer { lock.unlock() }
        for p in pending { used.screens[p.input] = Screen(key: p.key, width: p.width, height: p.height, contrastFailures: counts[p.key] ?? 0) }
        pending = []
    }

    func write(into store: GalleryStore) throws {
        lock.lock(); let contents = used; lock.unlock()
        try store.write(try GalleryJSON.encode(contents), to: Self.path)
    }
}
