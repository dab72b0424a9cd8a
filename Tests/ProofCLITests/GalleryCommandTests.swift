import Foundation
import Render
import Testing

/// `proof gallery`: the site's data names every variant and every file it needs, the files
/// are there and listed in the manifest, the inspector measures what the check measures,
/// and a second run redraws only what changed. (The page itself is tested in a real
/// browser: Tests/Browser.)
@Suite struct GalleryCommandTests {
    typealias JSON = [String: Any]

    static func app(_ data: JSON) throws -> JSON {
        let apps = try #require(data["apps"] as? [JSON])
        try #require(apps.count == 1)
        return apps[0]
    }

    static func screens(_ data: JSON) throws -> [JSON] { try #require(try app(data)["screens"] as? [JSON]) }

    static func variant(_ data: JSON, screen: String, appearance: String) throws -> JSON {
        let s = try #require(try screens(data).first { $0["id"] as? String == screen }, "no \(screen)")
        return try #require((s["variants"] as? [JSON])?.first { $0["appearance"] as? String == appearance })
    }

    /// Every file path the data names (images, inspectors, frames, check images).
    static func namedFiles(_ data: JSON) throws -> Set<String> {
        var files: Set<String> = []
        let app = try app(data)
        for s in try screens(data) {
            for v in try #require(s["variants"] as? [JSON]) {
                for k in ["image", "inspect"] { files.insert(try #require(v[k] as? String)) }
            }
        }
        for a in try #require(app["animations"] as? [JSON]) {
            for v in try #require(a["variants"] as? [JSON]) {
                for f in try #require(v["frames"] as? [JSON]) { files.insert(try #require(f["image"] as? String)) }
            }
        }
        for c in (data["checks"] as? JSON)?["checks"] as? [JSON] ?? [] {
            for f in c["failures"] as? [JSON] ?? [] {
                for k in ["image", "screenImage"] { if let image = f[k] as? String { files.insert(image) } }
                if let patch = (f["screenPatch"] as? JSON)?["image"] as? String { files.insert(patch) }
            }
        }
        return files
    }

