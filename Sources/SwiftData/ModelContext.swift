/// SwiftData's `ModelContext`: inserts, fetches and deletes models in its container's store.
/// Saving has nowhere to write beyond memory, so `save()` ends a batch of changes (what
/// `rollback()` undoes) and `hasChanges` says whether one is open.
public final class ModelContext {
    /// The container whose store this context reads and writes.
    public let container: ModelContainer
    /// Whether changes are saved automatically (kept for what it says).
    public var autosaveEnabled = true
    private var pendingInserts: [any PersistentModel] = []
    private var pendingDeletes: [any PersistentModel] = []

    /// A context on `container`'s store (`ModelContext(container)`).
    public init(_ container: ModelContainer) { self.container = container }

    /// Stores `model`, and every model it refers to that is not stored yet (its
    /// relationships), as SwiftData inserts a model's graph.
    public func insert<T: PersistentModel>(_ model: T) {
        var pending: [any PersistentModel] = [model]
        var seen = Set<ObjectIdentifier>()
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            if container.store.add(next) { pendingInserts.append(next) }
            next._$persistence.context = self
            pending += Self.relatedModels(of: next)
        }
    }

    /// Removes `model` from the store.
    public func delete<T: PersistentModel>(_ model: T) {
        guard container.store.contains(model) else { return }
        container.store.remove(model)
        model._$persistence.isDeleted = true
        model._$persistence.context = nil
        pendingDeletes.append(model)
    }

    /// Removes every model of `model`'s type that `predicate` accepts (every one when nil).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor<T>(predicate: predicate)) where includeSubclasses || type(of: found) == T.self {
            delete(found)
        }
    }

    /// The stored models `descriptor` selects: filtered by its predicate, sorted by its sort
    /// descriptors (in insertion order where they tie or there are none), then offset and limited.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = container.store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found = found.sorted(using: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), found.count)
        let end = offset + (descriptor.fetchLimit.map { min(found.count - offset, max($0, 0)) } ?? found.count - offset)
        return Array(found[offset..<end])
    }

    /// `fetch(_:)`; the batch size only shapes how a database pages its rows.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> [T] {
        try fetch(descriptor)
    }

    /// How many models `fetch(descriptor)` would return.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The identifiers of the models `fetch(descriptor)` would return.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Calls `block` with each model `fetch(descriptor)` would return.
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000,
                                              allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The stored model with identifier `id`, if it is of type `T`.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        container.store.models.first { $0.persistentModelID == id } as? T
    }

    /// The stored model with identifier `id`. As in SwiftData, asking for one the store does
    /// not hold stops the program, naming it.
    public func model(for id: PersistentIdentifier) -> any PersistentModel {
        guard let found = container.store.models.first(where: { $0.persistentModelID == id }) else {
            fatalError("No model with identifier \(id) in this context's container")
        }
        return found
    }

    /// Whether models were inserted or deleted since the last save.
    public var hasChanges: Bool { !pendingInserts.isEmpty || !pendingDeletes.isEmpty }
    /// Models inserted since the last save.
    public var insertedModelsArray: [any PersistentModel] { pendingInserts }
    /// Models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { pendingDeletes }

    /// Ends the open batch of changes (the store is in memory: nothing else to write).
    public func save() throws {
        pendingInserts.removeAll()
        pendingDeletes.removeAll()
    }

    /// Undoes the inserts and deletes since the last save.
    public func rollback() {
        for model in pendingInserts { container.store.remove(model); model._$persistence.context = nil }
        for model in pendingDeletes { _ = container.store.add(model); model._$persistence.context = self }
        pendingInserts.removeAll()
        pendingDeletes.removeAll()
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Nothing to process: changes reach the store as they are made.
    public func processPendingChanges() {}

    /// The models `model` holds in its stored properties (one, an optional or a collection),
    /// read by reflection as SwiftData reads its relationships.
    private static func relatedModels(of model: any PersistentModel) -> [any PersistentModel] {
        var out: [any PersistentModel] = []
        var mirror: Mirror? = Mirror(reflecting: model)
        while let current = mirror {
            for child in current.children where !(child.label ?? "").hasPrefix("_$") {
                if let one = child.value as? any PersistentModel {
                    out.append(one)
                } else if let many = child.value as? [any PersistentModel] {
                    out += many
                } else if let many = child.value as? Set<AnyHashable> {
                    out += many.compactMap { $0.base as? any PersistentModel }
                }
            }
            mirror = current.superclassMirror
        }
        return out
    }
}

/// SwiftData's `FetchDescriptor`: which models a fetch returns, in which order.
public struct FetchDescriptor<T: PersistentModel> {
    /// The models to keep (nil: all).
    public var predicate: Predicate<T>?
    /// The order, first descriptor first.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many (nil: no limit).
    public var fetchLimit: Int?
    /// Skips this many first.
    public var fetchOffset: Int?
    /// Whether unsaved changes count (they always do here).
    public var includePendingChanges = true
    /// Properties a database would load first.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Relationships a database would load with the models.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor (`FetchDescriptor<Bird>(predicate: #Predicate { $0.isFavorite }, sortBy: [SortDescriptor(\.name)])`).
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
