import AppSupport
import Dispatch
import DisplayList
import Foundation
import Layout
import Render
import Testing

/// A team's screen whose views are `@MainActor`, as SwiftUI's are by default: it reads a
/// main-actor model in its body, which Swift checks at run time.
@MainActor private final class GreetingModel {
    var name = "Ada"
}

private struct Greeting: View {
    let model: GreetingModel
    var body: some View { Text("Hello, " + model.name) }
}

/// `ScreenEntry.mainActor` lays a screen out on the main thread whichever thread asks, so a
/// team's `@MainActor` views and models never run elsewhere (Swift would stop the process),
/// while `proof` keeps drawing on its workers.
@Suite struct MainActorScreenEntryTests {
    private static func entry() -> ScreenEntry {
        .mainActor(id: "team/greeting", appearances: [.light], states: ["error"], gradients: []) { request, measurer in
            MainActor.preconditionIsolated("a main-actor entry laid out off the main actor")
            return ScreenLayout.layout(Greeting(model: GreetingModel()), environment: request.environment, measurer: measurer)
        }
    }

    private static func texts(_ list: DisplayList) -> [String] { list.elements.compactMap { $0.text?.string } }

    @Test @MainActor func onTheMainThreadItLaysOutAtOnce() throws {
        let list = try Self.entry().render(ScreenRequest(environment: EnvironmentValues()), measurer: PangoText())
        #expect(Self.texts(list) == ["Hello, Ada", "9:41"])  // the status bar's clock
    }

    @Test func fromWorkerThreadsItIsHandedToTheMainThread() async throws {
        // Four requests from dispatch's workers at once: each waits for the main thread.
        let lists: [[String]] = await withCheckedContinuation { done in
            DispatchQueue.global().async {
                let results = Results()
                DispatchQueue.concurrentPerform(iterations: 4) { i in
                    #expect(!Thread.isMainThread)
                    let list = try? Self.entry().render(ScreenRequest(environment: EnvironmentValues()), measurer: PangoText())
                    results.set(i, list.map(Self.texts) ?? [])
                }
                done.resume(returning: results.all)
            }
        }
        #expect(lists == Array(repeating: ["Hello, Ada", "9:41"], count: 4))
    }

    @Test func anUnknownStateIsRefusedBeforeTheMainThreadIsAsked() {
        #expect(throws: ScreenRequestError.self) {
            try Self.entry().render(ScreenRequest(environment: EnvironmentValues(), state: "nope"), measurer: PangoText())
        }
    }
}

/// Results written by concurrent workers, each to its own slot.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var slots = Array(repeating: [String](), count: 4)
    func set(_ i: Int, _ value: [String]) { lock.lock(); slots[i] = value; lock.unlock() }
    var all: [[String]] { lock.lock(); defer { lock.unlock() }; return slots }
}