    static func manifest(_ folder: String) throws -> Set<String> {
        let m = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json"))) as? JSON
        return Set(try #require(m?["files"] as? [String]))
    }

    /// A PNG's width and height from its IHDR.
    static func pngSize(_ path: String) throws -> (Int, Int) {
        let d = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
        try #require(d.count == 24 && d[1] == 0x50 && d[2] == 0x4E && d[3] == 0x47, "\(path) is not a PNG")
        func be(_ o: Int) -> Int { d[o..<(o + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    /// The pixel size of a gallery picture: a WebP (`--images webp`) read whole, a PNG
    /// from its header.
    static func imageSize(_ path: String) throws -> (Int, Int) {
        guard path.hasSuffix(".webp") else { return try pngSize(path) }
        let image = try WebPFile.read(path)
        return (image.width, image.height)
    }

    /// A gallery picture's pixels, PNG or WebP.
    static func picture(_ path: String) throws -> RGBAImage {
        path.hasSuffix(".webp") ? try WebPFile.read(path) : try PNGFile.read(path)
    }

    @Test func theSiteNamesEveryVariantAndEveryFileItNamesIsThere() async throws {
        let folder = try await GalleryBuild.folder()
        let data = try GalleryBuild.data(in: folder)
        #expect(data["schema"] as? Int == 2)  // 2: check data typed (docs/GALLERY.md)
        let app = try Self.app(data)
        #expect(app["id"] as? String == "fitai")
        #expect(app["name"] as? String == "FitAI")
        #expect(app["appearances"] as? [String] == ["light", "dark"])
        #expect((app["devices"] as? [JSON])?.map { $0["id"] as? String } == ["iphone-16"])
        #expect((app["contentSizes"] as? [JSON])?.map { $0["name"] as? String } == ["Default"])
        #expect(app["gradients"] as? [String] == [])
        // `proof list`: 12 screens with 11 states between them; each drawn light and dark.
        let screens = try Self.screens(data)
        #expect(screens.count == 23)
        #expect(screens.first?["id"] as? String == "fitai/login")
        #expect(screens.contains { $0["id"] as? String == "fitai/add-food@analyzing" && $0["state"] as? String == "analyzing" && $0["screen"] as? String == "fitai/add-food" })
        for s in screens { #expect((s["variants"] as? [JSON])?.count == 2, "\(s["id"] ?? "")") }
        #expect((app["animations"] as? [JSON])?.map { $0["id"] as? String } == ["fitai/progress-fill", "fitai/tab-switch"])

        let named = try Self.namedFiles(data)
        let manifest = try Self.manifest(folder)
        for f in named.sorted() {
            var st = stat()
            #expect(lstat(folder + "/" + f, &st) == 0 && st.st_size > 0, "\(f) is named but missing")
            #expect(manifest.contains(f), "\(f) is not in the manifest")
        }
        for f in ["index.html", "assets/gallery.css", "assets/gallery.js", "data/gallery.js", "data/index.json"] {
            #expect(manifest.contains(f), "\(f) is not in the manifest")
        }
        // The page's files are the ones in the source tree, byte for byte.
        for (written, source) in [("index.html", "index.html"), ("assets/gallery.css", "gallery.css"), ("assets/gallery.js", "gallery.js")] {
            #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + written))
                    == Data(contentsOf: URL(fileURLWithPath: Proof.root + "/Sources/Gallery/Web/" + source)), "\(written)")
        }
        // Nothing in the folder that the manifest does not list (no temporaries left).
        let all = try #require(FileManager.default.subpaths(atPath: folder)).filter { path in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDir) && !isDir.boolValue
        }
        #expect(Set(all) == manifest.union(["manifest.json"]))
    }

    /// One image a variant, at @2x, which the grid shows too: no @1x thumbnail beside it.
    @Test func imagesAreAtTwiceThePointsWithNoThumbnail() async throws {
        let folder = try await GalleryBuild.folder()
        let v = try Self.variant(GalleryBuild.data(in: folder), screen: "fitai/home", appearance: "dark")
        #expect(v["width"] as? Double == 393)
        #expect(v["height"] as? Double == 852)
        #expect(try Self.imageSize(folder + "/" + (v["image"] as! String)) == (786, 1704))
        #expect(v["thumb"] == nil)
        let thumbnails = try FileManager.default.contentsOfDirectory(atPath: folder + "/img").filter { $0.hasSuffix("-t.png") }
        #expect(thumbnails.isEmpty)
        let key = try #require(v["key"] as? String)
        #expect(key.count == 32 && key.allSatisfy(\.isHexDigit))
        #expect(v["image"] as? String == "img/\(key).webp")
    }

    /// The gallery's full-size image is `proof render --scale 2`'s, pixel for pixel.
    @Test func aFullSizeImageIsWhatRenderDraws() async throws {
        let folder = try await GalleryBuild.folder()
        let v = try Self.variant(GalleryBuild.data(in: folder), screen: "fitai/home@over", appearance: "dark")
        let out = scratchFolder()
        let r = try Proof.run(["render", "fitai/home", "--state", "over", "--appearance", "dark", "--scale", "2", "--out", out])
        try #require(r.status == 0, "\(r.stderr)")
        let diff = try Proof.run(["diff", folder + "/" + (v["image"] as! String), out + "/fitai/home@over-dark.png", "--json"])
        #expect(diff.status == 0, "\(diff.stderr)")
        let numbers = try #require(try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? JSON)
        #expect(numbers["maxDelta"] as? Double == 0, "\(diff.stdout)")
    }

    /// FitAI's login draws "name@example.com" as a placeholder at 1.74:1 (the check's worst
    /// for FitAI): the inspector says so, the variant counts it, and the check links its image.
    @Test func theInspectorMeasuresContrastAsTheCheckDoes() async throws {
        let folder = try await GalleryBuild.folder()
        let data = try GalleryBuild.data(in: folder)
        let v = try Self.variant(data, screen: "fitai/login", appearance: "light")
        let key = try #require(v["key"] as? String)
        let text = try String(contentsOfFile: folder + "/inspect/\(key).js", encoding: .utf8)
        let head = "galleryInspect(\"\(key)\", "
        try #require(text.hasPrefix(head) && text.hasSuffix(");\n"))
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.dropFirst(head.count).dropLast(3).utf8)) as? JSON)
        #expect(doc["width"] as? Double == 393)
        // On disk the names are short (docs/GALLERY.md); the long ones, as the page reads them.
        let elementNames = ["k": "kind", "f": "frame", "t": "text", "c": "colors", "l": "label", "r": "traits", "x": "contrast"]
        let contrastNames = ["v": "verdict", "n": "reason", "w": "worst", "m": "median", "q": "required", "fg": "foreground", "bg": "background", "lt": "largeText"]
        let elements = try #require(doc["elements"] as? [JSON]).map { short in
            var e: JSON = [:]
            for (k, value) in short {
                let name = elementNames[k] ?? k
                e[name] = name == "contrast" ? Dictionary(uniqueKeysWithValues: ((value as? JSON) ?? [:]).map { (contrastNames[$0.key] ?? $0.key, $0.value) }) : value
            }
            return e
        }
        #expect(elements.allSatisfy { $0["kind"] is String && $0["frame"] is [Double] }, "an element without its kind and frame")
        let placeholder = try #require(elements.first { $0["text"] as? String == "name@example.com" })
        let contrast = try #require(placeholder["contrast"] as? JSON)
        #expect(contrast["verdict"] as? String == "fail")
        #expect(contrast["worst"] as? Double == 1.74)
        #expect(contrast["required"] as? Double == 4.5)
        #expect((placeholder["frame"] as? [Double])?.count == 4)
        #expect(((placeholder["colors"] as? JSON)?["text"] as? String)?.hasPrefix("#") == true)
        let failing = elements.filter { ($0["contrast"] as? JSON)?["verdict"] as? String == "fail" }.count
        #expect(v["contrastFailures"] as? Int == failing)
        #expect(failing >= 1)
        // Shapes carry no contrast; system chrome (the status bar) is exempt, as in the check.
        #expect(elements.contains { $0["kind"] as? String == "shape" && $0["contrast"] == nil })
        #expect(elements.contains { ($0["contrast"] as? JSON)?["verdict"] as? String == "exempt" && ($0["contrast"] as? JSON)?["reason"] as? String == "systemChrome" })

        let checks = try #require(data["checks"] as? JSON)
        #expect(checks["passed"] as? Bool == false)
        let contrastCheck = try #require((checks["checks"] as? [JSON])?.first { $0["name"] as? String == "contrast" })
        let failure = try #require((contrastCheck["failures"] as? [JSON])?.first {
            $0["screen"] as? String == "fitai/login" && ($0["data"] as? JSON)?["text"] as? String == "name@example.com" && ($0["data"] as? JSON)?["appearance"] as? String == "light"
                && ($0["data"] as? JSON)?["contrast"] as? String == "standard"
        })
        #expect(failure["app"] as? String == "fitai")
        // The check picture is in the gallery's format (WebP): its rings alone, laid over the
        // screen — the very file the grid shows for fitai/login, light, on the iPhone 16 at
        // the default size. Composed as the browser composes them, they are the PNG `proof
        // check --out` writes for the same failure: exactly, but for the rings' anti-aliased
        // edges, which a clear canvas keeps to 8 bits before blending (at most 2 levels).
        #expect(failure["image"] as? String == "checks/contrast-fitai-login.webp")
        #expect(try Self.imageSize(folder + "/checks/contrast-fitai-login.webp") == (786, 1704))
        let grid = try Self.variant(data, screen: "fitai/login", appearance: "light")
        #expect(grid["device"] as? String == "iphone-16" && grid["contentSize"] as? String == "large")
        #expect(failure["screenImage"] as? String == grid["image"] as? String)
        let out = scratchFolder() + "/check-out"
        let check = try Proof.run(["check", "contrast", "--app", "fitai", "--device", "iphone-16", "--out", out], timeout: Proof.slowTimeout)
        #expect(check.status == 1, "\(check.stderr)")
        let (ringPixels, worst, outside) = try Self.composedAgainst(out + "/contrast-fitai-login.png", failure: failure, in: folder)
        #expect(outside == 0, "pixels outside the rings differ from check --out's picture")
        #expect(worst <= 2, "a ring pixel \(worst) levels from check --out's picture")
        #expect(ringPixels > 1000 && ringPixels < 786 * 1704 / 50, "\(ringPixels) ring pixels")
        #expect(failure["screenPatch"] == nil)
        // Under Increase Contrast the grid has no such screen: it is the standard one with what
        // changed laid over it (opaque where it changed, clear elsewhere), then the rings.
        let high = try #require((contrastCheck["failures"] as? [JSON])?.first {
            $0["image"] as? String == "checks/contrast-fitai-login-high-contrast.webp"
        })
        #expect(high["screenImage"] as? String == grid["image"] as? String)
        let patch = try #require(high["screenPatch"] as? JSON)
        #expect(patch["screenWidth"] as? Int == 786 && patch["screenHeight"] as? Int == 1704)
        let patchPicture = try Self.picture(folder + "/" + (try #require(patch["image"] as? String)))
        #expect(patchPicture.width == patch["width"] as? Int && patchPicture.height == patch["height"] as? Int)
        #expect(patchPicture.width * patchPicture.height < 786 * 1704, "the patch is the whole screen")
        #expect(stride(from: 3, to: patchPicture.pixels.count, by: 4).allSatisfy { patchPicture.pixels[$0] == 0 || patchPicture.pixels[$0] == 255 })
        let (highRings, highWorst, highOutside) = try Self.composedAgainst(out + "/contrast-fitai-login-high-contrast.png", failure: high, in: folder)
        #expect(highOutside == 0 && highWorst <= 2 && highRings > 1000, "\(highOutside) pixels off outside the rings, \(highWorst) levels on them")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder + "/checks").filter { !$0.hasSuffix(".json") }
        #expect(!pictures.isEmpty && pictures.allSatisfy { $0.hasSuffix(".webp") }, "\(pictures)")
    }

    /// fitai/tab-switch lasts 0.2 s: at the default 60 fps, frames k = 0…12 at t = k/60.
    @Test func animationsHaveAFrameAtEachStepAndADeltaBetweenEachPair() async throws {
        let folder = try await GalleryBuild.folder()
        let app = try Self.app(GalleryBuild.data(in: folder))
        let tab = try #require((app["animations"] as? [JSON])?.first { $0["id"] as? String == "fitai/tab-switch" })
        let variants = try #require(tab["variants"] as? [JSON])
        #expect(variants.map { $0["reduced"] as? Bool } == [false, true])
        // Reduced, each page fades for 0.25 s in turn: 0.5 s, 31 frames.
        #expect(variants[1]["duration"] as? Double == 0.5 && (variants[1]["frames"] as? [JSON])?.count == 31)
        let v = variants[0]
        #expect(v["fps"] as? Int == 60)
        #expect(v["duration"] as? Double == 0.2)
        let frames = try #require(v["frames"] as? [JSON])
        #expect(frames.count == 13)
        // (JSONSerialization may read the last digit of a double differently.)
        for (k, f) in frames.enumerated() { #expect(abs(try #require(f["time"] as? Double) - Double(k) / 60) < 1e-12) }
        let deltas = try #require(v["meanDelta"] as? [Double])
        #expect(deltas.count == 12)
        #expect(deltas.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(deltas.contains { $0 > 0 })
        let rows = try #require(v["rows"] as? [JSON])
        #expect(!rows.isEmpty)
        for r in rows { #expect((r["samples"] as? [Double])?.count == 13) }
        #expect(try Self.imageSize(folder + "/" + (frames[0]["image"] as! String)) == (393, 852))
    }

    /// The page plays an animation from the scrubber's frames, so nothing else of it is
    /// written: `anim/` holds one sidecar per variant (its key's JSON, the variant the page
    /// gets) and no playing file, and the data names none.
    @Test func anAnimationIsStoredOnlyAsItsFrames() async throws {
        let folder = try await GalleryBuild.folder()
        let app = try Self.app(GalleryBuild.data(in: folder))
        let variants = try #require(app["animations"] as? [JSON]).flatMap { try #require($0["variants"] as? [JSON]) }
        #expect(!variants.isEmpty && variants.allSatisfy { $0["playing"] == nil })
        let stored = try FileManager.default.contentsOfDirectory(atPath: folder + "/anim").sorted()
        #expect(stored.count == variants.count, "\(stored)")
        #expect(stored.allSatisfy { $0.hasSuffix(".json") && $0.count == 32 + 5 })
        let sidecarFrames = try stored.map { name in
            let v = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/anim/" + name))) as? JSON)
            return try #require(v["frames"] as? [JSON]).map { $0["image"] as? String ?? "" }
        }
        let pageFrames = try variants.map { try #require($0["frames"] as? [JSON]).map { $0["image"] as? String ?? "" } }
        #expect(Set(sidecarFrames) == Set(pageFrames))
    }

    /// A gallery contrast picture composed as the page composes it — its screen, the patch of
    /// what Increase Contrast changed (when there is one) at its place, the rings over all,
    /// each blended as a browser blends straight alpha — compared with `png`, the picture
    /// `proof check --out` wrote: how many ring pixels there are, the largest difference on
    /// them, and how many channel values differ where no ring is.
    static func composedAgainst(_ png: String, failure: JSON, in folder: String) throws -> (ringPixels: Int, worst: Int, outside: Int) {
        let rings = try picture(folder + "/" + (try #require(failure["image"] as? String)))
        var screen = try picture(folder + "/" + (try #require(failure["screenImage"] as? String)))
        let whole = try picture(png)
        try #require(rings.width == whole.width && screen.width == whole.width && rings.height == whole.height && screen.height == whole.height)
        if let p = failure["screenPatch"] as? JSON {
            let patch = try picture(folder + "/" + (try #require(p["image"] as? String)))
            let (x, y) = (try #require(p["x"] as? Int), try #require(p["y"] as? Int))
            try #require(x >= 0 && y >= 0 && x + patch.width <= screen.width && y + patch.height <= screen.height)
            var pixels = screen.pixels
            for row in 0..<patch.height {
                for column in 0..<patch.width where patch.pixels[(row * patch.width + column) * 4 + 3] == 255 {
                    let from = (row * patch.width + column) * 4, to = ((y + row) * screen.width + x + column) * 4
                    for c in 0..<4 { pixels[to + c] = patch.pixels[from + c] }
                }
            }
            screen = RGBAImage(width: screen.width, height: screen.height, pixels: pixels)
        }
        var ringPixels = 0, worst = 0, outside = 0
        for i in stride(from: 0, to: whole.pixels.count, by: 4) {
            let a = Int(rings.pixels[i + 3])
            if a > 0 { ringPixels += 1 }
            for c in 0..<3 {
                let composed = (Int(rings.pixels[i + c]) * a + Int(screen.pixels[i + c]) * (255 - a) + 127) / 255
                let d = abs(composed - Int(whole.pixels[i + c]))
                worst = max(worst, d)
                if d > 0 && a == 0 { outside += 1 }
            }
        }
        return (ringPixels, worst, outside)
    }

    /// The scrubber's frame `k` as the page shows it: frame 0's image, and over it, for a
    /// frame with `x` and `y`, its patch. A patch pixel is either opaque (it changed) or
    /// clear (frame 0 shows through): anything else would blend in the browser.
    static func scrubberFrame(_ k: Int, of frames: [JSON], in folder: String) throws -> RGBAImage {
        func read(_ f: JSON) throws -> RGBAImage { try picture(folder + "/" + (f["image"] as! String)) }
        guard let x = frames[k]["x"] as? Int, let y = frames[k]["y"] as? Int else { return try read(frames[k]) }
        let base = try read(frames[0]), patch = try read(frames[k])
        try #require(x >= 0 && y >= 0 && x + patch.width <= base.width && y + patch.height <= base.height, "frame \(k)'s patch lies outside the frame")
        var pixels = base.pixels
        for py in 0..<patch.height {
            for px in 0..<patch.width {
                let from = (py * patch.width + px) * 4, to = ((y + py) * base.width + x + px) * 4
                switch patch.pixels[from + 3] {
                case 0: continue
                case 255: for c in 0..<4 { pixels[to + c] = patch.pixels[from + c] }
                default: Issue.record("frame \(k)'s patch has a see-through pixel at (\(px), \(py))"); return base
                }
            }
        }
        return RGBAImage(width: base.width, height: base.height, pixels: pixels)
    }

    /// Every scrubber frame after the first is frame 0's file (nothing changed) or a patch
    /// over it; the cross-fade's patches are the whole screen, but the reduced variant's
    /// change only part of it, so its patches are smaller files than whole frames.
    @Test func laterFramesAreStoredAsPatchesOverTheFirst() async throws {
        let folder = try await GalleryBuild.folder()
        let app = try Self.app(GalleryBuild.data(in: folder))
        let tab = try #require((app["animations"] as? [JSON])?.first { $0["id"] as? String == "fitai/tab-switch" })
        for v in try #require(tab["variants"] as? [JSON]) {
            let frames = try #require(v["frames"] as? [JSON])
            #expect(frames[0]["x"] == nil && frames[0]["y"] == nil)
            let first = try #require(frames[0]["image"] as? String)
            var patched = 0
            for (k, f) in frames.enumerated().dropFirst() {
                if f["x"] == nil { #expect(f["image"] as? String == first, "frame \(k) is neither frame 0 nor a patch"); continue }
                patched += 1
                let size = try Self.imageSize(folder + "/" + (f["image"] as! String))
                #expect(size.0 <= 393 && size.1 <= 852)
                _ = try Self.scrubberFrame(k, of: frames, in: folder)
            }
            #expect(patched > 0)
        }
        // Reduced, the pages fade in turn; at frame 1 the content has begun to fade, but not
        // the navigation bar or the tab bar: the patch is 361 × 761 pixels at (16, 74).
        let reduced = try #require((tab["variants"] as? [JSON])?.last?["frames"] as? [JSON])
        let size = try Self.imageSize(folder + "/" + (reduced[1]["image"] as! String))
        #expect(size == (361, 761) && reduced[1]["x"] as? Int == 16 && reduced[1]["y"] as? Int == 74, "frame 1's patch is \(size)")
    }

    /// The same run again into the same folder: nothing is drawn again (every image keeps
    /// its inode and time) and every byte of the site is the same.
    @Test func aSecondRunWithNothingChangedRedrawsNothing() async throws {
        let built = try await GalleryBuild.folder()
        let folder = scratchFolder() + "/again"
        let copy = try Proof.runTool("/bin/cp", ["-a", built, folder])
        try #require(copy == 0)
        func stamps() throws -> [String: [Int]] {
            var out: [String: [Int]] = [:]
            for path in try #require(FileManager.default.subpaths(atPath: folder)) {
                var st = stat()
                guard lstat(folder + "/" + path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { continue }
                out[path] = [Int(st.st_ino), st.st_mtim.tv_sec, st.st_mtim.tv_nsec]
            }
            return out
        }
        let before = try stamps()
        let bytesBefore = try Data(contentsOf: URL(fileURLWithPath: folder + "/data/gallery.js"))
        let r = try Proof.run(GalleryBuild.arguments + ["--out", folder], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        // Not a terminal: no progress bar.
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.hasPrefix("wrote \(folder)/index.html: 46 screen variants of 23 screens and states, 2 animations, 2 checks fail"))
        let after = try stamps()
        #expect(Set(before.keys) == Set(after.keys))
        for (path, stamp) in before where path.hasPrefix("img/") || path.hasPrefix("inspect/") || path.hasPrefix("anim/") || path.hasPrefix("checks/") {
            #expect(after[path] == stamp, "\(path) was written again")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/data/gallery.js")) == bytesBefore)
    }

    /// A cached animation sidecar edited by hand — a patch moved off the picture (`"x":-1`,
    /// the same length, so the manifest's size still matches) — is not handed to the page:
    /// the animation is drawn again and the page gets the patch's real place.
    @Test func aTamperedAnimationSidecarIsDrawnAgain() async throws {
        let built = try await GalleryBuild.folder()
        let folder = scratchFolder() + "/tampered"
        try #require(try Proof.runTool("/bin/cp", ["-a", built, folder]) == 0)
        let app = try Self.app(GalleryBuild.data(in: built))
        let tab = try #require((app["animations"] as? [JSON])?.first { $0["id"] as? String == "fitai/tab-switch" })
        let reduced = try #require((tab["variants"] as? [JSON])?.last)
        // Its sidecar: the one in anim/ with the reduced variant's frames.
        let frameNames = try #require(reduced["frames"] as? [JSON]).map { $0["image"] as? String ?? "" }
        let sidecars = try FileManager.default.contentsOfDirectory(atPath: folder + "/anim").map { folder + "/anim/" + $0 }.filter { path in
            let v = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? JSON
            return (v?["frames"] as? [JSON])?.map { $0["image"] as? String ?? "" } == frameNames && v?["reduced"] as? Bool == true
        }
        let sidecar = try #require(sidecars.first, "no sidecar has the reduced variant's frames")
        #expect(sidecars.count == 1)
        let text = try String(contentsOfFile: sidecar, encoding: .utf8)
        try #require(text.contains("\"x\":16,"), "the sidecar has no patch at x 16")
        try text.replacingOccurrences(of: "\"x\":16,", with: "\"x\":-1,").write(toFile: sidecar, atomically: false, encoding: .utf8)
        let r = try Proof.run(GalleryBuild.arguments + ["--no-checks", "--out", folder], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let again = try #require((try Self.app(GalleryBuild.data(in: folder))["animations"] as? [JSON])?.first { $0["id"] as? String == "fitai/tab-switch" })
        let frames = try #require((again["variants"] as? [JSON])?.last?["frames"] as? [JSON])
        #expect(frames[1]["x"] as? Int == 16 && frames[1]["y"] as? Int == 74)
        #expect(frames.allSatisfy { ($0["x"] as? Int ?? 0) >= 0 })
        #expect(try !String(contentsOfFile: sidecar, encoding: .utf8).contains("\"x\":-1,"))
    }

    /// A checks record whose Increase Contrast patch lies outside its screen (hand-edited, or
    /// from another version) is not handed to the page: the checks run again and write the
    /// patch's real place.
    @Test func aTamperedCheckPatchRunsTheChecksAgain() async throws {
        let built = try await GalleryBuild.folder()
        let folder = scratchFolder() + "/tampered-checks"
        try #require(try Proof.runTool("/bin/cp", ["-a", built, folder]) == 0)
        let records = try FileManager.default.contentsOfDirectory(atPath: folder + "/checks").filter { $0.hasSuffix(".json") }
        try #require(records.count == 1)
        let record = folder + "/checks/" + records[0]
        let text = try String(contentsOfFile: record, encoding: .utf8)
        // The same length, so that the file still matches the manifest's size and is read back.
        let place = try #require(text.range(of: #""x":\d\d+,"#, options: .regularExpression), "the record has no patch")
        let original = String(text[place])
        let bad = #""x":-"# + String(repeating: "9", count: original.count - 6) + ","
        try text.replacingCharacters(in: place, with: bad).write(toFile: record, atomically: false, encoding: .utf8)
        let r = try Proof.run(GalleryBuild.arguments + ["--out", folder], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let again = try String(contentsOfFile: record, encoding: .utf8)
        #expect(!again.contains(bad) && again.contains(original))
        let patches = try #require((try GalleryBuild.data(in: folder)["checks"] as? JSON)?["checks"] as? [JSON]).flatMap { c in
            (c["failures"] as? [JSON] ?? []).compactMap { $0["screenPatch"] as? JSON }
        }
        #expect(!patches.isEmpty && patches.allSatisfy { ($0["x"] as? Int ?? -1) >= 0 })
    }

    /// The gallery's pictures are lossless WebP by our encoder; `--images png` over such a
    /// gallery draws every screen and frame again as the fast PNG with the same key and the
    /// same pixels (the WebPs go), the scrubber composes the same frames, the WebPs were
    /// under two thirds of the PNGs' bytes, and a second PNG run draws nothing again.
    @Test func webPAndPNGGalleriesHaveTheSamePixels() async throws {
        let built = try await GalleryBuild.folder()
        let folder = scratchFolder() + "/png"
        try #require(try Proof.runTool("/bin/cp", ["-a", built, folder]) == 0)
        let arguments = GalleryBuild.arguments + ["--no-checks", "--images", "png", "--out", folder]
        let r = try Proof.run(arguments, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let webpData = try GalleryBuild.data(in: built), pngData = try GalleryBuild.data(in: folder)
        let images = try FileManager.default.contentsOfDirectory(atPath: folder + "/img")
        #expect(!images.isEmpty && images.allSatisfy { $0.hasSuffix(".png") }, "\(images.filter { !$0.hasSuffix(".png") })")
        // The same pictures either way (the WebP gallery's img/ also holds the screens under its
        // check pictures; this PNG one was drawn without checks).
        let stems = Set(images.map { String($0.dropLast(4)) })
        func bytes(_ dir: String) throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: dir + "/img").filter { stems.contains(String($0.split(separator: ".")[0])) }.reduce(0) { n, f in
                n + ((try FileManager.default.attributesOfItem(atPath: dir + "/img/" + f)[.size] as? Int) ?? 0)
            }
        }
        let (webpBytes, pngBytes) = (try bytes(built), try bytes(folder))
        #expect(webpBytes * 3 < pngBytes * 2, "WebP \(webpBytes) bytes, PNG \(pngBytes)")
        // The same screen, the same key: the PNG's pixels are the WebP's.
        let w = try Self.variant(webpData, screen: "fitai/home", appearance: "dark"), p = try Self.variant(pngData, screen: "fitai/home", appearance: "dark")
        #expect(w["key"] as? String == p["key"] as? String)
        let image = try #require(p["image"] as? String), webp = try #require(w["image"] as? String)
        #expect(image == "img/\(w["key"] as! String).png")
        let header = [UInt8](try Data(contentsOf: URL(fileURLWithPath: built + "/" + webp)).prefix(16))
        #expect(header.count == 16 && header[0..<4].elementsEqual("RIFF".utf8) && header[8..<16].elementsEqual("WEBPVP8L".utf8), "not a lossless WebP")
        #expect(try Self.picture(folder + "/" + image) == Self.picture(built + "/" + webp))
        // The scrubber: every frame, composed from frame 0 and its patch, the same either way.
        func tab(_ data: JSON) throws -> [JSON] {
            let a = try #require((try Self.app(data)["animations"] as? [JSON])?.first { $0["id"] as? String == "fitai/tab-switch" })
            return try #require(a["variants"] as? [JSON])
        }
        for (wv, pv) in zip(try tab(webpData), try tab(pngData)) {
            let wf = try #require(wv["frames"] as? [JSON]), pf = try #require(pv["frames"] as? [JSON])
            #expect(pf.count == wf.count)
            for k in pf.indices { #expect(try Self.scrubberFrame(k, of: pf, in: folder) == Self.scrubberFrame(k, of: wf, in: built), "frame \(k)") }
            #expect(wf.allSatisfy { ($0["image"] as? String)?.hasSuffix(".webp") == true } && pf.allSatisfy { ($0["image"] as? String)?.hasSuffix(".png") == true })
        }
        // Again as PNG: nothing is drawn again.
        var st = stat()
        try #require(lstat(folder + "/" + image, &st) == 0)
        let (inode, time) = (st.st_ino, st.st_mtim.tv_nsec)
        let again = try Proof.run(arguments, timeout: Proof.slowTimeout)
        #expect(again.status == 0, "\(again.stderr)")
        try #require(lstat(folder + "/" + image, &st) == 0)
        #expect(st.st_ino == inode && st.st_mtim.tv_nsec == time, "the PNG was written again")
    }

    /// A food log with Oct 31's breakfast 100 kcal heavier: the screens that draw that day
    /// get new images; login, which draws no data, keeps its own.
    @Test func aChangedFoodLogRedrawsOnlyTheScreensThatDrawIt() async throws {
        let built = try await GalleryBuild.folder()
        let dir = scratchFolder()
        let folder = dir + "/changed"
        try #require(try Proof.runTool("/bin/cp", ["-a", built, folder]) == 0)
        let breakfast = "\"date\": \"2025-10-31\",\n   \"meal_type\": \"breakfast\",\n   \"food_name\": \"Greek yogurt with berries\",\n   \"calories\": "
        let log = try DataOptionCommandTests.log(in: dir, replacing: breakfast + "220,", with: breakfast + "320,")
        let r = try Proof.run(GalleryBuild.arguments + ["--no-checks", "--data", log, "--out", folder], timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let old = try GalleryBuild.data(in: built), new = try GalleryBuild.data(in: folder)
        for look in ["light", "dark"] {
            #expect(try Self.variant(old, screen: "fitai/login", appearance: look)["key"] as? String
                    == Self.variant(new, screen: "fitai/login", appearance: look)["key"] as? String)
            #expect(try Self.variant(old, screen: "fitai/home", appearance: look)["key"] as? String
                    != Self.variant(new, screen: "fitai/home", appearance: look)["key"] as? String)
        }
        #expect(new["checks"] == nil)
        // The old home images are gone with the checks' files; login's are still there.
        let manifest = try Self.manifest(folder)
        #expect(!manifest.contains { $0.hasPrefix("checks/") })
        let oldHome = try #require(try Self.variant(old, screen: "fitai/home", appearance: "light")["image"] as? String)
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + oldHome))
        #expect(manifest.isSuperset(of: try Self.namedFiles(new)))
    }

    // Bad input: one line, the documented status, nothing written.

    @Test(arguments: [
        (["gallery", "fitaii"], "unknown app \"fitaii\" (did you mean fitai?); apps: airfit, calai, nutrisync, fitai"),
        (["gallery", "--fps", "0"], "--fps 0 is out of range: 1…120"),
        (["gallery", "--images", "gif"], "--images gif is not an image format: webp or png"),
        (["gallery", "--images", "WEBP"], "--images WEBP is not an image format: webp or png"),
        (["gallery", "--fps", "121"], "--fps 121 is out of range: 1…120"),
        (["gallery", "--content-size", "huge"], "--content-size huge is not a Dynamic Type size (xSmall … accessibilityExtraExtraExtraLarge)"),
        (["gallery", "--device", "iphone-17"], ""),
        (["gallery", "--references", "/tmp"], "--references is where failed snapshots' references are; give --snapshots too"),
        (["gallery", "--snapshots", ""], "--snapshots is empty: give the folder a failing snapshot run left (its SNAPSHOT_ARTIFACTS)"),
        (["gallery", "calai", "--data", DataOptionCommandTests.sample], "calai draws no FitAI screen; --data is FitAI's data file; fitai/… screens draw from it"),
    ])
    func usageErrors(arguments: [String], line: String) throws {
        let out = Proof.temporaryDirectory() + "/out"
        let r = try Proof.run(arguments + ["--out", out])
        #expect(r.status == 64, "\(arguments): \(r.stderr)")
        if !line.isEmpty { #expect(r.stderr == "proof: " + line + " (see proof gallery --help)\n") }
        #expect(r.stderr.hasPrefix("proof: ") && r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anOutputThatIsAFileIsRefusedBeforeAnythingIsDrawn() throws {
        let dir = scratchFolder()
        let file = dir + "/site"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        let r = try Proof.run(["gallery", "nutrisync", "--no-checks", "--out", file])
        #expect(r.status != 0)
        #expect(r.stderr.hasPrefix("proof: ") && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder")
    }

    /// Something else where the gallery writes: one line, the status, and nothing of the
    /// run left behind (what was there stays as it was).
    @Test(arguments: [
        ("img", false, 74, "proof: DIR/img is a file, not a folder (nothing was written)\n"),
        ("data/index.json", true, 74, "proof: DIR/data/index.json is a folder where proof would write a file: remove it or write somewhere else (nothing was written)\n"),
        ("manifest.json", false, 65, "proof: DIR/manifest.json is not a manifest proof wrote (expected {\"schema\": {\"name\": \"dev.designproof.manifest\", …}, \"files\": [...]}): "
         + "proof will not write over another program's file; remove it or write somewhere else\n"),
    ])
    func somethingInTheWayIsReportedAndNothingIsWritten(path: String, isFolder: Bool, status: Int32, start: String) throws {
        let dir = scratchFolder() + "/site"
        let blocked = dir + "/" + path
        if isFolder {
            try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: true)
        } else {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try Data("not proof's\n".utf8).write(to: URL(fileURLWithPath: blocked))
        }
        let before = Set(try #require(FileManager.default.subpaths(atPath: dir)))
        // FitAI's two short animations at 1 fps: the folder case fails only at the commit,
        // after everything is drawn, so the run is kept small.
        let r = try Proof.run(["gallery", "fitai", "--device", "iphone-se", "--content-size", "large", "--fps", "1", "--no-checks", "--out", dir],
                              timeout: Proof.slowTimeout)
        #expect(r.status == status, "\(r.stderr)")
        #expect(r.stderr.hasPrefix(start.replacingOccurrences(of: "DIR", with: dir)), "\(r.stderr)")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(Set(try #require(FileManager.default.subpaths(atPath: dir))) == before)
        if !isFolder { #expect(try String(contentsOfFile: blocked, encoding: .utf8) == "not proof's\n") }
    }

    @Test func aMissingSnapshotsFolderIsAnInputError() throws {
        let dir = scratchFolder()
        let r = try Proof.run(["gallery", "nutrisync", "--no-checks", "--snapshots", dir + "/nowhere", "--out", dir + "/site"])
        #expect(r.status == 74, "\(r.stderr)")
        #expect(r.stderr == "proof: --snapshots \(dir)/nowhere: no such file or folder: give the folder a failing snapshot run left ($SNAPSHOT_ARTIFACTS, else the temporary folder)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/site/index.html"))
    }
}
