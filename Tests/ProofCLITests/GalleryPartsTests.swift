import Gallery
import ProofCLI
import ProofOutput
import DisplayList
import Layout
import Foundation
import Render
import Testing
import Tokens

/// The gallery's parts on their own: content hashes, the page's JSON, the inspector's
/// measurements and the guard that keeps cached images honest when Render changes.
@Suite(.proofApps) struct GalleryPartsTests {
    @Test func contentHashesAre128BitsAndSeparateTheirParts() {
        // FNV-1a 64 of the empty input is its offset basis; the second lane starts at φ·2^64.
        #expect(ContentHash().hex == "cbf29ce484222325" + "9e3779b97f4a7c15")
        let a = ContentHash.of("ab", "c"), b = ContentHash.of("a", "bc")
        #expect(a != b)
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
        #expect(ContentHash.of("x") == ContentHash.of("x"))
        // One byte of FNV-1a by hand: (basis ^ 0x61) · prime, for "a".
        var h = ContentHash()
        h.add([0x61])
        let fnv = (UInt64(0xCBF2_9CE4_8422_2325) ^ 0x61) &* 0x0000_0100_0000_01B3
        #expect(h.hex.prefix(16) == String(fnv, radix: 16))
    }

    /// No string in the data can end the `<script>` that loads it, or break a JS string.
    @Test func theGalleryJSONCannotCloseItsScript() throws {
        struct T: Encodable { let s: String }
        let json = String(decoding: try GalleryJSON.encode(T(s: "a</script><b>\u{2028}/")), as: UTF8.self)
        #expect(json == #"{"s":"a<\/script><b>\u2028/"}"#)
        #expect(try JSONDecoder().decode([String: String].self, from: Data(json.utf8))["s"] == "a</script><b>\u{2028}/")
    }

    /// A #777777 17 pt label on white: 4.48:1 everywhere on its backdrop, below 4.5 — the
    /// worst and median the check would report, and a failing verdict.
    @Test func theInspectorMeasuresTextOnWhatIsDrawnBeneathIt() throws {
        var list = DisplayList(size: Size(width: 200, height: 100), scale: 2, background: .white)
        list.append(.shape("card", Rect(x: 10, y: 10, width: 180, height: 80), .roundedRectangle(cornerRadius: 8, style: .continuous),
                           fill: .linearGradient(Gradient(stops: [GradientStop(color: .white, position: 0), GradientStop(color: RGBA(hex: "#FFFFFF")!, position: 1)]),
                                                 start: UnitPoint(x: 0.5, y: 0), end: UnitPoint(x: 0.5, y: 1))))
        var label = Element.text("label", Rect(x: 20, y: 30, width: 160, height: 40),
                                 TextRun("Grey label", font: FontSpec(family: "Inter", size: 17), paint: .solid(RGBA(hex: "#777777")!)))
        label.accessibilityLabel = "Grey label"
        list.append(label)
        let inspector = try GalleryInspector(list, renderer: CairoRenderer())
        #expect(inspector.width == 200 && inspector.height == 100)
        #expect(inspector.elements.map(\.id) == ["card", "label"])
        let card = inspector.elements[0], text = inspector.elements[1]
        #expect(card.kind == "shape" && card.contrast == nil && card.text == nil)
        #expect(card.frame == [10, 10, 180, 80])
        #expect(card.colors["fill"] == "linear-gradient(180deg, #FFFFFF 0%, #FFFFFF 100%)")
        #expect(text.kind == "text" && text.text == "Grey label" && text.label == "Grey label")
        #expect(text.colors == ["text": "#777777"])
        let c = try #require(text.contrast)
        #expect(c.verdict == "fail")
        #expect(c.worst == 4.48 && c.median == 4.48 && c.required == 4.5)
        #expect(c.foreground == "#777777" && c.background == "#FFFFFF" && c.largeText == false)
        #expect(inspector.contrastFailures == 1)
        // Written as a script and read back, it is the same.
        let dir = scratchFolder()
        try inspector.script(key: "k1").write(to: URL(fileURLWithPath: dir + "/k1.js"))
        let script = try Data(contentsOf: URL(fileURLWithPath: dir + "/k1.js"))
        #expect(GalleryInspector.read(script, key: "k1") == inspector)
        #expect(GalleryInspector.read(script, key: "k2") == nil)
        // The names on disk are short (docs/GALLERY.md's Element).
        #expect(String(decoding: script, as: UTF8.self).contains(
            ##""c":{"text":"#777777"},"f":[20,30,160,40],"i":[0,"label"],"k":"text","l":"Grey label","r":[],"t":"Grey label","x":{"bg":"#FFFFFF","fg":"#777777","lt":false,"m":4.48,"q":4.5,"v":"fail","w":4.48}"##))
        #expect(GalleryInspector.read(Data("galleryInspect(\"k1\", {broken);\n".utf8), key: "k1") == nil)
    }

