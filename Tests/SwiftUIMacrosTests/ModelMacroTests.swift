import XCTest

/// `@Model` tracks the class's stored `var`s as `@Observable` does and makes it a
/// `PersistentModel`; on anything but a class it is one diagnostic, as SwiftData's is. Asked
/// of the plugin the compiler runs, one role at a time: members on the class, an attribute
/// per member, the extension.
final class ModelMacroTests: XCTestCase {
    private let bird = """
        @Model final class Bird {
            var name: String
            let born: Int
            static var count = 0
            var label: String { name }
            @Transient var scratch = 0
            init(name: String) { self.name = name; born = 0 }
        }
        """

    /// Only `name` is tracked: `born` is a `let`, `count` static, `label` computed, `scratch`
    /// transient, and `init` no property.
    func testStoredVarsAreTrackedAndComputedStaticLetAndTransientOnesAreNot() throws {
        let plugin = MacroPlugin(file: bird)
        let members = ["var name: String", "let born: Int", "static var count = 0", "var label: String { name }",
                       "@Transient var scratch = 0", "init(name: String) { self.name = name; born = 0 }"]
        let attributes = try members.map {
            try plugin.expand(attached: "Model", type: "ModelMacro", role: "memberAttribute", onMember: $0, of: bird).source
        }
        XCTAssertEqual(attributes, ["@ObservationTracked", "", "", "", "", ""])
        XCTAssertEqual(try plugin.expand(attached: "Transient", type: "StorageTagMacro", role: "peer",
                                         on: "@Transient var scratch = 0", parent: bird).source, "")
    }

    func testTheClassGetsObservationsMembersAndAPersistenceRecord() throws {
        let expansion = try MacroPlugin(file: bird).expand(attached: "Model", type: "ModelMacro", role: "member", on: bird)
        XCTAssertEqual(expansion.source, """
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
            """)
        XCTAssertEqual(expansion.diagnostics, [])
    }

    func testTheClassBecomesAnObservablePersistentModel() throws {
        let expansion = try MacroPlugin(file: bird).expand(attached: "Model", type: "ModelMacro", role: "extension", on: bird,
                                                           extending: "Bird", conformances: "SwiftData.PersistentModel, Observation.Observable")
        XCTAssertEqual(expansion.source, """
            extension Bird: nonisolated SwiftData.PersistentModel, nonisolated Observation.Observable {
            }
            """)
    }

    /// The member and extension roles each report it, at the attribute; the member-attribute
    /// role adds nothing to a struct.
    func testAModelThatIsNotAClassIsOneDiagnostic() throws {
        let file = """
            @Model struct Bird {
                var name: String
            }
            """
        let plugin = MacroPlugin(file: file)
        let message = "@Model goes on a class: @Model final class Bird { … }"
        for (role, extending) in [("member", nil), ("extension", "Bird")] {
            let expansion = try plugin.expand(attached: "Model", type: "ModelMacro", role: role, on: file, extending: extending,
                                              conformances: extending.map { _ in "SwiftData.PersistentModel" })
            XCTAssertNil(expansion.source, role)
            XCTAssertEqual(expansion.diagnostics, [.init(line: 1, column: 1, severity: "error", message: message)], role)
        }
        XCTAssertEqual(try plugin.expand(attached: "Model", type: "ModelMacro", role: "memberAttribute",
                                         onMember: "var name: String", of: file).source, "")
    }

    func testAModelActorGetsAContainerAndAContextOfItsOwn() throws {
        let file = "@ModelActor actor Importer {}"
        let plugin = MacroPlugin(file: file)
        XCTAssertEqual(try plugin.expand(attached: "ModelActor", type: "ModelActorMacro", role: "member", on: file).source, """
            public nonisolated let modelExecutor: any SwiftData.ModelExecutor

            public nonisolated let modelContainer: SwiftData.ModelContainer

            public init(modelContainer: SwiftData.ModelContainer) {
                self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: SwiftData.ModelContext(modelContainer))
                self.modelContainer = modelContainer
            }
            """)
        XCTAssertEqual(try plugin.expand(attached: "ModelActor", type: "ModelActorMacro", role: "extension", on: file,
                                         extending: "Importer", conformances: "SwiftData.ModelActor").source, """
            extension Importer: SwiftData.ModelActor {
            }
            """)
    }

    func testAModelActorOnAClassIsOneDiagnostic() throws {
        let file = "@ModelActor final class Importer {}"
        let expansion = try MacroPlugin(file: file).expand(attached: "ModelActor", type: "ModelActorMacro", role: "member", on: file)
        XCTAssertNil(expansion.source)
        XCTAssertEqual(expansion.diagnostics, [.init(line: 1, column: 1, severity: "error",
                                                     message: "@ModelActor goes on an actor: @ModelActor actor Importer { … }")])
    }
}
