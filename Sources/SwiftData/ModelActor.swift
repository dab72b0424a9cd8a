/// SwiftData's `ModelExecutor`: what runs a model actor's work, holding its context.
public protocol ModelExecutor: AnyObject, Sendable {
    /// The actor's context.
    var modelContext: ModelContext { get }
}

/// SwiftData's `DefaultSerialModelExecutor`: the executor `@ModelActor` makes. Work runs on
/// the actor's own executor; this holds the context the actor uses there.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    /// The actor's context.
    public let modelContext: ModelContext
    /// An executor for `modelContext`.
    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}

/// SwiftData's `ModelActor`: an actor with a context of its own on a shared container
/// (`@ModelActor actor Importer { … }`).
public protocol ModelActor: Actor {
    /// The container the actor's context reads and writes.
    nonisolated var modelContainer: ModelContainer { get }
    /// The executor holding the actor's context.
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// SwiftData's `@ModelActor`: gives an actor `modelContainer`, a context and
/// `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SwiftUIMacros", type: "ModelActorMacro")