    /// The inspector file writes each id against the one before it, `"i": [shared, tail]`
    /// (shared in UTF-16 units, never inside a surrogate pair, as the page's `slice` reads
    /// it), and reads back exactly; a file claiming more than the previous id has is refused.
    @Test func inspectorIdsAreStoredAgainstTheIdBeforeThem() throws {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white)
        for id in ["AnyView/Home/VStack.1/Text", "AnyView/Home/VStack.1/Image.1", "AnyView/Home/VStack.1/Text 😀x", "AnyView/Home/VStack.1/Text 😁", "", "statusBar/time"] {
            list.append(.shape(id, Rect(x: 0, y: 0, width: 10, height: 10), .rectangle, fill: .solid(.white)))
        }
        let inspector = try GalleryInspector(list, renderer: CairoRenderer())
        let script = try inspector.script(key: "k")
        let text = String(decoding: script, as: UTF8.self)
        #expect(text.contains("\"i\":[0,\"AnyView/Home/VStack.1/Text\"]"))
        #expect(text.contains("\"i\":[22,\"Image.1\"]"))
        #expect(text.contains("\"i\":[22,\"Text 😀x\"]"))
        // "😀" and "😁" share their first UTF-16 unit: the cut goes before the pair.
        #expect(text.contains("\"i\":[27,\"😁\"]"))
        #expect(text.contains("\"i\":[0,\"\"]") && text.contains("\"i\":[0,\"statusBar/time\"]"))
        #expect(!text.contains("\"id\"") && !text.contains("\"kind\"") && !text.contains("\"frame\""))
        #expect(text.contains("\"k\":\"shape\"") && text.contains("\"f\":[0,0,10,10]") && text.contains("\"c\":{\"fill\":\"#FFFFFF\"}"))
        #expect(GalleryInspector.read(script, key: "k")?.elements.map(\.id) == list.elements.map(\.id))
        let tampered = Data(text.replacingOccurrences(of: "[22,\"Image.1\"]", with: "[99,\"Image.1\"]").utf8)
        #expect(GalleryInspector.read(tampered, key: "k") == nil)
        let negative = Data(text.replacingOccurrences(of: "[22,\"Image.1\"]", with: "[-1,\"Image.1\"]").utf8)
        #expect(GalleryInspector.read(negative, key: "k") == nil)
        let extra = Data(text.replacingOccurrences(of: "[22,\"Image.1\"]", with: "[22,\"Image.1\",3]").utf8)
        #expect(GalleryInspector.read(extra, key: "k") == nil)
    }

    /// A variant is laid out as `proof render` lays a screen out by default — settled, not at
    /// t = 0 before its appear animations (AirFit's welcome text fades in) — on its own
    /// device, appearance and text size.
    @Test func variantsAreLaidOutAsRenderLaysThemOutByDefault() throws {
        let render = try RenderCommand.parse(["airfit/welcome", "--out", "x"])
        let env = GalleryScreens.environment(.init(appearance: .dark, device: .iPhoneSE, contentSize: .accessibilityMedium, gradient: nil))
        #expect(env.time == render.time)
        #expect(env.time == 10)
        #expect(env.reducedMotion == render.reducedMotion)
        #expect(env.colorSchemeContrast == .standard)
        #expect(env.appearance == .dark && env.device == .iPhoneSE && env.contentSize == .accessibilityMedium)
    }

    /// A transformed element shows the box around its transformed corners.
    @Test func aTransformedElementsFrameIsTheBoxAroundIt() throws {
        var list = DisplayList(size: Size(width: 100, height: 100), scale: 1, background: .white)
        var dot = Element.shape("dot", Rect(x: 10, y: 10, width: 20, height: 10), fill: .solid(.black))
        dot.transform = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: -5)
        list.append(dot)
        let inspector = try GalleryInspector(list, renderer: CairoRenderer())
        #expect(inspector.elements[0].frame == [25, 25, 40, 30])
    }

    /// Cached images are named by their display list and `GalleryStore.renderVersion`: a
    /// change to how a list is drawn must change the version, or a gallery would keep images
    /// drawn by the old code. This pins the version to the drawing code's sources.
    @Test func theRenderVersionMovesWithTheDrawingCode() throws {
        var hash = ContentHash()
        for folder in ["Sources/Render", "Sources/CPNG", "Sources/CCairo", "Sources/Illustrations"] {
            let root = Proof.root + "/" + folder
            for path in try #require(FileManager.default.subpaths(atPath: root)).sorted() where path.hasSuffix(".swift") || path.hasSuffix(".c") || path.hasSuffix(".h") {
                hash.add(folder + "/" + path)
                hash.add(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
            }
        }
        let fingerprint = hash.hex
        #expect(GalleryStore.renderSourcesFingerprint == fingerprint,
                "Sources/Render, CPNG, CCairo or Illustrations changed: if pixels can change for the same display list, bump GalleryStore.renderVersion; then set renderSourcesFingerprint to \"\(fingerprint)\"")
    }
}
