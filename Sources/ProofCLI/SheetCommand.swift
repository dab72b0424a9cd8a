import AppSupport
import ArgumentParser
import Checks
import DisplayList
import Foundation
import ProofOutput
import Layout
import Render

package struct SheetCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw a contact sheet of every screen of an app: thumbnails in a grid, each labelled with its id.",
        discussion: """
            Writes DIR/APP-sheet.png (light, or dark for an app drawn only in dark), DIR/APP-sheet-dark.png (dark); with --states all, \
            DIR/APP-sheet-states[-dark].png; with --contrast high, each name ends in -high-contrast. Screens are drawn as `proof render` draws them (content size \
            large, t = 10 s, the default gradient), at --scale pixels per point, and placed 1:1 in the grid.
            """)

    @Argument(help: ArgumentHelp("The app: \(Self.appNames) (see `proof list`)."))
    var app: String

    /// "airfit or calai": the command line's apps, so the help grows with the list.
    static var appNames: String {
        let ids = ProofCommandLine.current.apps.ids
        return ids.count < 2 ? ids.joined() : ids.dropLast().joined(separator: ", ") + " or " + ids.last!
    }

    @Option(help: "light, dark or both (one sheet each; default: light, or dark for a dark-only app such as nutrisync).")
    var appearance: String?

    @Option(help: "iphone-se, iphone-16 or iphone-16-pro-max.")
    var device: String = "iphone-16"

    @Option(help: ArgumentHelp(ContrastOption.help))
    var contrast: String = "standard"

    @Option(help: "Thumbnails per row (default: a grid about as wide as tall).")
    var columns: Int?

    @Option(help: "default (each screen once) or all (each screen, then each state it defines).")
    var states: String = "default"

    @Option(help: "Pixels per point of the whole sheet, 0.25…3; 0.5 draws iPhone 16 thumbnails 197×426 px.")
    var scale: Double = 0.5

    @Option(help: ArgumentHelp(DataOption.help, valueName: "file"))
    var data: String?

    @Option(help: ArgumentHelp("Instead of the app's screens, its contrast failures beside these proposals (the proposals.json of check --propose --out, or its --json output): each failing screen as specified and as proposed, ratios measured on each; then each text a Dynamic Type proposal lays out anew and each fold a fold proposal fades, at the largest size it fails at; into DIR/APP-proposals.png.", valueName: "file"))
    var proposals: String?

    @Option(help: "Output folder.")
    var out: String

    private var appearances: [Appearance] {
        guard let appearance else { return [.light] }
        return appearance == "both" ? [.light, .dark] : Appearance(rawValue: appearance).map { [$0] } ?? []
    }

    package func validate() throws {
        if appearances.isEmpty { throw ValidationError("--appearance \(DiagnosticLine.shown(appearance ?? "")) is not light, dark or both") }
        try validateDevice(device)
        _ = try ContrastOption.parse(contrast)
        if let columns, !(1...100).contains(columns) { throw ValidationError("--columns \(columns) is out of range: 1…100") }
        if ContactSheet.States(rawValue: states) == nil { throw ValidationError("--states \(DiagnosticLine.shown(states)) is not default or all") }
        if !(scale >= 0.25 && scale <= 3) { throw ValidationError("--scale \(formatNumber(scale)) is out of range: 0.25…3") }
        _ = try outputDirectory(out)
        try DataOption.validate(data, drawsDataApp: DataOption.drawsDataApp([app]), what: "the \(DiagnosticLine.shown(app)) sheet")
        if let proposals {
            if proposals.isEmpty { throw ValidationError("--proposals is empty: give the proposals.json that check --propose --out wrote") }
            if states != "default" || columns != nil { throw ValidationError("--proposals draws each failing screen beside its proposal; leave out --states and --columns") }
        }
    }

    package func run() throws {
        if let proposals { return try proposalSheet(proposals) }
        let output = try OutputRun(out: out)
        defer { output.discard() }
        let catalog = try loadScreenCatalog(dataFiles: try DataOption.files(data))
        let renderer = CairoRenderer()
        var lines: [String] = []
        let environment = try ContrastOption.parse(contrast)
        // With no --appearance, an app drawn only in dark (NutriSync) gets its dark sheet.
        let own = Set(catalog.entries.filter { $0.id.hasPrefix(app + "/") }.flatMap(\.appearances))
        let looks = appearance == nil && !own.isEmpty && !own.contains(.light) ? [Appearance.dark] : appearances
        for look in looks {
            let sheet: ContactSheet
            do {
                sheet = try ContactSheet(screens: catalog.entries, app: app, device: Device(id: device)!, appearance: look, contrast: environment,
                                         states: ContactSheet.States(rawValue: states)!, columns: columns, scale: scale, measurer: renderer.text)
            } catch {
                switch error {
                case .screen(let e): throw e
                case .screenWidth: throw CLIError.badData(error.description)
                case .unknownApp, .noScreens: throw CLIError.usage(error.description)
                }
            }
            let grid = sheet.grid
            guard grid.width <= CairoRenderer.maxPixelsPerSide, grid.height <= CairoRenderer.maxPixelsPerSide else {
                throw CLIError.usage("a sheet of \(grid.width)×\(grid.height) px is over the limit of \(CairoRenderer.maxPixelsPerSide) px a side: use a smaller --scale or other --columns")
            }
            let page = try renderer.render(sheet.page(measuringWith: renderer.text))
            let tiles = try ParallelRender.rasters(sheet.screens).enumerated().map { i, raster in
                let t = grid.thumbnail(i)
                return RasterTile(raster, x: t.x, y: t.y, cornerRadius: sheet.thumbnailCornerRadius)
            }
            try output.write(try PNGFile.encode(try page.compositing(tiles), options: .small), to: sheet.fileName)
            lines.append("wrote \(output.path(sheet.fileName)) (\(grid.width)×\(grid.height) px; \(grid.count) thumbnails, \(grid.columns) × \(grid.rows))")
        }
        try output.commit()
        lines.forEach { print($0) }
    }
}
