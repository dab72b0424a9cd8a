import DisplayList
import Foundation
import Layout
import SwiftUI
import Testing
import Tokens

/// An asset catalogue written to a temporary folder as Xcode lays one out.
private struct Catalogue {
    let root: String
    var path: String { root + "/Assets.xcassets" }

    init() throws {
        root = NSTemporaryDirectory() + "assets-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root + "/Assets.xcassets", withIntermediateDirectories: true)
        try write("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let file = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: file))
    }

    /// The first bytes of a PNG of `width` × `height` pixels: signature and IHDR, all the
    /// catalogue reads (layout needs the size; drawing reads the rest).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for v in [width, height] { d += Data([UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]) }
        d += Data([8, 6, 0, 0, 0, 0, 0, 0, 0])
        return d
    }

    /// A set "Logo": 60 × 40 px at @2x, 90 × 60 px at @3x (30 × 20 pt), and a dark @3x.
    func addLogo() throws {
        try write("Assets.xcassets/Logo.imageset/logo@2x.png", Self.pngHeader(width: 60, height: 40))
        try write("Assets.xcassets/Logo.imageset/logo@3x.png", Self.pngHeader(width: 90, height: 60))
        try write("Assets.xcassets/Logo.imageset/logo-dark@3x.png", Self.pngHeader(width: 90, height: 60))
        try write("Assets.xcassets/Logo.imageset/Contents.json", """
            {"images":[{"idiom":"universal","scale":"1x"},
              {"filename":"logo@2x.png","idiom":"universal","scale":"2x"},
              {"filename":"logo@3x.png","idiom":"universal","scale":"3x"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"logo-dark@3x.png","idiom":"universal","scale":"3x"}],
             "info":{"author":"xcode","version":1}}
            """)
    }

    func load() throws -> AssetCatalog { try AssetCatalogLoader.load([path]) }
}

private func environment(_ catalog: AssetCatalog, _ appearance: Appearance = .light, device: Device = .iPhone16,
                         lookups: AssetLookups? = nil) -> EnvironmentValues {
    var env = EnvironmentValues()
    env.assetCatalog = catalog
    env.appearance = appearance
    env.device = device
    env.assetLookups = lookups
    return env
}

private func images(_ list: DisplayList) -> [Element] { list.elements.filter { $0.kind == .image } }

/// `Image("name")`, `Color("name")` and their resources, read from an asset catalogue, with
/// sizes and colours worked out from the files' pixels and Xcode's component notations.
@Suite @MainActor struct AssetCatalogTests {
    @Test func anImageIsItsPointSizeFromTheFileForTheDevicesScale() throws {
        let c = try Catalogue()
        try c.addLogo()
        let catalog = try c.load()
        // iPhone 16 (@3x): logo@3x.png, 90 × 60 px = 30 × 20 pt, centred on the 393 × 852 screen.
        let three = try #require(images(layout(Image("Logo"), environment: environment(catalog))).first)
        #expect(three.image == "asset:" + c.path + "/Logo.imageset/logo@3x.png")
        #expect(three.frame == Rect(x: (393 - 30) / 2, y: (852 - 20) / 2, width: 30, height: 20))
        // iPhone SE (@2x): logo@2x.png, 60 × 40 px, the same 30 × 20 pt.
        let two = try #require(images(layout(Image("Logo"), environment: environment(catalog, device: .iPhoneSE))).first)
        #expect(two.image == "asset:" + c.path + "/Logo.imageset/logo@2x.png")
        #expect(two.frame.size == Size(width: 30, height: 20))
        // Dark: the dark variant.
        let dark = try #require(images(layout(Image("Logo"), environment: environment(catalog, .dark))).first)
        #expect(dark.image == "asset:" + c.path + "/Logo.imageset/logo-dark@3x.png")
        // A frame larger than the image does not resize it until .resizable().
        let fixed = try #require(images(layout(Image("Logo").frame(width: 100, height: 100), environment: environment(catalog))).first)
        #expect(fixed.frame.size == Size(width: 30, height: 20))
    }

