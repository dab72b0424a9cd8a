import Foundation
import Testing
import Tokens

/// Broken token files: each problem is one line naming the file and the JSON pointer of
/// the bad value, and every problem is reported, not only the first.
@Suite struct TokenErrorTests {
    @Test func badColourInTheAirFitFileIsNamedByPointer() throws {
        let original = try String(contentsOfFile: baseTokenFile("airfit"), encoding: .utf8)
        let broken = original.replacingOccurrences(of: "\"components\": [0.9921568627450981, 0.8941176470588236, 0.8235294117647058], \"hex\": \"#FDE4D2\"",
                                                   with: "\"components\": [0.9921568627450981, 1.5, 0.8235294117647058], \"hex\": \"#FDE4D2\"")
        #expect(broken != original)
        #expect(errorLines(broken, file: "tokens/airfit/base.tokens.json") == [
            "tokens/airfit/base.tokens.json: /gradient/peachRose/$value/0/color/components/1: 1.5 is outside srgb's green's range: it must be in 0…1",
        ])
    }

    @Test func everyProblemIsReported() {
        let lines = errorLines("""
        {
          "color": {"$type": "color", "a": {"$value": "#12"}, "b": {"$value": "reddish"}},
          "duration": {"$type": "duration", "fast": {"$value": {"value": -1, "unit": "s"}}},
          "weight": {"$type": "fontWeight", "zero": {"$value": 0}, "huge": {"$value": 1001}}
        }
        """)
        #expect(lines == [
            "t.tokens.json: /color/a/$value: \"#12\" is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent)",
            "t.tokens.json: /color/b/$value: \"reddish\" is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent)",
            "t.tokens.json: /duration/fast/$value: -1.0s is negative; a duration must be ≥ 0",
            "t.tokens.json: /weight/zero/$value: 0 is not a font weight (a number 1…1000)",
            "t.tokens.json: /weight/huge/$value: 1001 is not a font weight (a number 1…1000)",
        ])
    }

    @Test func colourForms() throws {
        let set = try TokenLoader.parse("""
        {"c": {"$type": "color",
          "short": {"$value": "#fff"}, "long": {"$value": "#FDE4D2"}, "alpha": {"$value": "#0000000D"},
          "object": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.3}}}}
        """, file: "t.json")
        #expect(try set.color("c.short") == .white)
        #expect(try set.color("c.long") == RGBA(r8: 0xFD, g8: 0xE4, b8: 0xD2))
        #expect(try set.color("c.alpha").bytes.a == 0x0D)
        #expect(try set.color("c.object") == RGBA(r: 1, g: 1, b: 1, a: 0.3))
    }

    /// The Format Module clamps positions outside 0…1 and does not require order: both
    /// load with a warning (out of order stops are drawn sorted, stably). One stop is a
    /// gradient (Composite types, "Gradient": its example refers to one-stop gradients).
    @Test func gradientStopsOutOfRangeOrOrderWarn() throws {
        let lines = errorLines("""
        {"g": {"$type": "gradient",
          "one": {"$value": [{"color": "#000", "position": 0}]},
          "typo": {"$value": [{"colour": "#000", "position": 0}, {"color": "#fff", "position": 1}]}}}
        """)
        #expect(lines == [
            "t.tokens.json: /g/typo/$value/0/colour: unknown field \"colour\" (expected color, position)",
            "t.tokens.json: /g/typo/$value/0: missing field \"color\"",
        ])
        let json = """
        {"g": {"$type": "gradient",
          "late": {"$value": [{"color": "#000", "position": 0.6}, {"color": "#fff", "position": 0.4}]},
          "far": {"$value": [{"color": "#000", "position": 0}, {"color": "#fff", "position": 1.5}]}}}
        """
        #expect(warningLines(json) == [
            "t.tokens.json: /g/late/$value: warning: the stops are not in order of position; they are drawn sorted by it",
            "t.tokens.json: /g/far/$value/1/position: warning: 1.5 is outside 0…1; it is read as 1, as the Format Module says",
        ])
        let set = try TokenLoader.parse(json, file: "t.tokens.json")
        #expect(try set.gradient("g.late").stops == [GradientStop(color: .white, position: 0.4), GradientStop(color: .black, position: 0.6)])
        #expect(try set.gradient("g.far").stops.map(\.position) == [0, 1])
    }

    @Test func aliasesResolveThroughChainsAndInsideComposites() throws {
        let set = try TokenLoader.parse("""
        {"color": {"$type": "color", "base": {"$value": "#FDE4D2"}, "mid": {"$value": "{color.base}"}, "top": {"$value": "{color.mid}"}},
         "gradient": {"g": {"$type": "gradient", "$value": [{"color": "{color.top}", "position": 0}, {"color": "#000", "position": 1}]}},
         "untyped": {"$value": "{color.base}"}}
        """, file: "t.json")
        #expect(try set.color("color.top").hex == "#FDE4D2")
        #expect(try set.gradient("gradient.g").stops[0].color.hex == "#FDE4D2")
        #expect(try set.color("untyped").hex == "#FDE4D2", "an alias lends its type to an untyped token")
    }

    @Test func cyclesAndDanglingAliasesAreRejected() {
        let lines = errorLines("""
        {"color": {"$type": "color",
          "a": {"$value": "{color.b}"}, "b": {"$value": "{color.c}"}, "c": {"$value": "{color.a}"},
          "white": {"$value": "#fff"},
          "d": {"$value": "{color.whte}"}},
         "size": {"$type": "dimension", "r": {"$value": "{color.white}"}}}
        """)
        #expect(lines == [
            "t.tokens.json: /color/c/$value: alias {color.a} forms a cycle: color.a → color.b → color.c → color.a",
            "t.tokens.json: /color/d/$value: alias {color.whte} points at no token (did you mean {color.white}?)",
            "t.tokens.json: /size/r/$value: alias {color.white} is a colour, expected a dimension",
        ])
    }

    @Test func structuralProblems() {
        let lines = errorLines("""
        {"color": {"$type": "colour", "a": {"$value": "#fff", "$typo": 1}},
         "x": {"plain": 3},
         "y": {"$value": 1},
         "$extensions": {"dev.designproof": {"spring": {"$type": "spring", "bad": {"$value": {"stiffness": 0, "damping": -1}}}}},
         "z": {"$type": "spring", "s": {"$value": {}}}}
        """, options: .strict)
        #expect(lines.count == 7, "\(lines)")
        #expect(!lines.contains("t.tokens.json: /color/a: token has no $type: set it on the token or on a group above it"), "a bad group $type is reported once, not again for each token")
        #expect(lines.contains("t.tokens.json: /color/$type: \"colour\" is not a token type (one of color, dimension, duration, cubicBezier, fontFamily, fontWeight, number, shadow, gradient, typography, strokeStyle, border, transition)"))
        #expect(lines.contains("t.tokens.json: /color/a/$typo: unknown key $typo in a token (a token may have $value, $type, $description, $extensions, $deprecated)"))
        #expect(lines.contains("t.tokens.json: /x/plain: 3 is not a token or a group (a token is an object with \"$value\")"))
        #expect(lines.contains("t.tokens.json: /y: token has no $type: set it on the token or on a group above it"))
        #expect(lines.contains("t.tokens.json: /$extensions/dev.designproof/spring/bad/$value/stiffness: 0 must be > 0"))
        #expect(lines.contains("t.tokens.json: /$extensions/dev.designproof/spring/bad/$value/damping: -1 must be > 0: an undamped spring never settles"))
        #expect(lines.contains("t.tokens.json: /z/$type: $type spring is ours, not DTCG's: put it under $extensions/dev.designproof"))
    }

    @Test func syntaxErrorsGiveLineAndColumn() {
        #expect(errorLines("{\n  \"a\": {\"$value\": \"#fff\",}\n}") == [
            "t.tokens.json: line 2, column 26: expected a member name in double quotes",
        ])
        #expect(errorLines("{\"a\": 1, \"a\": 2}") == ["t.tokens.json: line 1, column 10: duplicate key \"a\""])
        #expect(errorLines("[1, 2") == ["t.tokens.json: line 1, column 6: expected ',' or ']' after an array element"])
        #expect(errorLines("") == ["t.tokens.json: line 1, column 1: unexpected end of file, expected a value"])
    }

    @Test func unreadableFilesAreIOErrors() {
        do {
            _ = try TokenLoader.load(path: "/nonexistent/x.tokens.json")
            Issue.record("loading a missing file succeeded")
        } catch {
            #expect(error.isIOError)
            #expect(error.description == "/nonexistent/x.tokens.json: file does not exist")
        }
    }

    @Test func otherTypesParseAndRangeCheck() throws {
        let set = try TokenLoader.parse("""
        {"d": {"$type": "dimension", "px": {"$value": {"value": 20, "unit": "px"}}, "rem": {"$value": "1.5rem"}},
         "t": {"$type": "duration", "ms": {"$value": {"value": 120, "unit": "ms"}}, "s": {"$value": "0.6s"}},
         "b": {"$type": "cubicBezier", "e": {"$value": [0.42, 0, 0.58, 1]}, "back": {"$value": [0.3, -0.5, 0.7, 1.5]}},
         "w": {"$type": "fontWeight", "named": {"$value": "semi-bold"}, "n": {"$value": 350}},
         "$extensions": {"dev.designproof": {"spring": {"$type": "spring", "r": {"$value": {"response": 0.5, "dampingFraction": 1}}}}}}
        """, file: "t.json")
        #expect(try set.dimension("d.px") == 20)
        #expect(try set.dimension("d.rem") == 24)
        #expect(try set.duration("t.ms") == 0.12)
        #expect(try set.duration("t.s") == 0.6)
        #expect(try set.cubicBezier("b.back") == CubicBezier(0.3, -0.5, 0.7, 1.5))
        #expect(try set.fontWeight("w.named") == 600)
        #expect(try set.fontWeight("w.n") == 350)
        let s = try set.spring("spring.r")
        // SwiftUI: stiffness (2π/0.5)² = 157.91367…, damping 4π·1/0.5 = 25.13274…
        #expect(abs(s.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(s.damping - 25.132741228718345) < 1e-9)
        #expect(errorLines("{\"b\": {\"$type\": \"cubicBezier\", \"x\": {\"$value\": [1.2, 0, 0.5, 1]}}}") == [
            "t.tokens.json: /b/x/$value/0: 1.2 is outside 0…1 (a Bézier timing curve's x values must be)",
        ])
        #expect(errorLines("{\"d\": {\"$type\": \"dimension\", \"x\": {\"$value\": {\"value\": 2, \"unit\": \"em\"}}}}", options: .strict) == [
            "t.tokens.json: /d/x/$value: unit \"em\" is not a dimension unit (use px — one iOS point — or rem)",
        ])
    }
}

