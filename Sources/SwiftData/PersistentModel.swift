// `import SwiftData` on Linux: SwiftData's model layer over an in-memory store, so a team's
// `@Model` classes, `@Query` views and previews that fill a container with sample data compile
// unchanged and draw what the preview put in. Re-exports Foundation (`Date`, `UUID`,
// `#Predicate`, `SortDescriptor`) and Observation, as Apple's SwiftData does, and SwiftUI's
// `@Query`, `.modelContainer` and `\.modelContext`, which a file importing both SwiftUI and SwiftData has.
@_exported import Foundation
@_exported import Observation
import SwiftUI

/// SwiftData's `@Model`: the class is stored in a `ModelContext` and observed (see the macro).
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers), named(_$persistence))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SwiftUIMacros", type: "ModelMacro")

/// SwiftData's `@Attribute(…)` (`.unique`, `.externalStorage` …): how a property is stored
/// in a database; an in-memory store has no columns to shape.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "SwiftUIMacros", type: "StorageTagMacro")

/// SwiftData's `@Relationship(deleteRule:inverse:)`: the delete rule and inverse of a
/// related model. Related models are inserted with the model; the rule is not applied.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
    = #externalMacro(module: "SwiftUIMacros", type: "StorageTagMacro")

/// SwiftData's `@Transient`: a property that is not stored (nor, here, observed).
@attached(peer)
public macro Transient() = #externalMacro(module: "SwiftUIMacros", type: "StorageTagMacro")

/// SwiftData's `PersistentModel`: a class a model context stores (what `@Model` makes of it).
/// Equal and hashed by identity, identified by its `persistentModelID` unless it has an `id`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
    /// The object's record in a context (written by `@Model`).
    var _$persistence: ModelPersistence { get }
}

extension PersistentModel {
    /// The model's identifier: its type and the order in which its container first stored
    /// it, or a temporary one before it is inserted.
    public var persistentModelID: PersistentIdentifier {
        _$persistence.identifier ?? PersistentIdentifier(entityName: "\(Self.self)", temporary: ObjectIdentifier(self))
    }
    /// The context the model was inserted in (nil before insertion and after deletion).
    public var modelContext: ModelContext? { _$persistence.context }
    /// Whether a context deleted the model.
    public var isDeleted: Bool { _$persistence.isDeleted }
    /// `persistentModelID`, for models without an `id` of their own.
    public var id: PersistentIdentifier { persistentModelID }
    /// The same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// The object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Where a model is stored: the context it was inserted in and its identifier there.
/// `Sendable` by contract: a model and its contexts are used on one actor, as in SwiftData.
public final class ModelPersistence: @unchecked Sendable {
    weak var context: ModelContext?
    var identifier: PersistentIdentifier?
    var isDeleted = false
    /// An object not yet inserted anywhere.
    public init() {}
}

/// SwiftData's `PersistentIdentifier`: a model's identity in its store — the entity (class)
/// name and the order in which the container stored it; models not yet inserted have a
/// temporary identifier of their own.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model's class name.
    public let entityName: String
    /// The order in which the container stored the model (from 1), nil while temporary.
    public let storeOrder: Int?
    private let temporaryKey: UInt

    init(entityName: String, storeOrder: Int) {
        self.entityName = entityName
        self.storeOrder = storeOrder
        temporaryKey = 0
    }

    init(entityName: String, temporary object: ObjectIdentifier) {
        self.entityName = entityName
        storeOrder = nil
        temporaryKey = UInt(bitPattern: object.hashValue)
    }

    /// Ordered by entity, then store order (temporary identifiers last).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.entityName != rhs.entityName { return lhs.entityName < rhs.entityName }
        return (lhs.storeOrder ?? .max, lhs.temporaryKey) < (rhs.storeOrder ?? .max, rhs.temporaryKey)
    }

    /// `Bird/3`, or `Bird/temporary`.
    public var description: String { entityName + "/" + (storeOrder.map(String.init) ?? "temporary") }

    private enum CodingKeys: String, CodingKey { case entityName, storeOrder }
    /// A stored identifier read back (a temporary one cannot be encoded meaningfully).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        entityName = try container.decode(String.self, forKey: .entityName)
        storeOrder = try container.decodeIfPresent(Int.self, forKey: .storeOrder)
        temporaryKey = 0
    }
    /// The entity name and store order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(entityName, forKey: .entityName)
        try container.encodeIfPresent(storeOrder, forKey: .storeOrder)
    }
}
