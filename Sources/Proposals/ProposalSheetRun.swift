import AppSupport
import Checks
import DisplayList
import Foundation
import Inspect
import ProofOutput
import Layout
import Render
import Tokens

/// The proposals sheet of one app (`ProposalSheet`), drawn: its contrast failures on one
/// phone, each screen variant as specified and with the proposals applied, measured both
/// ways; then each text a Dynamic Type proposal lays out anew, at the largest size it
/// fails at as specified. Made for `proof sheet APP --proposals FILE` and the gallery's checks view.
package enum ProposalSheetRun {
    /// The most rows a sheet shows (the worst screens first); a sheet of more would pass
    /// the pixel limit at the default scale.
    static let rows = 24

    package struct Drawn {
        package let sheet: ProposalSheet
        package let image: Raster
        /// Screens (and appearances) failing, of which `sheet.rows` are shown.
        package let failingScreens: Int
    }

    /// Nil when `app` fails no contrast on `device` in `contrast` and has no Dynamic Type
    /// proposal whose text fails there. `proposals`: the app's.
    package static func draw(app: String, proposals: [Proposal], overlay: DesignOverlay, designApps: DesignApps, device: Device,
                             contrast: ColorSchemeContrast, scale: Double, tokensDirectory: String, data: DataSources) throws -> Drawn? {
        func context(_ overlay: DesignOverlay) throws -> CheckContext {
            do {
                var ctx = try CheckContext(designApps: designApps, tokensDirectory: tokensDirectory, devices: [device], contrast: contrast, apps: [app], data: data, overlay: overlay)
                ctx.collectSamples = true
                return ctx
            } catch {
                throw CLIError(message: error.description, code: requestExitCode(error))
            }
        }
        let specified = try context(.none), proposed = try context(overlay)
        var before: [ContrastUse] = [], after: [ContrastUse] = []
        // Contrast rows when there are contrast proposals (or none at all: the failures as
        // they are); Dynamic Type rows keep room of their own (up to 8) below them. Blur and
        // motion proposals change animations, which `animate --apply-proposals` draws.
        let textProposals = proposals.filter { $0.check == DynamicTypeRun.name }
        let foldCount = min(proposals.filter { $0.check == FoldRun.name }.count, 8)
        if proposals.contains(where: { $0.check == ContrastRun.name }) || proposals.isEmpty {
            _ = try specified.contrast(uses: { before.append($0) })
            _ = try proposed.contrast(uses: { after.append($0) })
        }
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
        }.prefix(Self.rows - min(textProposals.count, 8) - foldCount)
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
        let texts = try dynamicTypeRows(textProposals, specified: specified, proposed: proposed, device: device,
                                        room: Self.rows - rows.count)
        rows += texts
        let folds = try foldRows(proposals.filter { $0.check == FoldRun.name }, specified: specified, proposed: proposed, device: device,
                                 room: Self.rows - rows.count)
        rows += folds
        let failing = [rows.count > texts.count + folds.count ? ContrastRun.name : nil, texts.isEmpty ? nil : "Dynamic Type",
                       folds.isEmpty ? nil : "the fold"].compactMap { $0 }.joined(separator: " or ")
        guard let sheet = ProposalSheet(app: app, device: device, rows: rows, proposals: proposals.count, scale: scale, failing: failing) else { return nil }
        let grid = sheet.grid
        guard grid.width <= CairoRenderer.maxPixelsPerSide, grid.height <= CairoRenderer.maxPixelsPerSide else {
            throw CLIError.usage("a sheet of \(grid.width)×\(grid.height) px is over the limit of \(CairoRenderer.maxPixelsPerSide) px a side: use a smaller --scale")
        }
        let renderer = CairoRenderer()
        let page = try renderer.render(sheet.page(measuringWith: renderer.text))
        let tiles = try ParallelRender.rasters(sheet.screens).enumerated().map { i, raster in
            let t = grid.thumbnail(i)
            return RasterTile(raster, x: t.x, y: t.y, cornerRadius: sheet.thumbnailCornerRadius)
        }
        return Drawn(sheet: sheet, image: try page.compositing(tiles), failingScreens: worst.count + texts.count + folds.count)
    }

    /// A row per Dynamic Type proposal (at most `room`): its screen at the largest size up to
    /// the bound at which its text fails as specified on `device`, scrolled to the text, as
    /// specified and as proposed.
    static func dynamicTypeRows(_ proposals: [Proposal], specified: CheckContext, proposed: CheckContext, device: Device, room: Int) throws -> [ProposalSheet.Row] {
        var rows: [ProposalSheet.Row] = []
        for p in proposals where rows.count < room {
            guard let id = p.screen, let element = p.element else { continue }
            // The largest size at which the text fails as specified.
            guard let found = try largestFailing(id, in: specified, device: device, { list in
                specified.probes.dynamicType(list).failures.first { $0.ids.contains(element) }?.kind.rawValue
            }) else { continue }
            // Scrolled to the text (centred, as ScrollViewReader.scrollTo does), both ways.
            let before = try specified.list(found.screen, appearance: .light, contentSize: found.size, device: device, scrollTarget: element)
            let after = try proposed.list(found.screen, appearance: .light, contentSize: found.size, device: device, scrollTarget: element)
            let stillFails = proposed.probes.dynamicType(after).failures.contains { $0.ids.contains(element) }
            let words = quoted(before[element]?.text?.string ?? element)
            rows.append(ProposalSheet.Row(
                label: "\(found.screen.label) · \(found.size.cliName)", specified: before, proposed: after, elements: [element],
                notes: (ProposalSheet.Note(text: "“\(words)” \(found.failure) — fails", passes: false),
                        ProposalSheet.Note(text: "\(p.to): " + (stillFails ? "still \(found.failure) — fails" : "fits — passes"), passes: !stillFails))))
        }
        return rows
    }

    /// A row per fold proposal (at most `room`): its screen's first view at the largest size
    /// up to the bound at which a line of the proposal's container is sliced at its fold on
    /// `device`, as specified and with the fade drawn.
    static func foldRows(_ proposals: [Proposal], specified: CheckContext, proposed: CheckContext, device: Device, room: Int) throws -> [ProposalSheet.Row] {
        var rows: [ProposalSheet.Row] = []
        func cut(_ list: DisplayList, _ p: Proposal, _ container: String) -> FoldCheck.Cut? {
            FoldCheck.examine(list).cuts.first { FoldFade.container(of: $0.id) == container && $0.by == p.from }
        }
        for p in proposals where rows.count < room {
            guard let id = p.screen, let container = p.element,
                  let found = try largestFailing(id, in: specified, device: device, { cut($0, p, container) }) else { continue }
            // The first view (no scrolling), as the search laid it out, and with the fade.
            let before = found.list
            let after = try proposed.list(found.screen, appearance: .light, contentSize: found.size, device: device)
            let stillCut = cut(after, p, container) != nil
            let words = quoted(found.failure.text)
            rows.append(ProposalSheet.Row(
                label: "\(found.screen.label) · \(found.size.cliName)", specified: before, proposed: after, elements: [found.failure.id],
                notes: (ProposalSheet.Note(text: "“\(words)” sliced at the fold — fails", passes: false),
                        ProposalSheet.Note(text: "\(p.to): " + (stillCut ? "still sliced — fails" : "fades — passes"), passes: !stillCut))))
        }
        return rows
    }

    /// Screen `id`'s layout (light, on `device`) at the largest size up to the seeds' bound at
    /// which `failure` finds something as specified: the screen variant, the size, the layout and
    /// what was found; nil when it fails at no size.
    static func largestFailing<Found>(_ id: String, in specified: CheckContext, device: Device, _ failure: (DisplayList) -> Found?) throws
        -> (screen: CheckContext.Screen, size: ContentSizeCategory, list: DisplayList, failure: Found)? {
        for size in ContentSizeCategory.allCases.filter({ $0 <= DynamicTypeRun.bound }).reversed() {
            for screen in specified.screens where screen.id == id {
                let list = try specified.list(screen, appearance: .light, contentSize: size, device: device)
                if let found = failure(list) { return (screen, size, list, found) }
            }
        }
        return nil
    }

    /// A text as a sheet's note quotes it: on one line, at most 32 characters.
    static func quoted(_ text: String) -> String {
        let words = text.replacingOccurrences(of: "\n", with: " ")
        return words.count > 32 ? String(words.prefix(31)) + "…" : words
    }
}
