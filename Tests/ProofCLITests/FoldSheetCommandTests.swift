import AppSupport
import DisplayList
import Foundation
import Layout
import ProofCLI
import Testing
import Tokens

/// A team's app (a plug-in of its own `proof`) with one screen whose scroll view stops hard
/// above a pinned button: its terms slice a line at the fold. DesignProof's own screens fade
/// every fold, so they have nothing to draw on a fold proposal's sheet.
struct TermsTestApp: TokensOnlyApp {
    static let id = "terms"
    static let displayName = "Terms"
    /// Any token file of the project: the screen draws in literal colours.
    static let tokenFile = "airfit.resolver.json"
    static let animationIDs: [String] = []
    static let page = RGBA(r8: 0xF5, g8: 0xF0, b8: 0xE6)

    init(tokens: TokenSet) {}

    var screens: [ScreenEntry] {
        [ScreenEntry(id: "terms/accept", appearances: [.light], states: [], gradients: []) { request, measurer throws(ScreenRequestError) in
            ScreenLayout.layout(TermsPage(), environment: request.environment, measurer: measurer)
        }]
    }

    func clip(_ id: String, from: String?, to: String?, environment: EnvironmentValues,
              measurer: any TextMeasuring) throws(ScreenRequestError) -> AnimationClip? { nil }
    var recordedScreenIDs: [String] { [] }
    func contrastPairs(_ contrast: ColorSchemeContrast) -> [ContrastPair] { [] }
    var motionClaims: MotionClaims { MotionClaims(reducedFadeSource: "none", endings: [:], springs: [:]) }
}

/// Forty clauses in a scroll view above a pinned 56-pt black "Accept" bar, black on the page.
nonisolated struct TermsPage: View {
    var body: some View {
        ZStack {
            Color(TermsTestApp.page).ignoresSafeArea()
            VStack(spacing: 0) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        ForEach(0..<40, id: \.self) { i in
                            Text("Clause \(i + 1) of the terms you accept by signing up").font(.body).foregroundColor(.black)
                        }
                    }
                    .padding(16)
                }
                Text("Accept").font(.headline).foregroundColor(.white)
                    .frame(maxWidth: .infinity, minHeight: 56)
                    .background(Color.black)
            }
        }
    }
}

/// `check fold --propose` on a team's app, then `sheet APP --proposals FILE`: a row of the
/// sheet for the fold proposal — its screen's first view at the largest size that slices a
/// line, as specified and with the fade.
@Suite struct FoldSheetCommandTests {
    static let line = ProofCommandLine(name: "proof", abstract: "", apps: DesignApps([TermsTestApp.self]))

    @Test func aFoldProposalGetsARowOnTheProposalsSheet() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ProofCommandLine.$current.withValue(Self.line) {
            let check = try CheckCommand.parse(["fold", "--device", "iphone-16", "--propose", "--out", dir + "/check"])
            // The check fails (lines are sliced); its proposals are written all the same.
            #expect(throws: (any Error).self) { try check.run() }
            let file = dir + "/check/proposals.json"
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
            let proposals = try #require(json["proposals"] as? [[String: Any]])
            #expect(proposals.count == 1)
            #expect(proposals.first?["to"] as? String == "foldFade(49)" && proposals.first?["screen"] as? String == "terms/accept")

            try SheetCommand.parse(["terms", "--proposals", file, "--device", "iphone-16", "--scale", "0.5", "--out", dir + "/sheet"]).run()
            let png = dir + "/sheet/terms-proposals.png"
            let data = try Data(contentsOf: URL(fileURLWithPath: png))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            // One row, two iPhone 16 thumbnails at 0.5: wider than two 197-px screens, about one tall.
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width > 2 * 197 && height > 426 && height < 2 * 426, "\(width)×\(height)")
        }
    }

    /// Without fold, contrast or Dynamic Type rows to draw, the sheet says so in one line and
    /// writes nothing: a fade proposed for a container whose fold is not sliced.
    @Test func aFoldProposalWithNothingSlicedDrawsNoSheet() throws {
        let dir = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = ProposalCommandTests.write(ProposalCommandTests.header + "[{\"check\": \"fold\", \"app\": \"terms\", \"kind\": \"element\", \"screen\": \"terms/accept\", \"element\": \"nowhere\", \"from\": \"the scroll view's edge\", \"to\": \"foldFade(28)\", \"required\": 0, \"worstBefore\": 1, \"worstAfter\": 0, \"uses\": 1, \"failing\": 1, \"examples\": [], \"why\": \"w\"}]}", in: dir)
        ProofCommandLine.$current.withValue(Self.line) {
            #expect(throws: (any Error).self) {
                try SheetCommand.parse(["terms", "--proposals", file, "--out", dir + "/sheet"]).run()
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/sheet/terms-proposals.png"))
    }
}
