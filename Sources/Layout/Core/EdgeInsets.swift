public import Foundation
/// SwiftUI's `EdgeInsets`, in points.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// Above, in points.
    public var top: Double
    /// At the leading (left) side, in points.
    public var leading: Double
    /// Below, in points.
    public var bottom: Double
    /// At the trailing (right) side, in points.
    public var trailing: Double

    /// Insets of these lengths in points (0 where not given).
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = Double(top); self.leading = Double(leading); self.bottom = Double(bottom); self.trailing = Double(trailing)
    }

    /// `all` points on every side.
    public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    /// No inset on any side.
    public static let zero = EdgeInsets()

    /// Leading plus trailing, in points.
    public var horizontal: Double { leading + trailing }
    /// Top plus bottom, in points.
    public var vertical: Double { top + bottom }
}

/// SwiftUI's `Edge.Set`.
public struct EdgeSet: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = EdgeSet(rawValue: 1)
    /// The leading (left) edge.
    public static let leading = EdgeSet(rawValue: 2)
    /// The bottom edge.
    public static let bottom = EdgeSet(rawValue: 4)
    /// The trailing (right) edge.
    public static let trailing = EdgeSet(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: EdgeSet = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: EdgeSet = [.top, .bottom]
    /// All four edges.
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// SwiftUI's `Edge`: one side of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top, leading, bottom and trailing sides.
    case top, leading, bottom, trailing
    /// SwiftUI's `Edge.Set`.
    public typealias Set = EdgeSet
}

extension EdgeSet {
    /// The set holding `edge` alone.
    public init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }
}

/// SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading and trailing sides.
    case leading, trailing
}

/// SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top and bottom sides.
    case top, bottom
}

/// SwiftUI's `SafeAreaRegions`: which insets `.ignoresSafeArea(_:edges:)` ignores.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Regions of this raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The bars and the screen's edges (status bar, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
