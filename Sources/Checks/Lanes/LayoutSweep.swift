
import DisplayList
import Inspect
import Layout

/// One layout of every screen in every state, at every content size, on each device —
/// what the checks whose work is `.sweep` (Dynamic Type, overlap) all read, made once for
/// all of them.
/// Light only: appearance changes colours, not frames.
package struct LayoutSweep {
    /// Where a layout was made.
    package struct Place {
        package let screen: CheckContext.Screen
        package let device: Device
        package let size: ContentSizeCategory
        /// "calai/home · iphone-se · accessibilityLarge"
        package var label: String { "\(screen.label) · \(device.id) · \(size.cliName)" }
        package var data: [String: CheckValue] { ["device": .text(device.id), "contentSize": .text(size.cliName), "state": .text(screen.state ?? "")] }

        package init(screen: CheckContext.Screen, device: Device, size: ContentSizeCategory) {
            self.screen = screen; self.device = device; self.size = size
        }
    }

    /// How many layouts a sweep of `context` makes: every screen and state at every
    /// content size on each device, counted from the catalogue.
    package static func expected(_ context: CheckContext) -> Int {
        context.devices.count * context.screens.count * ContentSizeCategory.allCases.count
    }

    /// Every layout of screen `id` (each state, on each device of `context`, at each size up
    /// to the seeds' bound) that a proposal must hold on, `first` (the failing ones) leading.
    package static func places(of id: String, in context: CheckContext, first: [Place]) -> [Place] {
        var places: [Place] = [], seen = Set<String>()
        for place in first where seen.insert(place.label).inserted { places.append(place) }
        for screen in context.screens where screen.id == id {
            for device in context.devices {
                for size in ContentSizeCategory.allCases where size <= DynamicTypeRun.bound {
                    let place = Place(screen: screen, device: device, size: size)
                    if seen.insert(place.label).inserted { places.append(place) }
                }
            }
        }
        return places
    }

    /// Lays every place out on both lanes, where `examine` makes what each reader needs of
    /// it (with the lane's probes), then hands each place, its layout and those results to
    /// `visit` in a fixed order (device, then screen and state, then size), on this thread.
    package static func run(_ context: CheckContext, lanes: CheckLanes? = nil,
                            examine: @escaping @Sendable (DisplayList, CheckProbes) -> [any Sendable],
                            visit: (Place, DisplayList, [any Sendable]) -> Void) throws {
        let screens = context.screens
        var places: [Place] = []
        for device in context.devices {
            for screen in screens {
                for size in ContentSizeCategory.allCases { places.append(Place(screen: screen, device: device, size: size)) }
            }
        }
        let lanes = try lanes ?? CheckLanes(context)
        // Fixed lanes: the places cycle through the content sizes, so each size stays on one
        // lane's text engine (`LaneAssignment.fixed`).
        try lanes.run(count: places.count, assignment: .fixed) { lane, k in
            let list = try lane.list(places[k].screen, appearance: .light, contentSize: places[k].size, device: places[k].device)
            return Examined(list: list, results: examine(list, lane.probes))
        } consume: { k, examined in
            visit(places[k], examined.list, examined.results)
        }
    }

    /// One place as a lane leaves it: the layout and what each reader made of it.
    private struct Examined: @unchecked Sendable {
        // @unchecked: the results are `examine`'s, each `Sendable`; an array of
        // existentials is not seen as such.
        let list: DisplayList
        let results: [any Sendable]
    }

    /// Runs the sweep for `readers` alone and returns them, each having visited every place.
    package static func read(_ context: CheckContext, lanes: CheckLanes? = nil, _ readers: [any LayoutSweepReader]) throws -> [any LayoutSweepReader] {
        var readers = readers
        let types = readers.map { type(of: $0) }
        try run(context, lanes: lanes, examine: { list, probes in types.map { $0.examineAny(list, probes: probes) } }) { place, list, examined in
            for k in readers.indices { readers[k].visitAny(place, list, examined: examined[k]) }
        }
        return readers
    }
}
