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
    /// SwiftUI's `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`: in a still
    /// no view moves to match another, so the view is drawn where it is.
    nonisolated public func matchedGeometryEffect<ID: Hashable & Sendable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                                          anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
