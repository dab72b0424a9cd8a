import Foundation

/// Core Data's `NSPersistentContainer`: a model, a coordinator and a view context over one
/// store in memory. The store is never written to disk, whatever its description's URL says:
/// previews start empty and fill it from code, as an in-memory preview store does on iOS.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    /// The container's name (its model's file name in Xcode).
    public let name: String
    /// The model (entities are found from the classes that use them here).
    public let managedObjectModel: NSManagedObjectModel
    /// The coordinator every context of the container shares.
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// How the stores are described; `loadPersistentStores` hands each back.
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// The main-queue context views read.
    public let viewContext: NSManagedObjectContext

    /// A container named `name` (`NSPersistentContainer(name: "Bookworm")`).
    public convenience init(name: String) {
        self.init(name: name, managedObjectModel: NSManagedObjectModel())
    }

    /// A container named `name` over `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        self.managedObjectModel = model
        self.persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        self.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))]
        self.viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        super.init()
        viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    }

    /// Loads each described store (into memory) and calls `block` once per store, with no error.
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    /// A new private-queue context on the same store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new background context (at once).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        block(newBackgroundContext())
    }

    /// The default folder for stores (a temporary folder: nothing is written here).
    open class func defaultDirectoryURL() -> URL { FileManager.default.temporaryDirectory }
}

/// CloudKit's container: the same store in memory (nothing is synced).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {}

/// How a store is described: kept for what it says (every store is in memory).
open class NSPersistentStoreDescription: NSObject {
    /// Where the store would live.
    open var url: URL?
    /// The store's kind (`NSSQLiteStoreType`, `NSInMemoryStoreType`).
    open var type: String = NSSQLiteStoreType
    /// Whether the store is read-only.
    open var isReadOnly = false
    /// Whether the store is added asynchronously.
    open var shouldAddStoreAsynchronously = false
    /// Whether the model migrates automatically.
    open var shouldMigrateStoreAutomatically = true
    /// Whether the mapping model is inferred.
    open var shouldInferMappingModelAutomatically = true
    /// The store's options.
    open private(set) var options: [String: NSObject] = [:]
    /// The store's configuration name.
    open var configuration: String?

    /// A description of a store at `url`.
    public init(url: URL) { self.url = url; super.init() }
    /// A description with no URL.
    public override init() { super.init() }
    /// Sets one option.
    open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// A SQLite store's kind name.
public let NSSQLiteStoreType = "SQLite"
/// An in-memory store's kind name.
public let NSInMemoryStoreType = "InMemory"
/// A binary store's kind name.
public let NSBinaryStoreType = "Binary"
/// Option: keep persistent history.
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// Option: post remote change notifications.
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// Option: migrate automatically.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// Option: infer the mapping model.
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// Core Data's coordinator: here, the one in-memory store its contexts share.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    /// The model the store holds.
    public let managedObjectModel: NSManagedObjectModel
    let store = ObjectStore()
    /// A coordinator for `model`.
    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }
}

/// Core Data's model. Entities are the classes that use them (`Book.entity()`); a model read
/// from a file keeps only its URL, as the compiled `.momd` is Xcode's.
open class NSManagedObjectModel: NSObject {
    /// The model's entities, as the classes registered them.
    open var entities: [NSEntityDescription] = []
    /// An empty model.
    public override init() { super.init() }
    /// The model at `url` (`Bundle.main.url(forResource: "Model", withExtension: "momd")`).
    public convenience init?(contentsOf url: URL) { self.init() }
    /// The entity named `name`, if registered.
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.map { ($0.name ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Core Data's entity description: a name and the class whose objects it describes.
open class NSEntityDescription: NSObject {
    /// The entity's name.
    open var name: String?
    /// The name of the class of its objects.
    open var managedObjectClassName: String!
    let managedClass: NSManagedObject.Type?

    init(name: String, managedClass: NSManagedObject.Type?) {
        self.name = name
        self.managedObjectClassName = managedClass.map { String(describing: $0) } ?? name
        self.managedClass = managedClass
        super.init()
    }

    /// An entity with no name yet.
    public override init() { managedClass = nil; super.init() }

    /// The entity named `entityName` (its objects are found by their class's name).
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        NSEntityDescription(name: entityName, managedClass: nil)
    }

    /// A new object of the entity named `entityName` in `context`: a plain `NSManagedObject`
    /// of that entity (no class is looked up by name here), fetched by that name.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        NSManagedObject(entity: NSEntityDescription(name: entityName, managedClass: nil), insertInto: context)
    }
}
