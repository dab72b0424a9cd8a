public import DisplayList
public import Layout
import Tokens

/// A designer's contact sheet of one app: every screen (and, on request, every state) as
/// a phone-sized thumbnail in a grid, each labelled below with its id, under a title line.
///
/// The sheet is data: `screens` are the laid-out display lists of its thumbnails (at the
/// sheet's scale, in catalogue order), `grid` says where each goes in pixels, and `page` is
/// the display list of everything else (background, title, frames, labels). The command
/// draws the screens and the page and has Render place the screens 1:1 into their holes
/// (`Raster.compositing`), clipped to the device's rounded display corners.
public struct ContactSheet {
    /// One thumbnail: a screen in one of its states (nil: the default).
    public struct Item: Hashable, Sendable {
        /// The screen's `APP/SCREEN` id.
        public let id: String
        /// The state drawn; nil for the default.
        public let state: String?
        /// The thumbnail of `id` in `state`.
        public init(id: String, state: String?) { self.id = id; self.state = state }
        /// `APP/SCREEN[@state]`, as `proof render` names its files.
        public var label: String { id + (state.map { "@" + $0 } ?? "") }
    }

    /// Which states each screen shows with.
    public enum States: String, CaseIterable, Sendable {
        /// Each screen once, in its default state.
        case `default`
        /// Each screen in its default state, then in each state it defines.
        case all
    }

    /// The app's catalogue prefix (`calai`) and its display name (`Cal AI`).
    public let app: String
    /// The app's display name (`Cal AI`).
    public let appName: String
    /// The device every thumbnail is laid out on.
    public let device: Device
    /// Light or dark, for every thumbnail.
    public let appearance: Appearance
    /// True when the app is drawn in this appearance only (NutriSync: dark), so the file
    /// name needs no `-dark`.
    public let onlyAppearance: Bool
    /// Increase Contrast off (`.standard`) or on, as every thumbnail is drawn.
    public let contrast: ColorSchemeContrast
    /// Which states each screen shows with.
    public let states: States
    /// The thumbnails, in catalogue order.
    public let items: [Item]
    /// The thumbnails' display lists, `items` laid out at the sheet's scale.
    public let screens: [DisplayList]
    /// How many distinct screens `items` shows.
    public let screenCount: Int
    /// Where everything goes, in pixels.
    public let grid: ContactSheetGrid

    /// The sheet of `app`'s screens that are drawn in `appearance`, laid out as `proof
    /// render` lays them out (content size large, t = 10 s: animations have settled, the
    /// default gradient). `columns` nil: a grid about as wide as tall.
    public init(screens catalogue: [ScreenEntry], app: String, device: Device, appearance: Appearance, contrast: ColorSchemeContrast = .standard, states: States,
                columns: Int? = nil, scale: Double, measurer: any TextMeasuring) throws(ContactSheetError) {
        self.items = try Self.items(screens: catalogue, app: app, appearance: appearance, states: states)
        var environment = EnvironmentValues()
        environment.appearance = appearance
        environment.colorSchemeContrast = contrast
        environment.device = device
        environment.time = 10
        var screens: [DisplayList] = []
        for item in items {
            do throws(ScreenRequestError) {
                // `items` come from `catalogue`, so this finds each one.
                guard let entry = catalogue.first(where: { $0.id == item.id }) else { throw ScreenRequestError.unknownScreen(item.id, suggestion: nil) }
                var list = try entry.render(ScreenRequest(environment: environment, state: item.state), measurer: measurer)
                list.scale = scale
                screens.append(list)
            } catch {
                throw .screen(error)
            }
        }
        self.screens = screens
        self.app = app
        self.appName = TokenSheet.displayNames[app] ?? app
        self.device = device
        self.appearance = appearance
        self.onlyAppearance = Set(catalogue.filter { $0.id.hasPrefix(app + "/") }.flatMap(\.appearances)) == [appearance]
        self.contrast = contrast
        self.states = states
        self.screenCount = Set(items.map(\.id)).count
        func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
        let lines = states == .all ? 2 : 1
        grid = ContactSheetGrid(columns: columns ?? ContactSheetGrid.balancedColumns(count: items.count, thumbnailWidth: device.size.width,
                                                                                     thumbnailHeight: device.size.height, labelLines: lines),
                                thumbnailWidth: px(device.size.width), thumbnailHeights: screens.map { px($0.size.height) },
                                scale: scale, labelLines: lines)
        if let wide = screens.firstIndex(where: { px($0.size.width) != grid.thumbnailWidth }) {
            throw .screenWidth(items[wide].label, width: screens[wide].size.width, device: device.size.width)
        }
    }

