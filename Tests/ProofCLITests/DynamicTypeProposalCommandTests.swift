import Foundation
import ProofCLI
import Testing

/// `--propose` on Dynamic Type: a text cut at its line limit gets the fewest lines that
/// show it whole at every size up to Accessibility XL; a text no line limit or scale factor
/// fits (a `.fixedSize()` badge) is named as left, and the re-check says it still fails.
@Suite struct DynamicTypeProposalCommandTests {
    /// FitAI's sample with the last apple's serving written out at length: the entry row's
    /// serving (`.lineLimit(1)` beside the kcal) is cut at every size below the
    /// accessibility sizes, where the row stacks.
    static func longServing(in dir: String) throws -> String {
        let sample = try Data(contentsOf: URL(fileURLWithPath: Proof.root + "/data/fitai.sample.json"))
        var text = try #require(String(data: sample, encoding: .utf8))
        let apple = "\"food_name\": \"Apple\","
        let lastApple = try #require(text.range(of: apple, options: .backwards))
        let range = try #require(text.range(of: "\"serving_size\": \"1 medium\"", range: lastApple.upperBound..<text.endIndex))
        text.replaceSubrange(range, with: "\"serving_size\": \"1 medium apple, sliced, with two tablespoons of almond butter\"")
        let path = dir + "/fitai.long.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let row = "FitAIEntryRow[1c7a3b3d-e5b0-4563-bdcb-ddbe262fde3c]/HStack/VStack/Text.1"

    @Test func aCutServingGetsTheFewestLinesThatShowItWhole() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let data = try Self.longServing(in: dir)
        // On the SE alone (the phone where it fails the most), to keep a debug run short.
        let r = try Proof.run(["check", "dynamic-type", "--app", "fitai", "--device", "iphone-se", "--data", data, "--propose", "--out", dir + "/out", "--json"],
                              timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        let run = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let proposals = try #require(run["proposals"] as? [[String: Any]])
        #expect(proposals.count == 2)
        let places = [("fitai/home", "Section/SectionRows.1"), ("fitai/food-list", "Section[2025-10-31]/SectionRows.1")]
        for (p, (screen, list)) in zip(proposals, places) {
            #expect(p["check"] as? String == "dynamic-type" && p["kind"] as? String == "element" && p["screen"] as? String == screen)
            #expect((p["element"] as? String)?.hasSuffix(list + "/" + Self.row) == true, "\(p["element"] ?? "")")
            #expect(p["from"] as? String == "lineLimit(1)" && p["to"] as? String == "lineLimit(4)")
            #expect(p["failing"] as? Int == 7 && p["worstAfter"] as? Double == 0)
        }
        // Home has two states, the food list one: every one at the 10 sizes up to AX XL.
        #expect(proposals.map { $0["uses"] as? Int } == [20, 10])
        let recheck = try #require(run["proposalsRecheck"] as? [String: Any])
        #expect(recheck["passed"] as? Bool == true && recheck["failures"] as? Int == 0)
        #expect(run["proposalsLeft"] == nil)

        // Checked on its own with them applied: passes; drawn: the serving on four lines, whole.
        let file = dir + "/out/proposals.json"
        let applied = try Proof.run(["check", "dynamic-type", "--app", "fitai", "--device", "iphone-se", "--data", data, "--apply-proposals", file],
                                    timeout: Proof.slowTimeout)
        #expect(applied.status == 0, "\(applied.stdout)")
        for (args, out) in [([String](), "a"), (["--apply-proposals", file], "b")] {
            let render = try Proof.run(["render", "fitai/food-list", "--data", data, "--device", "iphone-se", "--content-size", "xxxLarge", "--scale", "1", "--out", dir + "/" + out] + args)
            #expect(render.status == 0, "\(render.stderr)")
        }
        func serving(_ out: String) throws -> [String: Any] {
            let list = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(out)/fitai/food-list.json"))) as? [String: Any])
            let elements = try #require(list["elements"] as? [[String: Any]])
            return try #require(elements.first { ($0["id"] as? String)?.hasSuffix(Self.row) == true })
        }
        let before = try serving("a"), after = try serving("b")
        #expect((before["text"] as? [String: Any])?["lineLimit"] as? Int == 1)
        #expect((after["text"] as? [String: Any])?["lineLimit"] as? Int == 4)
        let height = { (e: [String: Any]) in (e["frame"] as? [String: Any])?["height"] as? Double ?? 0 }
        #expect(height(after) > 3 * height(before))
        let overflows = { (out: String) throws -> Int in
            let list = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(out)/fitai/food-list.json"))) as? [String: Any]
            return (list?["overflows"] as? [Any])?.count ?? -1
        }
        #expect(try overflows("a") == 1 && overflows("b") == 0)

        // The sheet: each text at the largest size it fails at, as specified and as proposed
        // (home's row is below the screen's end at every failing size on the SE, and says so).
        let sheet = try Proof.run(["sheet", "fitai", "--data", data, "--device", "iphone-se", "--proposals", file, "--scale", "1", "--out", dir + "/s"], timeout: Proof.slowTimeout)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        #expect(sheet.stdout == "wrote \(dir)/s/fitai-proposals.png (926×1810 px; 2 screens, as specified and as proposed)\n")
    }

    /// Cal AI's caption2 at 14 pt: the paywall's fixed-size "BEST VALUE" badge leaves its
    /// card at Accessibility XL. A fixed-size text is laid out at its ideal size, so neither
    /// a line limit nor a scale factor changes it: nothing is proposed, it is named as left.
    @Test func aFixedSizeBadgeIsLeftNotProposed() throws {
        let caption2 = [("calai", "\"fontSize\": {\"value\": 11, \"unit\": \"px\"},\n        \"fontWeight\": \"{font.weight.regular}\",\n        \"lineHeight\": 1.1818",
                         "\"fontSize\": {\"value\": 14, \"unit\": \"px\"},\n        \"fontWeight\": \"{font.weight.regular}\",\n        \"lineHeight\": 1.1818")]
        let r = try CheckFixtureCommandTests.run(["dynamic-type", "--app", "calai", "--device", "iphone-se", "--propose", "--limit", "0"], replacing: caption2)
        #expect(r.status == 1)
        let card = "AnyView/CalAIPaywall/VStack.1/ViewThatFits.1/FooterPage.2/AnyView/ViewThatFits/ScrollView.2/VStack/VStack/ViewThatFits.1/VStack.1/PlanCard.1/Text"
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let at = try #require(lines.firstIndex { $0.hasPrefix("PROPOSE") })
        #expect(Array(lines[at...]) == [
            "PROPOSE 0 changes — re-checked on the proposed design: 3 failures left (1 round)",
            "      left (no mechanical change fixes it):",
            "        calai/paywall \(card): no scale factor down to 0.5 fits it in every state and size up to accessibilityExtraLarge (3 failing, e.g. calai/paywall · iphone-se · accessibilityExtraLarge: outsideParent \(card))",
        ])
    }

    /// A dynamic-type proposal lays out one text: its screen and element, and `to` a line
    /// limit of 1…50 or a scale factor of 0.01…1, nothing else.
    @Test(arguments: ["lineLimit(0)", "lineLimit(51)", "lineLimit(-1)", "lineLimit(2", "lineLimit(²)", "minimumScaleFactor(0)", "minimumScaleFactor(1.5)",
                      "minimumScaleFactor(nan)", "minimumScaleFactor(1e-9)", "scale(0.5)", ""])
    func aMalformedLayoutIsRefused(_ to: String) throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = ProposalCommandTests.write(ProposalCommandTests.header + "[{\"check\": \"dynamic-type\", \"app\": \"fitai\", \"kind\": \"element\", \"screen\": \"fitai/home\", \"element\": \"e\", \"from\": \"lineLimit(1)\", \"to\": \"\(to)\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}]}", in: dir)
        let r = try Proof.run(["render", "fitai/home", "--apply-proposals", file, "--out", dir + "/o"])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(file): proposal 1 (fitai e): \"\(to)\" is not lineLimit(N) with N in 1…50 or minimumScaleFactor(F) with F in 0.01…1\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
    }

    /// A proposal for a screen its app does not have would change nothing: refused, with
    /// the nearest screen.
    @Test func aMistypedScreenIsRefused() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (screen, hint) in [("fitai/hom", " (did you mean fitai/home?)"), ("calai/home", " (did you mean fitai/home?)"), ("nowhere", "")] {
            let file = ProposalCommandTests.write(ProposalCommandTests.header + "[{\"check\": \"dynamic-type\", \"app\": \"fitai\", \"kind\": \"element\", \"screen\": \"\(screen)\", \"element\": \"e\", \"from\": \"lineLimit(1)\", \"to\": \"lineLimit(2)\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}]}", in: dir)
            let r = try Proof.run(["render", "fitai/home", "--apply-proposals", file, "--out", dir + "/o"])
            #expect(r.status == 65)
            #expect(r.stderr == "proof: \(file): proposal 1 (fitai e): fitai has no screen or animation \"\(screen)\"\(hint)\n", "\(screen)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
        }
    }

    /// A hostile file's huge value is not echoed whole: the line shows its first 299
    /// characters and an ellipsis.
    @Test func aHugeValueIsShortenedInTheRefusal() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let huge = String(repeating: "x", count: 100_000)
        let file = ProposalCommandTests.write(ProposalCommandTests.header + "[{\"check\": \"dynamic-type\", \"app\": \"fitai\", \"kind\": \"element\", \"screen\": \"fitai/home\", \"element\": \"e\", \"from\": \"lineLimit(1)\", \"to\": \"\(huge)\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}]}", in: dir)
        let r = try Proof.run(["render", "fitai/home", "--apply-proposals", file, "--out", dir + "/o"])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(file): proposal 1 (fitai e): \"\(String(repeating: "x", count: 299))…\" is not lineLimit(N) with N in 1…50 or minimumScaleFactor(F) with F in 0.01…1\n")
    }

    @Test func oneTextGivenTwoLayoutsIsRefused() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let one = { (to: String) in "{\"check\": \"dynamic-type\", \"app\": \"fitai\", \"kind\": \"element\", \"screen\": \"fitai/home\", \"element\": \"e\", \"from\": \"lineLimit(1)\", \"to\": \"\(to)\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}" }
        let file = ProposalCommandTests.write(ProposalCommandTests.header + "[\(one("lineLimit(2)")), \(one("lineLimit(3)"))]}", in: dir)
        let r = try Proof.run(["render", "fitai/home", "--apply-proposals", file, "--out", dir + "/o"])
        #expect(r.status == 65 && r.stderr == "proof: \(file): proposal 2 (fitai e): e of fitai/home is given two layouts\n")
    }
}
