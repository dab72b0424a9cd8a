public import DisplayList
public import Layout
public import SnapshotTesting
import Foundation
import Render
import Tokens

// swift-snapshot-testing strategies for DesignProof screens: small composable pieces, as
// in that library — a PNG strategy on display lists, pulled back to views through layout.

extension Snapshotting where Value == DisplayList, Format == Data {
    /// The display list drawn by Cairo and encoded as PNG (`PNGOptions.small`: references stay small).
    /// `precision`: the share of pixels that must match; `perceptualPrecision`: how close a
    /// pixel must be to match (1 = exactly; 0.98 allows a CIEDE2000 difference of 2).
    public static func png(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .png(precision: precision, perceptualPrecision: perceptualPrecision)) { list in
            let renderer = CairoRenderer()
            do {
                return try PNGFile.encode(try renderer.render(list), options: .small)
            } catch {
                return Data("render failed: \(error)".utf8)
            }
        }
    }

    /// The display list's stable JSON.
    public static var displayListJSON: Snapshotting<DisplayList, String> {
        Snapshotting<String, String>.lines.pullback { (try? $0.stableJSON()) ?? "" }
    }
}

extension Snapshotting where Value: Layout.View, Format == Data {
    /// A screen laid out on `device` in `appearance` and drawn as PNG. `environment`
    /// adds what the design system needs (its theme, the active gradient…); `scale`
    /// overrides the device's (references at @1x or @2x keep `snapshots/` lean).
    public static func png(device: Device = .iPhone16, appearance: Appearance = .light, scale: Double? = nil,
                           contentSize: ContentSizeCategory = .large, time: Double = 10,
                           environment: @escaping @Sendable (EnvironmentValues) -> EnvironmentValues = { $0 },
                           precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<DisplayList, Data>.png(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            var env = EnvironmentValues()
            env.device = device
            env.appearance = appearance
            env.contentSize = contentSize
            env.time = time
            env = environment(env)
            var list = ScreenLayout.layout(view, environment: env, measurer: PangoText())
            if let scale { list.scale = scale }
            return list
        }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// Any Codable value (a timeline document, a report) as stable, pretty JSON.
    public static var stableJSON: Snapshotting {
        Snapshotting<String, String>.lines.pullback { value in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? ""
        }
    }
}

extension Diffing where Value == Data {
    /// Compares PNGs pixel by pixel; on failure writes a heatmap of the differences and says
    /// where: beside the failure record under `assertDesignSnapshot`, else in
    /// `$SNAPSHOT_ARTIFACTS` (or the temporary folder) under a fresh name.
    public static func png(precision: Float, perceptualPrecision: Float) -> Diffing {
        .diff(toData: { $0 }, fromData: { $0 }) { reference, actual in
            if reference == actual { return nil }
            let comparison: PixelComparison
            do {
                comparison = PixelComparison(reference: try PNGFile.decode(reference), actual: try PNGFile.decode(actual),
                                                 perceptualPrecision: Double(perceptualPrecision))
            } catch {
                return ("cannot compare the snapshots: \(error)", [])
            }
            guard let failure = comparison.failure(precision: precision) else { return nil }
            let message = failure.message + (PixelComparison.writeHeatmap(failure.heatmap).map { "; differences drawn in \($0)" } ?? "")
            return (message, failure.heatmap.map { [.data($0, name: "difference.png")] } ?? [])
        }
    }
}
