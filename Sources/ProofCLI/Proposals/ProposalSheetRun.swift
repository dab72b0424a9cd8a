import AppSupport
import Layout
import Checks
import Foundation
import ProofOutput
import Proposals
import Render

extension SheetCommand {
    /// `sheet APP --proposals FILE`.
    func proposalSheet(_ file: String) throws {
        let output = try OutputRun(out: out)
        defer { output.discard() }
        try validateApps([app])
        let tokenDirectory = try TokenDirectory.locate()
        // Read once (a pipe or FIFO cannot be read twice): the overlay and this app's rows.
        let proposals = try ProposalFile.read(file)
        let overlay = try ProposalFile.overlay(of: proposals, from: file, tokensDirectory: tokenDirectory.path, apps: ProofCommandLine.current.apps)
        let phone = Device(id: device)!
        let environment = try ContrastOption.parse(contrast)
        let mine = proposals.filter { $0.app == app }
        guard let drawn = try ProposalSheetRun.draw(app: app, proposals: mine, overlay: overlay, designApps: ProofCommandLine.current.apps, device: phone, contrast: environment, scale: scale,
                                                    tokensDirectory: tokenDirectory.path, data: tokenDirectory.dataSources(files: try DataOption.files(data))) else {
            let drawn: Set<String> = [ContrastRun.name, DynamicTypeRun.name, FoldRun.name]
            let others = Set(mine.map(\.check)).subtracting(drawn).sorted()
            if !others.isEmpty, !mine.contains(where: { drawn.contains($0.check) }) {
                throw CLIError.badData("the proposals for \(app) in \(file) are \(others.joined(separator: " and ")) proposals, which change animations: proof animate \(app)/ANIMATION --apply-proposals \(file) draws them")
            }
            throw CLIError.badData("\(app) fails no contrast check on \(phone.id)\(environment == .increased ? " under Increase Contrast" : "") , no text of a Dynamic Type proposal fails there and no fold proposal's container slices a line there: nothing to draw beside its proposals")
        }
        try output.write(try PNGFile.encode(drawn.image, options: .small), to: drawn.sheet.fileName)
        try output.commit()
        let rows = drawn.sheet.rows.count
        let more = drawn.failingScreens > rows ? " (the \(rows) worst of \(drawn.failingScreens))" : ""
        print("wrote \(output.path(drawn.sheet.fileName)) (\(drawn.sheet.grid.width)×\(drawn.sheet.grid.height) px; \(rows) screens\(more), as specified and as proposed)")
    }
}
