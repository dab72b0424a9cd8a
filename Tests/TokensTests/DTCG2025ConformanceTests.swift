import Foundation
import Testing
@testable import Tokens

/// Our own conformance files for the Design Tokens Format Module 2025.10, written from the
/// spec's text and examples (Tests/TokensTests/DTCG2025): every valid file loads in strict
/// mode, with the values of key tokens checked exactly; every invalid file is refused with
/// the one line `FILE: JSON-POINTER: message` in `expectedErrors`.
@Suite struct DTCG2025ConformanceTests {
    static let folder = repositoryRoot + "/Tests/TokensTests/DTCG2025"

    static func files(_ kind: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + kind)) ?? []
        return names.filter { $0.hasSuffix(".tokens.json") }.sorted()
    }

    static func load(_ name: String) throws -> TokenSet {
        try TokenLoader.load(path: folder + "/valid/" + name, options: .strict)
    }

    /// The one line each invalid file is refused with (the path as `invalid/NAME`).
    static let expectedErrors: [String: String] = [
        "alias-cycle.tokens.json": "invalid/alias-cycle.tokens.json: /color/c/$value: alias {color.a} forms a cycle: color.a → color.b → color.c → color.a (line 11, column 17)",
        "alias-dangling.tokens.json": "invalid/alias-dangling.tokens.json: /color/b/$value: alias {color.c} points at no token (did you mean {color.a}?) (line 15, column 17)",
        "alias-in-composite-wrong-type.tokens.json": "invalid/alias-in-composite-wrong-type.tokens.json: /b/$value/color: alias {size} is a dimension, expected a colour (line 12, column 16)",
        "alias-wrong-type.tokens.json": "invalid/alias-wrong-type.tokens.json: /color/a/$value: alias {size} is a dimension, expected a colour (line 12, column 17)",
        "border-missing-style.tokens.json": "invalid/border-missing-style.tokens.json: /b/x/$value: missing field \"style\" (line 5, column 17)",
        "color-alpha-above-1.tokens.json": "invalid/color-alpha-above-1.tokens.json: /color/x/$value/alpha: 1.5 is not a number in 0…1 (line 12, column 18)",
        "color-hex-eight-digits.tokens.json": "invalid/color-hex-eight-digits.tokens.json: /color/x/$value/hex: \"#000000ff\" is not a hex fallback (write \"#RRGGBB\", six hex digits) (line 12, column 16)",
        "color-hex-string-legacy.tokens.json": "invalid/color-hex-string-legacy.tokens.json: /color/x/$value: \"#ff0000\" is a hex string, which the Format Module 2025.10 no longer allows: write {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": \"#FF0000\"} (line 5, column 17)",
        "color-hsl-hue-360.tokens.json": "invalid/color-hsl-hue-360.tokens.json: /color/x/$value/components/0: 360 is outside hsl's hue's range: it must be in 0…360 (360 excluded) (line 8, column 11)",
        "color-lab-lightness-above-100.tokens.json": "invalid/color-lab-lightness-above-100.tokens.json: /color/x/$value/components/0: 101 is outside lab's L's range: it must be in 0…100 (line 8, column 11)",
        "color-missing-components.tokens.json": "invalid/color-missing-components.tokens.json: /color/x/$value: missing field \"components\" (line 5, column 17)",
        "color-nan-string-component.tokens.json": "invalid/color-nan-string-component.tokens.json: /color/x/$value/components/0: \"NaN\" is not a number or \"none\" (line 8, column 11)",
        "color-oklab-lightness-above-1.tokens.json": "invalid/color-oklab-lightness-above-1.tokens.json: /color/x/$value/components/0: 1.2 is outside oklab's L's range: it must be in 0…1 (line 8, column 11)",
        "color-oklch-negative-chroma.tokens.json": "invalid/color-oklch-negative-chroma.tokens.json: /color/x/$value/components/1: -0.1 is outside oklch's C's range: it must be ≥ 0 (line 9, column 11)",
        "color-srgb-component-above-1.tokens.json": "invalid/color-srgb-component-above-1.tokens.json: /color/x/$value/components/1: 1.5 is outside srgb's green's range: it must be in 0…1 (line 9, column 11)",
        "color-two-components.tokens.json": "invalid/color-two-components.tokens.json: /color/x/$value/components: components must be an array of 3 numbers (or \"none\") for srgb (line 7, column 23)",
        "color-unknown-member.tokens.json": "invalid/color-unknown-member.tokens.json: /color/x/$value/opacity: unknown field \"opacity\" (expected colorSpace, components, alpha, hex) (line 12, column 20)",
        "color-unknown-space.tokens.json": "invalid/color-unknown-space.tokens.json: /color/x/$value/colorSpace: \"cmyk\" is not a colour space (one of srgb, srgb-linear, hsl, hwb, lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d50, xyz-d65) (line 6, column 23)",
        "color-xyz-above-1.tokens.json": "invalid/color-xyz-above-1.tokens.json: /color/x/$value/components/2: 1.089 is outside xyz-d65's Z's range: it must be in 0…1 (line 10, column 11)",
        "color-xyz-huge.tokens.json": "invalid/color-xyz-huge.tokens.json: /color/x/$value/components/0: 1e+300 is outside xyz-d65's X's range: it must be in 0…1 (line 8, column 11)",
        "cubic-bezier-three-numbers.tokens.json": "invalid/cubic-bezier-three-numbers.tokens.json: /e/x/$value: an array is not a cubic Bézier (write [x1, y1, x2, y2]) (line 5, column 17)",
        "cubic-bezier-x-above-1.tokens.json": "invalid/cubic-bezier-x-above-1.tokens.json: /e/x/$value/2: 1.5 is outside 0…1 (a Bézier timing curve's x values must be) (line 8, column 9)",
        "deep-nesting.tokens.json": "invalid/deep-nesting.tokens.json: line 1, column 1537: nesting deeper than 256 levels",
        "deprecated-number.tokens.json": "invalid/deprecated-number.tokens.json: /c/$deprecated: 1 is not a $deprecated value (true, false or a string saying what to use instead) (line 12, column 20)",
        "dimension-huge.tokens.json": "invalid/dimension-huge.tokens.json: /size/x/$value: 1e+300 pt is outside -100000…100000 pt (no screen or sheet is that large) (line 5, column 17)",
        "dimension-missing-unit.tokens.json": "invalid/dimension-missing-unit.tokens.json: /size/x/$value: missing field \"unit\" (line 5, column 17)",
        "dimension-string-legacy.tokens.json": "invalid/dimension-string-legacy.tokens.json: /size/x/$value: \"16px\" is a string, which the Format Module 2025.10 no longer allows: write {\"value\": 16, \"unit\": \"px\"} (line 5, column 17)",
        "dimension-unit-em.tokens.json": "invalid/dimension-unit-em.tokens.json: /size/x/$value: unit \"em\" is not a dimension unit (use px — one iOS point — or rem) (line 5, column 17)",
        "dimension-unit-pt-legacy.tokens.json": "invalid/dimension-unit-pt-legacy.tokens.json: /size/x/$value: unit \"pt\" is not a dimension unit (use px — one iOS point — or rem) (line 5, column 17)",
        "duration-negative.tokens.json": "invalid/duration-negative.tokens.json: /d/x/$value: -5.0ms is negative; a duration must be ≥ 0 (line 5, column 17)",
        "duration-unit-minutes.tokens.json": "invalid/duration-unit-minutes.tokens.json: /d/x/$value: unit \"min\" is not a duration unit (use s or ms) (line 5, column 17)",
        "extends-a-token.tokens.json": "invalid/extends-a-token.tokens.json: /a/$extends: $extends {t} names no group in this file (line 14, column 17)",
        "extends-ancestor.tokens.json": "invalid/extends-ancestor.tokens.json: /a/inner/$extends: {a} is this group or one that contains it, so extending it never ends (line 15, column 19)",
        "extends-cycle.tokens.json": "invalid/extends-cycle.tokens.json: /b/$extends: $extends {a} forms a cycle: /a → /b → /a (line 17, column 17)",
        "extends-missing-group.tokens.json": "invalid/extends-missing-group.tokens.json: /a/$extends: $extends {nothing} names no group in this file (line 3, column 17)",
        "extensions-not-object.tokens.json": "invalid/extensions-not-object.tokens.json: /color/a/$extensions: \"x\" is not an object of extensions by vendor (e.g. {\"dev.designproof\": {...}}) (line 13, column 22)",
        "font-family-empty-array.tokens.json": "invalid/font-family-empty-array.tokens.json: /f/x/$value: an array is not a font family (a name or a non-empty array of names) (line 5, column 17)",
        "font-weight-1001.tokens.json": "invalid/font-weight-1001.tokens.json: /w/x/$value: 1001 is not a font weight (a number 1…1000) (line 5, column 17)",
        "font-weight-unknown-name.tokens.json": "invalid/font-weight-unknown-name.tokens.json: /w/x/$value: \"semibold\" is not a font weight (a number 1…1000 or a DTCG name such as light, regular, bold) (line 5, column 17)",
        "name-with-dot.tokens.json": "invalid/name-with-dot.tokens.json: /color/a.b: the name \"a.b\" contains '.', '{' or '}', which alias paths reserve (line 4, column 12)",
        "number-beyond-double.tokens.json": "invalid/number-beyond-double.tokens.json: line 1, column 37: number 1e400 is out of range",
        "number-huge.tokens.json": "invalid/number-huge.tokens.json: /n/x/$value: 1e+308 is outside -1e9…1e9 (no count, factor or budget is that large) (line 5, column 17)",
        "number-nan-string.tokens.json": "invalid/number-nan-string.tokens.json: /n/x/$value: \"NaN\" is not a number (line 5, column 17)",
        "ref-cycle.tokens.json": "invalid/ref-cycle.tokens.json: /color/b/$value: reference #/color/a/$value forms a cycle: color.a → color.b → color.a (line 10, column 17)",
        "ref-dangling.tokens.json": "invalid/ref-dangling.tokens.json: /color/a/$value: reference #/color/nothing points at no token (a reference names a token, its $value or a part of it) (line 5, column 17)",
        "ref-other-file.tokens.json": "invalid/ref-other-file.tokens.json: /c/$value: reference base.tokens.json#/color/a is not a JSON pointer into this file (write \"#/group/token\"; other files are not read) (line 4, column 15)",
        "ref-part-cycle.tokens.json": "invalid/ref-part-cycle.tokens.json: /b/$value/color: reference #/b/$value/color forms a cycle: #/b/$value/color → #/b/$value/color (line 5, column 16)",
        "ref-part-missing.tokens.json": "invalid/ref-part-missing.tokens.json: /c/$value: reference #/b/$value/colour points at nothing: token b has no /$value/colour (line 22, column 15)",
        "ref-part-wrong-type.tokens.json": "invalid/ref-part-wrong-type.tokens.json: /c/$value: reference #/b/$value/width is a dimension, expected a colour (line 22, column 15)",
        "ref-to-description.tokens.json": "invalid/ref-to-description.tokens.json: /d/$value: reference #/c/$description points at the token's $description, not at its value (line 16, column 15)",
        "shadow-inset-not-boolean.tokens.json": "invalid/shadow-inset-not-boolean.tokens.json: /s/x/$value/inset: \"yes\" is not true or false (line 30, column 18)",
        "shadow-missing-spread.tokens.json": "invalid/shadow-missing-spread.tokens.json: /s/x/$value: missing field \"spread\" (line 5, column 17)",
        "stroke-style-bad-line-cap.tokens.json": "invalid/stroke-style-bad-line-cap.tokens.json: /s/x/$value/lineCap: \"pointed\" is not a line cap (round, butt or square) (line 12, column 20)",
        "stroke-style-unknown-keyword.tokens.json": "invalid/stroke-style-unknown-keyword.tokens.json: /s/x/$value: \"wavy\" is not a stroke style (one of solid, dashed, dotted, double, groove, ridge, outset, inset, or {\"dashArray\": [...], \"lineCap\": \"round\"}) (line 5, column 17)",
        "syntax-trailing-comma.tokens.json": "invalid/syntax-trailing-comma.tokens.json: line 2, column 84: expected a member name in double quotes",
        "token-and-group.tokens.json": "invalid/token-and-group.tokens.json: /color/a/child: a token cannot also be a group: move \"child\" out of the token or rename $value (line 13, column 16)",
        "transition-missing-delay.tokens.json": "invalid/transition-missing-delay.tokens.json: /t/x/$value: missing field \"delay\" (line 5, column 17)",
        "type-missing.tokens.json": "invalid/type-missing.tokens.json: /x: token has no $type: set it on the token or on a group above it (line 2, column 8)",
        "type-spring-outside-extensions.tokens.json": "invalid/type-spring-outside-extensions.tokens.json: /x/$type: $type spring is ours, not DTCG's: put it under $extensions/dev.designproof (line 3, column 14)",
        "type-unknown.tokens.json": "invalid/type-unknown.tokens.json: /x/$type: \"colour\" is not a token type (one of color, dimension, duration, cubicBezier, fontFamily, fontWeight, number, shadow, gradient, typography, strokeStyle, border, transition) (line 3, column 14)",
        "typography-missing-line-height.tokens.json": "invalid/typography-missing-line-height.tokens.json: /t/x/$value: missing field \"lineHeight\" (line 5, column 17)",
        "unknown-group-key.tokens.json": "invalid/unknown-group-key.tokens.json: /color/$themes: unknown key $themes in a group (a group may have $type, $description, $extensions, $deprecated, $extends, $root) (line 4, column 16)",
    ]

    @Test func thereAreEnoughFiles() {
        #expect(Self.files("valid").count >= 25)
        #expect(Self.files("invalid").count >= 40)
        #expect(Set(Self.files("invalid")) == Set(Self.expectedErrors.keys), "every invalid file has its expected line")
    }

    @Test(arguments: files("valid")) func validFileLoads(name: String) throws {
        do {
            let set = try Self.load(name)
            #expect(!set.tokens.isEmpty)
        } catch let error as TokenFileInvalid {
            Issue.record("\(error.lines.joined(separator: "\n"))")
        }
    }

    @Test(arguments: files("invalid")) func invalidFileIsRefused(name: String) throws {
        do {
            _ = try TokenLoader.load(path: Self.folder + "/invalid/" + name, options: .strict)
            Issue.record("invalid/\(name) loaded")
        } catch {
            // Lines name the file as given; the table names it from the folder.
            let lines = error.lines.map { $0.replacingOccurrences(of: Self.folder + "/", with: "") }
            #expect(lines == [Self.expectedErrors[name] ?? "?"], "\(lines)")
            #expect(!error.isIOError)
        }
    }
}
