import Foundation
import Layout

// On iOS, `import SwiftUI` brings UIKit with it, and views reach for a few of its types
// (a UIColor for a semantic colour, a UIImage from the catalogue, the shared application to
// open a URL). These are that subset, over DesignProof's own values, so such files compile
// and draw; the rest of UIKit (views, controllers, representables) is not here.

/// UIKit's `UIColor`, as SwiftUI code uses it: a colour (`Color(UIColor.secondaryLabel)`,
/// `UIColor.systemBackground`, `UIColor(red:green:blue:alpha:)`). It is SwiftUI's `Color`,
/// so every system colour resolves by appearance as `Color`'s do.
public typealias UIColor = Color

extension Color {
    /// UIKit's `UIColor(red:green:blue:alpha:)` (components 0…1, sRGB).
    public init(red: Double, green: Double, blue: Double, alpha: Double) { self.init(red: red, green: green, blue: blue, opacity: alpha) }
    /// UIKit's `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double) { self.init(white: white, opacity: alpha) }
    /// SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self = uiColor }
    /// SwiftUI's `Color(_ color: UIColor)`: `Color(UIColor.secondaryLabel)`, `Color(.systemBackground)`.
    /// Disfavoured, so `Color(.brand)` is the asset catalogue's colour set when both exist.
    @_disfavoredOverload
    public init(_ color: UIColor) { self = color }
    /// UIKit's `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: Double) -> Color { opacity(alpha) }
}

/// What Xcode's colour well writes, `#colorLiteral(red:green:blue:alpha:)`: on iOS a
/// `UIColor` (UIKit names it the literal's type), here the `Color` it is (sRGB, 0…1).
public typealias _ColorLiteralType = Color

extension Color: _ExpressibleByColorLiteral {
    /// The colour `#colorLiteral(red:green:blue:alpha:)` writes.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// UIKit's `UIImage`, as SwiftUI code makes one: an image set of the app's asset catalogue
/// (`UIImage(named:)`, nil when the catalogue in the environment has no such set) or an SF
/// Symbol (`UIImage(systemName:)`); `Image(uiImage:)` draws it as `Image(name)` does.
public struct UIImage: Hashable, Sendable {
    enum Source: Hashable, Sendable { case named(String), symbol(String), empty }
    let source: Source
    /// Its size in points (the chosen file's pixels ÷ its scale; zero for a symbol).
    public let size: CGSize

    /// The image set `name` of the catalogue in the environment of the body being built;
    /// nil when there is none, as UIKit returns nil for a missing image.
    public init?(named name: String) {
        let env = EnvironmentValues.current
        guard let set = env.assetCatalog.images[name], let variant = set.variant(for: env), let pixels = variant.pixelSize else { return nil }
        let scale = variant.scale ?? env.device.scale
        source = .named(name)
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    /// UIKit's `UIImage(named:in:compatibleWith:)`: `UIImage(named:)`.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) { self.init(named: name) }

    /// The SF Symbol `systemName`.
    public init?(systemName: String) { source = .symbol(systemName); size = .zero }

    /// UIKit's `UIImage()`: an empty image of no size, which draws nothing.
    public init() { source = .empty; size = .zero }
}

extension Image {
    /// SwiftUI's `Image(uiImage:)`.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        // Nothing to draw: an image with no pixels takes no room, as an empty UIImage does.
        case .empty: self.init(kind: .empty)
        }
    }
}
