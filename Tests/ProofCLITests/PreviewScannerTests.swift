import ProofCLI
import Testing

/// `proof previews` finds previews by reading the files, not compiling them: every
/// `#Preview` and provider at its line, nothing inside comments or strings, and the runner's
/// copy of a file differs only where a preview, `@Previewable` or `@main` is written.
@Suite struct PreviewScannerTests {
    private func scan(_ text: String) -> PreviewScanner.Found { PreviewScanner.scan(Array(text.utf8)) }

    @Test func previewsAndProvidersAreFoundAtTheirLinesWithLiteralNames() {
        let found = scan("""
            import SwiftUI

            struct Card: View { var body: some View { Text("x") } }

            #Preview { Card() }
            #Preview("Dark mode", traits: .sizeThatFitsLayout) { Card() }
            #Preview("Count \\(1)") { Card() }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Card() }
            }
            enum Outer {
                struct Inner_Previews: PreviewProvider { static var previews: some View { Card() } }
            }
            extension Outer {
                struct More_Previews: SwiftUI.PreviewProvider { static var previews: some View { Card() } }
            }
            """)
        #expect(found.macros.map(\.line) == [5, 6, 7])
        // An interpolated name is not a plain literal: the runner reads it when it runs.
        #expect(found.macros.map(\.name) == [nil, "Dark mode", nil])
        #expect(found.providers.map(\.type) == ["Card_Previews", "Outer.Inner_Previews", "Outer.More_Previews"])
        #expect(found.providers.map(\.line) == [8, 12, 15])
        #expect(found.mainAttributes.isEmpty)
    }

    @Test func commentsAndStringsHideNothingAndFindNothing() {
        let found = scan(##"""
            // #Preview { Card() }
            /* #Preview { A() } /* nested #Preview */ still a comment #Preview */
            let a = "#Preview { Card() }"
            let b = #"raw "#Preview" \(x) #Preview"#
            let c = """
                #Preview { Card() }
                struct Fake: PreviewProvider {}
                """
            let d = "\("#Preview" + "}")"
            class Model { class func make() -> Model { Model() } }
            #Preview("after all that") { Card() }
            """##)
        #expect(found.macros.count == 1)
        #expect(found.macros.first?.line == 11)
        #expect(found.macros.first?.name == "after all that")
        #expect(found.providers.isEmpty)
    }

    @Test func theRunnersCopyGivesNSManagedMembersAccessorsAndBlanksObjc() {
        let source = """
            @objc(Book)
            public class Book: NSManagedObject {}
            extension Book {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> { NSFetchRequest<Book>(entityName: "Book") }
                @NSManaged public var title: String? // the book's title
                @NSManaged var rating: Int16
                @objc(addShelvesObject:)
                @NSManaged public func addToShelves(_ value: Shelf)
                @NSManaged public func removeFromShelves(_ values: NSSet)
                @NSManaged public func reorder()
            }
            """
        let bytes = Array(source.utf8)
        let found = PreviewScanner.scan(bytes)
        #expect(found.needsCopy)
        #expect(found.objcAttributes.count == 2)
        let copy = String(decoding: PreviewRunnerBuild.runnerCopy(of: bytes, found: found, file: "Book.swift"), as: UTF8.self)
        #expect(copy == """
                       
            public class Book: NSManagedObject {}
            extension Book {
                @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> { NSFetchRequest<Book>(entityName: "Book") }
                           public var title: String? { get { managedValue(forKey: "title") } set { setManagedValue(newValue, forKey: "title") } } // the book's title
                           var rating: Int16 { get { managedValue(forKey: "rating") } set { setManagedValue(newValue, forKey: "rating") } }
                                        
                           public func addToShelves(_ value: Shelf) { addManagedObjects(value, toKey: "shelves") }
                           public func removeFromShelves(_ values: NSSet) { removeManagedObjects(values, fromKey: "shelves") }
                @NSManaged public func reorder()
            }
            """)
        // A member it cannot give accessors keeps its attribute (the linker then names it).
        #expect(copy.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        // A file with none of these is compiled as it is.
        #expect(!PreviewScanner.scan(Array("struct A { @objcMembers var x = 1 }".utf8)).needsCopy)
    }

    @Test func theRunnersCopyNamesEachPreviewAndBlanksMainAndPreviewable() {
        let source = """
            @main
            struct App1: App { var body: some Scene { WindowGroup { Text("a") } } }
            #Preview("On") {
                @Previewable @State var on = true
                Toggle("T", isOn: $on)
            }
            """
        let bytes = Array(source.utf8)
        let found = PreviewScanner.scan(bytes)
        let copy = String(decoding: PreviewRunnerBuild.runnerCopy(of: bytes, found: found, file: "My View.swift"), as: UTF8.self)
        #expect(copy == """
                 
            struct App1: App { var body: some Scene { WindowGroup { Text("a") } } }
            let __DesignProofPreview_My_View_swift_3 = __DesignProofPreviewValue("On") {
                             @State var on = true
                Toggle("T", isOn: $on)
            }
            """)
        // Every line stays where it was, so the compiler's lines are the team's.
        #expect(copy.split(separator: "\n", omittingEmptySubsequences: false).count == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func registrationNamesKeepOnlyIdentifierCharacters() {
        #expect(PreviewScanner.registrationName(file: "ContentView.swift", line: 12) == "__DesignProofPreview_ContentView_swift_12")
        #expect(PreviewScanner.registrationName(file: "Ünï code+1.swift", line: 3) == "__DesignProofPreview__n__code_1_swift_3")
    }

    @Test func theCompilersFirstErrorPointsAtTheTeamsFile() {
        let log = """
            /cache/sources/Card.swift:7:12: warning: unused
            /cache/sources/Card.swift:9:5: error: cannot find 'Missing' in scope
            /work/app/Other.swift:2:1: error: second
            """
        let line = PreviewToolchain.firstError(in: log, copies: ["/cache/sources/Card.swift": "/work/app/Card.swift"],
                                               generated: ("/cache/main.swift", [:]))
        #expect(line == "/work/app/Card.swift:9:5: error: cannot find 'Missing' in scope")
        let generated = PreviewToolchain.firstError(in: "/cache/main.swift:14:13: error: cannot find '__DesignProofPreview_A_swift_3' in scope",
                                                    copies: [:], generated: ("/cache/main.swift", [14: ("/work/app/A.swift", 3)]))
        #expect(generated == "/work/app/A.swift:3: error: this preview was not compiled (is it inside an #if that is false on Linux?): cannot find '__DesignProofPreview_A_swift_3' in scope")
        #expect(PreviewToolchain.firstError(in: "ld: cannot find -lfoo", copies: [:], generated: ("/m.swift", [:]))
                == "the previews do not compile or link: ld: cannot find -lfoo")
    }
}
