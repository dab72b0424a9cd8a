
import DisplayList
import Inspect
import Layout

/// One layout of every screen in every state, at every content size, on each device —
/// what the Dynamic Type and overlap checks both read, made once for the two of them.
/// Light only: appearance changes colours, not frames.
struct LayoutSweep {
    /// Where a layout was made.
    struct Place {
        let screen: CheckContext.Screen
        let device: Device
        let size: ContentSizeCategory
        /// "calai/home · iphone-se · accessibilityLarge"
        var label: String { "\(screen.label) · \(device.id) · \(size.cliName)" }
        var data: [String: CheckValue] { ["device": .text(device.id), "contentSize": .text(size.cliName), "state": .text(screen.state ?? "")] }
    }

    /// How many layouts a sweep of `context` makes: every screen and state at every
    /// content size on each device, counted from the catalogue.
    static func expected(_ context: CheckContext) -> Int {
        context.devices.count * context.screens.count * ContentSizeCategory.allCases.count
    }

    /// One place as a lane leaves it: the layout, examined by each check that asked for it
    /// (the examinations run on the lanes too; only the adding up is left for the caller).
    struct Examined: Sendable {
        let list: DisplayList
        let dynamicType: DynamicTypeCheck.Examination?
        let overlap: OverlapCheck.Examination?
    }

    /// Lays every place out and examines it on both lanes, then hands each to `visit` in a
    /// fixed order (device, then screen and state, then size), on this thread.
    static func run(_ context: CheckContext, lanes: CheckLanes? = nil, dynamicType: Bool, overlap: Bool,
                    visit: (Place, Examined) -> Void) throws {
        guard dynamicType || overlap else { return }
        let screens = context.screens
        var places: [Place] = []
        for device in context.devices {
            for screen in screens {
                for size in ContentSizeCategory.allCases { places.append(Place(screen: screen, device: device, size: size)) }
            }
        }
        let lanes = try lanes ?? CheckLanes(context)
        try lanes.run(count: places.count) { lane, k in
            let list = try lane.list(places[k].screen, appearance: .light, contentSize: places[k].size, device: places[k].device)
            return Examined(list: list, dynamicType: dynamicType ? lane.probes.dynamicType(list) : nil,
                            overlap: overlap ? lane.probes.overlap(list) : nil)
        } consume: { k, examined in
            visit(places[k], examined)
        }
    }
}
