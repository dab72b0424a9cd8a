import Foundation

/// Core Data's `NSFetchedResultsController`: a fetch request's results, grouped into sections
/// by a key path, fetched again by `performFetch()`. Changes in the context do not call the
/// delegate (a preview is drawn, not edited); `performFetch()` again to see them.
open class NSFetchedResultsController<ResultType>: NSObject {
    /// The request the results come from.
    public let fetchRequest: NSFetchRequest<ResultType>
    /// The context it fetches from.
    public let managedObjectContext: NSManagedObjectContext
    /// The key path whose value names each object's section; nil: one section.
    public let sectionNameKeyPath: String?
    /// The cache's name (kept).
    public let cacheName: String?
    /// Told of changes (kept: a still is not edited).
    open weak var delegate: (any NSFetchedResultsControllerDelegate)?
    /// The results of the last `performFetch()`; nil before it.
    open private(set) var fetchedObjects: [ResultType]?
    /// The sections of the last fetch, in order of first appearance.
    open private(set) var sections: [any NSFetchedResultsSectionInfo]?

    /// A controller of `fetchRequest`'s results in `context`.
    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        self.managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.cacheName = name
        super.init()
    }

    /// Fetches the results and groups them into sections.
    open func performFetch() throws {
        let objects = try managedObjectContext.fetch(fetchRequest)
        fetchedObjects = objects
        var order: [String] = []
        var groups: [String: [Any]] = [:]
        for object in objects {
            let name = sectionNameKeyPath.flatMap { key in (object as? NSManagedObject)?.value(forKey: key).map { "\($0)" } } ?? ""
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(object)
        }
        sections = order.map { FetchedSection(name: $0, objects: groups[$0] ?? []) }
    }

    /// The object at `indexPath` (section, then item).
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sections, indexPath.count == 2, sections.indices.contains(indexPath[0]),
              let objects = sections[indexPath[0]].objects, objects.indices.contains(indexPath[1]),
              let object = objects[indexPath[1]] as? ResultType else {
            fatalError("no fetched object at \(indexPath); call performFetch() first and stay inside its sections")
        }
        return object
    }

    /// Where `object` is in the sections, if fetched.
    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let sections else { return nil }
        for (s, section) in sections.enumerated() {
            if let item = section.objects?.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) { return IndexPath(indexes: [s, item]) }
        }
        return nil
    }
}

/// One section of fetched results.
public protocol NSFetchedResultsSectionInfo {
    /// The section's name (its key path's value).
    var name: String { get }
    /// Its index title.
    var indexTitle: String? { get }
    /// How many objects it holds.
    var numberOfObjects: Int { get }
    /// Its objects.
    var objects: [Any]? { get }
}

struct FetchedSection: NSFetchedResultsSectionInfo {
    let name: String
    let objectList: [Any]
    init(name: String, objects: [Any]) { self.name = name; self.objectList = objects }
    var indexTitle: String? { name.first.map { String($0).uppercased() } }
    var numberOfObjects: Int { objectList.count }
    var objects: [Any]? { objectList }
}

/// What changed in a fetched results controller's results.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    /// An object was inserted.
    case insert = 1
    /// An object was deleted.
    case delete = 2
    /// An object moved.
    case move = 3
    /// An object changed.
    case update = 4
}

/// Told of a fetched results controller's changes; every method has an empty default.
public protocol NSFetchedResultsControllerDelegate: AnyObject {
    /// Before a batch of changes.
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// After a batch of changes.
    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>)
    /// One object changed.
    func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
}

extension NSFetchedResultsControllerDelegate {
    /// Does nothing.
    public func controllerWillChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Does nothing.
    public func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {}
    /// Does nothing.
    public func controller(_ controller: NSFetchedResultsController<any NSFetchRequestResult>, didChange anObject: Any,
                           at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
}
