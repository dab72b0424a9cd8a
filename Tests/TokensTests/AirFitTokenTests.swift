import Testing
import Tokens

/// Pins AirFit's design system (`tokens/airfit.resolver.json`) to seed 002: every value the
/// seed states, copied here by hand from the seed's tables so that a change to the JSON
/// cannot go unnoticed. `tokens` is the light appearance (the base set), `dark` the dark one.
@Suite struct AirFitTokenTests {
    let tokens: TokenSet
    let dark: TokenSet

    init() throws {
        let document = try TokenResolverDocument.load(path: repositoryRoot + "/tokens/airfit.resolver.json")
        tokens = try document.resolve(["appearance": "light"])
        dark = try document.resolve(["appearance": "dark"])
    }

    /// Seed §2: token, light start → end, dark start → end.
    static let seedGradients: [(String, String, String, String, String)] = [
        ("peachRose", "#FDE4D2", "#F9C7D6", "#362128", "#412932"),
        ("mintAqua", "#D3F6F1", "#B7E8F4", "#13313D", "#14444F"),
        ("lilacBlush", "#E9E7FD", "#DCD3F9", "#24203B", "#2E2946"),
        ("skyLavender", "#DFF2FD", "#D8DEFF", "#15283A", "#1C2541"),
        ("sageMelon", "#E8F9E3", "#FFF0CB", "#29372A", "#3A3724"),
        ("butterLemon", "#FFF8DB", "#FFE4C2", "#3B3623", "#46341F"),
        ("icePeriwinkle", "#E6FAFF", "#E9E6FF", "#1F3540", "#252B4A"),
        ("rosewoodPlum", "#FCD5E8", "#E5D1F8", "#3A2436", "#301E41"),
        ("coralMist", "#FEE3D6", "#EBD6F5", "#3A2723", "#33263B"),
        ("sproutMint", "#E5F8D4", "#CBF1E2", "#283827", "#1F4033"),
        ("dawnPeach", "#FDE6D4", "#F7E1FD", "#3D2720", "#2F233A"),
        ("duskBerry", "#F3D8F2", "#D8E1FF", "#3A2638", "#212849"),
    ]

    @Test func allTwelveGradientsMatchTheSeedInOrder() throws {
        #expect(tokens.childNames(of: "gradient") == Self.seedGradients.map(\.0))
        #expect(dark.childNames(of: "gradient") == Self.seedGradients.map(\.0))
        for (name, l0, l1, d0, d1) in Self.seedGradients {
            let light = try tokens.gradient("gradient.\(name)")
            let dark = try dark.gradient("gradient.\(name)")
            #expect(light.stops.map(\.color.hex) == [l0, l1], "\(name) light")
            #expect(dark.stops.map(\.color.hex) == [d0, d1], "\(name) dark")
            #expect(light.stops.map(\.position) == [0, 1])
            #expect(dark.stops.map(\.position) == [0, 1])
        }
    }

    @Test func motionTokenMatchesSeedSection3() throws {
        #expect(try tokens.duration("motion.cascade.duration") == 0.60)
        #expect(try tokens.duration("motion.cascade.stagger") == 0.012)
        #expect(try tokens.dimension("motion.cascade.offsetY") == 6)
        #expect(try tokens.fontWeight("motion.cascade.weightFrom") == 300)
        #expect(try tokens.fontWeight("motion.cascade.weightTo") == 400)
        #expect(try tokens.cubicBezier("motion.cascade.curve") == CubicBezier(0, 0, 0.58, 1))
        #expect(try tokens.duration("motion.reducedMotion.fadeDuration") == 0.12)
    }

    @Test func glassCardMatchesSeedSection4() throws {
        #expect(try tokens.dimension("radius.glassCard") == 20)
        #expect(try tokens.dimension("size.glassCard.blur") == 12)
        #expect(try tokens.dimension("size.glassCard.strokeWidth") == 1)
        #expect(try tokens.color("color.glass.stroke") == RGBA(r: 1, g: 1, b: 1, a: 0.3))
        let shadow = try tokens.shadow("shadow.glassCard")
        #expect(shadow == [Shadow(color: RGBA(r: 0, g: 0, b: 0, a: 0.05), offsetX: 0, offsetY: 4, blur: 8)])
        let spring = try tokens.spring("spring.glassIn")
        #expect(spring.stiffness == 130 && spring.damping == 12 && spring.mass == 1 && spring.initialVelocity == 0)
        #expect(try tokens.number("motion.glassIn.scaleFrom") == 0.96)
        #expect(try tokens.material("material.ultraThin.light").blur == 12)
    }

    @Test func micRippleCrossfadeAndTransitionMatchTheSeed() throws {
        #expect(try tokens.duration("motion.micRipple.duration") == 1.5)
        #expect(try tokens.number("motion.micRipple.scaleFrom") == 0.2)
        #expect(try tokens.number("motion.micRipple.scaleTo") == 1.6)
        #expect(try tokens.number("motion.micRipple.opacityFrom") == 1)
        #expect(try tokens.number("motion.micRipple.opacityTo") == 0)
        #expect(try tokens.dimension("size.micRipple.frame") == 72)
        #expect(try tokens.dimension("size.micRipple.iconSize") == 28)
        #expect(try tokens.color("color.micRipple.fill") == RGBA(r: 1, g: 1, b: 1, a: 0.1))
        #expect(try tokens.color("color.micRipple.icon") == .white)
        #expect(try tokens.duration("motion.crossfade.duration") == 0.6)
        #expect(try tokens.cubicBezier("motion.crossfade.curve") == CubicBezier(0.42, 0, 0.58, 1))
        #expect(try tokens.number("motion.crossfade.maxMeanDelta") == 0.02)
        #expect(try tokens.dimension("motion.transition.offsetY") == 12)
        #expect(try tokens.duration("motion.gradientNumber.duration") == 0.6)
    }

    @Test func screenTypeMatchesSeedSection6() throws {
        let welcome = try tokens.typography("typography.welcomeTitle")
        #expect(welcome.fontSize == 44 && welcome.fontWeight == 200)
        #expect(welcome.fontFamily.names == ["SF Pro Rounded", "Quicksand"])
        #expect(welcome.fontFamily.renderWith == "Quicksand" && welcome.fontFamily.debianPackage == "fonts-quicksand")
        #expect(try tokens.typography("typography.dashboardTitle").fontSize == 34)
        #expect(try tokens.typography("typography.voiceLogTitle").fontSize == 36)
        #expect(try tokens.typography("typography.repCounterTitle").fontSize == 28)
        #expect(try tokens.typography("typography.gradientNumber").fontSize == 64)
        #expect(try tokens.number("budget.maxSimultaneousBlurs") == 6)
        #expect(try tokens.number("budget.minTextContrast") == 4.5)
    }

    @Test func missingAndMistypedLookUpsSayWhatIsWrong() {
        #expect(throws: TokenError.self) { try tokens.color("color.glass.strok") }
        do {
            _ = try tokens.color("color.glass.strok")
        } catch {
            #expect(error.description == "\(tokens.file): /color/glass/strok: no token color.glass.strok (did you mean color.glass.stroke?)")
        }
        do {
            _ = try tokens.color("radius.glassCard")
        } catch {
            #expect(error.description == "\(tokens.file): /radius/glassCard: token radius.glassCard is a dimension, expected a colour")
        }
    }
}
