import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
@testable import SwiftUIMacros
import XCTest

/// `@Model` tracks the class's stored `var`s as `@Observable` does and makes it a
/// `PersistentModel`; on anything but a class it is one diagnostic, as SwiftData's is.
final class ModelMacroTests: XCTestCase {
    let macros: [String: any Macro.Type] = ["Model": ModelMacro.self, "Transient": StorageTagMacro.self, "ModelActor": ModelActorMacro.self]

    func testStoredVarsAreTrackedAndComputedStaticLetAndTransientOnesAreNot() throws {
        assertMacroExpansion("""
            @Model final class Bird {
                var name: String
                let born: Int
                static var count = 0
                var label: String { name }
                @Transient var scratch = 0
                init(name: String) { self.name = name; born = 0 }
            }
            """, expandedSource: """
            final class Bird {
                @ObservationTracked
                var name: String
                let born: Int
                static var count = 0
                var label: String { name }
                var scratch = 0
                init(name: String) { self.name = name; born = 0 }

                @ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()

                internal nonisolated func access<Member>(keyPath: KeyPath<Bird, Member>) {
                    _$observationRegistrar.access(self, keyPath: keyPath)
                }

                internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<Bird, Member>,
                                                                                 _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                    try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }

                private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
                    true
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs !== rhs
                }

                private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                    lhs != rhs
                }

                @ObservationIgnored public let _$persistence = SwiftData.ModelPersistence()
            }

            extension Bird: nonisolated SwiftData.PersistentModel, nonisolated Observation.Observable {
            }
            """, macros: macros)
    }

    func testAModelThatIsNotAClassIsOneDiagnostic() {
        assertMacroExpansion("""
            @Model struct Bird {
                var name: String
            }
            """, expandedSource: """
            struct Bird {
                var name: String
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Model goes on a class: @Model final class Bird { … }", line: 1, column: 1),
                DiagnosticSpec(message: "@Model goes on a class: @Model final class Bird { … }", line: 1, column: 1),
            ], macros: macros)
    }

    func testAModelActorGetsAContainerAndAContextOfItsOwn() {
        assertMacroExpansion("""
            @ModelActor actor Importer {}
            """, expandedSource: """
            actor Importer {

                public nonisolated let modelExecutor: any SwiftData.ModelExecutor

                public nonisolated let modelContainer: SwiftData.ModelContainer

                public init(modelContainer: SwiftData.ModelContainer) {
                    self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
                    self.modelContainer = modelContainer
                }
            }

            extension Importer: SwiftData.ModelActor {
            }
            """, macros: macros)
    }
}
