import Foundation

/// Core Data's `NSFetchRequest`: which objects of an entity, filtered, ordered and limited.
/// `ResultType` is left unconstrained so `NSFetchRequest<NSFetchRequestResult>` (an
/// existential, as generated code writes it) is a type here as it is on Apple's platforms.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    /// The entity's name; nil matches every object of `ResultType`.
    open var entityName: String?
    /// Which objects pass.
    open var predicate: NSPredicate?
    /// Their order.
    open var sortDescriptors: [NSSortDescriptor]?
    /// At most this many (0: no limit).
    open var fetchLimit = 0
    /// How many to skip first.
    open var fetchOffset = 0
    /// How many a database would read per batch (kept).
    open var fetchBatchSize = 0
    /// Whether objects come back as faults (never here).
    open var returnsObjectsAsFaults = true
    /// Whether unsaved changes are seen (always here).
    open var includesPendingChanges = true
    /// Relationships to prefetch (kept).
    open var relationshipKeyPathsForPrefetching: [String]?
    /// Properties to fetch (kept; whole objects come back).
    open var propertiesToFetch: [Any]?
    /// Whether only distinct results come back (kept).
    open var returnsDistinctResults = false
    /// The entity, when one was set.
    open var entity: NSEntityDescription? {
        get { entityName.map { NSEntityDescription(name: $0, managedClass: nil) } }
        set { entityName = newValue?.name }
    }
    /// What comes back (objects; the other kinds are kept for what they say).
    open var resultType: NSFetchRequestResultType = .managedObjectResultType

    /// A request for the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    /// A request for every object of `ResultType` (set `entity` or `entityName` to narrow it).
    public override init() { super.init() }

    func matchesEntity(of object: NSManagedObject) -> Bool {
        guard let entityName else { return object is ResultType }
        if object.entityNameOrClass == entityName { return true }
        // A subclass's objects belong to its parent entity too.
        var type: AnyClass? = Swift.type(of: object)
        while let current = type, current != NSManagedObject.self {
            if String(describing: current) == entityName, object.entityName == nil { return true }
            type = _getSuperclass(current)
        }
        return false
    }
}

/// What a fetch request returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    /// The option's bits.
    public let rawValue: UInt
    /// The options `rawValue` holds.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Whole objects.
    public static let managedObjectResultType = NSFetchRequestResultType([])
    /// Object IDs.
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    /// Dictionaries of properties.
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    /// A count.
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A request a context executes (`NSFetchRequest`, `NSBatchDeleteRequest`).
open class NSPersistentStoreRequest: NSObject {}

/// What executing a request gives back.
open class NSPersistentStoreResult: NSObject {}

/// Deletes every object its fetch request selects, at once.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    /// Which objects go.
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    /// What the result carries (kept; the deleted objects' IDs are always given).
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    /// A batch delete of what `fetch` selects.
    public init(fetchRequest fetch: NSFetchRequest<any NSFetchRequestResult>) {
        self.fetchRequest = fetch
        super.init()
    }

    /// A batch delete of the objects with `objects` IDs.
    public convenience init(objectIDs objects: [NSManagedObjectID]) {
        let request = NSFetchRequest<any NSFetchRequestResult>()
        request.predicate = NSPredicate { candidate, _ in
            guard let object = candidate as? NSManagedObject else { return false }
            return objects.contains { $0 === object.objectID }
        }
        self.init(fetchRequest: request)
    }
}

/// What a batch delete reports.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// Success only.
    case resultTypeStatusOnly = 0
    /// The deleted objects' IDs.
    case resultTypeObjectIDs = 1
    /// How many were deleted.
    case resultTypeCount = 2
}

/// A batch delete's result: the deleted objects' IDs.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// The IDs of the objects deleted.
    public let result: Any?
    init(result: [NSManagedObjectID]) {
        self.result = result
        super.init()
    }
}