/// Springs that validated but trapped or hung `proof tokens sheet`, and gradient stops
/// whose alias positions skipped the checks literal positions get.
extension TokenErrorTests {
    func springLines(_ value: String) -> [String] {
        errorLines("{\"n\": {\"$type\": \"number\", \"zero\": {\"$value\": 0}, \"big\": {\"$value\": 5e6}}, "
            + "\"$extensions\": {\"dev.designproof\": {\"spring\": {\"$type\": \"spring\", \"s\": {\"$value\": \(value)}}}}}")
    }

    static let s = "t.tokens.json: /$extensions/dev.designproof/spring/s/$value"

    @Test func springNumbersAreRangeChecked() {
        let s = Self.s
        #expect(springLines("{\"response\": 1e-200, \"dampingFraction\": 1}") == ["\(s)/response: 1e-200 is outside 0.01…100 s"])
        #expect(springLines("{\"response\": 1e300, \"dampingFraction\": 1}") == ["\(s)/response: 1e+300 is outside 0.01…100 s"])
        #expect(springLines("{\"stiffness\": 1e308, \"damping\": 1e-308}") == [
            "\(s)/stiffness: 1e+308 is outside 0.001…1e6",
            "\(s)/damping: 1e-308 is outside 0.001…1e5",
        ])
        #expect(springLines("{\"response\": 1, \"dampingFraction\": 0.0000001}") == ["\(s)/dampingFraction: 1e-07 is outside 0.001…100"])
        #expect(springLines("{\"stiffness\": 100, \"damping\": 10, \"initialVelocity\": 1e200}") == ["\(s)/initialVelocity: 1e+200 is outside -1e4…1e4"])
        #expect(springLines("{\"stiffness\": 100, \"damping\": 10, \"mass\": 0.0001}") == ["\(s)/mass: 0.0001 is outside 0.001…1e4"])
        #expect(springLines("{\"stiffness\": \"{n.big}\", \"damping\": 10}") == ["\(s)/stiffness: alias {n.big} is 5000000, outside 0.001…1e6"])
    }

    @Test func undampedSpringsAreRefused() {
        let s = Self.s
        #expect(springLines("{\"stiffness\": 100, \"damping\": 0}") == ["\(s)/damping: 0 must be > 0: an undamped spring never settles"])
        #expect(springLines("{\"response\": 0.5, \"dampingFraction\": 0}") == ["\(s)/dampingFraction: 0 must be > 0: an undamped spring never settles"])
        #expect(springLines("{\"stiffness\": 100, \"damping\": \"{n.zero}\"}") == ["\(s)/damping: alias {n.zero} is 0, which must be > 0: an undamped spring never settles"])
    }

    /// Each stated number in range, the converted stiffness or damping not: reported at the
    /// field to change, with the values that would work.
    @Test func derivedStiffnessAndDampingAreRangeChecked() {
        let s = Self.s
        #expect(springLines("{\"response\": 100, \"dampingFraction\": 0.001}") == [
            "\(s)/dampingFraction: dampingFraction 0.001 with response 100 gives damping 0.000126, outside 0.001…1e5: use a dampingFraction within 0.00796…100",
        ])
        #expect(springLines("{\"response\": 0.01, \"dampingFraction\": 100, \"mass\": 10000}") == [
            "\(s)/response: response 0.01 with mass 10000 gives stiffness 3.95e9, outside 0.001…1e6: use a response within 0.629…100 s",
            "\(s)/dampingFraction: dampingFraction 100 with response 0.01 and mass 10000 gives damping 1.26e9, outside 0.001…1e5: use a dampingFraction within 0.001…0.00795",
        ])
        // The edges of the suggested ranges keep stiffness and damping in range; these two
        // then take 13802 s and 691 s to settle, which the settling rule refuses on its own.
        #expect(springLines("{\"response\": 100, \"dampingFraction\": 0.00796}") == [
            "\(s): this spring takes longer than 600 s to settle (about 13802 s): raise dampingFraction or shorten response (its damping ratio ζ is 0.00796)",
        ])
        #expect(springLines("{\"response\": 0.629, \"dampingFraction\": 0.001, \"mass\": 10000}") == [
            "\(s): this spring takes longer than 600 s to settle (about 691 s): raise dampingFraction or shorten response (its damping ratio ζ is 0.001)",
        ])
        #expect(springLines("{\"response\": 0.629, \"dampingFraction\": 0.01, \"mass\": 10000}") == [])
    }

    @Test func gradientAliasPositionsAreClampedAndSorted() {
        #expect(warningLines("""
        {"n": {"$type": "number", "$value": 5},
         "g": {"$type": "gradient", "$value": [{"color": "#fff", "position": "{n}"}, {"color": "#000", "position": 0}]}}
        """) == ["t.tokens.json: /g/$value/0/position: warning: alias {n} is 5, which is outside 0…1; it is read as 1, as the Format Module says",
                 "t.tokens.json: /g/$value: warning: the stops are not in order of position; they are drawn sorted by it"])
        #expect(warningLines("""
        {"n": {"$type": "number", "$value": 0.5},
         "g": {"$type": "gradient", "$value": [{"color": "#fff", "position": 0.7}, {"color": "#000", "position": "{n}"}]}}
        """) == ["t.tokens.json: /g/$value: warning: the stops are not in order of position; they are drawn sorted by it"])
        #expect(errorLines("""
        {"n": {"$type": "color", "$value": "#fff"},
         "g": {"$type": "gradient", "$value": [{"color": "#fff", "position": "{n}"}, {"color": "#000", "position": 0.2}]}}
        """) == ["t.tokens.json: /g/$value/0/position: alias {n} is a colour, expected a number"])
    }

    @Test func bezierYIsBounded() {
        #expect(errorLines("{\"b\": {\"$type\": \"cubicBezier\", \"x\": {\"$value\": [0.5, 1e308, 0.5, -1e308]}}}") == [
            "t.tokens.json: /b/x/$value/1: 1e+308 is outside -100…100 (a Bézier timing curve's y values must be)",
            "t.tokens.json: /b/x/$value/3: -1e+308 is outside -100…100 (a Bézier timing curve's y values must be)",
        ])
    }
}

/// `{"duration": D, "bounce": B}`, iOS 17's `Spring(duration:bounce:)` as a token: converted
/// as SwiftUI converts it, refused at the field to change when out of range, and refused at
/// the `$value` when it mixes forms.
extension TokenErrorTests {
    @Test func durationBounceSpringsLoad() throws {
        let set = try TokenLoader.parse("""
        {"$extensions": {"dev.designproof": {"spring": {"$type": "spring",
          "smooth": {"$value": {"duration": 0.5, "bounce": 0}},
          "bouncy": {"$value": {"duration": 0.5, "bounce": 0.3, "initialVelocity": 2}},
          "over": {"$value": {"bounce": -0.5, "duration": 0.5}},
          "heavy": {"$value": {"duration": 0.5, "bounce": 0.3, "mass": 2}}}}}}
        """, file: "t.json")
        // k = (2π / 0.5)² = 157.913670; c = 4π · 1 / 0.5 = 25.132741.
        let smooth = try set.spring("spring.smooth")
        #expect(smooth.stiffness == 157.91367041742973 && smooth.damping == 25.132741228718345)
        #expect(smooth.duration == 0.5 && smooth.bounce == 0 && smooth.response == nil && smooth.dampingFraction == nil)
        // c = 4π · 0.7 / 0.5 = 17.592919 (SwiftUI's documented 17.6).
        let bouncy = try set.spring("spring.bouncy")
        #expect(abs(bouncy.damping - 17.59291886010284) < 1e-12 && bouncy.initialVelocity == 2)
        // ζ = 1 / (1 − 0.5) = 2: c = 4π · 2 / 0.5 = 50.265482.
        #expect(abs(try set.spring("spring.over").damping - 50.26548245743669) < 1e-12)
        // With mass 2 both scale by 2 (the motion does not): k 315.827341, c 35.185838.
        let heavy = try set.spring("spring.heavy")
        #expect(abs(heavy.stiffness - 315.82734083485946) < 1e-9 && abs(heavy.damping - 35.18583772020568) < 1e-9 && heavy.mass == 2)
    }

    @Test func durationBounceSpringsAreRangeChecked() {
        let s = Self.s
        #expect(springLines("{\"duration\": 0.5, \"bounce\": 1}") == ["\(s)/bounce: 1 is outside -0.99…0.999"])
        #expect(springLines("{\"duration\": 0.5, \"bounce\": -1}") == ["\(s)/bounce: -1 is outside -0.99…0.999"])
        #expect(springLines("{\"duration\": 0.5, \"bounce\": 2}") == ["\(s)/bounce: 2 is outside -0.99…0.999"])
        #expect(springLines("{\"duration\": 0, \"bounce\": 0}") == ["\(s)/duration: 0 must be > 0"])
        #expect(springLines("{\"duration\": 1e-300, \"bounce\": 0}") == ["\(s)/duration: 1e-300 is outside 0.01…100 s"])
        #expect(springLines("{\"duration\": 1e300, \"bounce\": 0}") == ["\(s)/duration: 1e+300 is outside 0.01…100 s"])
        // JSON has no NaN; a string is not a number, and a unit is not allowed (seconds only).
        #expect(springLines("{\"duration\": \"0.5s\", \"bounce\": \"NaN\"}") == [
            "\(s)/duration: \"0.5s\" is not a number", "\(s)/bounce: \"NaN\" is not a number",
        ])
        #expect(errorLines("{\"s\": {\"$value\": NaN}}").first?.contains("unexpected character 'N'") == true)
        #expect(springLines("{\"duration\": 0.5}") == ["\(s): missing field \"bounce\""])
        #expect(springLines("{\"bounce\": 0.3}") == ["\(s): missing field \"duration\""])
        #expect(springLines("{\"duration\": 0.5, \"bounce\": 0, \"blend\": 1}") == [
            "\(s)/blend: unknown field \"blend\" (expected duration, bounce, mass, initialVelocity)",
        ])
        #expect(springLines("{\"duration\": 0.5, \"bounce\": 0, \"stiffness\": 100}") == [
            "\(s): a spring takes one form, not stiffness, damping and duration, bounce: write stiffness, damping; "
                + "response, dampingFraction; or duration, bounce (each with optional mass, initialVelocity)",
        ])
        #expect(springLines("{\"response\": 0.5, \"bounce\": 0}") == [
            "\(s): a spring takes one form, not response, dampingFraction and duration, bounce: write stiffness, damping; "
                + "response, dampingFraction; or duration, bounce (each with optional mass, initialVelocity)",
        ])
    }

    /// Each number in range, the damping or stiffness they convert to not: named at the
    /// field to change with the values that work (worked in DurationBounceSpecTests).
    @Test func durationBounceDerivedValuesAreChecked() {
        let s = Self.s
        #expect(springLines("{\"duration\": 100, \"bounce\": 0.999}") == [
            "\(s)/bounce: bounce 0.999 with duration 100 gives damping 0.000126, outside 0.001…1e5: use a bounce within -0.99…0.992",
        ])
        #expect(springLines("{\"duration\": 0.01, \"bounce\": -0.99}") == [
            "\(s)/bounce: bounce -0.99 with duration 0.01 gives damping 126000, outside 0.001…1e5: use a bounce within -0.987…0.999",
        ])
        // (2π / 0.01)² · 1e4 = 3.95e9; durations from 2π·√(1e4 / 1e6) = 0.628 keep k ≤ 1e6.
        // Damping 4π · 0.001 · 1e4 / 0.01 = 12566 is in range: one line.
        #expect(springLines("{\"duration\": 0.01, \"bounce\": 0.999, \"mass\": 10000}") == [
            "\(s)/duration: duration 0.01 with mass 10000 gives stiffness 3.95e9, outside 0.001…1e6: use a duration within 0.629…100 s",
        ])
        // 4π · 0.7 · 1e4 / 0.629 = 139848: bounces from 1 − 1e5 · 0.629 / (4π · 1e4) = 0.49946 keep it in range.
        #expect(springLines("{\"duration\": 0.629, \"bounce\": 0.3, \"mass\": 10000}").first
            == "\(s)/bounce: bounce 0.3 with duration 0.629 and mass 10000 gives damping 140000, outside 0.001…1e5: use a bounce within 0.5…0.999")
        // ζ = 0.01 at ω₀ = 2π / 100: settles after about ln(1000) / (ζ·ω₀) ≈ 11,000 s.
        let slow = springLines("{\"duration\": 100, \"bounce\": 0.99}")
        #expect(slow.count == 1 && slow[0].hasPrefix("\(s): this spring takes longer than 600 s to settle (about ")
            && slow[0].hasSuffix(" s): lower bounce or shorten duration (its damping ratio ζ is 0.01)"), "\(slow)")
    }
}
