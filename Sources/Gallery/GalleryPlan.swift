import AppSupport
import Layout
import Tokens

/// Every image the gallery shows, before anything is drawn: each screen and state of each
/// app asked for, in each appearance it is drawn in, on each device, at each content size
/// and — for a screen with background gradients (AirFit) — on its own gradient and each
/// other one. Catalogue order throughout, so the page and the files are the same run after run.
package struct GalleryPlan {
    package struct App {
        package let id: String
        let name: String
        package let appearances: [Appearance]
        package let gradients: [String]
        package var screens: [Screen]
        package let animations: [String]
    }
    package struct Screen {
        package let entry: String
        let state: String?
        package var id: String { entry + (state.map { "@" + $0 } ?? "") }
        var title: String { (entry.split(separator: "/").last.map(String.init) ?? entry) + (state.map { " · " + $0 } ?? "") }
        package let variants: [Variant]
    }
    package struct Variant: Hashable {
        let appearance: Appearance
        let device: Device
        let contentSize: ContentSizeCategory
        /// nil: the screen's own gradient (the seed's QA table).
        let gradient: String?

        package init(appearance: Appearance, device: Device, contentSize: ContentSizeCategory, gradient: String? = nil) {
            self.appearance = appearance; self.device = device; self.contentSize = contentSize; self.gradient = gradient
        }
    }

    /// The sizes the page switches between unless `--content-size` names others: the
    /// default, and two accessibility sizes that make layouts wrap and grow (AX M, the first
    /// of them; AX XL, the largest the Dynamic Type check requires).
    static let defaultContentSizes: [ContentSizeCategory] = [.large, .accessibilityMedium, .accessibilityExtraLarge]

    /// A size as the page's switch names it (the accessibility sizes as the issue and
    /// Xcode's environment overrides say them: AX M … AX XXXL).
    static func name(_ size: ContentSizeCategory) -> String {
        switch size {
        case .large: "Default"
        case .accessibilityMedium: "AX M"
        case .accessibilityLarge: "AX L"
        case .accessibilityExtraLarge: "AX XL"
        case .accessibilityExtraExtraLarge: "AX XXL"
        case .accessibilityExtraExtraExtraLarge: "AX XXXL"
        default: size.cliName
        }
    }

    package var apps: [App]
    let devices: [Device]
    let contentSizes: [ContentSizeCategory]

    /// `appIDs` empty: every app; otherwise those, in catalogue order. `shard`: only the
    /// screens and animations of that shard (`--shard`); an app's appearances and gradients
    /// stay the whole app's, so each image is drawn exactly as an unsharded run draws it.
    package init(designApps: DesignApps, catalog: ScreenCatalog, animations: AnimationCatalog, appIDs: [String], devices: [Device],
                 contentSizes: [ContentSizeCategory], shard: Shard? = nil) {
        self.devices = devices
        self.contentSizes = contentSizes
        apps = designApps.types.filter { appIDs.isEmpty || appIDs.contains($0.id) }.map { type in
            let entries = catalog.entries.filter { $0.id.hasPrefix(type.id + "/") }
            let appearances = [Appearance.light, .dark].filter { a in entries.contains { $0.appearances.contains(a) } }
            var gradients: [String] = []
            for e in entries { for g in e.gradients where !gradients.contains(g) { gradients.append(g) } }
            let screens = entries.filter { shard?.contains($0.id) ?? true }.flatMap { e in
                ([nil] + e.states.map(Optional.some)).map { state in
                    Screen(entry: e.id, state: state, variants: e.appearances.flatMap { a in
                        devices.flatMap { d in
                            contentSizes.flatMap { size in
                                ([nil] + e.gradients.map(Optional.some)).map { g in
                                    Variant(appearance: a, device: d, contentSize: size, gradient: g)
                                }
                            }
                        }
                    })
                }
            }
            return App(id: type.id, name: type.displayName, appearances: appearances, gradients: gradients, screens: screens,
                       animations: animations.ids.filter { $0.hasPrefix(type.id + "/") && (shard?.contains($0) ?? true) })
        }
    }

    var variantCount: Int { apps.reduce(0) { $0 + $1.screens.reduce(0) { $0 + $1.variants.count } } }
}
