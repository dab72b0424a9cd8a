import ProofOutput
import ArgumentParser
import DisplayList
import Inspect
import Tokens

struct ContrastCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contrast",
        abstract: "WCAG 2.2 contrast ratio and APCA Lc of a text colour on a background.",
        discussion: """
            Colours are #RGB, #RRGGBB or #RRGGBBAA; the # may be left out (unquoted, a shell reads # as a comment). \
            A translucent foreground is composited over the background first.
            """)

    @Argument(help: "Text (foreground) colour.")
    var foreground: String

    @Argument(help: "Background colour (opaque).")
    var background: String

    @Flag(help: "Print JSON: {\"ratio\", \"apcaLc\", \"aaNormal\", \"aaLarge\", \"aaa\", …}.")
    var json = false

    func validate() throws {
        _ = try Self.colour(foreground, role: "foreground")
        let bg = try Self.colour(background, role: "background")
        if bg.a < 1 { throw ValidationError("background \(background) is translucent: contrast needs an opaque backdrop (drop the alpha digits)") }
    }

    func run() throws {
        let verdict = ContrastVerdict(foreground: try Self.colour(foreground, role: "foreground"),
                                      background: try Self.colour(background, role: "background"))
        if json {
            print(try jsonLine(ContrastJSON(verdict)))
        } else {
            func mark(_ pass: Bool) -> String { pass ? "pass" : "fail" }
            print("\(verdict.foreground.hex) on \(verdict.background.hex)")
            print("WCAG 2.2 ratio  \(verdict.ratioText):1")
            print("APCA Lc         \(String(format: "%.1f", verdict.apcaLc))")
            func minimum(_ level: WCAGLevel) -> String { String(format: "%.1f", level.minimumRatio) }
            print("AA normal text  \(mark(verdict.aaNormal))  (≥ \(minimum(.aaNormal)))")
            print("AA large text   \(mark(verdict.aaLarge))  (≥ \(minimum(.aaLarge)))")
            print("AAA normal text \(mark(verdict.aaa))  (≥ \(minimum(.aaa)))")
        }
    }

    static func colour(_ text: String, role: String) throws -> RGBA {
        let hex = text.hasPrefix("#") ? text : "#" + text
        guard let c = RGBA(hex: hex) else {
            throw ValidationError("\(role) \"\(text)\" is not a colour: write #RGB, #RRGGBB or #RRGGBBAA")
        }
        return c
    }
}

/// The contract's JSON shape (DESIGN.md), with the unrounded ratio beside the rounded one.
private struct ContrastJSON: Encodable {
    var schema = OutputSchema.contrast
    let foreground: String
    let background: String
    let ratio: Double
    let ratioExact: Double
    let apcaLc: Double
    let aaNormal: Bool
    let aaLarge: Bool
    let aaa: Bool
    let aaaLarge: Bool

    init(_ v: ContrastVerdict) {
        foreground = v.foreground.hex
        background = v.background.hex
        ratio = (v.ratio * 100).rounded() / 100
        ratioExact = v.ratio
        apcaLc = (v.apcaLc * 10).rounded() / 10
        aaNormal = v.aaNormal
        aaLarge = v.aaLarge
        aaa = v.aaa
        aaaLarge = v.aaaLarge
    }
}
