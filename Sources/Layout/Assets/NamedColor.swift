import Foundation

extension Color {
    /// SwiftUI's `Color(_ name:bundle:)`: the colour set `name` of the app's asset catalogue
    /// (`EnvironmentValues.assetCatalog`), resolved by the appearance and contrast it is drawn
    /// in; a name no catalogue has is refused when the screen is drawn, naming it and the
    /// catalogues searched. `bundle` is accepted and not read.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(value: .named(name)) }
    /// SwiftUI's `Color(_ resource:)`: the colour set a `ColorResource` names.
    public init(_ resource: ColorResource) { self.init(value: .named(resource.name)) }
}

/// SwiftUI's `ColorResource`: a colour set by name, as Xcode generates one per set
/// (`Color(.brand)`, `.foregroundStyle(.brand)`; `proof previews` generates them from the
/// catalogues it finds).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name.
    public let name: String
    /// The resource named `name`; `bundle` is accepted and not read.
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}