    /// What the sheet of `app` shows in `appearance`, in catalogue order.
    public static func items(screens catalogue: [ScreenEntry], app: String, appearance: Appearance, states: States) throws(ContactSheetError) -> [Item] {
        let apps = ScreenEntry.apps(of: catalogue)
        guard apps.contains(app) else {
            let near = apps.min { editDistance($0, app) < editDistance($1, app) }
            throw .unknownApp(app, suggestion: near.flatMap { editDistance($0, app) <= max(2, app.count / 2) ? $0 : nil }, known: apps)
        }
        var items: [Item] = []
        for e in catalogue where e.id.hasPrefix(app + "/") && e.appearances.contains(appearance) {
            items.append(Item(id: e.id, state: nil))
            if states == .all { items += e.states.map { Item(id: e.id, state: $0) } }
        }
        guard !items.isEmpty else { throw .noScreens(app: app, appearance: appearance) }
        return items
    }

    /// The file name: `APP-sheet[-states][-dark][-high-contrast].png`, without `-dark` for an app
    /// drawn only in dark.
    public var fileName: String {
        app + "-sheet" + (states == .all ? "-states" : "") + (appearance == .dark && !onlyAppearance ? "-dark" : "")
            + (contrast == .increased ? "-high-contrast" : "") + ".png"
    }

    /// The radius, in pixels, thumbnails are clipped to: the device's display corners.
    public var thumbnailCornerRadius: Double { device.cornerRadius * grid.scale }

    /// The title's second line: what is on the sheet and how it was drawn.
    public var summary: String {
        let screens = "\(screenCount) screen" + (screenCount == 1 ? "" : "s")
        let count = states == .all ? screens + ", \(items.count) with their states" : screens
        return [count, "\(device.name) · \(number(device.size.width)) × \(number(device.size.height)) pt",
                appearance.rawValue + (contrast == .increased ? ", Increase Contrast" : ""), "drawn at \(number(grid.scale))×"].joined(separator: " · ")
    }

