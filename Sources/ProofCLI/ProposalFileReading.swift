import AppSupport
import Checks
import DisplayList
import Foundation
import ProofOutput
import Tokens

/// `--apply-proposals FILE`: a proposals file read and laid over the apps' tokens, refused in
/// one line naming the file with DESIGN.md's exit code (the command line's side of
/// `ProposalFile`, which the checks write).
extension ProposalFile {
    /// The proposals in the file at `path`, laid over each app's tokens (from
    /// `tokensDirectory`): refused in one line naming the file — exit 74 when it cannot be
    /// read, 65 when it is not proposals or names what the design does not have.
    static func overlay(from path: String, tokensDirectory: String, apps: DesignApps) throws(CLIError) -> DesignOverlay {
        try overlay(of: try read(path), from: path, tokensDirectory: tokensDirectory, apps: apps)
    }

    /// The overlay of `proposals`, already read from `path` (which messages name).
    static func overlay(of proposals: [Proposal], from path: String, tokensDirectory: String, apps: DesignApps) throws(CLIError) -> DesignOverlay {
        var tokens: [String: TokenSet] = [:]
        for type in apps.types {
            do { tokens[type.id] = try DesignApps.appTokens(at: tokensDirectory + "/" + type.tokenFile) } catch {
                throw error.isIOError ? .io(error.summary) : .badData(error.summary)
            }
        }
        let overlay: DesignOverlay
        do { overlay = try DesignOverlay(proposals: proposals, tokens: tokens) } catch {
            throw .badData("\(DiagnosticLine.shown(path)): \(error.description)")
        }
        try checkPlaces(proposals, in: path, tokensDirectory: tokensDirectory, apps: apps)
        return overlay
    }

    /// Refuses a proposal whose screen (or animation) is not one of its app's, with the
    /// nearest id: a mistyped screen would otherwise change nothing, silently.
    private static func checkPlaces(_ proposals: [Proposal], in path: String, tokensDirectory: String, apps: DesignApps) throws(CLIError) {
        guard proposals.contains(where: { $0.screen != nil }) else { return }
        let catalog: ScreenCatalog
        // The ids do not depend on the data drawn; a catalogue that cannot be made here (its
        // sample data missing) is reported by the command itself, with its own options.
        do { catalog = try ScreenCatalog(apps: apps, tokensDirectory: tokensDirectory) } catch { return }
        let known = catalog.ids + apps.types.flatMap { $0.animationIDs }
        for (n, p) in proposals.enumerated() {
            guard let screen = p.screen, !known.contains(screen) || !screen.hasPrefix(p.app + "/") else { continue }
            let near = known.filter { $0.hasPrefix(p.app + "/") }.min { editDistance($0, screen) < editDistance($1, screen) }
                .flatMap { editDistance($0, screen) <= max(3, screen.count / 3) ? $0 : nil }
            throw .badData("\(DiagnosticLine.shown(path)): proposal \(n + 1) (\(p.app) \(p.element ?? "?")): \(p.app) has no screen or animation \"\(DiagnosticLine.shortened(screen))\""
                           + (near.map { " (did you mean \($0)?)" } ?? ""))
        }
    }

    /// The largest proposals file read: check --propose writes a few hundred KB.
    static let maxSize = 64 << 20

    /// The proposals of a proposals file or of a `check --json` result that has them.
    static func read(_ path: String) throws(CLIError) -> [Proposal] {
        let shown = DiagnosticLine.shown(path)
        // Read once through InputFile: a pipe works, a device that never ends (/dev/zero) or
        // a huge file stops at the bound, a silent FIFO after a bounded wait.
        let data: Data
        switch InputFile.read(path, limit: maxSize) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem):
            switch problem.kind {
            case .missing: throw .io("\(shown): cannot read: no such file")
            case .folder: throw .io("\(shown) is a folder: give the proposals.json that check --propose --out wrote")
            case .tooLarge: throw .badData("\(shown) \(problem.reason): not a proposals file (check --propose writes a few hundred KB)")
            case .unreadable, .silent, .notRegular, .wrongStart: throw .io("\(shown): " + problem.reason)
            }
        }
        let notProposals = "\(shown) is not proposals (the proposals.json of proof check contrast --propose --out, or its --json output)"
        guard let root = (try? JSONDecoder().decode(CheckJSON.self, from: data))?.object else { throw .badData(notProposals + ": not a JSON object") }
        let found = root["schema"].flatMap { s in s["name"]?.string.flatMap { n in s["version"]?.int.map { OutputSchema(name: n, version: $0) } } }
        let fromCheck = found?.name == OutputSchema.checkRun.name
        if let problem = (fromCheck ? OutputSchema.checkRun : OutputSchema.proposals).problem(with: found) {
            throw .badData(notProposals + ": " + problem)
        }
        guard let list = root["proposals"] else {
            throw .badData(fromCheck ? "\(shown) is a check result without proposals: run proof check contrast --propose --json" : notProposals + ": no \"proposals\" list")
        }
        do {
            let encoded = try JSONEncoder().encode(list)
            return try JSONDecoder().decode([Proposal].self, from: encoded)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .badData("\(shown): \(Self.where_(context.codingPath)) has no \"\(key.stringValue)\"")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .badData("\(shown): \(Self.where_(context.codingPath)) is not what a proposal holds there: \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .badData("\(shown): \(Self.where_(context.codingPath)) is null")
        } catch let DecodingError.dataCorrupted(context) {
            throw .badData("\(shown): \(Self.where_(context.codingPath)): \(context.debugDescription)")
        } catch {
            throw .badData(notProposals)
        }
    }
}