    @Test func resizableImagesStretchFitAndFillAsSwiftUIs() throws {
        let c = try Catalogue()
        try c.addLogo()
        let env = environment(try c.load())
        // A 100 × 100 frame centred at (196.5, 426): origin (146.5, 376).
        let stretched = try #require(images(layout(Image("Logo").resizable().frame(width: 100, height: 100), environment: env)).first)
        #expect(stretched.frame == Rect(x: 146.5, y: 376, width: 100, height: 100))
        // Fit keeps 3:2: 100 × 66.67, centred vertically (376 + 16.67).
        let fitted = try #require(images(layout(Image("Logo").resizable().scaledToFit().frame(width: 100, height: 100), environment: env)).first)
        #expect(fitted.frame.width == 100 && abs(fitted.frame.height - 200.0 / 3) < 1e-9)
        #expect(abs(fitted.frame.y - (376 + 50.0 / 3)) < 1e-9)
        // Fill covers it: 150 × 100, overflowing 25 pt each side, not clipped.
        let filled = try #require(images(layout(Image("Logo").resizable().scaledToFill().frame(width: 100, height: 100), environment: env)).first)
        #expect(filled.frame == Rect(x: 121.5, y: 376, width: 150, height: 100))
        #expect(filled.clip == nil)
        // An explicit ratio: 1:1 fitted into 100 × 50 is 50 × 50.
        let square = try #require(images(layout(Image("Logo").resizable().aspectRatio(1, contentMode: .fit).frame(width: 100, height: 50), environment: env)).first)
        #expect(square.frame.size == Size(width: 50, height: 50))
    }

    @Test func colourSetsResolveByAppearanceAndContrastInEveryNotation() throws {
        let c = try Catalogue()
        // Any: 8-bit hex; dark: 8-bit integers; high contrast (any): floating point; alpha 0.5.
        try c.write("Assets.xcassets/Brand.colorset/Contents.json", """
            {"colors":[
              {"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0xFF","green":"0x80","blue":"0x00"}},"idiom":"universal"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"alpha":"0.500","red":"51","green":"102","blue":"153"}},"idiom":"universal"},
              {"appearances":[{"appearance":"contrast","value":"high"}],
               "color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0.200","green":"0.400","blue":"0.600"}},"idiom":"universal"}],
             "info":{"author":"xcode","version":1}}
            """)
        // Gamma 2.2 grey 0.5 → linear 0.5^2.2 = 0.21764 → sRGB 1.055 · 0.21764^(1/2.4) − 0.055 = 0.50386.
        try c.write("Assets.xcassets/Ink.colorset/Contents.json", """
            {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.500"}},"idiom":"universal"}]}
            """)
        let catalog = try c.load()
        var env = environment(catalog)
        #expect(Color("Brand").resolved(in: env) == RGBA(r: 1, g: 128.0 / 255, b: 0))
        env.appearance = .dark
        #expect(Color("Brand").resolved(in: env) == RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0.5))
        // Increase Contrast: dark keeps its own dark value (the appearance is the closer match);
        // light takes the high-contrast value.
        env.colorSchemeContrast = .increased
        #expect(Color("Brand").resolved(in: env) == RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0.5))
        env.appearance = .light
        #expect(Color("Brand").resolved(in: env) == RGBA(r: 0.2, g: 0.4, b: 0.6))
        #expect(Color(ColorResource(name: "Brand")).opacity(0.5).resolved(in: env) == RGBA(r: 0.2, g: 0.4, b: 0.6, a: 0.5))
        let grey = Color("Ink").resolved(in: env)
        #expect(abs(grey.r - 0.50386) < 1e-4 && grey.r == grey.g && grey.g == grey.b)
        // Drawn: a rectangle filled with it.
        let list = layout(Rectangle().fill(Color("Brand")).frame(width: 10, height: 10), environment: environment(catalog))
        #expect(list.elements.contains { $0.fill == .solid(RGBA(r: 1, g: 128.0 / 255, b: 0)) })
    }

