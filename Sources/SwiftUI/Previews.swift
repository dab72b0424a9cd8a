/// SwiftUI's `PreviewProvider`: a type whose `previews` Xcode shows beside the code —
/// and `proof previews` draws (each view of `previews` one preview).
public protocol PreviewProvider {
    /// The type of `previews`.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil for the target's own (iOS here).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// iOS, the only platform DesignProof draws.
    public static var platform: PreviewPlatform? { nil }
}

/// SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    /// iOS and iPadOS.
    case iOS
    /// macOS, tvOS, watchOS: named so files compile; drawn as iOS.
    case macOS, tvOS, watchOS
}

/// SwiftUI's `PreviewDevice`: a device named as Xcode names it (`"iPhone SE (3rd generation)"`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String
    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The device named `value`.
    public init(stringLiteral value: String) { rawValue = value }
    /// DesignProof's device of that name (`Device.all`: the iPhone SE, 16 and 16 Pro Max,
    /// by Xcode's name or DesignProof's id), or nil.
    public var device: Device? {
        // Exact names first; then a name that starts Xcode's ("iPhone SE (3rd generation)"),
        // the longest such (so "iPhone 16 Pro Max" is not taken for the iPhone 16).
        Device.all.first { $0.name == rawValue || $0.id == rawValue }
            ?? Device.all.filter { rawValue.hasPrefix($0.name) }.max { $0.name.count < $1.name.count }
    }
}

/// SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable {
    /// The whole device.
    case device
    /// As small as the view allows.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: Double, height: Double)
}

extension View {
    /// SwiftUI's `.previewDisplayName(_:)`: accepted; it names a preview, it draws nothing.
    nonisolated public func previewDisplayName(_ name: String?) -> some View { self }
    /// SwiftUI's `.previewDevice(_:)`: accepted; the device is the run's (`--device`).
    nonisolated public func previewDevice(_ device: PreviewDevice?) -> some View { self }
    /// SwiftUI's `.previewLayout(_:)`: accepted; a preview fills the run's device.
    nonisolated public func previewLayout(_ layout: PreviewLayout) -> some View { self }
    /// SwiftUI's `.previewInterfaceOrientation(_:)`: DesignProof draws portrait.
    nonisolated public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

/// SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    /// Portrait, home button (or indicator) at the bottom.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Landscape, top to the left.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Landscape, top to the right.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}
