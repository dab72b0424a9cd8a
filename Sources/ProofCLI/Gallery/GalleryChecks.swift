import AppSupport
import Foundation
import Layout
import Render
import Tokens

/// The checks view: every check of `proof check` over the apps asked for, on the gallery's
/// devices, with the worst-case image of each failing screen (`checks/contrast-….png`,
/// failing elements outlined). What a check finds depends on proof itself, the tokens and
/// the data, so the result is kept (`checks/KEY.json`) under a hash of all three and
/// reused while none of them changes.
enum GalleryChecks {
    struct Data: Codable, Sendable {
        let passed: Bool
        let checks: [Check]
    }
    struct Check: Codable, Sendable {
        let name: String
        let passed: Bool
        let summary: String
        let failures: [Failure]
    }
    struct Failure: Codable, Sendable {
        let line: String
        let app: String
        let screen: String
        let element: String?
        /// The failing screen's worst-case image (contrast), relative to the gallery.
        let image: String?
        let data: [String: CheckValue]
    }

    /// `shard`: the checks of that shard only (`proof gallery --shard`), as `check --shard` runs them.
    static func run(apps: [String], devices: [Device], tokensDirectory: String, data: DataSources, inputs: GalleryInputs,
                    store: GalleryStore, progress: GalleryProgress, shard: Shard? = nil) throws -> Data {
        let appList = apps.joined(separator: ","), deviceList = devices.map(\.id).joined(separator: ",")
        // An unsharded run keeps the key it always had.
        let key = shard.map { inputs.key("checks-2", appList, deviceList, "shard " + $0.description) } ?? inputs.key("checks-2", appList, deviceList)
        let record = "checks/\(key).json"
        if store.has(record), let bytes = FileManager.default.contents(atPath: store.output.path(record)),
           let cached = try? JSONDecoder().decode(Data.self, from: bytes) {
            let images = Set(cached.checks.flatMap { $0.failures.compactMap(\.image) })
            if images.allSatisfy(store.has) {
                store.keep(record)
                for i in images { store.keep(i) }
                progress.begin("checks", total: 1); progress.step(cached: true); progress.finish()
                return cached
            }
        }
        progress.begin("checks", total: 1)
        var context: CheckContext
        do { context = try CheckContext(tokensDirectory: tokensDirectory, devices: devices, apps: Set(apps), data: data) } catch let e {
            printError(e.description)
            throw requestExitCode(e)
        }
        context.shard = shard
        let names = apps.contains("airfit") ? CheckCommand.all : CheckCommand.all.filter { $0 != "crossfade" }
        let reports = try CheckCommand.reports(names, context: context, images: CheckImages(output: store.output, prefix: "checks/", announce: false, png: .fast))
        progress.step(); progress.finish()
        let result = Data(passed: reports.allSatisfy(\.passed), checks: reports.map { r in
            Check(name: r.name, passed: r.passed, summary: r.summary, failures: r.failures.map { f in
                Failure(line: f.line, app: f.screen.split(separator: "/").first.map(String.init) ?? "", screen: f.screen, element: f.element,
                        image: r.name == "contrast" ? contrastImage(f, store: store) : nil, data: f.data)
            })
        })
        try store.write(try GalleryJSON.encode(result), to: record)
        return result
    }

    /// The image `contrast(images:)` wrote for the failure's screen and environment.
    private static func contrastImage(_ f: CheckReport.Failure, store: GalleryStore) -> String? {
        guard !f.screen.isEmpty, let device = f.data["device"]?.string else { return nil }
        let name = "checks/contrast-" + f.screen.replacingOccurrences(of: "/", with: "-") + (f.data["appearance"] == "dark" ? "-dark" : "")
            + (f.data["contrast"] == "high" ? "-high-contrast" : "") + (device == Device.default.id ? "" : "-" + device) + ".png"
        return store.output.stagedFile(name) != nil ? name : nil
    }
}
