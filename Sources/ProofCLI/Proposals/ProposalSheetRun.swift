import AppSupport
import DisplayList
import Foundation
import Layout
import Render
import Tokens

/// The proposals sheet of one app (`ProposalSheet`), drawn: its contrast failures on one
/// phone, each screen variant as specified and with the proposals applied, measured both
/// ways. Made for `proof sheet APP --proposals FILE` and the gallery's checks view.
enum ProposalSheetRun {
    /// The most rows a sheet shows (the worst screens first); a sheet of more would pass
    /// the pixel limit at the default scale.
    static let rows = 24

    struct Drawn {
        let sheet: ProposalSheet
        let image: Raster
        /// Screens (and appearances) failing, of which `sheet.rows` are shown.
        let failingScreens: Int
    }

    /// Nil when `app` fails no contrast on `device` in `contrast`.
    static func draw(app: String, proposals: Int, overlay: DesignOverlay, device: Device, contrast: ColorSchemeContrast, scale: Double,
                     tokensDirectory: String, data: DataSources) throws -> Drawn? {
        func context(_ overlay: DesignOverlay) throws -> CheckContext {
            do {
                var ctx = try CheckContext(tokensDirectory: tokensDirectory, devices: [device], contrast: contrast, apps: [app], data: data, overlay: overlay)
                ctx.collectSamples = true
                return ctx
            } catch {
                printError(error.description)
                throw requestExitCode(error)
            }
        }
        let specified = try context(.none), proposed = try context(overlay)
        var before: [ContrastUse] = [], after: [ContrastUse] = []
        _ = try specified.contrast(uses: { before.append($0) })
        _ = try proposed.contrast(uses: { after.append($0) })
        func key(_ u: ContrastUse) -> String { [u.screen.label, u.appearance.rawValue, u.gradient ?? "", u.measurement.elementID].joined(separator: "|") }
        let measuredAfter = Dictionary(after.map { (key($0), $0.measurement) }, uniquingKeysWith: { a, _ in a })
        // Each screen variant's failures; then per screen and appearance the variant (gradient) that fails worst.
        let byVariant = Dictionary(grouping: before.filter { !$0.passes }) { [$0.screen.label, $0.appearance.rawValue, $0.gradient ?? ""].joined(separator: "|") }
        var worst: [String: [ContrastUse]] = [:]
        for key in byVariant.keys.sorted() {
            let uses = byVariant[key]!
            let screenKey = uses[0].screen.label + "|" + uses[0].appearance.rawValue
            let lowest = uses.map(\.measurement.worstRatio).min()!
            if worst[screenKey].map({ lowest < $0.map(\.measurement.worstRatio).min()! }) ?? true { worst[screenKey] = uses }
        }
        let chosen = worst.values.sorted { a, b in
            (a.map(\.measurement.worstRatio).min()!, a[0].place) < (b.map(\.measurement.worstRatio).min()!, b[0].place)
        }.prefix(Self.rows)
        var rows: [ProposalSheet.Row] = []
        for uses in chosen.sorted(by: { $0[0].place < $1[0].place }) {
            let u0 = uses[0]
            let lowest = uses.min { $0.measurement.worstRatio < $1.measurement.worstRatio }!
            let label = u0.screen.label + (u0.appearance == .dark ? " dark" : "") + (u0.gradient.map { " on " + $0 } ?? "")
            rows.append(ProposalSheet.Row(label: label,
                                          specified: try specified.list(u0.screen, appearance: u0.appearance, gradient: u0.gradient, device: device, contrast: contrast),
                                          proposed: try proposed.list(u0.screen, appearance: u0.appearance, gradient: u0.gradient, device: device, contrast: contrast),
                                          elements: uses.map(\.measurement.elementID), text: lowest.measurement.text.replacingOccurrences(of: "\n", with: " "),
                                          before: lowest.measurement.worstRatio, after: measuredAfter[key(lowest)]?.worstRatio ?? .nan,
                                          required: lowest.measurement.required))
        }
        guard let sheet = ProposalSheet(app: app, device: device, rows: rows, proposals: proposals, scale: scale) else { return nil }
        let grid = sheet.grid
        guard grid.width <= CairoRenderer.maxPixelsPerSide, grid.height <= CairoRenderer.maxPixelsPerSide else {
            throw CLIError.usage("a sheet of \(grid.width)×\(grid.height) px is over the limit of \(CairoRenderer.maxPixelsPerSide) px a side: use a smaller --scale")
        }
        let renderer = CairoRenderer()
        let page = try renderer.render(sheet.page(measuringWith: renderer.text))
        let tiles = try SheetCommand.draw(sheet.screens).enumerated().map { i, raster in
            let t = grid.thumbnail(i)
            return RasterTile(raster, x: t.x, y: t.y, cornerRadius: sheet.thumbnailCornerRadius)
        }
        return Drawn(sheet: sheet, image: try page.compositing(tiles), failingScreens: worst.count)
    }
}

extension SheetCommand {
    /// `sheet APP --proposals FILE`.
    func proposalSheet(_ file: String) throws {
        let output = try OutputRun(out: out)
        defer { output.discard() }
        try validateApps([app])
        let overlay = try proposalOverlay(file)
        let tokenDirectory = try TokenDirectory.locate()
        let phone = Device(id: device)!
        let environment = try ContrastOption.parse(contrast)
        let count = try ProposalFile.read(file).filter { $0.app == app }.count
        guard let drawn = try ProposalSheetRun.draw(app: app, proposals: count, overlay: overlay, device: phone, contrast: environment, scale: scale,
                                                    tokensDirectory: tokenDirectory.path, data: tokenDirectory.dataSources(files: try DataOption.files(data))) else {
            throw CLIError.badData("\(app) fails no contrast check on \(phone.id)\(environment == .increased ? " under Increase Contrast" : ""): nothing to draw beside its proposals")
        }
        try output.write(try PNGFile.encode(drawn.image, options: .small), to: drawn.sheet.fileName)
        try output.commit()
        let rows = drawn.sheet.rows.count
        let more = drawn.failingScreens > rows ? " (the \(rows) worst of \(drawn.failingScreens))" : ""
        print("wrote \(output.path(drawn.sheet.fileName)) (\(drawn.sheet.grid.width)×\(drawn.sheet.grid.height) px; \(rows) screens\(more), as specified and as proposed)")
    }
}
