import DisplayList

/// SwiftUI's `@Namespace`: an identity that matches views across changes
/// (`.matchedGeometryEffect(id:in:)`); a still has one state, so each is just a fresh id.
@propertyWrapper
public struct Namespace: Sendable {
    /// SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    /// A namespace.
    public init() {}
    /// Its id.
    public var wrappedValue: ID { ID(value: 0) }
}

/// SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// Properties of this raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// SwiftUI's `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`. In a recording,
    /// a view inserted with the id of one removed in the same change (the other branch of an
    /// `if`, a selection pill moved to another tab) animates from the removed view's frame to
    /// its own, and the removed view to the inserted one's while it leaves — so the two read
    /// as one view moving (`ElementAnimations`). In a still the view is drawn where it is.
    nonisolated public func matchedGeometryEffect<ID: Hashable & Sendable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                                          anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let match = MatchedGeometryKey(key: "\(namespace.value)/\(String(reflecting: id))",
                                       position: properties.contains(.position), size: properties.contains(.size))
        return GraphNoteModifier(content: self) { $0.noteMatched($1, match) }
    }
}

/// What a matched view is matched by, and which of its geometry follows the match.
struct MatchedGeometryKey: Hashable, Sendable {
    /// The namespace and the id.
    let key: String
    let position: Bool
    let size: Bool
}

