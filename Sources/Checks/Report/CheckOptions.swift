import AppSupport
import Foundation
import Layout
import Tokens

/// What a `check --json` result was checked with, beyond the check names: every option
/// that changes a verdict. `check --merge` joins only shards whose options are equal, so a
/// shard run on other devices, apps, contrast, data, proposals or token files is refused
/// (65) rather than merged into a mixed verdict.
package struct CheckOptions: Encodable, Equatable {
    /// The apps checked, in catalogue order.
    package let apps: [String]
    /// The devices laid out on, in order.
    package let devices: [String]
    /// `standard`, `high`, or `both` (contrast measured in both, the rest standard).
    package let contrast: String
    /// The hash of the token files of the apps checked (`FileDigest`), so shards from
    /// different checkouts are not merged.
    package let tokens: String
    /// The hash of the data the data-drawing app drew from (the sample or `--data`); absent
    /// when no app checked draws data.
    package let data: String?
    /// The hash of the proposals applied (`--apply-proposals`); absent without.
    package let proposals: String?

    package init(context: CheckContext, contrast: ColorSchemeContrast?, tokensDirectory: String, data: DataSources, proposals: [Proposal]?) {
        let apps = context.appsInScope
        self.apps = apps.map(\.id)
        devices = context.devices.map(\.id)
        self.contrast = contrast.map(\.cliName) ?? "both"
        var tokenBytes: [UInt8] = []
        var dataDigest: String?
        for app in apps {
            guard let type = context.designApps.type(withID: app.id) else { continue }
            tokenBytes += Array(type.tokenFile.utf8) + [0]
            // A resolver document's sources too: they decide what the app draws.
            for file in DesignApps.appTokenFiles(at: tokensDirectory + "/" + type.tokenFile) {
                tokenBytes += (try? InputFile.read(file, limit: TokenLoader.maxFileSize).get()) ?? []
            }
            if case .success(let file)? = data.data(for: type) { dataDigest = FileDigest(of: file.bytes).hash }
        }
        tokens = FileDigest(of: tokenBytes).hash
        self.data = dataDigest
        self.proposals = proposals.map { list in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return FileDigest(of: (try? encoder.encode(list)) ?? Data()).hash
        }
    }

    /// What differs between two results' `options`, as the words of a refusal; nil when
    /// they are equal. `a` and `b` name the two results.
    package static func difference(_ x: [String: CheckJSON]?, _ y: [String: CheckJSON]?, a: String, b: String) -> String? {
        guard let x else { return "\(a) records no options (written by an earlier proof): run every shard again with this proof" }
        guard let y else { return "\(b) records no options (written by an earlier proof): run every shard again with this proof" }
        func text(_ v: CheckJSON?) -> String {
            switch v {
            case .array(let items)?: items.compactMap(\.string).joined(separator: " ")
            case .string(let s)?: s
            default: "none"
            }
        }
        for key in ["apps", "devices", "contrast", "tokens", "data", "proposals"] where x[key] != y[key] {
            let what = switch key {
            case "apps": "the apps \(text(y[key])), \(a) the apps \(text(x[key]))"
            case "devices": "--device \(text(y[key])), \(a) --device \(text(x[key]))"
            case "contrast": "--contrast \(text(y[key])), \(a) --contrast \(text(x[key]))"
            case "tokens": "other token files than \(a)"
            case "data": "other data than \(a) (--data)"
            default: "other --apply-proposals than \(a)"
            }
            return "\(b) was checked with \(what): merge the shards of one command line"
        }
        if let key = Set(x.keys).union(y.keys).sorted().first(where: { x[$0] != y[$0] }) {
            return "\(a) and \(b) record different options (\(key)): merge the shards of one command line"
        }
        return nil
    }
}
