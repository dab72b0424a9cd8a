import Foundation
import SubprocessTesting
import TestSupport
import TokenExport
import Tokens
import XCTest

/// The exported Swift of each app's token file compiled on Linux against
/// Tests/Fixtures/SwiftUIStub (SwiftUI's signatures, values that record their arguments)
/// in Swift 6 mode with warnings as errors, run, and every value it declares read back and
/// compared with the token's; the same for a file of hostile token names. Each file is its
/// own program: the apps' files declare the same names (`Color.colorBackgroundLight`).
final class SwiftExportCompileTests: XCTestCase {
    static let root = Checkout.root

    static let apps = ["airfit", "calai", "fitai", "nutrisync"]
    static let timeout = 300.0

    func testExportedSwiftCompilesAgainstTheStubAndHoldsTheTokenValues() throws {
        let dir = NSTemporaryDirectory() + "designproof-swift-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try compileStub(in: dir)
        // Our four apps, the conformance files of the types only they use, and a file of names Swift makes hard (keywords, `Type`, `self`,
        // leading digits, spaces, emoji, names that collide once cleaned).
        // Each app's design system is a resolver document: its default context's set.
        let files = Self.apps.map { app in (app: app, path: Self.root + "/tokens/\(app).resolver.json") }
            + [(app: "hostile", path: Self.root + "/Tests/Fixtures/TokenExport/hostile-names.tokens.json")]
            // DTCG 2025.10's border, stroke style and transition (the conformance files).
            + ["border", "stroke-style", "transition"].map { (app: $0.replacingOccurrences(of: "-", with: ""), path: Self.root + "/Tests/TokensTests/DTCG2025/valid/\($0).tokens.json") }
        for (app, path) in files {
            let set = path.hasSuffix(".resolver.json") ? try TokenResolverDocument.load(path: path).resolve() : try TokenLoader.load(path: path)
            let members = SwiftExport.members(set)
            try SwiftExport.swift(set).write(toFile: dir + "/\(app).swift", atomically: true, encoding: .utf8)
            try Self.main(members).write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
            try swiftc(["-swift-version", "6", "-warnings-as-errors", "-I", dir, "-L", dir, "-lSwiftUI",
                        dir + "/\(app).swift", dir + "/main.swift", "-o", dir + "/\(app)"], in: dir)
            let printed = try run(dir + "/\(app)", in: dir).split(separator: "\n").map(String.init)
            let expected = members.map { Self.expectedLine($0, set) }
            XCTAssertEqual(printed.count, expected.count, app)
            for (line, want) in zip(printed, expected) { XCTAssertEqual(line, want, app) }
            // Two values read back by hand, so the comparison above cannot pass by agreeing with itself.
            if app == "hostile" {
                XCTAssertEqual(members.filter { $0.scope == "Color" }.map(\.name),
                               ["`default`", "`class`", "Type_", "brandBlue", "brandBlue_2", "brandBlue_3", "u1F389", "cafe"])
                XCTAssert(printed.contains("class|0.0|1.0|0.0|\(128.0 / 255)"), app)
                XCTAssert(printed.contains("space.in name|Brand \"Sans\"|Back\\slash"), app)
                XCTAssert(printed.contains("typography.while|Brand \"Sans\"|15.0|regular|default"), app)
            }
            if app == "airfit" {
                XCTAssert(printed.contains("spring.glassIn|interpolatingSpring|1.0|130.0|12.0|0.0"), app)
                XCTAssert(printed.contains("spring.transition|spring(duration:bounce:)|0.5|0.0|0.0"), app)
                XCTAssert(printed.contains("gradient.peachRose|\(253.0 / 255)|\(228.0 / 255)|\(210.0 / 255)|1.0|0.0|\(249.0 / 255)|\(199.0 / 255)|\(214.0 / 255)|1.0|1.0"), app)
            }
        }
    }

