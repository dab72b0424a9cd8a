import Foundation
import Render
import Testing

/// `proof previews` and `check --previews` as a team uses them: its own files compiled and
/// drawn, the compiler's first error in its own file, bad paths and crashing previews as one
/// line with their exit codes, and nothing written when anything fails. Each test builds in
/// a cache folder of its own.
@Suite struct PreviewsCommandTests {
    /// A folder of Swift files, and a cache for their runner.
    private func package(_ files: [String: String]) throws -> (folder: String, cache: [String: String]) {
        let root = Proof.temporaryDirectory()
        let folder = root + "/Greeter"
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return (folder, ["DESIGNPROOF_CACHE": root + "/cache"])
    }

    /// A view another file's `#Preview` shows, and a file nothing previews: for the edit tests.
    private static let badge = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Text(\"NEW\").padding().background(Color.red) }\n}\n"
    private static let footer = "import SwiftUI\n\nstruct Footer: View {\n    var body: some View { Text(\"footer\") }\n}\n"

    /// Card.swift (with a `#Preview` of the badge), Badge.swift and Footer.swift.
    private func badgePackage() throws -> (folder: String, cache: [String: String]) {
        try package(["Card.swift": Self.card + "\n#Preview(\"Badge\") { Badge() }\n", "Badge.swift": Self.badge, "Footer.swift": Self.footer])
    }

    private static let card = """
        import SwiftUI

        struct Card: View {
            var title: String
            var body: some View {
                Text(title)
                    .font(.headline)
                    .padding()
                    .background(Color.yellow)
            }
        }

        #Preview("Hello") {
            Card(title: "Hello")
        }

        #Preview {
            Card(title: "Night")
                .preferredColorScheme(.dark)
        }
        """

    @Test func theAssetSymbolsXcodeGeneratesArePrintedOnRequest() throws {
        let (folder, env) = try package([
            "Card.swift": Self.card,
            "Assets.xcassets/Contents.json": #"{"info":{"author":"xcode","version":1}}"#,
            "Assets.xcassets/BrandColor.colorset/Contents.json":
                #"{"colors":[{"color":{"platform":"universal","reference":"systemIndigoColor"},"idiom":"universal"}]}"#,
        ])
        let r = try Proof.run(["previews", folder, "--asset-symbols"], environment: env)
        #expect(r.status == 0, "\(r.stderr)")
        // "BrandColor" loses its "Color", as Xcode's symbol does; nothing is compiled or written.
        #expect(r.stdout.contains("extension ColorResource { static let brand = ColorResource(name: \"BrandColor\") }"))
        #expect(r.stdout.contains("extension Color { static var brand: Color { Color(ColorResource.brand) } }"))
        #expect(!FileManager.default.fileExists(atPath: env["DESIGNPROOF_CACHE"]!))
        // Drawing still needs a folder to write to.
        let missing = try Proof.run(["previews", folder], environment: env)
        #expect(missing.status == 64 && missing.stderr.contains("give --out DIR"))
    }

    @Test func previewsAreDrawnAsScreensInTheirAppearances() throws {
        let (folder, env) = try package(["Card.swift": Self.card])
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--scale", "1", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            wrote \(out)/greeter/card-hello.png
            wrote \(out)/greeter/card-hello-dark.png
            wrote \(out)/greeter/card-line-17-dark.png

            """)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/greeter").sorted() == [
            "card-hello-dark.json", "card-hello-dark.png", "card-hello.json", "card-hello.png", "card-line-17-dark.json", "card-line-17-dark.png"])
        #expect(FileManager.default.fileExists(atPath: out + "/manifest.json"))
        // The card's yellow (SwiftUI's #FFCC00 in light) behind the text, centred on the iPhone 16.
        let png = try PNGFile.read(out + "/greeter/card-hello.png")
        #expect(png.width == 393 && png.height == 852)
        let json = try String(contentsOfFile: out + "/greeter/card-hello.json", encoding: .utf8)
        #expect(json.contains("\"Hello\""))
        // The dark preview's page is black, as a preview asking for dark is drawn whole.
        let dark = try PNGFile.read(out + "/greeter/card-line-17-dark.png")
        let i = (100 * dark.width + 5) * 4
        #expect(Array(dark.pixels[i..<i + 4]) == [0, 0, 0, 0xFF])
    }

    /// An SF Symbol proof's icon font lacks is left out of the picture and said on stderr,
    /// once per screen for both appearances, with the nearest symbol proof draws when one is
    /// close; the previews are still written and the exit code is 0.
    @Test func anSFSymbolProofCannotDrawIsNamedOnceAndTheScreensAreStillWritten() throws {
        let (folder, env) = try package(["Empty.swift": """
            import SwiftUI
            struct Empty: View {
                var body: some View {
                    VStack {
                        ContentUnavailableView("Nothing", systemImage: "square.and.arrow.up.trianglebadge.exclamationmark")
                        Image(systemName: "flame.fil")
                        Image(systemName: "flame.fill")
                    }
                }
            }
            #Preview { Empty() }
            """])
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--scale", "1", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains("warning: SF Symbol") }
        #expect(warnings.count == 2, "\(r.stderr)")
        #expect(warnings.first?.hasSuffix("greeter/empty: warning: SF Symbol \"square.and.arrow.up.trianglebadge.exclamationmark\" is not one proof draws (a typo, or a symbol its icon font lacks) and is left out of the picture; README, Fonts and substitutes") == true, "\(r.stderr)")
        #expect(warnings.last?.hasSuffix("greeter/empty: warning: SF Symbol \"flame.fil\" is not one proof draws (a typo, or a symbol its icon font lacks) and is left out of the picture; the nearest it draws is \"flame.fill\"; README, Fonts and substitutes") == true, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/greeter/empty.png") && FileManager.default.fileExists(atPath: out + "/greeter/empty-dark.png"))
    }

    @Test func aSwiftDataPreviewDrawsWhatItsContainerHolds() throws {
        let (folder, env) = try package([
            "Models/Bird.swift": """
                import SwiftData

                @Model final class Bird {
                    var name: String
                    var seen: Int
                    init(name: String, seen: Int) { self.name = name; self.seen = seen }
                }
                """,
            "BirdList.swift": """
                import SwiftData
                import SwiftUI

                struct BirdList: View {
                    @Query(filter: #Predicate<Bird> { $0.seen > 0 }, sort: \\Bird.name) private var birds: [Bird]
                    var body: some View {
                        List(birds) { bird in Text("\\(bird.name) ×\\(bird.seen)") }
                    }
                }

                #Preview {
                    let container = try! ModelContainer(for: Bird.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                    for (name, seen) in [("Wren", 2), ("Jay", 5), ("Owl", 0)] { container.mainContext.insert(Bird(name: name, seen: seen)) }
                    return BirdList().modelContainer(container)
                }
                """,
        ])
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        // Jay before Wren (sorted by name); the owl, never seen, filtered out.
        let json = try String(contentsOfFile: out + "/greeter/birdlist.json", encoding: .utf8)
        let jay = try #require(json.range(of: "\"Jay ×5\"")), wren = try #require(json.range(of: "\"Wren ×2\""))
        #expect(jay.lowerBound < wren.lowerBound)
        #expect(!json.contains("Owl"))
    }

    @Test func aCoreDataPreviewDrawsWhatItsContextHolds() throws {
        // Entity files as Xcode generates them (`@objc`, `@NSManaged`), which Linux cannot
        // compile as written: the runner's copy gives them accessors.
        let (folder, env) = try package([
            "Model/Book+CoreDataClass.swift": """
                import Foundation
                import CoreData

                @objc(Book)
                public class Book: NSManagedObject {}
                """,
            "Model/Book+CoreDataProperties.swift": """
                import Foundation
                import CoreData

                extension Book {
                    @nonobjc public class func fetchRequest() -> NSFetchRequest<Book> {
                        return NSFetchRequest<Book>(entityName: "Book")
                    }
                    @NSManaged public var title: String?
                    @NSManaged public var rating: Int16
                }
                extension Book: Identifiable {}
                """,
            "Shelf.swift": """
                import CoreData
                import SwiftUI

                struct Shelf: View {
                    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \\Book.title, ascending: true)],
                                  predicate: NSPredicate(format: "rating >= %d", 3)) private var books: FetchedResults<Book>
                    var body: some View {
                        List(books) { book in Text("\\(book.title ?? "?") ★\\(book.rating)") }
                    }
                }

