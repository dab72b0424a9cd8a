@testable import AppSupport
@testable import Catalog
import Foundation
import Layout
import Render
import TestSupport
import Testing

/// docs/TOKENS.md quotes the costliest catalogue animation at the costliest options (no
/// `proof` command prints it, so it is not a generated figure): computed here with
/// `AnimationBudget`'s own arithmetic and formats, and found in the doc word for word.
@Suite struct DocumentedBudgetTests {
    @Test func tokensDocQuotesTheLongestAnimationsCost() throws {
        let catalog = try AnimationCatalog(tokensDirectory: Checkout.root + "/tokens")
        var env = EnvironmentValues()
        env.device = Device(id: "iphone-16-pro-max")!
        let renderer = CairoRenderer()
        let clips = try catalog.ids.map { try catalog.clip($0, from: nil, to: nil, environment: env, measurer: renderer.text) }
        let longest = try #require(clips.max { $0.duration < $1.duration })
        #expect(longest.id == "calai/loading-progress")
        let frames = (longest.duration * 240 + 1e-9).rounded(.down) + 1
        let size = longest.frame(at: 0).size
        let drawn = frames * (size.width * 3).rounded() * (size.height * 3).rounded() * 4
        let seconds = String(format: "%.1f", longest.duration)
        let quote = "Cal AI's \(seconds) s loading bar at 240 fps on the iPhone 16 Pro Max at\n3x, is \(AnimationBudget.count(frames)) frames and \(AnimationBudget.bytes(drawn)) of pixels drawn"
        let doc = try String(contentsOfFile: Checkout.root + "/docs/TOKENS.md", encoding: .utf8)
        let quoted = doc.contains(quote)
        #expect(quoted, "docs/TOKENS.md should say: \(quote)")
        // The dimension range's reason names the largest device.
        let largest = try #require(Device.all.max { $0.size.width * $0.size.height < $1.size.width * $1.size.height })
        let device = "the largest device is \(Int(largest.size.width)) × \(Int(largest.size.height)) pt"
        let named = doc.contains(device)
        #expect(named, "docs/TOKENS.md should say: \(device)")
    }
}