    /// Each app's design system exported as Swift and as an asset catalog together, as a team
    /// adds both to its app: every colour that changes with the appearance — colour tokens,
    /// and the stops of AirFit's gradients alike — is read from the catalog by name, and the
    /// catalog's entry for each appearance holds that appearance's value; the rest are
    /// literals. So the Swift and the catalog draw the default context and the other one exactly.
    func testThemedSwiftReadsWhatChangesFromTheCatalogInEveryAppearance() throws {
        let dir = NSTemporaryDirectory() + "designproof-swift-themed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try compileStub(in: dir)
        struct Colorset: Decodable {
            struct Entry: Decodable {
                struct Look: Decodable { let appearance: String; let value: String }
                struct Colour: Decodable { let components: [String: String] }
                let appearances: [Look]?
                let color: Colour
            }
            let colors: [Entry]
        }
        var named: [String: Int] = [:]
        for app in Self.apps {
            let themed = try ThemedTokens.load(path: Self.root + "/tokens/\(app).resolver.json")
            XCTAssertEqual(themed.variants.count, 1, app)
            // The catalog: colorset name → appearance ("" for any) → r, g, b, a.
            var catalog: [String: [String: [Double]]] = [:]
            for file in XCAssetsExport.files(themed) where file.path.hasSuffix(".colorset/Contents.json") {
                let name = String(file.path.dropLast(".colorset/Contents.json".count))
                for entry in try JSONDecoder().decode(Colorset.self, from: Data(file.text.utf8)).colors {
                    let look = (entry.appearances ?? []).map { "\($0.appearance)=\($0.value)" }.joined(separator: ",")
                    catalog[name, default: [:]][look] = ["red", "green", "blue", "alpha"].map { Double(entry.color.components[$0] ?? "") ?? .nan }
                }
            }
            let otherLooks = Set(catalog.values.flatMap(\.keys)).subtracting([""])
            XCTAssertEqual(otherLooks.count, 1, "\(app): \(otherLooks)")
            let looks = [("", themed.base), (otherLooks.first ?? "", themed.variants[0].set)]
            let members = SwiftExport.members(themed.base)
            try SwiftExport.swift(themed).write(toFile: dir + "/\(app).swift", atomically: true, encoding: .utf8)
            try Self.main(members).write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
            try swiftc(["-swift-version", "6", "-warnings-as-errors", "-I", dir, "-L", dir, "-lSwiftUI",
                        dir + "/\(app).swift", dir + "/main.swift", "-o", dir + "/\(app)"], in: dir)
            let printed = try run(dir + "/\(app)", in: dir).split(separator: "\n").map(String.init)
            XCTAssertEqual(printed.count, members.count, app)
            for (line, member) in zip(printed, members) {
                for (look, set) in looks {
                    // The printed line with each `asset:NAME` replaced by that colorset's
                    // components for the appearance; those compare to six decimals, as Xcode writes them.
                    var got: [(text: String, fromCatalog: Double?)] = []
                    for part in line.split(separator: "|", omittingEmptySubsequences: false).map(String.init) {
                        guard part.hasPrefix("asset:") else { got.append((part, nil)); continue }
                        let name = String(part.dropFirst("asset:".count))
                        named[name, default: 0] += 1
                        guard let values = catalog[name]?[look] else {
                            XCTFail("\(app): \(member.path) reads \(name), which the catalog has no \(look.isEmpty ? "any" : look) entry for")
                            continue
                        }
                        got += values.map { ("", $0) }
                    }
                    let want = Self.expectedLine(member, set).split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                    XCTAssertEqual(got.count, want.count, "\(app) \(look): \(line)")
                    for (g, w) in zip(got, want) {
                        if let v = g.fromCatalog {
                            XCTAssertEqual(v, Double(w) ?? .nan, accuracy: 0.5e-6 + 1e-12, "\(app) \(look): \(member.path)")
                        } else {
                            XCTAssertEqual(g.text, w, "\(app) \(look): \(member.path)")
                        }
                    }
                }
            }
        }
        // By hand, so the comparison cannot pass by agreeing with itself: AirFit's peach-rose
        // gradient is #FDE4D2 → #F9C7D6 in light and #362128 → … in dark, both stops by name.
        // Read four times each: by the Gradient and the LinearGradient, in each appearance.
        XCTAssertEqual(named["gradientPeachRoseStop0"], 4)
        XCTAssertEqual(named["gradientPeachRoseStop1"], 4)
        let airfit = XCAssetsExport.files(try ThemedTokens.load(path: Self.root + "/tokens/airfit.resolver.json"))
        let stop = try XCTUnwrap(airfit.first { $0.path == "gradientPeachRoseStop0.colorset/Contents.json" }).text
        XCTAssertTrue(stop.contains("\"blue\" : \"0.823529\",\n          \"green\" : \"0.894118\",\n          \"red\" : \"0.992157\""), stop)
        XCTAssertTrue(stop.contains("\"blue\" : \"0.156863\",\n          \"green\" : \"0.129412\",\n          \"red\" : \"0.211765\""), stop)
        // A colour that does not change is a literal, not a catalog read: AirFit's white.
        XCTAssertNil(named["colorWhite"])
    }

