import SwiftUI

/// SwiftData's `@Query`: the models of the environment's model context that a fetch
/// descriptor selects, fetched when the body reads them. As in SwiftUI, a view with a query
/// and no model context above it (`.modelContainer(_:)`) stops the program, saying so; a
/// fetch that fails (a predicate that throws) gives no models and sets `fetchError`.
/// `Result` is `[Element]` (Apple's constraint); here it is any collection of the elements, so
/// `@Query var birds: [Bird]` infers its element from the array even where an init assigns `_birds`.
@propertyWrapper
public struct Query<Element, Result>: DynamicProperty
where Element: PersistentModel, Result: RangeReplaceableCollection, Result.Element == Element {
    private let descriptor: FetchDescriptor<Element>

    /// The models now, as the descriptor selects them.
    public var wrappedValue: Result { Result(fetch().models) }

    /// The context the query reads (the environment's).
    public var modelContext: ModelContext {
        guard let context = EnvironmentValues.current.object(of: ModelContext.self) else {
            fatalError("Set a .modelContext in view's environment to use Query")
        }
        return context
    }

    /// Why the last fetch returned nothing, if it failed.
    public var fetchError: (any Error)? { fetch().error }

    private func fetch() -> (models: [Element], error: (any Error)?) {
        do { return (try modelContext.fetch(descriptor), nil) } catch { return ([], error) }
    }

    /// The models `descriptor` selects (`@Query(FetchDescriptor<Bird>(…))`). The animation
    /// is how SwiftUI animates changes to the results; a still shows them at rest.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
    }
    /// The models `descriptor` selects, changes animated in `transaction`.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor)
    }
    /// The models `filter` accepts, in the order of `sort` (`@Query var birds: [Bird]`,
    /// `@Query(filter: #Predicate { $0.isFavorite }, sort: [SortDescriptor(\.name)])`).
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }
    /// The models `filter` accepts, in the order of `sort`, changes animated in `transaction`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
    }
    /// The models `filter` accepts, ordered by one property (`@Query(sort: \Bird.name)`).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
    /// The models `filter` accepts, ordered by one optional property (nil first, as Foundation sorts).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
    /// The models `filter` accepts, ordered by one property, changes animated in `transaction`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction?) {
        self.init(filter: filter, sort: keyPath, order: order)
    }
}

extension EnvironmentValues {
    /// SwiftData's `\.modelContext`: the context `.modelContainer(_:)` or `.modelContext(_:)`
    /// put in the environment. Without one, a context on an empty container of its own, as
    /// SwiftUI gives (what it stores is lost with it).
    public var modelContext: ModelContext {
        get { object(of: ModelContext.self) ?? ModelContext(Self.unconfiguredContainer()) }
        set { setObject(newValue) }
    }

    private static func unconfiguredContainer() -> ModelContainer {
        // A schema of no types cannot fail to build.
        (try? ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))!
    }
}

/// A context carried into the environment-changing closure. Not `Sendable` itself (SwiftData's
/// contexts are not): the environment carries it to the views of one layout, on the thread that
/// lays them out.
struct ContextBox: @unchecked Sendable {
    let context: ModelContext
}

extension View {
    /// SwiftData's `.modelContainer(_:)`: `container`'s main context for every `@Query` and
    /// `@Environment(\.modelContext)` inside.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some View {
        modelContext(container.sharedContext)
    }

    /// SwiftData's `.modelContainer(for:inMemory:…)`: a new container for `modelType`, empty
    /// (the store is in memory whatever `inMemory` says), handed to `onSetup` once made.
    nonisolated public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// SwiftData's `.modelContainer(for:inMemory:…)` for several model types.
    nonisolated public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        let made = Swift.Result { try ModelContainer(for: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)]) }
        onSetup(made)
        let context = (try? made.get()).map(\.sharedContext)
        context?.autosaveEnabled = isAutosaveEnabled
        let box = context.map(ContextBox.init)
        return transformEnvironment(\.self) { environment in
            if let box { environment.setObject(box.context) }
        }
    }

    /// SwiftData's `.modelContext(_:)`: `context` for every `@Query` and
    /// `@Environment(\.modelContext)` inside.
    nonisolated public func modelContext(_ context: ModelContext) -> some View {
        let box = ContextBox(context: context)
        return transformEnvironment(\.self) { $0.setObject(box.context) }
    }
}

extension Scene {
    /// SwiftData's `.modelContainer(_:)` on a scene. Scenes are not run here (previews are
    /// drawn), so the scene is unchanged.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    /// SwiftData's `.modelContainer(for:inMemory:…)` on a scene: the scene, unchanged.
    nonisolated public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    /// SwiftData's `.modelContainer(for:inMemory:…)` for several model types, on a scene: unchanged.
    nonisolated public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    /// SwiftData's `.modelContext(_:)` on a scene: unchanged.
    nonisolated public func modelContext(_ context: ModelContext) -> some Scene { self }
}
