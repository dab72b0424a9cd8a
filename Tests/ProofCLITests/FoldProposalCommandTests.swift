import Foundation
import ProofCLI
import Testing

/// A fold proposal (`check fold --propose`) as `--apply-proposals` reads it: drawn as a fade
/// over the named container's fold, in the page's colour of each appearance; and every
/// malformed one refused in one line, with nothing written.
@Suite struct FoldProposalCommandTests {
    static let list = "AnyView/FitAIFoodListScreen/AnyView/TabView/VStack/AnyView/AnyView/NavigationStack/List.1"

    static func file(element: String = list, from: String = "the scroll view's edge", to: String, in dir: String) -> String {
        ProposalCommandTests.write(ProposalCommandTests.header + "[{\"check\": \"fold\", \"app\": \"fitai\", \"kind\": \"element\", \"screen\": \"fitai/food-list\", \"element\": \"\(element)\", \"from\": \"\(from)\", \"to\": \"\(to)\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}]}", in: dir)
    }

    /// FitAI's food list on the SE: its list's viewport ends at the screen's bottom (667 pt,
    /// under the tab bar); the fade lies over its last 48 pt (1 pt lower, past the fold), light grey (#F2F2F7, the
    /// grouped list's page) in light and black in dark, painted after the list's rows.
    @Test func aFoldFadeIsDrawnInThePagesColour() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = Self.file(to: "foldFade(48)", in: dir)
        for (appearance, name, colour) in [("light", "food-list", "#F2F2F7"), ("dark", "food-list-dark", "#000000")] {
            let r = try Proof.run(["render", "fitai/food-list", "--device", "iphone-se", "--appearance", appearance, "--scale", "1", "--apply-proposals", file, "--out", dir + "/" + appearance])
            #expect(r.status == 0, "\(r.stderr)")
            let list = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(appearance)/fitai/\(name).json"))) as? [String: Any])
            let elements = try #require(list["elements"] as? [[String: Any]])
            let i = try #require(elements.firstIndex { $0["id"] as? String == Self.list + "/foldFade" })
            let fade = elements[i]
            #expect(fade["frame"] as? [String: Double] == ["x": 0, "y": 620, "width": 375, "height": 48])
            let stops = try #require((fade["fill"] as? [String: Any])?["stops"] as? [[String: Any]])
            #expect(stops.map { $0["color"] as? String } == [colour + "00", colour])
            // After every element of the list, before what follows it.
            let lastRow = try #require(elements.lastIndex { ($0["id"] as? String)?.hasPrefix(Self.list + "/") == true && $0["id"] as? String != Self.list + "/foldFade" })
            #expect(lastRow == i - 1)
        }
    }

    /// A fold proposal fades one container's fold: kind element with its screen, element and
    /// from, and `to` foldFade(H) with H 1…200 points, nothing else.
    @Test(arguments: ["foldFade(0)", "foldFade(201)", "foldFade(-4)", "foldFade(nan)", "foldFade(1e9)", "foldFade(28", "foldFade(²)",
                      "foldFade()", "fade(28)", "foldFade(28) ", ""])
    func aMalformedFadeIsRefused(_ to: String) throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = Self.file(to: to, in: dir)
        let r = try Proof.run(["render", "fitai/food-list", "--apply-proposals", file, "--out", dir + "/o"])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(file): proposal 1 (fitai \(Self.list)): \"\(to)\" is not foldFade(H) with H in 1…200 points\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
    }

    @Test func aFadeWithoutWhatMakesTheFoldOrGivenTwoHeightsIsRefused() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let empty = Self.file(from: "", to: "foldFade(28)", in: dir)
        let r = try Proof.run(["render", "fitai/food-list", "--apply-proposals", empty, "--out", dir + "/o"])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(empty): proposal 1 (fitai \(Self.list)): a fold proposal fades one container's fold: kind element, its screen, element (the container) and from (what makes the fold)\n")
        let one = "{\"check\": \"fold\", \"app\": \"fitai\", \"kind\": \"element\", \"screen\": \"fitai/food-list\", \"element\": \"c\", \"from\": \"the scroll view's edge\", \"to\": \"foldFade(%@)\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}"
        let two = ProposalCommandTests.write(ProposalCommandTests.header + "[" + one.replacingOccurrences(of: "%@", with: "28") + ", "
            + one.replacingOccurrences(of: "%@", with: "40") + "]}", in: dir, "two.json")
        let twice = try Proof.run(["render", "fitai/food-list", "--apply-proposals", two, "--out", dir + "/o"])
        #expect(twice.status == 65)
        #expect(twice.stderr == "proof: \(two): proposal 2 (fitai c): the fold of c on fitai/food-list is given two fades\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/o"))
    }
}