    /// The stub as module SwiftUI, into `dir`.
    private func compileStub(in dir: String) throws {
        try swiftc(["-parse-as-library", "-module-name", "SwiftUI", "-emit-module", "-emit-module-path", dir + "/SwiftUI.swiftmodule",
                    "-emit-library", "-static", "-o", dir + "/libSwiftUI.a",
                    Self.root + "/Tests/Fixtures/SwiftUIStub/SwiftUI.swift"], in: dir)
    }

    /// What main.swift prints for a member: the path, then its recorded arguments.
    static func main(_ members: [SwiftExport.Member]) -> String {
        var out = "import SwiftUI\n\n"
        out += "func c(_ c: Color) -> [String] { c.name.map { [\"asset:\" + $0] } ?? [\"\\(c.red)\", \"\\(c.green)\", \"\\(c.blue)\", \"\\(c.opacity)\"] }\n"
        out += "func g(_ g: Gradient) -> [String] { g.stops.flatMap { c($0.color) + [\"\\($0.location)\"] } }\n"
        out += "func show(_ path: String, _ values: [String]) { print(([path] + values).joined(separator: \"|\")) }\n"
        for m in members {
            let p = "\"" + m.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
            let e = m.expression
            let values: String = switch m.kind {
            case .color: "c(\(e))"
            case .gradient: "g(\(e))"
            case .linearGradient: "g(\(e).gradient) + [\"\\(\(e).startPoint.y)\", \"\\(\(e).endPoint.y)\"]"
            case .font: "[\(e).family, \"\\(\(e).size)\", \(e).weight.name, \"\\(\(e).design)\"]"
            case .spring, .timingCurve: "[\(e).function] + \(e).arguments.map { \"\\($0)\" }"
            case .curveFunction: "[\(e)(duration: 1).function] + \(e)(duration: 1).arguments.map { \"\\($0)\" }"
            case .dimension, .duration, .number, .lineHeight, .letterSpacing: "[\"\\(\(e))\"]"
            case .fontWeight: "[\(e).name]"
            case .fontFamily: "\(e)"
            case .shadow: "\(e).flatMap { c($0.color) + [\"\\($0.radius)\", \"\\($0.x)\", \"\\($0.y)\"] }"
            case .strokeKeyword: "[\(e)]"
            case .strokeDashes: "\(e).map { \"\\($0)\" }"
            case .borderColor: "c(\(e))"
            case .borderWidth: "[\"\\(\(e))\"]"
            case .transition: "[\(e).function] + \(e).arguments.map { \"\\($0)\" }"
            }
            out += "show(\(p), \(values))\n"
        }
        return out
    }