    @Test func aColourSetReferencingASystemColourFollowsItInBothAppearances() throws {
        let c = try Catalogue()
        // Xcode's "System Indigo": light #5856D6, dark #5E5CE6 (iOS's values).
        try c.write("Assets.xcassets/AccentColor.colorset/Contents.json", """
            {"colors":[{"color":{"platform":"universal","reference":"systemIndigoColor"},"idiom":"universal"}]}
            """)
        // A reference in light, explicit components in dark: the set's own dark wins.
        try c.write("Assets.xcassets/Card.colorset/Contents.json", """
            {"colors":[{"color":{"platform":"ios","reference":"secondarySystemBackgroundColor"},"idiom":"universal"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],
               "color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0x10","green":"0x10","blue":"0x10"}},"idiom":"universal"}]}
            """)
        let catalog = try c.load()
        var env = environment(catalog)
        #expect(Color("AccentColor").resolved(in: env) == RGBA(r: 0x58 / 255, g: 0x56 / 255, b: 0xD6 / 255))
        #expect(Color("Card").resolved(in: env) == Color.secondarySystemBackground.resolved(in: env))
        env.appearance = .dark
        #expect(Color("AccentColor").resolved(in: env) == RGBA(r: 0x5E / 255, g: 0x5C / 255, b: 0xE6 / 255))
        #expect(Color("Card").resolved(in: env) == RGBA(r: 16.0 / 255, g: 16.0 / 255, b: 16.0 / 255))
        // A name iOS has and DesignProof does not know is one line naming it.
        try c.write("Assets.xcassets/Odd.colorset/Contents.json", """
            {"colors":[{"color":{"platform":"universal","reference":"systemChartreuseColor"},"idiom":"universal"}]}
            """)
        do {
            _ = try c.load()
            Issue.record("an unknown system colour loaded")
        } catch {
            #expect("\(error)".contains("\"systemChartreuseColor\" is not a system colour DesignProof knows"))
        }
    }

    @Test func aTemplateImageIsFilledWithTheForegroundStyle() throws {
        let c = try Catalogue()
        try c.write("Assets.xcassets/Mark.imageset/mark.png", Catalogue.pngHeader(width: 24, height: 24))
        try c.write("Assets.xcassets/Mark.imageset/Contents.json", """
            {"images":[{"filename":"mark.png","idiom":"universal"}],"properties":{"template-rendering-intent":"template"}}
            """)
        let env = environment(try c.load())
        // A single-scale file is drawn at the device's scale: 24 px on @3x is 8 pt.
        let tinted = try #require(images(layout(Image(ImageResource(name: "Mark")).foregroundStyle(Color.red), environment: env)).first)
        #expect(tinted.frame.size == Size(width: 8, height: 8))
        #expect(tinted.fill == .solid(RGBA(hex: "#FF3B30")!))
        // `.renderingMode(.original)` draws its own pixels.
        let original = try #require(images(layout(Image("Mark").renderingMode(.original).foregroundStyle(Color.red), environment: env)).first)
        #expect(original.fill == nil)
    }

