/// SwiftData's `ModelContainer`: a store of models and the contexts that read and write it.
/// DesignProof's store is in memory whatever the configuration says — a still draws what the
/// app's code (a preview's sample data, a setup closure) put in, as a fresh install would —
/// and every context of a container sees the same models at once.
public final class ModelContainer: @unchecked Sendable {
    /// The model types the container was made for.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: [ModelConfiguration]
    let store = ModelStore()
    // Made on first use: the main context holds its container.
    private var main: ModelContext?

    /// A container for `schema` (`try ModelContainer(for: schema, configurations: [config])`).
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }
    /// A container for `schema`.
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }
    /// A container for the given model types (`try ModelContainer(for: Bird.self, Backyard.self)`).
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                            configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The context views use (`@Environment(\.modelContext)` under `.modelContainer(_:)`).
    @MainActor public var mainContext: ModelContext { sharedContext }

    /// The main context, for the environment (which carries it to the views of one layout).
    var sharedContext: ModelContext {
        if let main { return main }
        let context = ModelContext(self)
        main = context
        return context
    }

    /// Deletes every model in the store.
    public func deleteAllData() { store.removeAll() }
}

/// The models a container holds, in the order they were first inserted.
final class ModelStore {
    private(set) var models: [any PersistentModel] = []
    // The stored models by identity, so inserting and deleting do not scan `models`.
    private var members: Set<ObjectIdentifier> = []
    private var inserted = 0

    /// Whether `model` is stored.
    func contains(_ model: any PersistentModel) -> Bool { members.contains(ObjectIdentifier(model)) }

    /// Stores `model` and gives it the next identifier; false when it was already stored.
    func add(_ model: any PersistentModel) -> Bool {
        guard members.insert(ObjectIdentifier(model)).inserted else { return false }
        inserted += 1
        model._$persistence.identifier = PersistentIdentifier(entityName: "\(type(of: model))", storeOrder: inserted)
        model._$persistence.isDeleted = false
        models.append(model)
        return true
    }

    func remove(_ model: any PersistentModel) {
        guard members.remove(ObjectIdentifier(model)) != nil else { return }
        models.removeAll { $0 === model }
    }

    func removeAll() {
        members.removeAll()
        for model in models {
            model._$persistence.isDeleted = true
            model._$persistence.context = nil
        }
        models.removeAll()
    }
}
