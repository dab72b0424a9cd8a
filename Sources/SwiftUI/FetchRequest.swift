import CoreData
import Foundation
import Layout

/// SwiftUI's `@FetchRequest`: the objects of the environment's managed object context
/// (`.environment(\.managedObjectContext, …)`) that a fetch request selects, fetched when the
/// body reads them. As in SwiftUI, a view with a fetch request and no context above it stops
/// the program, saying so. Setting `nsPredicate` or `nsSortDescriptors` on the results changes
/// what this view value fetches next.
@propertyWrapper
public struct FetchRequest<Result>: DynamicProperty {
    private let configuration: FetchBox<Result>

    /// The objects now, as the request selects them.
    public var wrappedValue: FetchedResults<Result> {
        guard let context = EnvironmentValues.current.object(of: NSManagedObjectContext.self) else {
            fatalError("Context in environment is not connected to a persistent store coordinator: set .environment(\\.managedObjectContext, …) above the view with @FetchRequest")
        }
        return FetchedResults(objects: (try? context.fetch(configuration.request)) ?? [], configuration: configuration)
    }

    /// The objects `fetchRequest` selects (`@FetchRequest(fetchRequest: Book.fetchRequest())`).
    /// The animation is how SwiftUI animates changes to the results; a still shows them at rest.
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        configuration = FetchBox(request: fetchRequest)
    }

    /// The objects `fetchRequest` selects, changes animated in `transaction`.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest)
    }

    /// The objects of `entity` that `predicate` accepts, in `sortDescriptors`' order
    /// (`@FetchRequest(entity: Book.entity(), sortDescriptors: [])`).
    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>()
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, animation: animation)
    }

    /// The current request, as a binding's value (`$books.nsPredicate`).
    public struct Configuration {
        /// Which objects pass.
        public var nsPredicate: NSPredicate?
        /// Their order.
        public var nsSortDescriptors: [NSSortDescriptor]
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// The objects of `Result`'s entity that `predicate` accepts, in `sortDescriptors`' order
    /// (`@FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Book.title, ascending: true)])`).
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
    }

    /// The objects of `Result`'s entity that `predicate` accepts, in the order of Swift's
    /// sort descriptors (`@FetchRequest(sortDescriptors: [SortDescriptor(\.title)])`).
    /// Disfavoured, so an empty list (`sortDescriptors: []`) is the `NSSortDescriptor` one.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: String(describing: Result.self))
        request.predicate = predicate
        request.sortDescriptors = sortDescriptors.map { descriptor in
            NSSortDescriptor(keyPath: \Result.self, ascending: true) { a, b in
                guard let a = a as? Result, let b = b as? Result else { return .orderedSame }
                return descriptor.compare(a, b)
            }
        }
        self.init(fetchRequest: request, animation: animation)
    }
}

/// The request a `FetchRequest` fetches, shared with the results it gives so that setting
/// `nsPredicate` or `nsSortDescriptors` on them changes the next fetch.
final class FetchBox<Result>: @unchecked Sendable {
    let request: NSFetchRequest<Result>
    init(request: NSFetchRequest<Result>) { self.request = request }
}

/// The results of a `@FetchRequest`: its objects in order, as a random-access collection.
public struct FetchedResults<Result>: RandomAccessCollection {
    private let objects: [Result]
    private let configuration: FetchBox<Result>

    init(objects: [Result], configuration: FetchBox<Result>) {
        self.objects = objects
        self.configuration = configuration
    }

    /// The first position.
    public var startIndex: Int { objects.startIndex }
    /// Past the last position.
    public var endIndex: Int { objects.endIndex }
    /// The object at `position`.
    public subscript(position: Int) -> Result { objects[position] }

    /// The request's predicate; setting it changes what the view fetches next.
    public var nsPredicate: NSPredicate? {
        get { configuration.request.predicate }
        nonmutating set { configuration.request.predicate = newValue }
    }

    /// The request's sort descriptors; setting them changes the next fetch's order.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { configuration.request.sortDescriptors ?? [] }
        nonmutating set { configuration.request.sortDescriptors = newValue }
    }
}

extension EnvironmentValues {
    /// SwiftUI's `\.managedObjectContext`: the context `@FetchRequest` reads. Without one set, a
    /// context of its own with nothing in it.
    public var managedObjectContext: NSManagedObjectContext {
        get { object(of: NSManagedObjectContext.self) ?? NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
        set { setObject(newValue) }
    }
}
