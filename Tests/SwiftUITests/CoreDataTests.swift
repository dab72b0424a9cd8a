@testable import CoreData
import DisplayList
import Foundation
import SwiftUI
import Testing

/// Core Data as a team's entity files and views write it: objects inserted into an in-memory
/// container's contexts, fetched with `NSPredicate(format:)` and sort descriptors, drawn
/// through `@FetchRequest`. The entities' properties are written as the copy `proof previews`
/// compiles writes an `@NSManaged` one (`managedValue(forKey:)`), since Linux cannot link
/// `@NSManaged` itself.
@Suite @MainActor struct CoreDataTests {
    final class Book: NSManagedObject {
        var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } }
        var rating: Int16 { get { managedValue(forKey: "rating") } set { setManagedValue(newValue, forKey: "rating") } }
        var isRead: Bool { get { managedValue(forKey: "isRead") } set { setManagedValue(newValue, forKey: "isRead") } }
        var author: Author? { get { managedValue(forKey: "author") } set { setManagedValue(newValue, forKey: "author") } }
    }

    final class Author: NSManagedObject {
        var name: String? { get { managedValue(forKey: "name") } set { setManagedValue(newValue, forKey: "name") } }
        var books: NSSet? { get { managedValue(forKey: "books") } set { setManagedValue(newValue, forKey: "books") } }
        func addToBooks(_ value: Book) { addManagedObjects(value, toKey: "books") }
        func removeFromBooks(_ value: Book) { removeManagedObjects(value, fromKey: "books") }
    }

    func shelf(_ titles: [(String?, Int16)]) -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Shelf")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        for (title, rating) in titles {
            let book = Book(context: container.viewContext)
            book.title = title
            book.rating = rating
        }
        return container
    }

    func titles(_ request: NSFetchRequest<Book>, in container: NSPersistentContainer) throws -> [String] {
        try container.viewContext.fetch(request).map { $0.title ?? "nil" }
    }

    @Test func anUnsetAttributeReadsAsCoreDataGivesIt() {
        let book = Book()
        #expect(book.title == nil)
        #expect(book.rating == 0)
        #expect(book.isRead == false)
        book.title = "Dune"
        book.title = nil
        #expect(book.value(forKey: "title") == nil)
    }

    @Test func fetchesFilterSortOffsetAndLimitInThatOrder() throws {
        let container = shelf([("Wren", 3), ("Emma", 5), ("Beloved", 4), ("Ulysses", 2), (nil, 1)])
        let request = NSFetchRequest<Book>(entityName: "Book")
        #expect(try titles(request, in: container) == ["Wren", "Emma", "Beloved", "Ulysses", "nil"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Book.title, ascending: true)]
        // nil sorts first, as Foundation orders an optional.
        #expect(try titles(request, in: container) == ["nil", "Beloved", "Emma", "Ulysses", "Wren"])
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Book.rating, ascending: false)]
        request.predicate = NSPredicate(format: "rating >= %d AND title != nil", 2)
        #expect(try titles(request, in: container) == ["Emma", "Beloved", "Wren", "Ulysses"])
        request.fetchOffset = 1
        request.fetchLimit = 2
        #expect(try titles(request, in: container) == ["Beloved", "Wren"])
        request.fetchOffset = .max
        #expect(try titles(request, in: container).isEmpty)
        #expect(try container.viewContext.count(for: NSFetchRequest<Book>(entityName: "Book")) == 5)
        #expect(try container.viewContext.fetch(NSFetchRequest<Author>(entityName: "Author")).isEmpty)
    }

    @Test func predicateFormatsReadAsFoundationReadsThem() throws {
        let container = shelf([("Émile", 3), ("emma", 5), ("Beloved", 4), ("Dune", 2)])
        func matching(_ format: String, _ args: Any...) throws -> [String] {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: format, argumentArray: args)
            return try titles(request, in: container)
        }
        #expect(try matching("title BEGINSWITH %@", "E") == [])
        #expect(try matching("title BEGINSWITH[c] %@", "E") == ["emma"])
        #expect(try matching("title BEGINSWITH[cd] %@", "E") == ["Émile", "emma"])
        #expect(try matching("NOT title CONTAINS[c] %@", "m") == ["Beloved", "Dune"])
        #expect(try matching("%K == %@", "title", "Dune") == ["Dune"])
        #expect(try matching("title IN %@", ["Dune", "Beloved", "Missing"]) == ["Beloved", "Dune"])
        #expect(try matching("title IN {'Dune', 'emma'}") == ["emma", "Dune"])
        #expect(try matching("title LIKE 'B*d'") == ["Beloved"])
        #expect(try matching("title LIKE 'D?ne'") == ["Dune"])
        #expect(try matching("title LIKE '*e*'") == ["Émile", "emma", "Beloved", "Dune"])
        #expect(try matching("title LIKE '*l*v*d'") == ["Beloved"])
        // Many stars over a long text take time proportional to text × pattern, not more.
        #expect(PredicateFormat.Operator.like(Array(String(repeating: "a", count: 20_000)), Array(String(repeating: "*a", count: 200) + "b")) == false)
        #expect(try matching("rating > 4 OR (rating < 3 && title ENDSWITH 'e')") == ["emma", "Dune"])
        #expect(try matching("rating == 4.0") == ["Beloved"])
        #expect(try matching("TRUEPREDICATE").count == 4)
        #expect(try matching("FALSEPREDICATE").isEmpty)
        #expect(try matching("title < %@", "C") == ["Beloved"])
    }

    @Test func aFormatThatCannotBeReadSaysWhereAndWhy() {
        func reason(_ format: String, _ args: [Any] = []) -> String {
            do { _ = try PredicateFormat.parse(format, arguments: args); return "read" } catch { return "\(error)" }
        }
        #expect(reason("title == ") == "the format ends where a value should be")
        #expect(reason("title == %@") == "%@ has no argument given for it")
        #expect(reason("title MATCHES 'a.*'").hasPrefix("MATCHES (regular expressions) is not read here"))
        #expect(reason("(title == 'a'") == "a \"(\" is not closed")
        #expect(reason("title == 'a") == "a quoted string is not closed")
        #expect(reason("title ~ 'a'") == "cannot read \"~\" at character 7")
        #expect(reason("title ==[z] 'a'") == "\"z\" is not an option (c, d or n)")
        // Hostile formats are refused before they can exhaust the stack or the memory.
        #expect(reason(String(repeating: "NOT ", count: 5_000) + "TRUEPREDICATE") == "NOTs and parentheses nest deeper than 100")
        #expect(reason(String(repeating: "(", count: 5_000)) == "NOTs and parentheses nest deeper than 100")
        #expect(reason(Array(repeating: "a == 1", count: 3_000).joined(separator: " AND ")) == "the format has more than 10000 parts")
        #expect(reason(String(repeating: " ", count: 70_000)) == "the format is longer than 64 KB")
        #expect(reason(Array(repeating: "a == 1", count: 1_000).joined(separator: " OR ")) == "read")
    }

    @Test func relationshipsAddRemoveAndFollowKeyPaths() throws {
        let container = shelf([("Emma", 5), ("Persuasion", 4)])
        let books = try container.viewContext.fetch(NSFetchRequest<Book>(entityName: "Book"))
        let austen = Author(context: container.viewContext)
        austen.name = "Austen"
        for book in books { austen.addToBooks(book); book.author = austen }
        #expect(austen.books?.count == 2)
        austen.removeFromBooks(books[1])
        #expect(austen.books?.count == 1 && austen.books?.contains(books[0]) == true)
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "author.name == %@", "Austen")
        #expect(try titles(request, in: container) == ["Emma", "Persuasion"])
        request.predicate = NSPredicate(format: "author == %@", austen)
        #expect(try titles(request, in: container).count == 2)
    }

    @Test func saveRollbackAndDeleteKeepTheBatchAsCoreDataDoes() throws {
        let container = shelf([("Emma", 5)])
        let context = container.viewContext
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        let kept = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))[0]
        let dropped = Book(context: context)
        dropped.title = "Draft"
        context.delete(kept)
        #expect(kept.isDeleted && kept.managedObjectContext == nil)
        #expect(try titles(NSFetchRequest<Book>(entityName: "Book"), in: container) == ["Draft"])
        context.rollback()
        #expect(try titles(NSFetchRequest<Book>(entityName: "Book"), in: container) == ["Emma"])
        // A background context shares the container's store.
        let background = container.newBackgroundContext()
        _ = Book(context: background)
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 2)
        let batch = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<any NSFetchRequestResult>(entityName: "Book"))
        try context.execute(batch)
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 0)
    }

    @Test func aFetchedResultsControllerGroupsBySectionInFirstSeenOrder() throws {
        let container = shelf([("Emma", 5), ("Dune", 2), ("Beloved", 5)])
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Book.title, ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: container.viewContext,
                                                    sectionNameKeyPath: "rating", cacheName: nil)
        #expect(controller.fetchedObjects == nil)
        try controller.performFetch()
        #expect(controller.sections?.map(\.name) == ["5", "2"])
        #expect(controller.sections?.map(\.numberOfObjects) == [2, 1])
        #expect(controller.object(at: IndexPath(indexes: [0, 1])).title == "Emma")
        #expect(controller.indexPath(forObject: controller.fetchedObjects![1]) == IndexPath(indexes: [1, 0]))
    }

    struct Shelf: View {
        @Environment(\.managedObjectContext) private var context
        @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Book.title, ascending: true)],
                      predicate: NSPredicate(format: "rating > 2")) private var books: FetchedResults<Book>
        var body: some View {
            VStack {
                ForEach(books, id: \.self) { book in Text(book.title ?? "Untitled") }
                Text("context holds \(context.registeredObjects.count)")
            }
        }
    }

    @Test func aFetchRequestDrawsTheEnvironmentsObjectsInItsOrder() throws {
        let container = shelf([("Wren", 3), ("Emma", 5), ("Dune", 2)])
        let list = layout(Shelf().environment(\.managedObjectContext, container.viewContext))
        #expect(list.texts == ["Emma", "Wren", "context holds 3"])
    }

    struct Reordered: View {
        @FetchRequest(entity: Book.entity(), sortDescriptors: []) var books: FetchedResults<Book>
        var body: some View {
            let _ = { books.nsSortDescriptors = [NSSortDescriptor(keyPath: \Book.rating, ascending: true)] }()
            Text(books.map { $0.title ?? "" }.joined(separator: ","))
        }
    }

    @Test func settingTheResultsSortDescriptorsChangesTheNextFetch() throws {
        let container = shelf([("Wren", 3), ("Emma", 5), ("Dune", 2)])
        #expect(layout(Reordered().environment(\.managedObjectContext, container.viewContext)).texts == ["Dune,Wren,Emma"])
    }

    @Test func anObjectsPublisherSendsTheValueNowAndAfterEachChange() {
        let book = Book()
        var seen: [String?] = []
        let watching = book.publisher(for: \.title).sink { seen.append($0) }
        book.title = "Emma"
        book.rating = 3
        book.title = nil
        #expect(seen == [nil, "Emma", "Emma", nil])
        var later: [Int16] = []
        let changesOnly = book.publisher(for: \.rating, options: [.new]).sink { later.append($0) }
        book.rating = 4
        #expect(later == [4])
        _ = (watching, changesOnly)
    }

    struct Unsorted: View {
        // An empty list is the NSSortDescriptor overload, as on Apple's platforms.
        @FetchRequest(sortDescriptors: [], animation: nil) var books: FetchedResults<Book>
        var body: some View { Text("\(books.count) books") }
    }

    @Test func anEmptySortListIsNotAmbiguousAndKeepsInsertionOrder() {
        let container = shelf([("Wren", 3), ("Emma", 5)])
        #expect(layout(Unsorted().environment(\.managedObjectContext, container.viewContext)).texts == ["2 books"])
    }
}
