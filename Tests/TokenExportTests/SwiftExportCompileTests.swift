import Foundation
import SubprocessTesting
import TokenExport
import Tokens
import XCTest

/// The exported Swift of each app's token file compiled on Linux against
/// Tests/Fixtures/SwiftUIStub (SwiftUI's signatures, values that record their arguments)
/// in Swift 6 mode with warnings as errors, run, and every value it declares read back and
/// compared with the token's; the same for a file of hostile token names. Each file is its
/// own program: the apps' files declare the same names (`Color.colorBackgroundLight`).
final class SwiftExportCompileTests: XCTestCase {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let apps = ["airfit", "calai", "fitai", "nutrisync"]
    static let timeout = 300.0

    func testExportedSwiftCompilesAgainstTheStubAndHoldsTheTokenValues() throws {
        let dir = NSTemporaryDirectory() + "designproof-swift-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The stub as module SwiftUI, once.
        try swiftc(["-parse-as-library", "-module-name", "SwiftUI", "-emit-module", "-emit-module-path", dir + "/SwiftUI.swiftmodule",
                    "-emit-library", "-static", "-o", dir + "/libSwiftUI.a",
                    Self.root + "/Tests/Fixtures/SwiftUIStub/SwiftUI.swift"], in: dir)
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

    /// What main.swift prints for a member: the path, then its recorded arguments.
    static func main(_ members: [SwiftExport.Member]) -> String {
        var out = "import SwiftUI\n\n"
        out += "func c(_ c: Color) -> [String] { [\"\\(c.red)\", \"\\(c.green)\", \"\\(c.blue)\", \"\\(c.opacity)\"] }\n"
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
