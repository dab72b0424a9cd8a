import DisplayList
import Foundation
import Observation
import SwiftData
import SwiftUI
import Testing

/// SwiftData as a team's model files and views write it: `@Model` classes stored in an
/// in-memory container, fetched with predicates and sort descriptors, drawn through `@Query`
/// under `.modelContainer`, observed as `@Observable` classes are.
@Suite @MainActor struct SwiftDataTests {
    @Model final class Backyard {
        @Attribute(.unique) var id: String
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \Bird.backyard) var birds: [Bird] = []
        @Transient var visits = 0
        init(id: String, name: String) { self.id = id; self.name = name }
    }

    @Model final class Bird {
        var name: String
        var wingspan: Double?
        var backyard: Backyard?
        init(name: String, wingspan: Double? = nil) { self.name = name; self.wingspan = wingspan }
    }

    func container(_ birds: [Bird] = []) throws -> ModelContainer {
        let container = try ModelContainer(for: Bird.self, Backyard.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for bird in birds { container.mainContext.insert(bird) }
        return container
    }

    @Test func fetchesFilterSortOffsetAndLimitInThatOrder() throws {
        let context = try container([Bird(name: "Wren", wingspan: 15), Bird(name: "Jay", wingspan: 42),
                                     Bird(name: "Robin", wingspan: 31), Bird(name: "Kite", wingspan: 160)]).mainContext
        #expect(try context.fetch(FetchDescriptor<Bird>()).map(\.name) == ["Wren", "Jay", "Robin", "Kite"])
        var descriptor = FetchDescriptor<Bird>(predicate: #Predicate { ($0.wingspan ?? 0) > 20 },
                                               sortBy: [SortDescriptor(\.name, order: .reverse)])
        #expect(try context.fetch(descriptor).map(\.name) == ["Robin", "Kite", "Jay"])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["Kite"])
        #expect(try context.fetchCount(FetchDescriptor<Bird>(predicate: #Predicate { $0.name.contains("i") })) == 2)
    }

    @Test func absurdOffsetsAndLimitsGiveEmptyOrWholeResults() throws {
        let context = try container([Bird(name: "A"), Bird(name: "B")]).mainContext
        var descriptor = FetchDescriptor<Bird>()
        descriptor.fetchLimit = -5
        #expect(try context.fetch(descriptor).isEmpty)
        descriptor.fetchLimit = .max
        descriptor.fetchOffset = .max
        #expect(try context.fetch(descriptor).isEmpty)
        descriptor.fetchOffset = -3
        #expect(try context.fetch(descriptor).map(\.name) == ["A", "B"])
    }

    @Test func identifiersFollowTheOrderTheContainerFirstStoredEachModel() throws {
        let jay = Bird(name: "Jay")
        #expect(jay.persistentModelID.storeOrder == nil && jay.modelContext == nil)
        let context = try container([Bird(name: "Wren"), jay]).mainContext
        #expect(jay.persistentModelID.description == "Bird/2")
        #expect(jay.modelContext === context)
        context.insert(jay)  // a second insert stores nothing new
        #expect(try context.fetchCount(FetchDescriptor<Bird>()) == 2)
        #expect(context.registeredModel(for: jay.persistentModelID) as Bird? === jay)
    }

    @Test func insertingAModelInsertsTheModelsItRefersTo() throws {
        let yard = Backyard(id: "y1", name: "Meadow")
        yard.birds = [Bird(name: "Finch"), Bird(name: "Tit")]
        yard.birds[0].backyard = yard
        let context = try container().mainContext
        context.insert(yard)
        #expect(try context.fetch(FetchDescriptor<Bird>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Finch", "Tit"])
        #expect(try context.fetchCount(FetchDescriptor<Backyard>()) == 1)
    }

    @Test func deleteRollbackAndSave() throws {
        let wren = Bird(name: "Wren")
        let context = try container([wren, Bird(name: "Jay")]).mainContext
        #expect(context.hasChanges && context.insertedModelsArray.count == 2)
        try context.save()
        #expect(!context.hasChanges)
        context.delete(wren)
        #expect(wren.isDeleted && wren.modelContext == nil && context.deletedModelsArray.count == 1)
        #expect(try context.fetch(FetchDescriptor<Bird>()).map(\.name) == ["Jay"])
        context.rollback()
        #expect(!wren.isDeleted && !context.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Bird>()) == 2)
        try context.delete(model: Bird.self, where: #Predicate { $0.name == "Jay" })
        #expect(try context.fetch(FetchDescriptor<Bird>()).map(\.name) == ["Wren"])
        context.delete(Bird(name: "Never stored"))  // nothing to delete: no change
        #expect(context.deletedModelsArray.count == 1)
    }

    @Test func modelsAreObservedAsObservableClassesAre() throws {
        let bird = Bird(name: "Jay")
        let changed = Flag()
        withObservationTracking { _ = bird.name } onChange: { changed.set() }
        bird.wingspan = 40  // not read: no change reported
        #expect(!changed.value)
        bird.name = "Blue Jay"
        #expect(changed.value)
    }

    final class Flag: @unchecked Sendable {
        private(set) var value = false
        func set() { value = true }
    }

    struct BirdList: View {
        @Query(sort: \Bird.name) private var birds: [Bird]
        @Environment(\.modelContext) private var modelContext
        var body: some View {
            VStack {
                ForEach(birds) { bird in Text(bird.name) }
                Text("context holds \((try? modelContext.fetchCount(FetchDescriptor<Bird>())) ?? -1)")
            }
        }
    }

    @Test func aQueryDrawsTheContainersModelsInItsOrder() throws {
        let container = try container([Bird(name: "Wren"), Bird(name: "Jay"), Bird(name: "Robin")])
        #expect(layout(BirdList().modelContainer(container)).texts == ["Jay", "Robin", "Wren", "context holds 3"])
    }

    struct Prefixed: View {
        @Query var birds: [Bird]
        init(prefix: String) {
            _birds = Query(filter: #Predicate { $0.name.starts(with: prefix) }, sort: [SortDescriptor(\.name, order: .reverse)])
        }
        var body: some View { Text(birds.map(\.name).joined(separator: ",")) }
    }

    @Test func aQueryMadeInAnInitFiltersWithWhatTheInitWasGiven() throws {
        let container = try container([Bird(name: "Robin"), Bird(name: "Raven"), Bird(name: "Jay")])
        #expect(layout(Prefixed(prefix: "R").modelContainer(container)).texts == ["Robin,Raven"])
    }

    struct Unwrapping: View {
        @Query(filter: #Predicate<Bird> { $0.wingspan! > 20 }) var birds: [Bird]
        var body: some View { Text(_birds.fetchError == nil ? "\(birds.count)" : "failed: \(birds.count)") }
    }

    @Test func aFetchThatThrowsGivesNoModelsAndAnError() throws {
        let container = try container([Bird(name: "Kite", wingspan: 160), Bird(name: "Unmeasured")])
        #expect(layout(Unwrapping().modelContainer(container)).texts == ["failed: 0"])
        let measured = try self.container([Bird(name: "Kite", wingspan: 160)])
        #expect(layout(Unwrapping().modelContainer(measured)).texts == ["1"])
    }

    @Test func aContainerMadeByTheModifierStartsEmptyAndIsHandedToSetup() {
        let made = Flag()
        let view = BirdList().modelContainer(for: Bird.self, inMemory: true) { result in
            if case .success(let container) = result, container.schema.entities.count == 1 { made.set() }
        }
        #expect(layout(view).texts == ["context holds 0"])
        #expect(made.value)
    }

    @Test func aModelContextModifierIsWhatQueriesRead() throws {
        let container = try container([Bird(name: "Jay")])
        let other = ModelContext(container)
        #expect(layout(BirdList().modelContext(other)).texts == ["Jay", "context holds 1"])
    }

    @ModelActor actor Counter {
        func birds() throws -> Int { try modelContext.fetchCount(FetchDescriptor<Bird>()) }
    }

    @Test func aModelActorsContextSeesItsContainersModels() async throws {
        let container = try container([Bird(name: "Jay"), Bird(name: "Wren")])
        #expect(try await Counter(modelContainer: container).birds() == 2)
    }
}
