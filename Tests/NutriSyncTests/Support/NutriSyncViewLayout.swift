import DesignProofTesting
import DisplayList
import Layout
import NutriSync
import Render
import TestSupport
import Testing
import Tokens

/// Lays a NutriSync view out directly (not through the catalogue), for tests that give a
/// screen a profile other than the sample's — to show its numbers come from the profile.
enum NutriSyncViewLayout {
    static func list(_ view: some View, device: Device = .iPhone16, contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        let tokens = try #require(loadTokens(Checkout.root + "/tokens/nutrisync.resolver.json"))
        var env = EnvironmentValues()
        env.device = device
        env.contentSize = contentSize
        return ScreenLayout.layout(view, environment: try NutriSyncTheme(tokens: tokens).environment(env), measurer: PangoText())
    }
}

extension DisplayList {
    /// The element VoiceOver reads as `label`.
    func labelled(_ label: String) -> Element? { elements.first { $0.accessibilityLabel == label } }

    /// Text runs whose element id starts with `prefix`, top to bottom.
    func texts(withIDPrefix prefix: String) -> [String] {
        elements.filter { $0.kind == .text && $0.id.hasPrefix(prefix) }.sorted { $0.frame.y < $1.frame.y }.compactMap { $0.text?.string }
    }

    /// Elements drawn outside the screen's width (a row pushed wider than the phone).
    var outsideWidth: [String] {
        elements.filter { $0.frame.minX < -0.5 || $0.frame.maxX > size.width + 0.5 }.map(\.id)
    }
}
