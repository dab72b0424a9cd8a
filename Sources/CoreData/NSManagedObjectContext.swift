import Foundation

/// Core Data's `NSManagedObjectContext`: the objects inserted into it, in memory. Contexts of
/// one container share its store, so what one inserts the others fetch; `save()` ends a batch
/// of changes (there is no disk to write) and `rollback()` undoes the inserts and deletes of
/// the batch still open. `@unchecked Sendable` as Apple declares it: here a context is used on
/// the thread that lays out its views.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    /// How a context's work is scheduled (kept; work runs at once here).
    public enum ConcurrencyType: Int, Sendable {
        /// Work on a private queue.
        case privateQueueConcurrencyType = 1
        /// Work on the main queue.
        case mainQueueConcurrencyType = 2
        /// Confinement (deprecated by Apple).
        case confinementConcurrencyType = 0
    }

    /// How this context schedules work.
    public let concurrencyType: ConcurrencyType
    /// The coordinator whose store the context reads and writes.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { if let coordinator = persistentStoreCoordinator { store = coordinator.store } }
    }
    /// A parent context: a child reads and writes its parent's objects.
    open var parent: NSManagedObjectContext? {
        didSet { if let parent { store = parent.store } }
    }
    /// How conflicting saves merge (kept; one store in memory has no conflicts).
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Whether changes saved by other contexts are merged (they are always visible here).
    open var automaticallyMergesChangesFromParent = false
    /// The context's name, for debugging.
    open var name: String?
    /// The transaction author, for persistent history (kept).
    open var transactionAuthor: String?
    /// Whether fetched objects are kept when no longer referenced (always here).
    open var retainsRegisteredObjects = true

    var store: ObjectStore
    private var inserted: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private var updated: Set<ObjectIdentifier> = []

    /// A context with no coordinator yet: it keeps its own store until one is set.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        self.store = ObjectStore()
        super.init()
    }

    /// Whether anything was inserted, deleted or changed since the last save.
    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || !updated.isEmpty }
    /// The objects inserted since the last save.
    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    /// The objects deleted since the last save.
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    /// Every object in the context's store.
    open var registeredObjects: Set<NSManagedObject> { Set(store.objects) }

    /// Puts `object` into the store (once) and calls its `awakeFromInsert()`.
    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self, store.add(object) else { return }
        object.attach(to: self)
        object.isInserted = true
        inserted.append(object)
        object.awakeFromInsert()
    }

    /// Takes `object` out of the store.
    open func delete(_ object: NSManagedObject) {
        guard store.remove(object) else { return }
        object.prepareForDeletion()
        object.isDeleted = true
        object.attach(to: nil)
        if let index = inserted.firstIndex(where: { $0 === object }) { inserted.remove(at: index) } else { deleted.append(object) }
    }

    /// Ends the open batch of changes: objects are no longer inserted or changed.
    open func save() throws {
        for object in inserted + store.objects where object.hasChanges || object.isInserted { object.willSave() }
        for object in store.objects {
            let changed = object.hasChanges || object.isInserted
            object.isInserted = false
            object.hasChanges = false
            if changed { object.didSave() }
        }
        inserted = []
        deleted = []
        updated = []
    }

    /// Undoes the inserts and deletes of the open batch.
    open func rollback() {
        for object in inserted { _ = store.remove(object); object.attach(to: nil); object.isInserted = false }
        for object in deleted where store.add(object) { object.attach(to: self); object.isDeleted = false }
        inserted = []
        deleted = []
        updated = []
    }

    /// Forgets the open batch of changes, keeping the objects as they are.
    open func reset() {
        inserted = []
        deleted = []
        updated = []
    }

    /// The objects `request` selects: its entity's objects (a subclass's too), filtered by its
    /// predicate, ordered by its sort descriptors (insertion order where they tie), then offset
    /// and limited.
    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        var found = store.objects.filter { request.matchesEntity(of: $0) }
        if let predicate = request.predicate {
            found = found.filter { predicate.evaluate(with: $0) }
        }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            found = Self.sorted(found, by: descriptors)
        }
        let offset = min(max(request.fetchOffset, 0), found.count)
        let end = request.fetchLimit > 0 ? min(found.count, offset + request.fetchLimit) : found.count
        return found[offset..<end].compactMap { $0 as? T }
    }

    /// How many objects `request` selects.
    open func count<T>(for request: NSFetchRequest<T>) throws -> Int { try fetch(request).count }

    /// Runs `request`: a batch delete removes what its fetch request selects.
    @discardableResult
    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let batch = request as? NSBatchDeleteRequest {
            let gone = try fetch(batch.fetchRequest).compactMap { $0 as? NSManagedObject }
            for object in gone { delete(object) }
            return NSBatchDeleteResult(result: gone.map(\.objectID))
        }
        return NSPersistentStoreResult()
    }

    /// The object with `objectID` in this context's store.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        guard let found = store.objects.first(where: { $0.objectID === objectID }) else {
            fatalError("no object with this ID is in the context's store")
        }
        return found
    }

    /// The object with `objectID`, or an error when it is not in the store.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let found = store.objects.first(where: { $0.objectID === objectID }) else {
            throw NSError(domain: "NSCocoaErrorDomain", code: 133_000, userInfo: [NSLocalizedDescriptionKey: "the object is not in the context's store"])
        }
        return found
    }

    /// Runs `block` (at once: there is one thread of work here).
    open func perform(_ block: @escaping () -> Void) { block() }
    /// Runs `block` and waits for it.
    open func performAndWait(_ block: () -> Void) { block() }
    /// Runs `block` and returns what it returns (Swift concurrency's `perform`).
    open func perform<T>(_ block: () throws -> T) async rethrows -> T { try block() }
    /// Refreshes `object` (its values are always current here).
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    /// Refreshes every object (always current here).
    open func refreshAllObjects() {}
    /// Merges a save notification from another context (their changes are already shared).
    open func mergeChanges(fromContextDidSave notification: Notification) {}

    func noteChange(of object: NSManagedObject) { updated.insert(ObjectIdentifier(object)) }

    static func sorted<T: NSManagedObject>(_ objects: [T], by descriptors: [NSSortDescriptor]) -> [T] {
        objects.enumerated().sorted { a, b in
            for descriptor in descriptors {
                switch descriptor.compare(a.element, to: b.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return a.offset < b.offset
        }.map(\.element)
    }
}

/// The objects of one store, in insertion order: what a container's contexts share.
final class ObjectStore {
    private(set) var objects: [NSManagedObject] = []
    private var members: Set<ObjectIdentifier> = []

    func add(_ object: NSManagedObject) -> Bool {
        guard members.insert(ObjectIdentifier(object)).inserted else { return false }
        objects.append(object)
        return true
    }

    func remove(_ object: NSManagedObject) -> Bool {
        guard members.remove(ObjectIdentifier(object)) != nil else { return false }
        objects.removeAll { $0 === object }
        return true
    }
}

/// Core Data's merge policies, named as Apple names them; kept on the context for what they
/// say (one store in memory has no conflicts to merge).
public final class NSMergePolicy: NSObject, Sendable {
    /// Which side of a conflict wins.
    public enum MergeType: UInt, Sendable {
        /// A conflict is an error.
        case errorMergePolicyType = 0
        /// The store's values win property by property.
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        /// The context's values win property by property.
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        /// The context's objects overwrite the store's.
        case overwriteMergePolicyType = 3
        /// The store's objects replace the context's.
        case rollbackMergePolicyType = 4
    }
    /// The policy's kind.
    public let mergeType: MergeType
    /// A policy of `ty`.
    public init(merge ty: MergeType) { mergeType = ty }

    /// A conflict is an error.
    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    /// The store's values win.
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    /// The context's values win.
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    /// The context's objects overwrite the store's.
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    /// The store's objects win.
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}

/// A conflict is an error (Core Data's default).
public let NSErrorMergePolicy: any Sendable = NSMergePolicy.error
/// The store's values win, property by property.
public let NSMergeByPropertyStoreTrumpMergePolicy: any Sendable = NSMergePolicy.mergeByPropertyStoreTrump
/// The context's values win, property by property.
public let NSMergeByPropertyObjectTrumpMergePolicy: any Sendable = NSMergePolicy.mergeByPropertyObjectTrump
/// The context's objects overwrite the store's.
public let NSOverwriteMergePolicy: any Sendable = NSMergePolicy.overwrite
/// The store's objects replace the context's.
public let NSRollbackMergePolicy: any Sendable = NSMergePolicy.rollback
