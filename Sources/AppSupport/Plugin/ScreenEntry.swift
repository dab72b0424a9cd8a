public import DisplayList
public import Layout

/// One screen an app offers the catalogue (`ScreenCatalog.Entry`): its `APP/SCREEN` id,
/// what it can be drawn in, and how to lay it out for a request.
public struct ScreenEntry {
    /// The screen's `APP/SCREEN` id.
    public let id: String
    /// The appearances it is drawn in.
    public let appearances: [Appearance]
    /// The states it defines besides its default (`--state`).
    public let states: [String]
    /// Background gradients the screen can be drawn on (`--gradient`); empty when none.
    public let gradients: [String]
    /// The gradient drawn when a request names none (AirFit: the screen's QA row).
    public let defaultGradient: String?
    let make: Maker

    /// How a screen is laid out: on any thread (DesignProof's own apps, whose views are
    /// `nonisolated`, laid out in parallel) or on the main actor (a team's SwiftUI views,
    /// `@MainActor` as Apple's are).
    enum Maker {
        case anyThread((ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList)
        case mainActor(@MainActor (ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList)
    }

    /// An entry of these values; `make` lays the screen out for a request, measuring text
    /// with its second argument, on whichever thread asks (its views must be `nonisolated`,
    /// as DesignProof's own apps' are). A team whose views are `@MainActor`, as SwiftUI
    /// views are by default, uses `mainActor(id:…)`.
    public init(id: String, appearances: [Appearance], states: [String], gradients: [String], defaultGradient: String? = nil,
                make: @escaping (ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList) {
        self.init(id: id, appearances: appearances, states: states, gradients: gradients, defaultGradient: defaultGradient, maker: .anyThread(make))
    }

    /// An entry whose `make` is main-actor code, as a SwiftUI view's is (so it can make a
    /// team's views and read their models): a request from another thread waits while the
    /// main thread lays the screen out (`ProofCommandLine.main()` keeps the main thread free
    /// for it); drawing it stays on the asking thread.
    public static func mainActor(id: String, appearances: [Appearance], states: [String], gradients: [String], defaultGradient: String? = nil,
                                 make: @escaping @MainActor (ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList) -> ScreenEntry {
        ScreenEntry(id: id, appearances: appearances, states: states, gradients: gradients, defaultGradient: defaultGradient, maker: .mainActor(make))
    }

    init(id: String, appearances: [Appearance], states: [String], gradients: [String], defaultGradient: String?, maker: Maker) {
        self.id = id; self.appearances = appearances; self.states = states; self.gradients = gradients
        self.defaultGradient = defaultGradient; self.make = maker
    }

    /// The screen laid out for `request`; a state the screen does not have is refused.
    public func render(_ request: ScreenRequest, measurer: any TextMeasuring) throws(ScreenRequestError) -> DisplayList {
        if let state = request.state, !states.contains(state) {
            throw .unknownState(screen: id, state: state, known: states)
        }
        // A fresh record of the assets this layout asks for and cannot draw (an
        // `Image("name")` no catalogue has): the screen is refused with the first, not drawn
        // with a hole.
        var request = request
        let lookups = AssetLookups()
        request.environment.assetLookups = lookups
        let list: DisplayList
        switch make {
        case .anyThread(let make):
            list = try make(request, measurer)
        case .mainActor(let make):
            let measurer = Handed(measurer)
            let handed = request
            list = try OnMainActor.run { () throws(ScreenRequestError) in try make(handed, measurer.value) }
        }
        if let missing = lookups.problems.first { throw .badData("\(id): " + missing) }
        return list
    }
}

extension ScreenEntry {
    /// The apps that have screens among `entries` (`airfit`, `calai`), in their order.
    public static func apps(of entries: [ScreenEntry]) -> [String] {
        var seen: [String] = []
        for e in entries { if let app = e.id.split(separator: "/").first.map(String.init), !seen.contains(app) { seen.append(app) } }
        return seen
    }
}
