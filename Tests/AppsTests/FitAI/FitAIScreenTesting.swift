import AppSupport
import Catalog
import FitAI
import DisplayList
import Foundation
import Layout
import Render
import TestSupport
import Tokens

/// Rendering FitAI screens for the display-list tests: from the sample, or from a log made
/// for the test by editing the sample (written to a temporary file, read through `--data`'s path).
struct FitAIScreenTesting {
    let catalog: ScreenCatalog

    init() throws { catalog = try Checkout.screenCatalog() }

    /// The sample's JSON with `edit` applied, as the catalogue a user's `--data FILE` gives.
    init(editingSample edit: (inout [String: Any]) -> Void) throws {
        let sample = Checkout.root + "/data/fitai.sample.json"
        var object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sample))) as! [String: Any]
        edit(&object)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fitai-screen-\(UUID().uuidString).json").path
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        // The catalogue reads the file when it is made.
        catalog = try ScreenCatalog(tokensDirectory: Checkout.root + "/tokens",
                                    data: DataSources(sampleDirectory: Checkout.root + "/data", files: ["fitai": try FitAIApp.readData(file: path).get()]))
    }

    func list(_ name: String, state: String? = nil, appearance: Appearance = .light, device: Device = .iPhone16,
              contentSize: ContentSizeCategory = .large) throws -> DisplayList {
        try catalog.fitAIList(name, state: state, appearance: appearance, device: device, contentSize: contentSize)
    }
}

extension DisplayList {
    /// The text elements reading exactly `s`.
    func texts(_ s: String) -> [Element] { elements.filter { $0.text?.string == s } }
    /// The one text reading `s`, top-most when there are several.
    func text(_ s: String) -> Element? { texts(s).min { $0.frame.minY < $1.frame.minY } }
}

enum FitAISystemColor {
    static func label(_ a: Appearance) -> RGBA { a == .light ? .black : .white }
    static func red(_ a: Appearance) -> RGBA { RGBA(hex: a == .light ? "#FF3B30" : "#FF453A")! }
    static func green(_ a: Appearance) -> RGBA { RGBA(hex: a == .light ? "#34C759" : "#30D158")! }
    static func blue(_ a: Appearance) -> RGBA { RGBA(hex: a == .light ? "#007AFF" : "#0A84FF")! }
}
