public import DisplayList
public import Tokens

/// Lays a screen out on a device: the view tree is built with the environment, offered
/// the safe area, placed, and flattened into a `DisplayList` with its overflow records.
public enum ScreenLayout {
    /// Lays `view` out in `frame` (no device, no safe area): for components and tests.
    public static func layout<V: View>(_ view: V, in frame: Rect, environment: EnvironmentValues = EnvironmentValues(),
                                       measurer: any TextMeasuring, rootName: String? = nil) -> DisplayList {
        atRest { layoutOnce(view, in: frame, environment: environment, measurer: measurer, rootName: rootName) }
    }

    /// A still of a view that changes as it appears (`onAppear { withAnimation { … } }`) is
    /// drawn at rest: after its appear actions ran, every change at its end — what a
    /// snapshot of a hosted SwiftUI view shows (its layers' model values). Any other view is
    /// built once. Inside a recording the recording decides.
    private static func atRest(_ once: @escaping () -> (list: DisplayList, changesOnAppear: Bool)) -> DisplayList {
        let first = once()
        guard first.changesOnAppear, ViewGraph.building == nil else { return first.list }
        return ViewGraph.atRest { once().list }
    }

    private static func layoutOnce<V: View>(_ view: V, in frame: Rect, environment: EnvironmentValues,
                                            measurer: any TextMeasuring, rootName: String?) -> (list: DisplayList, changesOnAppear: Bool) {
        let context = BuildContext(environment: environment, path: rootName ?? BuildContext.baseTypeName(of: view))
        let root = context.buildContent(view)
        let layoutContext = LayoutContext(measurer: measurer)
        layoutContext.containerSize = frame.size
        var placement = PlacementContext(layoutContext: layoutContext)
        placement.screen = frame
        placement.safeArea = frame
        placement.parentFrames = [frame]
        let size = root.sizeThatFits(ProposedSize(width: frame.width, height: frame.height), layoutContext)
        placeWithPresentations(root, in: Alignment.center.place(size, in: frame), background: .white, environment: environment, &placement)
        return (DisplayList(size: frame.size, scale: 1, background: .white, elements: uniqued(placement.elements), groups: placement.groups,
                            overflows: placement.overflows, accessibility: placement.accessibility), context.types.changesOnAppear)
    }

    /// Lays `view` out full screen on `environment.device`: offered the safe area, centred in it,
    /// with the status bar and home indicator drawn over it, on `background` (nil: white in light
    /// appearance, black in dark); ids start at `rootName` (default: the view's type name).
    public static func layout<V: View>(_ view: V, environment: EnvironmentValues, measurer: any TextMeasuring,
                                       background: RGBA? = nil, rootName: String? = nil) -> DisplayList {
        atRest { layoutOnce(view, environment: environment, measurer: measurer, background: background, rootName: rootName) }
    }

    private static func layoutOnce<V: View>(_ view: V, environment: EnvironmentValues, measurer: any TextMeasuring,
                                            background: RGBA?, rootName: String?) -> (list: DisplayList, changesOnAppear: Bool) {
        var env = environment
        let device = env.device
        env.safeAreaInsets = device.safeAreaInsets
        let name = rootName ?? BuildContext.baseTypeName(of: view)
        let context = BuildContext(environment: env, path: name)
        let root = context.buildContent(view)
        let layoutContext = LayoutContext(measurer: measurer)
        let insets = device.safeAreaInsets
        var screen = Rect(x: 0, y: 0, width: device.size.width, height: device.size.height)
        var safe = Rect(x: insets.leading, y: insets.top, width: screen.width - insets.horizontal, height: screen.height - insets.vertical)
        layoutContext.containerSize = safe.size
        let size = root.sizeThatFits(ProposedSize(width: safe.width, height: safe.height), layoutContext)
        // A full-length screen grows the canvas to its content.
        if env.scrollFullLength, size.height > safe.height {
            safe.height = size.height
            screen.height = size.height + insets.vertical
        }
        var placement = PlacementContext(layoutContext: layoutContext)
        placement.screen = screen
        placement.safeArea = safe
        // The root view is centred in the safe area, as SwiftUI's hosting view does — also
        // when it is larger, so it overflows at both ends (what Dynamic Type checks look for).
        let frame = Alignment.center.place(Size(width: size.width, height: env.scrollFullLength ? safe.height : size.height), in: safe)
        placement.parentFrames = [screen]
        let bg = background ?? (env.appearance == .light ? RGBA.white : RGBA.black)
        let sheetShown = placeWithPresentations(root, in: frame, background: bg, environment: env, &placement)
        var elements = uniqued(placement.elements)
        // A full-length screenshot is a document, not a phone screen: no system chrome.
        if !env.scrollFullLength { elements += SystemChrome.elements(device: device, appearance: env.appearance, statusBarOnDark: sheetShown) }
        return (DisplayList(size: screen.size, scale: device.scale, background: bg, elements: elements, groups: placement.groups,
                            overflows: placement.overflows, accessibility: placement.accessibility), context.types.changesOnAppear)
    }
}

/// Element ids must be unique (checks and diffs refer to them): a repeated id — two views
/// at the same place in the tree, which ForEach without distinct ids can produce — gets
/// `#2`, `#3` … in painting order.
func uniqued(_ elements: [Element]) -> [Element] {
    var seen: [String: Int] = [:]
    return elements.map { e in
        var e = e
        let n = (seen[e.id] ?? 0) + 1
        seen[e.id] = n
        if n > 1 { e.id += "#\(n)" }
        return e
    }
}