    /// Everything but the thumbnails, in points at the grid's scale: the page, the title,
    /// a thin frame with a soft shadow around each thumbnail's hole, and the labels.
    public func page(measuringWith measurer: any TextMeasuring) -> DisplayList {
        let s = grid.scale
        let style = Style(appearance)
        func pt(_ px: Int) -> Double { Double(px) / s }
        var elements: [Element] = []
        var counter = 0
        func id(_ prefix: String) -> String { counter += 1; return "\(prefix).\(counter)" }
        func text(_ string: String, _ font: FontSpec, _ color: RGBA, x: Double, y: Double, width: Double, alignment: TextAlignment = .leading) {
            let run = TextRun(string, font: font, paint: .solid(color), alignment: alignment, lineLimit: 1)
            let m = measurer.measure(run, width: width)
            elements.append(.text(id("text"), Rect(x: x, y: y, width: width, height: m.size.height), run))
        }

        let left = pt(grid.margin), contentWidth = pt(grid.width - 2 * grid.margin)
        text(appName, SheetStyle.font(52, 700, tracking: -0.5), style.ink, x: left, y: pt(grid.margin), width: contentWidth)
        text(summary, SheetStyle.font(24, 400, tabular: true), style.secondaryInk, x: left, y: pt(grid.margin) + 76, width: contentWidth)

        // Labels share one size, shrunk only if the longest would not fit its band.
        var idFont = SheetStyle.font(24, 600), stateFont = SheetStyle.font(22, 400)
        let band = pt(grid.label(0).width)
        func width(_ string: String, _ font: FontSpec) -> Double { measurer.measure(TextRun(string, font: font, paint: .solid(style.ink)), width: nil).size.width }
        let fit = items.map { min(band / width($0.id, idFont), $0.state.map { band / width($0, stateFont) } ?? 1) }.min() ?? 1
        if fit < 1 {
            idFont.size = (idFont.size * fit * 10).rounded(.down) / 10
            stateFont.size = (stateFont.size * fit * 10).rounded(.down) / 10
        }

        let frame = pt(grid.frame), radius = device.cornerRadius
        for (i, item) in items.enumerated() {
            let t = grid.thumbnail(i)
            let hole = Rect(x: pt(t.x), y: pt(t.y), width: pt(t.width), height: pt(t.height))
            var ring = Element.shape(id("frame"), hole.insetBy(dx: -frame, dy: -frame),
                                     .roundedRectangle(cornerRadius: radius > 0 ? radius + frame : 0, style: .continuous), fill: .solid(style.frame))
            ring.shadow = ShadowStyle(color: style.shadow, radius: 14, y: 6)
            elements.append(ring)
            let l = grid.label(i)
            text(item.id, idFont, style.ink, x: pt(l.x), y: pt(l.y), width: pt(l.width), alignment: .center)
            if grid.labelLines > 1 {
                text(item.state ?? "default", stateFont, item.state == nil ? style.tertiaryInk : style.secondaryInk,
                     x: pt(l.x), y: pt(l.y) + ContactSheetGrid.Points.labelLine, width: pt(l.width), alignment: .center)
            }
        }
        return DisplayList(size: Size(width: pt(grid.width), height: pt(grid.height)), scale: s, background: style.page, elements: elements)
    }

    private func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// A light page for light screens, a dark one for dark screens, so that the screens'
    /// own backgrounds stand apart from it; neutral either way.
    private struct Style {
        let page, frame, shadow, ink, secondaryInk, tertiaryInk: RGBA
        init(_ appearance: Appearance) {
            switch appearance {
            case .light:
                page = RGBA(hex: "#E3E3E8")!; frame = RGBA(hex: "#C2C2C8")!; shadow = RGBA(r: 0, g: 0, b: 0, a: 0.12)
                ink = SheetStyle.ink; secondaryInk = SheetStyle.secondaryInk; tertiaryInk = RGBA(hex: "#7A7A80")!
            case .dark:
                page = RGBA(hex: "#232326")!; frame = RGBA(hex: "#4A4A4F")!; shadow = RGBA(r: 0, g: 0, b: 0, a: 0.45)
                ink = RGBA(hex: "#F5F5F7")!; secondaryInk = RGBA(hex: "#AEAEB2")!; tertiaryInk = RGBA(hex: "#8E8E93")!
            }
        }
    }
}

/// Why a contact sheet cannot be made; one line each.
public enum ContactSheetError: Error, Equatable, CustomStringConvertible {
    /// No app has this id; `suggestion` is the nearest, `known` lists the apps with screens.
    case unknownApp(String, suggestion: String?, known: [String])
    /// The app draws no screen in this appearance.
    case noScreens(app: String, appearance: Appearance)
    /// A screen could not be laid out.
    case screen(ScreenRequestError)
    /// A screen is not as wide as the device (a sheet's columns are one screen wide).
    case screenWidth(String, width: Double, device: Double)

    public var description: String {
        switch self {
        case let .unknownApp(app, suggestion, known):
            "unknown app \"\(app)\"" + (suggestion.map { " (did you mean \($0)?)" } ?? "") + "; apps with screens: " + known.joined(separator: ", ")
        case let .noScreens(app, appearance):
            "\(app) has no screens drawn in \(appearance.rawValue)"
        case let .screen(error):
            error.description
        case let .screenWidth(label, width, device):
            "\(label) is \(width) pt wide, not the device's \(device) pt: a sheet's columns are one screen wide"
        }
    }
}