                #Preview {
                    let container = NSPersistentContainer(name: "Shelf")
                    container.loadPersistentStores { _, _ in }
                    for (title, rating) in [("Wren", 4), ("Emma", 5), ("Dune", 2)] {
                        let book = Book(context: container.viewContext)
                        book.title = title
                        book.rating = Int16(rating)
                    }
                    return Shelf().environment(\\.managedObjectContext, container.viewContext)
                }
                """,
        ])
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        // Emma before Wren (sorted by title); Dune, rated 2, filtered out.
        let json = try String(contentsOfFile: out + "/greeter/shelf.json", encoding: .utf8)
        let emma = try #require(json.range(of: "\"Emma ★5\"")), wren = try #require(json.range(of: "\"Wren ★4\""))
        #expect(emma.lowerBound < wren.lowerBound)
        #expect(!json.contains("Dune"))
    }

    @Test func foundationOnlyModelAndNetworkFilesCompileAndPlaygroundsAreLeftOut() throws {
        let (folder, env) = try package([
            // Apple's Foundation makes Observation visible; so does the previews' build.
            "Order.swift": "import Foundation\n\n@Observable final class Order {\n    var cakes = 3\n}\n",
            // … and Combine's ObservableObject and @Published …
            "Basket.swift": "import Foundation\n\nfinal class Basket: ObservableObject {\n    @Published var pies = 2\n}\n",
            // … and has URLSession (never called in a still).
            "Client.swift": """
                import Foundation

                func status(of url: URL) async throws -> Int {
                    let (_, response) = try await URLSession.shared.data(from: url)
                    return (response as? HTTPURLResponse)?.statusCode ?? 0
                }
                """,
            "OrderView.swift": """
                import SwiftUI

                struct OrderView: View {
                    @State private var order = Order()
                    @StateObject private var basket = Basket()
                    var body: some View { Text("\\(order.cakes) cakes, \\(basket.pies) pies") }
                }

                #Preview { OrderView() }
                """,
            // A playground's top-level code is not part of the app.
            "Scratch.playground/Contents.swift": "import Foundation\nprint(\"scratch\")\nlet x = 1 +\n",
        ])
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: out + "/greeter/orderview.json", encoding: .utf8).contains("\"3 cakes, 2 pies\""))
    }

    @Test func aCanvasWithAGradientCompilesFromImportSwiftUIAlone() throws {
        // `Gradient` reaches a file that imports only SwiftUI (a module's other imports can
        // hide a re-exported type; this file sees nothing else).
        let (folder, env) = try package(["Bars.swift": """
            import SwiftUI

            struct Bars: View {
                var body: some View {
                    Canvas { context, size in
                        let bar = Path(CGRect(x: 10, y: 10, width: 40, height: size.height - 20))
                        context.fill(bar, with: .linearGradient(Gradient(colors: [.mint, .blue]),
                                                                startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                        context.draw(Text("peak"), at: CGPoint(x: 30, y: 5), anchor: .bottom)
                    }
                    .frame(height: 120)
                }
            }

            #Preview { Bars() }
            """])
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try String(contentsOfFile: out + "/greeter/bars.json", encoding: .utf8)
        #expect(json.contains("\"peak\"") && json.contains("linearGradient"))
    }

    @Test func aSecondRunOverUnchangedFilesReusesTheRunnerAndAnEditRebuildsIt() throws {
        let (folder, env) = try package(["Card.swift": Self.card])
        let first = try Proof.run(["previews", folder, "--appearance", "light", "--out", Proof.temporaryDirectory()], environment: env, timeout: Proof.slowTimeout)
        #expect(first.status == 0, "\(first.stderr)")
        let runner = try #require(try FileManager.default.subpathsOfDirectory(atPath: env["DESIGNPROOF_CACHE"]!).first { $0.hasSuffix("/runner") })
        let path = env["DESIGNPROOF_CACHE"]! + "/" + runner
        let built = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let again = try Proof.run(["previews", folder, "--appearance", "light", "--out", Proof.temporaryDirectory()], environment: env, timeout: Proof.slowTimeout)
        #expect(again.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == built)
        try (Self.card + "\n#Preview(\"Bye\") { Card(title: \"Bye\") }\n").write(toFile: folder + "/Card.swift", atomically: true, encoding: .utf8)
        let edited = try Proof.run(["previews", folder, "--appearance", "light", "--out", Proof.temporaryDirectory()], environment: env, timeout: Proof.slowTimeout)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stdout.contains("greeter/card-bye.png"))
    }

    /// An edit recompiles what it touched, not the package: the cache keeps each file's
    /// object (`objects/`, as `output-file-map.json` names them); editing one view's body
    /// rewrites that view's object and leaves an unrelated file's alone, and the preview shows
    /// the edit. An edit that does not compile is the compiler's first error; fixing it builds again.
    @Test func anEditRecompilesTheEditedFileAndNotTheRest() throws {
        let badge = Self.badge
        let (folder, env) = try badgePackage()
        let out = Proof.temporaryDirectory()
        let first = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(first.status == 0, "\(first.stderr)")
        let cache = env["DESIGNPROOF_CACHE"]!
        let mapFile = try #require(try FileManager.default.subpathsOfDirectory(atPath: cache).first { $0.hasSuffix("/output-file-map.json") })
        let map = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cache + "/" + mapFile))) as? [String: [String: String]])
        let badgeObject = try #require(map[folder + "/Badge.swift"]?["object"]), footerObject = try #require(map[folder + "/Footer.swift"]?["object"])
        func modified(_ path: String) throws -> Date? { try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date }
        let (badgeBuilt, footerBuilt) = (try modified(badgeObject), try modified(footerObject))
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/greeter/card-badge.png"))

        try badge.replacingOccurrences(of: "\"NEW\"", with: "\"NEWER, LONGER\"").write(toFile: folder + "/Badge.swift", atomically: true, encoding: .utf8)
        let edited = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try modified(badgeObject) != badgeBuilt)
        #expect(try modified(footerObject) == footerBuilt)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/greeter/card-badge.png")) != before)

        try badge.replacingOccurrences(of: "Text(\"NEW\")", with: "Txet(\"NEW\")").write(toFile: folder + "/Badge.swift", atomically: true, encoding: .utf8)
        let broken = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("proof: \(folder)/Badge.swift:4:27: error: cannot find 'Txet' in scope"), "\(broken.stderr)")
        try badge.write(toFile: folder + "/Badge.swift", atomically: true, encoding: .utf8)
        let fixed = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/greeter/card-badge.png")) == before)
    }

    /// The driver goes by modification times; an edit that keeps the file's time (`cp -p`,
    /// `tar`, a coarse file-system clock) is still compiled, because the cache also records
    /// each input's bytes (`objects/inputs.json`). A record that is not a map of digests
    /// costs a full compile, never a stale preview.
    @Test func anEditThatKeepsTheFileTimeIsStillDrawn() throws {
        let badge = Self.badge
        let (folder, env) = try badgePackage()
        let out = Proof.temporaryDirectory()
        let first = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/greeter/card-badge.png"))
        let cache = env["DESIGNPROOF_CACHE"]!
        let record = try #require(try FileManager.default.subpathsOfDirectory(atPath: cache).first { $0.hasSuffix("/objects/inputs.json") })
        let recorded = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: cache + "/" + record))) as? [String: String])
        #expect(recorded[folder + "/Badge.swift"]?.count == 32 && recorded[folder + "/Footer.swift"]?.count == 32)

        // To the nanosecond, as the driver compares (Foundation's dates round it).
        func modified(_ path: String) -> timespec {
            var st = stat()
            return stat(path, &st) == 0 ? st.st_mtim : timespec()
        }
        func rewriteKeepingTime(_ text: String) throws {
            let path = folder + "/Badge.swift", time = modified(path)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let times = [time, time]
            #expect(utimensat(AT_FDCWD, path, times, 0) == 0)
            #expect(modified(path).tv_sec == time.tv_sec && modified(path).tv_nsec == time.tv_nsec && time.tv_sec > 0)
        }
        try rewriteKeepingTime(badge.replacingOccurrences(of: "\"NEW\"", with: "\"NEWER, LONGER\""))
        let edited = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(edited.status == 0, "\(edited.stderr)")
        let after = try Data(contentsOf: URL(fileURLWithPath: out + "/greeter/card-badge.png"))
        #expect(after != before)
        let fresh = Proof.temporaryDirectory()
        let clean = try Proof.run(["previews", folder, "--appearance", "light", "--out", fresh],
                                  environment: ["DESIGNPROOF_CACHE": Proof.temporaryDirectory()], timeout: Proof.slowTimeout)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: fresh + "/greeter/card-badge.png")) == after)

        // A record that is not a map of digests: everything is compiled again, and right.
        try Data("[\"not\", 1]".utf8).write(to: URL(fileURLWithPath: cache + "/" + record))
        try rewriteKeepingTime(badge)
        let back = try Proof.run(["previews", folder, "--appearance", "light", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(back.status == 0, "\(back.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/greeter/card-badge.png")) == before)
    }

    @Test func aFileThatDoesNotCompileGetsTheCompilersFirstErrorAndNothingIsWritten() throws {
        let (folder, env) = try package(["Card.swift": Self.card, "Broken.swift": "import SwiftUI\n\nstruct Broken: View {\n    var body: some View { Missing() }\n}\n"])
        let out = Proof.temporaryDirectory() + "/previews"
        let r = try Proof.run(["previews", folder, "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 65)
        #expect(r.stderr.hasPrefix("proof: \(folder)/Broken.swift:4:27: error: cannot find 'Missing' in scope"), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("; nothing was written\n"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func badPathsAndFilesWithoutPreviewsAreOneLine() throws {
        let (folder, env) = try package(["Plain.swift": "import SwiftUI\n// #Preview { Text(\"not one\") }\nstruct Plain: View { var body: some View { Text(\"p\") } }\n"])
        let none = try Proof.run(["previews", folder, "--out", Proof.temporaryDirectory()], environment: env)
        #expect(none.status == 65)
        #expect(none.stderr == "proof: \(folder): no #Preview or PreviewProvider in 1 Swift file; add a #Preview { MyView() } to a view's file\n")
        let missing = try Proof.run(["previews", folder + "/nope", "--out", Proof.temporaryDirectory()], environment: env)
        #expect(missing.status == 74)
        #expect(missing.stderr == "proof: \(folder)/nope: no such file or folder; give the Swift files or the package folder whose previews to draw\n")
        let notSwift = try Proof.run(["previews", folder + "/../cache-notes.txt"], environment: env)
        #expect(notSwift.status == 64)
        let device = try Proof.run(["previews", folder, "--device", "iphone-7", "--out", Proof.temporaryDirectory()], environment: env)
        #expect(device.status == 64)
        #expect(device.stderr.hasPrefix("proof: unknown device \"iphone-7\""))
        let noPaths = try Proof.run(["previews", "--out", Proof.temporaryDirectory()], environment: env)
        #expect(noPaths.status == 64)
        #expect(noPaths.stderr == "proof: give the Swift files or the package folder whose previews to draw (see proof previews --help)\n")
    }

    @Test func aPreviewThatCrashesOrHangsStopsWithOneLine() throws {
        let (folder, env) = try package(["Crash.swift": """
            import SwiftUI
            struct Crash: View {
                var body: some View {
                    let list: [Int] = []
                    return Text("\\(list[1])")
                }
            }
            #Preview { Crash() }
            """])
        let out = Proof.temporaryDirectory() + "/out"
        let crash = try Proof.run(["previews", folder, "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(crash.status == 65)
        #expect(crash.stderr.hasSuffix("proof: a preview stopped the process (signal 4) while being drawn: run its view in a test to find the crash; nothing was written\n"), "\(crash.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out + "/greeter"))

        let (loop, loopEnv) = try package(["Loop.swift": """
            import SwiftUI
            struct Loop: View {
                var body: some View {
                    var n = 0
                    while n >= 0 { n = (n + 1) % 7 }
                    return Text("\\(n)")
                }
            }
            #Preview { Loop() }
            """])
        var env2 = loopEnv
        env2["DESIGNPROOF_PREVIEW_TIMEOUT"] = "3"
        let hang = try Proof.run(["previews", loop, "--out", Proof.temporaryDirectory()], environment: env2, timeout: Proof.slowTimeout)
        #expect(hang.status == 65)
        #expect(hang.stderr == "proof: drawing the previews took over 3 s (DESIGNPROOF_PREVIEW_TIMEOUT) and was stopped: a view's body may loop; nothing was written\n")
    }

    @Test func checkRunsOnThePreviewsAndRefusesOptionsForOtherApps() throws {
        let (folder, env) = try package(["Card.swift": Self.card])
        let r = try Proof.run(["check", "overlap", "dynamic-type", "--previews", folder, "--device", "iphone-se", "--json"], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let checks = try #require(json["checks"] as? [[String: Any]])
        #expect(checks.map { $0["name"] as? String } == ["overlap", "dynamic-type"])
        // Previews that do not animate pass the motion check: each recording ends on its still
        // and holds still under Reduce Motion; pacing has nothing to hold them to and is left out.
        let motion = try Proof.run(["check", "motion", "--previews", folder], environment: env, timeout: Proof.slowTimeout)
        #expect(motion.status == 0, "\(motion.stdout)\(motion.stderr)")
        #expect(motion.stdout == "PASS  motion — 2/2 reduced-motion variants still, with their fades timed; 4/4 animations end on their screen "
                + "(0 on none); no duplicate frame while moving in 0/0 animations; largest step between two frames 0.0 pt\n")
        let app = try Proof.run(["check", "--previews", folder, "--app", "airfit"], environment: env)
        #expect(app.status == 64)
        #expect(app.stderr == "proof: --previews checks your previews, one app of their own; leave out --app (see proof check --help)\n")
    }

    /// A team's option row whose radio circle is a fixed 22 pt fails dynamic-type at
    /// Accessibility XL (its words grow 40/17 ≈ 2.35 times); the same row with the circle
    /// under `@ScaledMetric` passes, and is not named.
    @Test func aMarkThatDoesNotGrowWithItsWordsIsADynamicTypeFailure() throws {
        let (folder, env) = try package(["Option.swift": """
            import SwiftUI

            struct Option: View {
                var title: String
                var size: CGFloat
                var body: some View {
                    Button {} label: {
                        HStack(spacing: 12) {
                            Circle().stroke(Color.black, lineWidth: 2).frame(width: size, height: size)
                            Text(title).font(.body)
                            Spacer()
                        }
                        .padding()
                    }
                }
            }

            struct ScaledOption: View {
                @ScaledMetric(relativeTo: .body) var size: CGFloat = 22
                var body: some View { Option(title: "Scaled", size: size) }
            }

            #Preview("Fixed") { Option(title: "Fixed", size: 22) }
            #Preview("Scaled") { ScaledOption() }
            """])
        let r = try Proof.run(["check", "dynamic-type", "--previews", folder, "--device", "iphone-16", "--json"], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let check = try #require((json["checks"] as? [[String: Any]])?.first)
        let failures = try #require(check["failures"] as? [[String: Any]])
        #expect(failures.count == 1, "\(failures)")
        let f = try #require(failures.first)
        let data = try #require(f["data"] as? [String: Any])
        #expect(data["kind"] as? String == "fixedMark" && data["control"] as? String == "Fixed")
        #expect(data["size"] as? Double == 22 && data["grownSize"] as? Double == 22 && data["contentSize"] as? String == "accessibilityExtraLarge")
        #expect((f["line"] as? String)?.contains("while its words grow 2.35×; scale it with its text") == true, "\(f)")
    }

    /// A team's terms page whose scroll view ends in a hard edge above its Accept button
    /// slices a line at every size but two; `--propose` proposes the fade that marks the
    /// fold (as tall as the tallest sliced line, 48.4 pt at AX XL), and the re-check with it
    /// drawn passes.
    @Test func aSlicedFoldGetsAFadeProposed() throws {
        let (folder, env) = try package(["Terms.swift": """
            import SwiftUI

            struct Terms: View {
                var body: some View {
                    VStack(spacing: 0) {
                        ScrollView {
                            VStack(alignment: .leading, spacing: 16) {
                                ForEach(0..<40) { i in
                                    Text("Clause \\(i + 1) of the terms you accept by signing up").font(.body)
                                }
                            }
                            .padding()
                        }
                        Button("Accept") {}
                            .frame(maxWidth: .infinity, minHeight: 56)
                            .background(Color.blue)
                            .foregroundStyle(.white)
                    }
                    .background(Color(red: 0.96, green: 0.94, blue: 0.90))
                }
            }

            #Preview("Terms") { Terms() }
            """])
        let out = Proof.temporaryDirectory() + "/out"
        let r = try Proof.run(["check", "fold", "--previews", folder, "--device", "iphone-16", "--propose", "--out", out, "--json"], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 1, "\(r.stderr)")
        let run = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let checks = try #require(run["checks"] as? [[String: Any]])
        #expect((checks.first?["failures"] as? [Any])?.count == 8)
        let proposals = try #require(run["proposals"] as? [[String: Any]])
        #expect(proposals.count == 1)
        let p = try #require(proposals.first)
        #expect(p["check"] as? String == "fold" && p["kind"] as? String == "element" && p["screen"] as? String == "greeter/terms")
        #expect(p["element"] as? String == "Preview/Terms/ScrollView" && p["from"] as? String == "the scroll view's edge" && p["to"] as? String == "foldFade(49)")
        #expect(p["failing"] as? Int == 8 && p["uses"] as? Int == 10 && p["worstAfter"] as? Double == 0)
        let recheck = try #require(run["proposalsRecheck"] as? [String: Any])
        #expect(recheck["passed"] as? Bool == true && recheck["failures"] as? Int == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/proposals.json"))
    }

    @Test func theGalleryShowsThePreviews() throws {
        let (folder, env) = try package(["Card.swift": Self.card])
        let out = Proof.temporaryDirectory() + "/gallery"
        let r = try Proof.run(["gallery", "--previews", folder, "--device", "iphone-16", "--content-size", "large", "--no-checks", "--out", out],
                              environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "/index.html"))
        // The data the page reads names each preview's screen.
        let data = try FileManager.default.subpathsOfDirectory(atPath: out).filter { $0.hasSuffix(".js") || $0.hasSuffix(".json") }
        let text = try data.map { try String(contentsOfFile: out + "/" + $0, encoding: .utf8) }.joined()
        #expect(text.contains("greeter/card-hello") && text.contains("greeter/card-line-17"))
        let mixed = try Proof.run(["gallery", "airfit", "--previews", folder, "--out", Proof.temporaryDirectory()], environment: env)
        #expect(mixed.status == 64)
        #expect(mixed.stderr == "proof: --previews shows your previews, one app of their own; leave out app names (see proof gallery --help)\n")
    }

    @Test func hostileFilesAndAnUnwritableCacheAreOneLineAndNeverHang() throws {
        let (folder, env) = try package(["Card.swift": Self.card])
        // A FIFO named like a Swift file is not read (nobody writes to it: reading would hang).
        let fifo = folder + "/Pipe.swift"
        #expect(mkfifo(fifo, 0o600) == 0)
        let named = try Proof.run(["previews", fifo, "--out", Proof.temporaryDirectory()], environment: env)
        #expect(named.status == 74)
        #expect(named.stderr == "proof: \(fifo): not a regular file; give Swift source files\n")
        // Walking the folder skips it, and the card's previews are drawn.
        let walked = try Proof.run(["previews", folder, "--appearance", "dark", "--out", Proof.temporaryDirectory()], environment: env, timeout: Proof.slowTimeout)
        #expect(walked.status == 0, "\(walked.stderr)")
        // A file over 4 MiB is refused before it is read whole.
        let huge = folder + "/Huge.swift"
        try Data(repeating: UInt8(ascii: " "), count: (4 << 20) + 1).write(to: URL(fileURLWithPath: huge))
        let big = try Proof.run(["previews", huge, "--out", Proof.temporaryDirectory()], environment: env)
        #expect(big.status == 65)
        #expect(big.stderr == "proof: \(huge): 4194305 bytes is over the 4 MiB a Swift source file may have here\n")
        try FileManager.default.removeItem(atPath: huge)
        // A cache that cannot be made is named, with what to do.
        let blocker = Proof.temporaryDirectory() + "/file"
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        let cache = try Proof.run(["previews", folder + "/Card.swift", "--out", Proof.temporaryDirectory()], environment: ["DESIGNPROOF_CACHE": blocker])
        #expect(cache.status == 74)
        #expect(cache.stderr.hasPrefix("proof: \(blocker): cannot make the previews' build folder: "))
        #expect(cache.stderr.hasSuffix("; set DESIGNPROOF_CACHE to a folder proof may write\n"))
    }

    /// A 2 × 2 PNG of one colour, for an image set.
    private static func png(_ rgba: [UInt8]) throws -> Data {
        try PNGFile.encodeRGBA(Array([[UInt8]](repeating: rgba, count: 4).joined()), width: 2, height: 2)
    }

    @Test func assetCataloguesBesideTheSourcesAreDrawnWithXcodesGeneratedSymbols() throws {
        // `Image(.logo)`, `Color.brand` and `.foregroundStyle(.brand)` compile only through the
        // symbols proof generates from the catalogue, as Xcode does; `Color("Brand")` by name.
        let (folder, env) = try package(["Badge.swift": """
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(.logo)
                            .resizable()
                            .frame(width: 40, height: 40)
                        Rectangle().fill(Color.brand).frame(width: 40, height: 40)
                        Rectangle().fill(Color("Brand")).frame(width: 40, height: 40)
                        Text("Hi").foregroundStyle(.brand)
                        Color(.brand).frame(width: 40, height: 4)
                    }
                }
            }

            #Preview { Badge() }
            """])
        let sets = folder + "/Assets.xcassets"
        try FileManager.default.createDirectory(atPath: sets + "/Logo.imageset", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: sets + "/Brand.colorset", withIntermediateDirectories: true)
        try Self.png([0, 0, 255, 255]).write(to: URL(fileURLWithPath: sets + "/Logo.imageset/logo.png"))
        try #"{"images":[{"filename":"logo.png","idiom":"universal","scale":"1x"}]}"#.write(toFile: sets + "/Logo.imageset/Contents.json", atomically: true, encoding: .utf8)
        try """
            {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0x00","green":"0x80","blue":"0x00"}},"idiom":"universal"},
              {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","red":"0xFF","green":"0x80","blue":"0x00"}},"idiom":"universal"}]}
            """.write(toFile: sets + "/Brand.colorset/Contents.json", atomically: true, encoding: .utf8)
        let out = Proof.temporaryDirectory()
        let r = try Proof.run(["previews", folder, "--scale", "1", "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 0, "\(r.stderr)")
        // The stack is 40 wide and 120 + the text's height, centred: its column's middle is x = 196.
        func pixel(_ png: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] { let i = (y * png.width + x) * 4; return Array(png.pixels[i..<i + 4]) }
        let json = try String(contentsOfFile: out + "/greeter/badge.json", encoding: .utf8)
        #expect(json.contains("Assets.xcassets/Logo.imageset/logo.png"))
        let light = try PNGFile.read(out + "/greeter/badge.png")
        let dark = try PNGFile.read(out + "/greeter/badge-dark.png")
        let column = (0..<light.height).map { pixel(light, 196, $0) }
        // The logo's blue, then two squares of the light green, 40 rows each.
        let blue = column.firstIndex(of: [0, 0, 255, 255])
        let top = try #require(blue)
        #expect(column[top + 20] == [0, 0, 255, 255])
        #expect(column[top + 60] == [0, 0x80, 0, 255] && column[top + 100] == [0, 0x80, 0, 255])
        #expect(pixel(dark, 196, top + 60) == [0xFF, 0x80, 0, 255] && pixel(dark, 196, top + 100) == [0xFF, 0x80, 0, 255])
    }

    @Test func aMissingAssetIsOneLineNamingItAndTheCatalogueAndNothingIsWritten() throws {
        let (folder, env) = try package(["Badge.swift": """
            import SwiftUI

            struct Badge: View {
                var body: some View { Image("Logoo") }
            }

            #Preview { Badge() }
            """])
        try FileManager.default.createDirectory(atPath: folder + "/Assets.xcassets", withIntermediateDirectories: true)
        let out = Proof.temporaryDirectory() + "/out"
        let r = try Proof.run(["previews", folder, "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: greeter/badge: image \"Logoo\" is in no asset catalogue (searched \(folder)/Assets.xcassets): add Logoo.imageset or correct the name\n")
        #expect(!FileManager.default.fileExists(atPath: out))
        // A catalogue that is not JSON is refused before anything is compiled.
        try FileManager.default.createDirectory(atPath: folder + "/Assets.xcassets/Logo.imageset", withIntermediateDirectories: true)
        try "{".write(toFile: folder + "/Assets.xcassets/Logo.imageset/Contents.json", atomically: true, encoding: .utf8)
        let broken = try Proof.run(["previews", folder, "--out", out], environment: env, timeout: Proof.slowTimeout)
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("proof: \(folder)/Assets.xcassets/Logo.imageset/Contents.json: line 1, column "))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