    /// The line main.swift must print for `member`, worked out from the loaded token.
    static func expectedLine(_ member: SwiftExport.Member, _ set: TokenSet) -> String {
        func c(_ c: RGBA) -> [String] { ["\(c.r)", "\(c.g)", "\(c.b)", "\(c.a)"] }
        func g(_ g: Tokens.Gradient) -> [String] { g.stops.flatMap { c($0.color) + ["\($0.position)"] } }
        let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
        func weight(_ w: Double) -> String { weights[Int((w / 100).rounded()) - 1] }
        func bezier(_ b: CubicBezier, _ d: Double) -> [String] { ["timingCurve", "\(b.x1)", "\(b.y1)", "\(b.x2)", "\(b.y2)", "\(d)"] }
        var path = member.path
        if member.kind == .lineHeight || member.kind == .letterSpacing || member.kind == .borderWidth { path = String(path.split(separator: ".").dropLast().joined(separator: ".")) }
        var values: [String] = []
        switch (member.kind, set[path]?.value) {
        case (.color, .color(let v)?): values = c(v)
        case (.gradient, .gradient(let v)?): values = g(v)
        case (.linearGradient, .gradient(let v)?): values = g(v) + ["0.0", "1.0"]
        case (.font, .typography(let t)?):
            let system = t.fontFamily.names.first?.hasPrefix("SF Pro") ?? false
            let design = t.fontFamily.names.first == "SF Pro Rounded" ? "rounded" : "default"
            values = [system ? "system" : t.fontFamily.names[0], "\(t.fontSize)", weight(t.fontWeight), design]
        case (.spring, .spring(let s)?):
            if let d = s.duration, let b = s.bounce { values = ["spring(duration:bounce:)", "\(d)", "\(b)", "0.0"] }
            else if let r = s.response, let f = s.dampingFraction { values = ["spring(response:dampingFraction:)", "\(r)", "\(f)", "0.0"] }
            else { values = ["interpolatingSpring", "\(s.mass)", "\(s.stiffness)", "\(s.damping)", "\(s.initialVelocity)"] }
        case (.curveFunction, .cubicBezier(let b)?): values = bezier(b, 1)
        case (.timingCurve, nil):
            if case .cubicBezier(let b)? = set[path + ".curve"]?.value, case .duration(let d)? = set[path + ".duration"]?.value { values = bezier(b, d) }
        case (.dimension, .dimension(let v)?), (.duration, .duration(let v)?), (.number, .number(let v)?): values = ["\(v)"]
        case (.lineHeight, .typography(let t)?): values = ["\(t.lineHeight ?? -1)"]
        case (.letterSpacing, .typography(let t)?): values = ["\(t.letterSpacing)"]
        case (.fontWeight, .fontWeight(let w)?): values = [weight(w)]
        case (.fontFamily, .fontFamily(let f)?): values = f.names
        case (.shadow, .shadow(let list)?): values = list.flatMap { c($0.color) + ["\($0.blur)", "\($0.offsetX)", "\($0.offsetY)"] }
        case (.strokeKeyword, .strokeStyle(.keyword(let k))?): values = [k.rawValue]
        case (.strokeDashes, .strokeStyle(.dashes(let d, _))?): values = d.map { "\($0)" }
        case (.borderColor, .border(let b)?): values = c(b.color)
        case (.borderWidth, .border(let b)?): values = ["\(b.width)"]
        case (.transition, .transition(let t)?):
            values = ["timingCurve.delay", "\(t.timingFunction.x1)", "\(t.timingFunction.y1)", "\(t.timingFunction.x2)", "\(t.timingFunction.y2)", "\(t.duration)", "\(t.delay)"]
        default: values = ["unexpected \(member.kind) for \(path)"]
        }
        return ([member.path] + values).joined(separator: "|")
    }

    private func swiftc(_ arguments: [String], in dir: String) throws {
        _ = try run("/usr/bin/env", ["swiftc"] + arguments, in: dir)
    }

    /// Runs a program with a deadline; fails with what it printed when it does not exit 0.
    @discardableResult
    private func run(_ program: String, _ arguments: [String] = [], in dir: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        let out = dir + "/run-\(UUID().uuidString).out"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardOutput = handle
        process.standardError = handle
        let words = [program] + arguments
        guard try Subprocess.run(process, timeout: Self.timeout) else {
            throw SubprocessTimedOut(command: Subprocess.commandLine(words), seconds: Self.timeout)
        }
        try handle.close()
        let text = try String(contentsOfFile: out, encoding: .utf8)
        if process.terminationStatus != 0 {
            XCTFail("\(Subprocess.commandLine(words)) exited \(process.terminationStatus):\n\(text.prefix(4000))")
            throw CancellationError()
        }
        return text
    }
}
