import AppSupport
import DisplayList
import Foundation
import Layout
import Render

extension SheetCommand {
    /// The most rows a proposals sheet shows (the worst screens first); a sheet of more
    /// would pass the pixel limit at the default scale.
    static let proposalRows = 24

    /// `sheet APP --proposals FILE`: the app's contrast failures on the sheet's device, each
    /// screen variant as specified and with the proposals applied, measured both ways.
    func proposalSheet(_ file: String) throws {
        let output = try OutputRun(out: out)
        defer { output.discard() }
        let overlay = try proposalOverlay(file)
        let tokenDirectory = try TokenDirectory.locate()
        let sources = tokenDirectory.dataSources(files: try DataOption.files(data))
        guard ProofCommandLine.current.apps.type(withID: app) != nil else {
            try validateApps([app])
            return
        }
        let phone = Device(id: device)!
        let environment = try ContrastOption.parse(contrast)
        func context(_ overlay: DesignOverlay) throws -> CheckContext {
            do {
                var ctx = try CheckContext(tokensDirectory: tokenDirectory.path, devices: [phone], contrast: environment, apps: [app], data: sources, overlay: overlay)
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
        let failing = before.filter { !$0.passes }
        let byVariant = Dictionary(grouping: failing) { [$0.screen.label, $0.appearance.rawValue, $0.gradient ?? ""].joined(separator: "|") }
        var worst: [String: [ContrastUse]] = [:]
        for (_, uses) in byVariant {
            let u0 = uses[0]
            let screenKey = u0.screen.label + "|" + u0.appearance.rawValue
            let lowest = uses.map(\.measurement.worstRatio).min()!
            if worst[screenKey].map({ lowest < $0.map(\.measurement.worstRatio).min()! }) ?? true { worst[screenKey] = uses }
        }
        let chosen = worst.values.sorted { a, b in
            (a.map(\.measurement.worstRatio).min()!, a[0].place) < (b.map(\.measurement.worstRatio).min()!, b[0].place)
        }.prefix(Self.proposalRows)
        var rows: [ProposalSheet.Row] = []
        for uses in chosen.sorted(by: { $0[0].place < $1[0].place }) {
            let u0 = uses[0]
            let lowest = uses.min { $0.measurement.worstRatio < $1.measurement.worstRatio }!
            let label = u0.screen.label + (u0.appearance == .dark ? " dark" : "") + (u0.gradient.map { " on " + $0 } ?? "")
            rows.append(ProposalSheet.Row(label: label,
                                          specified: try specified.list(u0.screen, appearance: u0.appearance, gradient: u0.gradient, device: phone, contrast: environment),
                                          proposed: try proposed.list(u0.screen, appearance: u0.appearance, gradient: u0.gradient, device: phone, contrast: environment),
                                          elements: uses.map(\.measurement.elementID), text: lowest.measurement.text.replacingOccurrences(of: "\n", with: " "),
                                          before: lowest.measurement.worstRatio, after: measuredAfter[key(lowest)]?.worstRatio ?? .nan,
                                          required: lowest.measurement.required))
        }
        let count = try ProposalFile.read(file).filter { $0.app == app }.count
        guard let sheet = ProposalSheet(app: app, device: phone, rows: rows, proposals: count, scale: scale) else {
            throw CLIError.badData("\(app) fails no contrast check on \(phone.id)\(environment == .increased ? " under Increase Contrast" : ""): nothing to draw beside its proposals")
        }
        let grid = sheet.grid
        guard grid.width <= CairoRenderer.maxPixelsPerSide, grid.height <= CairoRenderer.maxPixelsPerSide else {
            throw CLIError.usage("a sheet of \(grid.width)×\(grid.height) px is over the limit of \(CairoRenderer.maxPixelsPerSide) px a side: use a smaller --scale")
        }
        let renderer = CairoRenderer()
        let page = try renderer.render(sheet.page(measuringWith: renderer.text))
        let tiles = try Self.draw(sheet.screens).enumerated().map { i, raster in
            let t = grid.thumbnail(i)
            return RasterTile(raster, x: t.x, y: t.y, cornerRadius: sheet.thumbnailCornerRadius)
        }
        try output.write(try PNGFile.encode(try page.compositing(tiles), options: .small), to: sheet.fileName)
        try output.commit()
        let more = worst.count > rows.count ? " (the \(rows.count) worst of \(worst.count))" : ""
        print("wrote \(output.path(sheet.fileName)) (\(grid.width)×\(grid.height) px; \(rows.count) screens\(more), as specified and as proposed)")
    }
}
