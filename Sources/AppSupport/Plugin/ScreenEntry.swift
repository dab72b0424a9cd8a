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
    let make: @MainActor (ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList

    /// An entry of these values; `make` lays the screen out for a request, measuring text
    /// with its second argument. It is main-actor code, as a SwiftUI view's is (so it can
    /// make a team's views and models), run on the thread that asks for the screen: see
    /// Layout's `bodyOf`.
    public init(id: String, appearances: [Appearance], states: [String], gradients: [String], defaultGradient: String? = nil,
                make: @escaping @MainActor (ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList) {
        self.id = id; self.appearances = appearances; self.states = states; self.gradients = gradients
        self.defaultGradient = defaultGradient; self.make = make
    }

    /// The screen laid out for `request`; a state the screen does not have is refused.
    public func render(_ request: ScreenRequest, measurer: any TextMeasuring) throws(ScreenRequestError) -> DisplayList {
        if let state = request.state, !states.contains(state) {
            throw .unknownState(screen: id, state: state, known: states)
        }
        // Main-actor code called on this layout thread, as bodies are (Layout's `bodyOf`).
        let here = unsafeBitCast(make, to: ((ScreenRequest, any TextMeasuring) throws(ScreenRequestError) -> DisplayList).self)
        return try here(request, measurer)
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

/// A value carried into a screen's main-actor closure, which runs on the layout thread that
/// made it (`ScreenEntry.render`): never on two threads at once.
struct LayoutThreadValue<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
