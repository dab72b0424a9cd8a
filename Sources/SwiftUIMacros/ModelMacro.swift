import SwiftSyntax
import SwiftSyntaxMacros

/// SwiftData's `@Model` on a class: what a still needs of Apple's macro — the class becomes a
/// `PersistentModel` (so a `ModelContext` can insert, fetch and delete it) and is observed as
/// `@Observable` makes a class observed (each stored `var` tracked through Observation's own
/// `@ObservationTracked`, so a view reading a model re-reads it after a change). Where Apple's
/// macro moves storage into a database row, this keeps it in the object: DesignProof's store
/// is in memory (see ModelContainer).
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = try className(declaration)
        // The same members `@Observable` writes, so `@ObservationTracked` finds them, plus the
        // object's record in a model context.
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: name), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<\(raw: name), Member>,
                                                                             _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs !== rhs }",
            "private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool { lhs != rhs }",
            "@ObservationIgnored public let _$persistence = SwiftData.ModelPersistence()",
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        // On anything but a class the member role reports the one error; nothing to track.
        guard declaration.is(ClassDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self), isTracked(variable) else { return [] }
        return ["@ObservationTracked"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        _ = try className(declaration)
        return [try ExtensionDeclSyntax("extension \(type.trimmed): nonisolated SwiftData.PersistentModel, nonisolated Observation.Observable {}")]
    }

    /// The class's name; `@Model` on anything else is the compiler error SwiftData gives.
    private static func className(_ declaration: some DeclGroupSyntax) throws -> String {
        guard let type = declaration.as(ClassDeclSyntax.self) else {
            throw MacroError("@Model goes on a class: @Model final class Bird { … }")
        }
        return type.name.trimmedDescription
    }

    /// A stored instance `var` with one name and no accessors of its own, not already
    /// ignored or tracked: what `@Observable` tracks.
    private static func isTracked(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.tokenKind == .keyword(.var), variable.bindings.count == 1,
              let binding = variable.bindings.first, binding.pattern.is(IdentifierPatternSyntax.self),
              binding.accessorBlock == nil else { return false }
        let modifiers = variable.modifiers.map { $0.name.text }
        if modifiers.contains(where: { ["static", "class", "lazy"].contains($0) }) { return false }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        return !attributes.contains(where: { ["ObservationIgnored", "ObservationTracked", "Transient"].contains($0) })
    }
}

/// SwiftData's `@Attribute(…)`, `@Relationship(…)` and `@Transient`: how a property is stored
/// in a database (unique, external storage, delete rule, inverse). An in-memory store has no
/// columns to shape, so the tags add nothing; `@Transient` also keeps a property untracked.
public struct StorageTagMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// SwiftData's `@ModelActor` on an actor: a model container and a context of its own, made
/// by `init(modelContainer:)`, as Apple's macro writes them.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else {
            throw MacroError("@ModelActor goes on an actor: @ModelActor actor Importer { … }")
        }
        return [
            "public nonisolated let modelExecutor: any SwiftData.ModelExecutor",
            "public nonisolated let modelContainer: SwiftData.ModelContainer",
            """
            public init(modelContainer: SwiftData.ModelContainer) {
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
                self.modelContainer = modelContainer
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ActorDeclSyntax.self) else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
    }
}