    @Test func aMissingAssetIsRecordedWithTheCataloguesSearchedAndNotDrawn() throws {
        let c = try Catalogue()
        try c.addLogo()
        let lookups = AssetLookups()
        let list = layout(VStack { Image("Logoo"); Rectangle().fill(Color("Brand")) }, environment: environment(try c.load(), lookups: lookups))
        #expect(images(list).isEmpty)
        #expect(lookups.problems == [
            "image \"Logoo\" is in no asset catalogue (searched \(c.path)): add Logoo.imageset or correct the name",
            "colour \"Brand\" is in no asset catalogue (searched \(c.path)): add Brand.colorset or correct the name",
        ])
        // No catalogue at all says where to put one.
        let none = AssetLookups()
        _ = layout(Image("Logo"), environment: environment(AssetCatalog(), lookups: none))
        #expect(none.problems == ["image \"Logo\" is in no asset catalogue (no asset catalogue was found with the sources: put an Assets.xcassets folder beside them): add Logo.imageset or correct the name"])
    }

    @Test func namespaceFoldersPrefixTheirSetsAndOtherFoldersDoNot() throws {
        let c = try Catalogue()
        try c.write("Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try c.write("Assets.xcassets/Icons/star.imageset/star.png", Catalogue.pngHeader(width: 3, height: 3))
        try c.write("Assets.xcassets/Icons/star.imageset/Contents.json", #"{"images":[{"filename":"star.png","idiom":"universal"}]}"#)
        try c.write("Assets.xcassets/Group/moon.imageset/moon.png", Catalogue.pngHeader(width: 3, height: 3))
        try c.write("Assets.xcassets/Group/moon.imageset/Contents.json", #"{"images":[{"filename":"moon.png","idiom":"universal"}]}"#)
        // An app icon is not a view's image.
        try c.write("Assets.xcassets/AppIcon.appiconset/Contents.json", #"{"images":[]}"#)
        let catalog = try c.load()
        #expect(catalog.images.keys.sorted() == ["Icons/star", "moon"])
        // A link back to the catalogue is not followed: the walk ends.
        try FileManager.default.createSymbolicLink(atPath: c.path + "/Group/loop", withDestinationPath: c.path)
        #expect(try c.load().images.keys.sorted() == ["Icons/star", "moon"])
    }

    @Test func brokenCataloguesAreOneLineNamingTheFile() throws {
        func problem(_ body: (Catalogue) throws -> Void) throws -> String? {
            let c = try Catalogue()
            try body(c)
            do { _ = try AssetCatalogLoader.load([c.path]); return nil } catch { return error.description.replacingOccurrences(of: c.path, with: "A") }
        }
        let notJSON = try problem { try $0.write("Assets.xcassets/X.imageset/Contents.json", "{\"images\": [") }
        #expect(notJSON?.hasPrefix("A/X.imageset/Contents.json: line 1, column ") == true)
        #expect(notJSON?.hasSuffix(": not JSON; fix it or recreate the set in Xcode") == true)
        #expect(try problem { try $0.write("Assets.xcassets/X.imageset/Contents.json", #"{"images":[{"filename":"gone.png"}]}"#) }
                == "A/X.imageset/Contents.json names gone.png, which is not there: add the file or remove it from the set")
        #expect(try problem { try $0.write("Assets.xcassets/X.imageset/Contents.json", #"{"images":[{"filename":"../../secret.png"}]}"#) }
                == "A/X.imageset/Contents.json: file name \"../../secret.png\" leaves the image set: name a file inside it")
        #expect(try problem { try $0.write("Assets.xcassets/X.imageset/Contents.json", #"{"images":[]}"#)
                              try $0.write("Assets.xcassets/X.imageset/fake.png", "not a png") } == nil)
        #expect(try problem { try $0.write("Assets.xcassets/X.imageset/Contents.json", #"{"images":[{"filename":"fake.png"}]}"#)
                              try $0.write("Assets.xcassets/X.imageset/fake.png", "not a png at all, no") }
                == "A/X.imageset/fake.png: not a readable PNG (no PNG header): export it again")
        #expect(try problem { try $0.write("Assets.xcassets/C.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.0","green":"x","blue":"0"}}}]}"#) }
                == "A/C.colorset/Contents.json: component \"green\" is \"x\", not a number")
        #expect(try problem { try $0.write("Assets.xcassets/C.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"cmyk","components":{}}}]}"#) }
                == "A/C.colorset/Contents.json: colour space \"cmyk\" is not one Xcode writes (srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22): pick one in Xcode's inspector")
        #expect(try problem { try $0.write("Assets.xcassets/C.colorset/Contents.json", #"{"colors":[]}"#) }
                == "A/C.colorset/Contents.json: the colour set has no colour for any or light appearance: set one in Xcode or add a \"colors\" entry")
        // Xcode's new-project AccentColor, no colour picked yet: not a problem, and no colour.
        #expect(try problem { try $0.write("Assets.xcassets/AccentColor.colorset/Contents.json", #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#) } == nil)
        #expect(try problem { try $0.write("Assets.xcassets/C.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"300","green":"0","blue":"0"}}}]}"#) }
                == "A/C.colorset/Contents.json: component \"red\" is 300, outside 0…255")
        #expect(throws: AssetCatalogError.self) { try AssetCatalogLoader.load(["/nonexistent/Assets.xcassets"]) }
        // A Contents.json over 1 MiB is refused by its size, before it is read.
        let huge = try problem { try $0.write("Assets.xcassets/X.imageset/Contents.json", Data(count: (1 << 20) + 1)) }
        #expect(huge?.hasPrefix("A/X.imageset/Contents.json: ") == true && huge?.contains("1 MiB") == true, "\(huge ?? "")")
        // A FIFO named Contents.json is not waited on: refused as not a regular file.
        let c = try Catalogue()
        try FileManager.default.createDirectory(atPath: c.path + "/F.colorset", withIntermediateDirectories: true)
        #expect(mkfifo(c.path + "/F.colorset/Contents.json", 0o600) == 0)
        #expect(throws: AssetCatalogError.self) { try AssetCatalogLoader.load([c.path]) }
    }

    @Test func aJPEGSetLoadsAndIsRefusedWhereItIsUsed() throws {
        let c = try Catalogue()
        try c.write("Assets.xcassets/Photo.imageset/photo.jpg", Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]))
        try c.write("Assets.xcassets/Photo.imageset/Contents.json", #"{"images":[{"filename":"photo.jpg","idiom":"universal","scale":"1x"}]}"#)
        let lookups = AssetLookups()
        _ = layout(Image("Photo"), environment: environment(try c.load(), lookups: lookups))
        #expect(lookups.problems == ["image \"Photo\" (\(c.path)/Photo.imageset/photo.jpg) is a JPEG file: DesignProof draws PNG image sets; add PNGs at @2x and @3x"])
    }

    @Test func cataloguesAreFoundUnderAFolderButNotInHiddenOnes() throws {
        let c = try Catalogue()
        try c.write("Sub/More.xcassets/Contents.json", "{}")
        try c.write(".build/Hidden.xcassets/Contents.json", "{}")
        #expect(AssetCatalogLoader.catalogues(under: c.root) == [c.path, c.root + "/Sub/More.xcassets"])
    }

    @Test func theAppsAccentColourTintsWhatTheWindowTintTintsAndLeavesSwitchesGreen() {
        var env = EnvironmentValues()
        env.appAccentColor = Color(RGBA(r: 0.1, g: 0.5, b: 0.2))
        let accent = RGBA(r: 0.1, g: 0.5, b: 0.2)
        // `.tint` and `.accentColor` are the accent ...
        let list = layout(VStack { Text("a").foregroundStyle(.tint); Text("b").foregroundStyle(Color.accentColor) }, environment: env)
        #expect(list.elements.compactMap(\.text).map(\.paint) == [.solid(accent), .solid(accent)])
        // ... while a switch stays iOS's green (#34C759), as UISwitch ignores the window tint.
        let toggle = layout(Toggle("On", isOn: .constant(true)), environment: env)
        #expect(toggle.elements.contains { $0.fill == .solid(RGBA(hex: "#34C759")!) })
        #expect(!toggle.elements.contains { $0.fill == .solid(accent) })
        // A view's own `.tint` wins over the accent.
        let tinted = layout(Text("c").foregroundStyle(.tint).tint(Color.red), environment: env)
        #expect(tinted.elements.first?.text?.paint == .solid(RGBA(hex: "#FF3B30")!))
    }
}
