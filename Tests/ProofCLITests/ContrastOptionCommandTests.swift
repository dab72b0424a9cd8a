import Foundation
import Testing

/// `--contrast standard|high` (Increase Contrast) as a user runs it: one usage error for
/// anything else, NutriSync drawn brighter, AirFit and Cal AI — which do not honour it —
/// byte for byte the same, and the file names each command gives the variant.
@Suite struct ContrastOptionCommandTests {
    /// Every command that takes it refuses another value with the same line and 64.
    @Test(arguments: [["render", "nutrisync/welcome", "--out", "x"], ["sheet", "nutrisync", "--out", "x"],
                      ["animate", "airfit/crossfade", "--out", "x"], ["check", "components"]])
    func anotherValueIsAUsageError(command: [String]) throws {
        let r = try Proof.run(command + ["--contrast", "max"])
        #expect(r.status == 64)
        #expect(r.stderr == "proof: --contrast max is not standard or high (see proof \(command[0]) --help)\n")
        #expect(r.stdout.isEmpty)
    }

    /// Spelled as SwiftUI does or left empty: still not a value (the words are lower case).
    @Test(arguments: [("", "\"\""), ("High", "High"), ("increased", "increased"), ("high ", "\"high \"")])
    func nearMissesAreUsageErrorsToo(value: String, shown: String) throws {
        let r = try Proof.run(["render", "nutrisync/welcome", "--contrast", value, "--out", "x"])
        #expect(r.status == 64)
        #expect(r.stderr == "proof: --contrast \(shown) is not standard or high (see proof render --help)\n")
    }

    /// DESIGN.md's file names whatever the contrast: each run writes `APP/SCREEN[-dark].png`.
    /// AirFit and Cal AI draw the same bytes (PNG and display list); NutriSync does not.
    @Test func onlyNutriSyncDrawsDifferentlyUnderHighContrast() throws {
        let standard = Proof.temporaryDirectory(), high = Proof.temporaryDirectory()
        let screens = [("airfit/welcome", "airfit/welcome-dark", "dark"), ("airfit/dashboard", "airfit/dashboard", "light"),
                       ("calai/home", "calai/home-dark", "dark"), ("calai/paywall", "calai/paywall", "light"),
                       ("nutrisync/permissions", "nutrisync/permissions-dark", "dark")]
        for (id, _, appearance) in screens {
            for (dir, contrast) in [(standard, "standard"), (high, "high")] {
                let r = try Proof.run(["render", id, "--appearance", appearance, "--contrast", contrast, "--out", dir])
                #expect(r.status == 0, "\(r.stderr)")
            }
        }
        for (id, file, _) in screens {
            for ext in ["png", "json"] {
                let a = try Data(contentsOf: URL(fileURLWithPath: "\(standard)/\(file).\(ext)"))
                let b = try Data(contentsOf: URL(fileURLWithPath: "\(high)/\(file).\(ext)"))
                #expect((a == b) == !id.hasPrefix("nutrisync/"), "\(file).\(ext)")
            }
        }
        // The section name is text.secondary: white 60 % standard, 80 % under Increase Contrast.
        func sectionName(_ dir: String) throws -> String? {
            let list = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/nutrisync/permissions-dark.json"))) as? [String: Any]
            let elements = list?["elements"] as? [[String: Any]] ?? []
            let text = elements.first { (($0["text"] as? [String: Any])?["string"] as? String) == "WELCOME" }?["text"] as? [String: Any]
            return (text?["paint"] as? [String: Any])?["color"] as? String
        }
        #expect(try sectionName(standard) == "#FFFFFF99")
        #expect(try sectionName(high) == "#FFFFFFCC")
    }

    /// `sheet` and `animate` name the variant, so both can sit in one folder; an animation of
    /// an app that does not honour it draws the same frames.
    @Test func sheetAndAnimateNameTheHighContrastVariant() throws {
        let dir = Proof.temporaryDirectory()
        let sheet = try Proof.run(["sheet", "nutrisync", "--appearance", "dark", "--contrast", "high", "--scale", "0.25", "--out", dir])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        // `-dark` or not (an app drawn only in dark may leave it out), the name ends in -high-contrast.
        #expect(sheet.stdout.range(of: #"^wrote .*/nutrisync-sheet(-dark)?-high-contrast\.png \("#, options: .regularExpression) != nil, "\(sheet.stdout)")
        for contrast in ["standard", "high"] {
            let r = try Proof.run(["animate", "airfit/crossfade", "--fps", "10", "--scale", "1", "--contrast", contrast, "--out", dir])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let frames = try FileManager.default.contentsOfDirectory(atPath: dir + "/airfit/crossfade-high-contrast").filter { $0.hasPrefix("frame-") }.sorted()
        #expect(frames == (0...6).map { "frame-00\($0).png" })
        for frame in frames {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/airfit/crossfade/\(frame)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/airfit/crossfade-high-contrast/\(frame)"))
            #expect(a == b, "\(frame)")
        }
    }
}
