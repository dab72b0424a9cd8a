import ProofOutput
import AppSupport
import ArgumentParser
import Checks
import Layout
import Tokens

/// What several commands need before they start: the screen catalogue and a checked device.

/// The screen catalogue from the project's tokens, its apps drawing from `dataFiles` (a
/// user's `--data`, by app id; none: the samples); a token file that is missing or invalid
/// is one line on stderr and the exit code for it (74 or 65).
func loadScreenCatalog(dataFiles: [String: DataFile] = [:], overlay: DesignOverlay = .none, apps: DesignApps? = nil) throws -> ScreenCatalog {
    do {
        let tokenDirectory = try TokenDirectory.locate()
        return try ScreenCatalog(apps: apps ?? ProofCommandLine.current.apps, tokensDirectory: tokenDirectory.path, data: tokenDirectory.dataSources(files: dataFiles),
                                 overlay: overlay)
    } catch let e as ScreenRequestError {
        printError(e.description)
        throw requestExitCode(e)
    }
}

/// The apps a command drawing the one `APP/NAME` id reads: that app's alone (reading and
/// resolving every app's token file was a fifth of a `proof render APP/SCREEN` process).
/// Every app's when `id` is nil (`--all`), names no app (its error suggests from every
/// app's ids), or the run holds a `--context` (checked against every app's resolver
/// documents, held in `overlay`) or applies a `--apply-proposals` file (checked against
/// every app's tokens).
func appsToRead(for id: String?, overlay: DesignOverlay, proposals: String?) -> DesignApps {
    let apps = ProofCommandLine.current.apps
    guard overlay.contexts.isEmpty, proposals == nil, let id, let owner = apps.owner(of: id) else { return apps }
    return DesignApps([owner])
}

/// Refuses an unknown `--device` with the nearest id and the list of known ones.
func validateDevice(_ id: String) throws {
    guard Device(id: id) == nil else { return }
    throw ValidationError("unknown device \"\(id)\"" + (Device.nearest(to: id).map { " (did you mean \($0.id)?)" } ?? "")
                          + "; use iphone-se, iphone-16 or iphone-16-pro-max")
}

/// Refuses an app id that is not one of the command line's apps, with the nearest one and
/// the list.
func validateApps(_ ids: [String]) throws {
    let known = ProofCommandLine.current.apps.ids
    for a in ids where !known.contains(a) {
        let near = known.min { editDistance($0, a) < editDistance($1, a) }.flatMap { editDistance($0, a) <= max(2, a.count / 3) ? $0 : nil }
        throw ValidationError("unknown app \"\(DiagnosticLine.shortened(a))\"" + (near.map { " (did you mean \($0)?)" } ?? "") + "; apps: \(known.joined(separator: ", "))")
    }
}

/// `--apply-proposals FILE`: the overlay its proposals make (none without the option).
func proposalOverlay(_ file: String?) throws(CLIError) -> DesignOverlay {
    guard let file else { return .none }
    let tokens: String
    do { tokens = try TokenDirectory.locate().path } catch let e as CLIError { throw e } catch { throw .io("cannot find the tokens/ folder: \(error)") }
    return try ProposalFile.overlay(from: file, tokensDirectory: tokens, apps: ProofCommandLine.current.apps)
}

/// The `--apply-proposals` help shared by render, sheet and gallery.
let applyProposalsHelp = ArgumentHelp("Draw with these proposals applied (the proposals.json of check contrast --propose --out, or its --json output): token values overlaid, never edited; each app's token file is still read.", valueName: "file")

