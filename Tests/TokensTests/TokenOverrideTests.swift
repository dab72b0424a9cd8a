import Testing
import Tokens

/// `TokenSet.overriding`: a proposal's overlay changes values, never the file.
@Suite struct TokenOverrideTests {
    static let json = """
    {"color": {"$type": "color", "text": {"$value": "#8A8A8E"}, "alias": {"$value": "{color.text}"}},
     "size": {"$type": "dimension", "pad": {"$value": {"value": 16, "unit": "px"}}}}
    """

    @Test func replacesValuesAndKeepsEverythingElse() throws {
        let set = try TokenLoader.parse(Self.json, file: "t.tokens.json")
        let over = try set.overriding(["color.text": .color(RGBA(hex: "#5E5E62")!)])
        #expect(try over.color("color.text").hex == "#5E5E62")
        #expect(over.tokens.map(\.path) == set.tokens.map(\.path))
        #expect(over["color.text"]?.pointer == set["color.text"]?.pointer)
        // An alias keeps what it resolved to when the file was read.
        #expect(try over.color("color.alias").hex == "#8A8A8E")
        #expect(try set.color("color.text").hex == "#8A8A8E")
        #expect(try set.overriding([:]).tokens == set.tokens)
    }

    @Test func refusesAnUnknownPathWithTheNearestOne() throws {
        let set = try TokenLoader.parse(Self.json, file: "t.tokens.json")
        let error = #expect(throws: TokenError.self) { try set.overriding(["color.txt": .color(.black)]) }
        #expect(error?.description == "t.tokens.json: no token color.txt to override (did you mean color.text?)")
    }

    @Test func refusesAValueOfAnotherType() throws {
        let set = try TokenLoader.parse(Self.json, file: "t.tokens.json")
        let error = #expect(throws: TokenError.self) { try set.overriding(["size.pad": .color(.black)]) }
        #expect(error?.description == "t.tokens.json: /size/pad: token size.pad is a dimension; an override of it cannot be a colour")
    }

    /// A curve may become a spring (a motion proposal): `curve(_:)` reads either; a spring
    /// over anything else is refused as another type is.
    @Test func aCurveMayBecomeASpringAndNothingElseMay() throws {
        let set = try TokenLoader.parse(Self.curves, file: "t.tokens.json")
        #expect(try set.curve("motion.curve") == .cubicBezier(CubicBezier(0, 0, 1, 1)))
        let spring = SpringParameters(stiffness: 158, damping: 25.1)
        let over = try set.overriding(["motion.curve": .spring(spring)])
        #expect(try over.curve("motion.curve") == .spring(spring))
        #expect(throws: TokenError.self) { try over.cubicBezier("motion.curve") }
        let error = #expect(throws: TokenError.self) { try set.overriding(["motion.length": .spring(spring)]) }
        #expect(error?.description == "t.tokens.json: /motion/length: token motion.length is a duration; an override of it cannot be a spring")
        let notACurve = #expect(throws: TokenError.self) { try set.curve("motion.length") }
        #expect(notACurve?.description == "t.tokens.json: /motion/length: token motion.length is a duration, expected a cubic Bézier")
    }

    static let curves = """
        {"motion": {"curve": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}, "length": {"$type": "duration", "$value": {"value": 0.5, "unit": "s"}}}}
        """
}
