import Testing
import Tokens

/// Values of the right type but no design's size: each was accepted and then drew a
/// 12 × 12,107 px sheet, animated for a million seconds or blew up a blur. The ranges are
/// those of docs/TOKENS.md.
@Suite struct TokenRangeTests {
    func typography(_ members: String) -> [String] {
        errorLines("{\"t\": {\"$type\": \"typography\", \"s\": {\"$value\": {\"fontFamily\": \"Inter\", \(members)}}}, "
            + "\"d\": {\"$type\": \"dimension\", \"huge\": {\"$value\": \"600px\"}}, \"n\": {\"$type\": \"number\", \"ten\": {\"$value\": 10}}}")
    }

    static let t = "t.tokens.json: /t/s/$value"

    @Test func typographyIsRangeChecked() {
        let t = Self.t
        #expect(typography("\"fontSize\": \"17px\", \"fontWeight\": 400, \"lineHeight\": 1.3, \"letterSpacing\": \"-0.4px\"") == [])
        #expect(typography("\"fontSize\": {\"value\": 1000000, \"unit\": \"px\"}, \"fontWeight\": 400") == [
            "\(t)/fontSize: 1000000 pt is not a font size in 1…512 pt",
        ])
        #expect(typography("\"fontSize\": \"1000px\", \"fontWeight\": 400") == ["\(t)/fontSize: 1000 pt is not a font size in 1…512 pt"])
        #expect(typography("\"fontSize\": \"0.5px\", \"fontWeight\": 400") == ["\(t)/fontSize: 0.5 pt is not a font size in 1…512 pt"])
        #expect(typography("\"fontSize\": \"-17px\", \"fontWeight\": 400") == ["\(t)/fontSize: -17 pt is not a font size in 1…512 pt"])
        #expect(typography("\"fontSize\": \"{d.huge}\", \"fontWeight\": 400") == [
            "\(t)/fontSize: alias {d.huge} is 600 pt, which is not a font size in 1…512 pt",
        ])
        #expect(typography("\"fontSize\": \"17px\", \"fontWeight\": 400, \"lineHeight\": 0") == [
            "\(t)/lineHeight: 0 is not a line height (a multiple of the font size) in 0.5…3",
        ])
        #expect(typography("\"fontSize\": \"17px\", \"fontWeight\": 400, \"lineHeight\": \"{n.ten}\"") == [
            "\(t)/lineHeight: alias {n.ten} is 10, which is not a line height (a multiple of the font size) in 0.5…3",
        ])
        #expect(typography("\"fontSize\": \"17px\", \"fontWeight\": 400, \"letterSpacing\": \"101px\"") == [
            "\(t)/letterSpacing: 101 pt is not a letter spacing in -100…100 pt",
        ])
        #expect(typography("\"fontSize\": \"17px\", \"fontWeight\": 1001") == [
            "\(t)/fontWeight: 1001 is not a font weight (a number 1…1000)",
        ])
        #expect(typography("\"fontSize\": \"17px\", \"fontWeight\": 0.5") == [
            "\(t)/fontWeight: 0.5 is not a font weight (a number 1…1000)",
        ])
    }

    @Test func durationsAreAtMostADayAndMotionAtMostSixHundredSeconds() throws {
        #expect(errorLines("{\"motion\": {\"cascade\": {\"duration\": {\"$type\": \"duration\", \"$value\": {\"value\": 1e6, \"unit\": \"s\"}}}}}") == [
            "t.tokens.json: /motion/cascade/duration/$value: 1000000 s is longer than a day (86400 s), the longest duration a token may state",
        ])
        #expect(errorLines("{\"motion\": {\"x\": {\"$type\": \"duration\", \"$value\": \"601s\"}}}") == [
            "t.tokens.json: /motion/x/$value: 601 s is longer than 600 s, the longest animation DesignProof draws (durations in the motion group are animation timings)",
        ])
        // Outside `motion` a duration may be long (NutriSync snaps meal windows to 30 minutes),
        // but an alias does not carry one into it.
        let schedule = "{\"schedule\": {\"snap\": {\"$type\": \"duration\", \"$value\": {\"value\": 1800, \"unit\": \"s\"}}}"
        #expect(try TokenLoader.parse(schedule + "}", file: "t.json").duration("schedule.snap") == 1800)
        #expect(errorLines(schedule + ", \"motion\": {\"slow\": {\"$value\": \"{schedule.snap}\"}}}") == [
            "t.tokens.json: /motion/slow/$value: alias {schedule.snap} is 1800 s, which is longer than 600 s, the longest animation DesignProof draws (durations in the motion group are animation timings)",
        ])
        #expect(try TokenLoader.parse("{\"motion\": {\"x\": {\"$type\": \"duration\", \"$value\": \"600000ms\"}}}", file: "t.json").duration("motion.x") == 600)
        #expect(errorLines("{\"d\": {\"$type\": \"duration\", \"$value\": \"-0s\"}}") == [])
        #expect(errorLines("{\"d\": {\"$type\": \"duration\", \"$value\": \"-1e-9s\"}}") == [
            "t.tokens.json: /d/$value: \"-1e-9s\" is negative; a duration must be ≥ 0",
        ])
    }

    @Test func dimensionsBlursAndSaturationsAreBounded() {
        #expect(errorLines("{\"d\": {\"$type\": \"dimension\", \"$value\": \"1e300px\"}}") == [
            "t.tokens.json: /d/$value: 1e+300 pt is outside -100000…100000 pt (no screen or sheet is that large)",
        ])
        #expect(errorLines("{\"d\": {\"$type\": \"dimension\", \"$value\": \"7000rem\"}}") == [
            "t.tokens.json: /d/$value: 112000 pt is outside -100000…100000 pt (no screen or sheet is that large)",
        ])
        #expect(errorLines("{\"s\": {\"$type\": \"shadow\", \"$value\": {\"color\": \"#000\", \"offsetX\": \"0px\", \"offsetY\": \"0px\", \"blur\": \"501px\"}}}") == [
            "t.tokens.json: /s/$value/blur: 501 pt is outside 0…500 pt (a blur radius)",
        ])
        let material = "{\"$extensions\": {\"dev.designproof\": {\"m\": {\"$type\": \"material\", \"$value\": {\"blur\": \"%@\", \"tint\": \"#fff\", \"saturation\": %@}}}}}"
        #expect(errorLines(material.replacing("%@", with: "9000px", maxReplacements: 1).replacing("%@", with: "1.6")) == [
            "t.tokens.json: /$extensions/dev.designproof/m/$value/blur: 9000 pt is outside 0…500 pt (a blur radius)",
        ])
        #expect(errorLines(material.replacing("%@", with: "12px", maxReplacements: 1).replacing("%@", with: "1e6")) == [
            "t.tokens.json: /$extensions/dev.designproof/m/$value/saturation: 1000000 is outside 0…10 (a saturation factor; 1 leaves colours as they are)",
        ])
    }

    @Test func numberTokensAreWithinABillion() throws {
        #expect(errorLines("{\"n\": {\"$type\": \"number\", \"turns\": {\"$value\": 1e19}, \"ok\": {\"$value\": -1e9}}}") == [
            "t.tokens.json: /n/turns/$value: 1e+19 is outside -1e9…1e9 (no count, factor or budget is that large)",
        ])
        // A number inside a composite keeps its own range and message.
        #expect(errorLines("{\"$extensions\": {\"dev.designproof\": {\"s\": {\"$type\": \"spring\", \"$value\": {\"stiffness\": 1e300, \"damping\": 1}}}}}") == [
            "t.tokens.json: /$extensions/dev.designproof/s/$value/stiffness: 1e+300 is outside 0.001…1e6",
        ])
        let set = try TokenLoader.parse("{\"n\": {\"$type\": \"number\", \"$value\": 2.5}}", file: "t.json")
        #expect(try set.number("n", in: 0...10, meaning: "a scale factor") == 2.5)
        #expect(throws: TokenError(file: "t.json", pointer: JSONPointer(["n", "$value"]), message: "2.5 is not a count in 0…10 (a whole number)")) {
            _ = try set.number("n", in: 0...10, whole: true, meaning: "a count")
        }
    }

    /// `proof motion sample` refuses a spring that takes longer than 600 s to settle; the
    /// loader refuses it by the same function (`AnimationTime.settlingProblem`).
    @Test func springsThatDoNotSettleWithinSixHundredSecondsAreRefused() {
        let p = "t.tokens.json: /$extensions/dev.designproof/spring/s/$value"
        func spring(_ value: String) -> [String] {
            errorLines("{\"$extensions\": {\"dev.designproof\": {\"spring\": {\"$type\": \"spring\", \"s\": {\"$value\": \(value)}}}}}")
        }
        #expect(spring("{\"stiffness\": 0.001, \"damping\": 0.001, \"mass\": 1000}") == [
            "\(p): this spring takes longer than 600 s to settle (about 1.4e7 s): raise damping or lower mass (its damping ratio ζ is 0.0005)",
        ])
        #expect(spring("{\"stiffness\": 0.001, \"damping\": 100000}") == [
            "\(p): this spring takes longer than 600 s to settle (about 6.9e8 s): lower damping or raise stiffness (its damping ratio ζ is 1.58e6)",
        ])
        #expect(spring("{\"response\": 1, \"dampingFraction\": 0.001}") == [
            "\(p): this spring takes longer than 600 s to settle (about 1099 s): raise dampingFraction or shorten response (its damping ratio ζ is 0.001)",
        ])
        #expect(spring("{\"stiffness\": 130, \"damping\": 12}") == [])
        let motion = SpringMotion(stiffness: 0.001, damping: 0.001, mass: 1000, initialVelocity: 0)
        #expect(AnimationTime.settlingProblem(motion) == "takes longer than 600 s to settle (about 1.4e7 s)")
        #expect(AnimationTime.settlingProblem(SpringMotion(stiffness: 100, damping: 0, mass: 1, initialVelocity: 0)) == "never settles")
    }

    @Test func aboutPrintsWholeSecondsThenOneDecimalOfMantissa() {
        #expect(AnimationTime.about(1099.4) == "1099")
        #expect(AnimationTime.about(999_999.4) == "999999")
        #expect(AnimationTime.about(1_000_000) == "1e6")
        #expect(AnimationTime.about(1.38e8) == "1.4e8")
        #expect(AnimationTime.about(9.96e8) == "1e9")
    }
}
