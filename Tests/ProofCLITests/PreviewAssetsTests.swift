import ProofCLI
import Layout
import Testing

/// The asset symbols `proof previews` generates as Xcode does: names to identifiers, a
/// colour's "Color" suffix dropped, and names the team's code declares left to it.
@Suite struct PreviewAssetsTests {
    @Test func namesBecomeXcodesIdentifiers() {
        #expect(PreviewAssets.identifier("Logo") == "logo")
        #expect(PreviewAssets.identifier("app-logo") == "appLogo")
        #expect(PreviewAssets.identifier("icon_home small") == "iconHomeSmall")
        #expect(PreviewAssets.identifier("URLIcon") == "urlIcon")
        #expect(PreviewAssets.identifier("3D") == nil)
        #expect(PreviewAssets.identifier("—") == nil)
    }

    @Test func namespacedNamesNestAsXcodeNestsThem() {
        let catalog = AssetCatalog(folders: ["A.xcassets"],
                                   images: ["Fountain/terracotta": .init(folder: "t", variants: []),
                                            "Fountain/Stone": .init(folder: "s", variants: []),
                                            "Fountain/stone": .init(folder: "s2", variants: []),
                                            "Fountain/STONE": .init(folder: "s3", variants: []),
                                            "Birds/small-birds/wren": .init(folder: "w", variants: []),
                                            "Mine/x": .init(folder: "m", variants: [])],
                                   colors: ["Brand/PrimaryColor": .init(folder: "p", any: .black)])
        // A type whose name only starts with a namespace's (`FountainArtwork`) does not hide it.
        let source = PreviewAssets.symbolSource(catalog, declaredIn: [Array("extension ImageResource { enum Mine {} }\npublic struct FountainArtwork: View {}".utf8)])
        #expect(source.contains("""
            extension ImageResource {
                enum Birds {
                    enum SmallBirds {
                        static let wren = ImageResource(name: "Birds/small-birds/wren")
                    }
                }
                enum Fountain {
                    static let terracotta = ImageResource(name: "Fountain/terracotta")
                }
            }
            """))
        // "Stone" and "stone" share a symbol: neither; a namespace the team declares: left to it.
        #expect(!source.contains("stone") && !source.contains("Mine/x"))
        #expect(source.contains("""
            extension Color {
                enum Brand {
                    static var primary: Color { Color(ColorResource.Brand.primary) }
                }
            }
            """))
    }

    @Test func symbolsLeaveOutWhatTheTeamDeclaresCollisionsAndSwiftUIsOwnColours() {
        let catalog = AssetCatalog(folders: ["A.xcassets"],
                                   images: ["Logo": .init(folder: "l", variants: []), "logo": .init(folder: "l2", variants: []),
                                            "Icons/star": .init(folder: "s", variants: []), "Trail": .init(folder: "t", variants: [])],
                                   colors: ["AccentColor": .init(folder: "a", any: .black), "BrandColor": .init(folder: "b", any: .black),
                                            "Red": .init(folder: "r", any: .black), "Walk": .init(folder: "w", any: .black)])
        let source = PreviewAssets.symbolSource(catalog, declaredIn: [Array("extension Color { static let walk = Color(\"Walk\") }".utf8)])
        // "Logo" and "logo" share a symbol: neither; a namespaced set: in its namespace's
        // type (`ImageResource.Icons.star`); "Trail": trail.
        #expect(!source.contains("static let logo"))
        #expect(source.contains("extension ImageResource {\n    enum Icons {\n        static let star = ImageResource(name: \"Icons/star\")\n    }\n}"))
        #expect(source.contains("extension ImageResource { static let trail = ImageResource(name: \"Trail\") }"))
        // Colours: "AccentColor" → accent, "BrandColor" → brand (with Color and ShapeStyle
        // members), "Red" only as a resource (SwiftUI has .red), "Walk" declared by the team.
        #expect(source.contains("extension ColorResource { static let accent = ColorResource(name: \"AccentColor\") }"))
        #expect(!source.contains("extension Color { static var accent:"))
        #expect(source.contains("extension ColorResource { static let brand = ColorResource(name: \"BrandColor\") }"))
        #expect(source.contains("extension ShapeStyle where Self == Color { static var brand: Color { Color(ColorResource.brand) } }"))
        #expect(source.contains("extension ColorResource { static let red = ColorResource(name: \"Red\") }"))
        #expect(!source.contains("extension Color { static var red:"))
        #expect(!source.contains("walk"))
        #expect(PreviewAssets.symbolSource(AssetCatalog(), declaredIn: []) == "")
    }
}
