import AppSupport
import Catalog
import Checks
import Foundation
import Gallery
import ProofCLI
import ProofOutput
import Testing
import Tokens

/// `--shard K/N` and `check --merge`: a split run is the unsharded run in pieces. The
/// render and check runs are in process over AirFit alone (a debug `render --all` over the
/// four apps takes too long for a test); AirFit's ids split 3 ways as welcome and dashboard
/// → 3, voice-log and rep-counter → 1, nothing → 2 (`ShardTests` pins the hash), so the
/// split has an empty shard too.
@Suite(.proofApps) struct ShardCommandTests {
    static let airfitOnly = ProofCommandLine(name: "proof", abstract: "", apps: DesignApps(AppList.all.filter { $0.id == "airfit" }))

    // MARK: usage

    @Test(arguments: [
        (["check", "--shard=0/3"], "proof: --shard 0/3: K must be 1…3 (e.g. --shard 2/3)"),
        (["check", "--shard=3/0"], "proof: --shard 3/0: N must be 1…1000 (e.g. --shard 2/3)"),
        (["check", "--shard=a/b"], "proof: --shard a/b: K is not a whole number (e.g. --shard 2/3)"),
        (["check", "--shard=1/3/5"], "proof: --shard 1/3/5: not K/N: give two whole numbers and one slash (e.g. --shard 2/3)"),
        (["check", "--shard=-1/3"], "proof: --shard -1/3: K must be 1…3 (e.g. --shard 2/3)"),
        (["check", "--shard=99999999999999999999/3"], "proof: --shard 99999999999999999999/3: K must be 1…3 (e.g. --shard 2/3)"),
        (["check", "--shard", ""], "proof: --shard \"\": empty; give K/N, shard K of N (e.g. --shard 2/3)"),
        (["check", "--shard", " 1/3"], "proof: --shard \" 1/3\": has white space; give K/N with none (e.g. --shard 2/3)"),
        (["render", "--all", "--shard", "4/3", "--out", "/tmp/designproof-never"], "proof: --shard 4/3: K must be 1…3 (e.g. --shard 2/3)"),
        (["gallery", "--shard", "1/1001", "--out", "/tmp/designproof-never"], "proof: --shard 1/1001: N must be 1…1000 (e.g. --shard 2/3)"),
        (["render", "airfit/welcome", "--shard", "1/3", "--out", "/tmp/designproof-never"],
         "proof: --shard splits --all between machines; give --all with it, or leave out --shard (see proof render --help)"),
        (["check", "--merge", "x.json", "--app", "airfit"], "proof: --merge combines results that were already checked; leave out --app (see proof check --help)"),
        (["check", "contrast", "--merge", "x.json"], "proof: --merge combines results that were already checked; leave out check names (see proof check --help)"),
    ])
    func aBadShardIsAUsageError(_ arguments: [String], _ line: String) throws {
        let r = try Proof.run(arguments)
        #expect(r.status == 64)
        #expect(r.stderr == line + "\n")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/designproof-never"))
    }

    // MARK: render --all

    /// Three shards' files are the unsharded run's, byte for byte, each in exactly one
    /// shard; the manifests' files together are the unsharded manifest's, and each says its shard.
    @Test func threeShardsOfRenderAllAreTheWholeRun() throws {
        let root = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func render(_ extra: [String], into dir: String) throws {
            try ProofCommandLine.$current.withValue(Self.airfitOnly) {
                let command = try RenderCommand.parse(["--all", "--device", "iphone-se", "--scale", "1", "--out", dir] + extra)
                try command.run()
            }
        }
        try render([], into: root + "/whole")
        for k in 1...3 { try render(["--shard", "\(k)/3"], into: root + "/shard\(k)") }
        let whole = FolderSnapshot(root + "/whole")
        let shards = (1...3).map { FolderSnapshot(root + "/shard\($0)") }
        let files = { (s: FolderSnapshot) in s.entries.filter { $0.value != nil && $0.key != "manifest.json" } }
        var union: [String: Data?] = [:]
        for s in shards {
            for (path, bytes) in files(s) {
                #expect(union[path] == nil, "\(path) is in two shards")
                union[path] = bytes
            }
        }
        #expect(union.keys.sorted() == files(whole).keys.sorted())
        #expect(union == files(whole))
        // AirFit's four screens, light and dark, PNG and JSON: 16 files; welcome and
        // dashboard in shard 3, voice-log and rep-counter in shard 1, shard 2 empty.
        #expect(files(whole).count == 16)
        #expect(files(shards[0]).keys.sorted().allSatisfy { $0.hasPrefix("airfit/voice-log") || $0.hasPrefix("airfit/rep-counter") })
        #expect(files(shards[1]).isEmpty)
        #expect(files(shards[2]).count == 8)
        let decoder = JSONDecoder()
        let wholeManifest = try decoder.decode(Manifest.self, from: whole.entries["manifest.json"]!!)
        let manifests = try shards.map { try decoder.decode(Manifest.self, from: $0.entries["manifest.json"]!!) }
        #expect(wholeManifest.shard == nil)
        #expect(manifests.map(\.shard) == ["1/3", "2/3", "3/3"])
        #expect(manifests.flatMap(\.files).sorted() == wholeManifest.files)
        #expect(manifests[1].files.isEmpty)
        #expect(String(decoding: shards[1].entries["manifest.json"]!!, as: UTF8.self).hasSuffix("  \"shard\" : \"2/3\"\n}\n"))
        #expect(!String(decoding: whole.entries["manifest.json"]!!, as: UTF8.self).contains("shard"))
    }

    // MARK: check --shard, --merge

    /// Every check over AirFit on one phone, unsharded and as three shards merged: the
    /// same verdicts, coverage, failures and figures.
    @Test func threeShardsOfCheckMergeIntoTheWholeRun() throws {
        let root = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let context = try CheckContext(designApps: AppList.apps, tokensDirectory: Proof.root + "/tokens", devices: [.default], apps: ["airfit"])
        let skipped = try CheckSuite.inapplicable(CheckRegistry.names, in: context).map(\.name)
        let names = CheckRegistry.names.filter { !skipped.contains($0) }
        #expect(names == ["contrast", "crossfade", "blur-budget", "dynamic-type", "overlap", "fold", "accessibility", "tap-targets", "motion"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let wholeReports = try CheckSuite.reports(names, context: context)
        let options = CheckOptions(context: context, contrast: nil, tokensDirectory: Proof.root + "/tokens",
                                   data: .beside(tokensDirectory: Proof.root + "/tokens"), proposals: nil)
        #expect(options.apps == ["airfit"] && options.devices == context.devices.map(\.id) && options.contrast == "both" && options.data == nil)
        let whole = try JSONDecoder().decode(CheckJSON.self, from: try encoder.encode(CheckRun(passed: wholeReports.allSatisfy(\.passed), checks: wholeReports, options: options)))
        var files: [String] = []
        for k in 1...3 {
            var shard = context
            shard.shard = Shard(index: k, count: 3)
            let reports = try CheckSuite.reports(names, context: shard)
            if k == 2 {
                // Nothing of AirFit's screens is in shard 2: those checks pass, saying so.
                let accessibility = reports.first { $0.name == "accessibility" }!
                #expect(accessibility.passed && accessibility.failures.isEmpty)
                #expect(accessibility.summary.hasPrefix("nothing in shard 2/3: its screens and animations are in other shards ("))
            }
            if k != 3 {
                let crossfade = reports.first { $0.name == "crossfade" }!
                #expect(crossfade.passed && crossfade.summary == "nothing in shard \(k)/3: it measures airfit/welcome, in shard 3/3")
            }
            let path = root + "/check-\(k).json"
            try encoder.encode(CheckRun(passed: reports.allSatisfy(\.passed), checks: reports, options: options, shard: "\(k)/3")).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        let merged = CheckMerge.merge(try CheckMerge.read(files.reversed().map { ($0, false) }))
        #expect(merged["merged"] == .object(["shards": .int(3), "missing": .array([])]))
        #expect(merged["passed"] == whole["passed"])
        #expect(merged["passed"] == .bool(false))  // AirFit's numbers on its gradients fail contrast
        let wholeChecks = whole["checks"]!.array!.map { $0.object! }, mergedChecks = merged["checks"]!.array!.map { $0.object! }
        #expect(wholeChecks.map { $0["name"] } == mergedChecks.map { $0["name"] })
        func canonical(_ v: CheckJSON) -> String { String(decoding: try! encoder.encode(v), as: UTF8.self) }
        func bag(_ v: CheckJSON?) -> [String] { (v?.array ?? []).map(canonical).sorted() }
        for (w, m) in zip(wholeChecks, mergedChecks) {
            let name = w["name"]!.string!
            #expect(Set(w.keys) == Set(m.keys), "\(name)")
            for key in ["passed", "measured", "coverage", "devices", "crossfade"] { #expect(w[key] == m[key], "\(name) \(key)") }
            for key in ["failures", "notVisible", "behindModal", "beyond", "pairs"] { #expect(bag(w[key]) == bag(m[key]), "\(name) \(key)") }
            if let wm = w["motion"], let mm = m["motion"] {
                for key in ["tracks", "reduced", "endings", "springs", "pacing", "landings", "staggers"] { #expect(bag(wm[key]) == bag(mm[key]), "motion \(key)") }
                #expect(wm["fps"] == mm["fps"] && wm["framesLaidOut"] == mm["framesLaidOut"])
            }
        }
        let contrast = mergedChecks.first { $0["name"] == .string("contrast") }!
        #expect(contrast["summary"]?.string?.hasPrefix("merged from 3 of 3 shards: ") == true)

        // The command line reads the same files (in any order, or their folder) to the same JSON.
        let r = try Proof.run(["check", "--merge", root, "--json"])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(try JSONDecoder().decode(CheckJSON.self, from: Data(r.stdout.utf8)) == .object(merged))
        let text = try Proof.run(["check", "--merge"] + files)
        #expect(text.status == 1 && text.stderr.isEmpty)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "MERGED 3 of 3 shards")
        #expect(lines.filter { $0.hasPrefix("PASS  ") || $0.hasPrefix("FAIL  ") }.map { String($0.prefix { $0 != "—" }) }
                == wholeReports.map { ($0.passed ? "PASS  " : "FAIL  ") + $0.name + " " })

        // A missing shard fails the merged verdict, named.
        let partial = try Proof.run(["check", "--merge", files[0], files[2], "--json"])
        #expect(partial.status == 1)
        let partialRun = try JSONDecoder().decode(CheckJSON.self, from: Data(partial.stdout.utf8))
        #expect(partialRun["merged"] == .object(["shards": .int(3), "missing": .array([.string("2/3")])]))
        #expect(partialRun["passed"] == .bool(false))
        let partialText = try Proof.run(["check", "--merge", files[0], files[2]])
        #expect(partialText.stdout.hasPrefix("FAIL  shards — 2 of 3 shards merged; missing 2/3: their screens and animations were not checked\n"))
    }

    /// What `--merge` refuses, each in one line with exit 65 (74 for a path that is not there).
    @Test func mergeRefusesWhatIsNotOneSplit() throws {
        let root = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        func file(_ name: String, _ text: String) -> String {
            let path = root + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            return path
        }
        let schema = "\"schema\": {\"name\": \"dev.designproof.check\", \"version\": 4}"
        func shard(_ name: String, _ k: String, checks: String = "accessibility") -> String {
            let list = checks.split(separator: ",").map { "{\"name\": \"\($0)\", \"passed\": true, \"summary\": \"\", \"measured\": 0, \"failures\": [], \"coverage\": []}" }
            return file(name, "{\(schema), \"passed\": true, \"shard\": \"\(k)\", \"checks\": [\(list.joined(separator: ", "))]}")
        }
        let a = shard("a.json", "1/3"), b = shard("b.json", "1/2"), c = shard("c.json", "1/3"), d = shard("d.json", "2/3", checks: "accessibility,contrast")
        let e = shard("e.json", "2/3")
        let manifest = file("manifest.json", "{\"files\": [], \"schema\": {\"name\": \"dev.designproof.manifest\", \"version\": 1}}")
        let old = file("old.json", "{\"checks\": [], \"passed\": true, \"schema\": {\"name\": \"dev.designproof.check\", \"version\": 1}, \"shard\": \"1/3\"}")
        let whole = file("whole.json", "{\(schema), \"passed\": true, \"checks\": []}")
        let text = file("text.json", "PASS  contrast")
        let badShard = file("bad.json", "{\(schema), \"passed\": true, \"shard\": \"0/3\", \"checks\": []}")
        try FileManager.default.createDirectory(atPath: root + "/empty", withIntermediateDirectories: true)
        let cases: [([String], Int32, String)] = [
            ([manifest], 65, "\(manifest) is not a proof check --json result: it is dev.designproof.manifest, not dev.designproof.check"),
            ([old], 65, "\(old) is not a proof check --json result: it is dev.designproof.check version 1, this proof reads version 4"),
            ([text], 65, "\(text) is not a proof check --json result (not a JSON object)"),
            ([whole], 65, "\(whole) is the result of an unsharded check: merge the results of check --shard K/N --json"),
            ([badShard], 65, "\(badShard): its shard is not K/N: shard 0/3: K must be 1…3 (e.g. shard 2/3)"),
            ([a, b], 65, "\(b) is shard 1/2 but \(a) is shard 1/3: merge the shards of one split (one N)"),
            ([a, c], 65, "\(a) and \(c) are both shard 1/3: give each shard once"),
            ([a, d], 65, "\(d) ran accessibility, contrast but \(a) ran accessibility: merge the shards of one command line"),
            // Results that do not say what they were checked with cannot be shown to agree.
            ([a, e], 65, "\(a) records no options (written by an earlier proof): run every shard again with this proof"),
            ([root + "/empty"], 65, "\(root)/empty holds no .json file: give the files check --shard K/N --json wrote, or their folders"),
            ([root + "/none.json"], 74, "\(root)/none.json: cannot read: no such file or folder"),
        ]
        for (paths, status, line) in cases {
            let r = try Proof.run(["check", "--merge"] + paths)
            #expect(r.status == status, "\(paths)")
            #expect(r.stderr == "proof: " + line + "\n")
            #expect(r.stdout.isEmpty)
        }
    }

    // MARK: gallery

    /// `proof gallery --shard 1/3` draws AirFit's shard-1 screens (voice-log, rep-counter)
    /// and animations only, each image the very file an unsharded gallery draws.
    @Test func aGalleryShardDrawsOnlyItsScreens() throws {
        let root = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let arguments = ["gallery", "airfit", "--no-checks", "--device", "iphone-se", "--content-size", "large", "--fps", "1"]
        let shard = try Proof.run(arguments + ["--shard", "1/3", "--out", root + "/shard"], timeout: Proof.slowTimeout)
        #expect(shard.status == 0, "\(shard.stderr)")
        #expect(shard.stdout == "wrote \(root)/shard/index.html: 52 screen variants of 2 screens and states, 3 animations\n")
        let whole = try Proof.run(arguments + ["--out", root + "/whole"], timeout: Proof.slowTimeout)
        #expect(whole.status == 0, "\(whole.stderr)")
        let data = try GalleryBuild.data(in: root + "/shard")
        let app = try #require((data["apps"] as? [[String: Any]])?.first)
        #expect((app["screens"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["airfit/voice-log", "airfit/rep-counter"])
        let animations = (app["animations"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(!animations.isEmpty && animations.allSatisfy { Shard.number(of: $0, count: 3) == 1 })
        let shardImages = FolderSnapshot(root + "/shard/img").entries, wholeImages = FolderSnapshot(root + "/whole/img").entries
        #expect(!shardImages.isEmpty && shardImages.count < wholeImages.count)
        for (name, bytes) in shardImages { #expect(wholeImages[name] == bytes, "\(name)") }
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: root + "/shard/manifest.json")))
        #expect(manifest.shard == "1/3")
    }

    /// The gallery's plan of a shard holds only that shard's screens and animations, each
    /// variant as the unsharded plan has it, and the shards' plans together are the whole.
    @Test func aGalleryShardPlansOnlyItsScreens() throws {
        let tokens = Proof.root + "/tokens"
        let catalog = try ScreenCatalog(apps: AppList.apps, tokensDirectory: tokens)
        let animations = try AnimationCatalog(apps: AppList.apps, tokensDirectory: tokens)
        func plan(_ shard: Shard?) -> GalleryPlan {
            GalleryPlan(designApps: AppList.apps, catalog: catalog, animations: animations, appIDs: [], devices: [.default], contentSizes: [.large], shard: shard)
        }
        let whole = plan(nil)
        func variants(_ p: GalleryPlan) -> [String: [GalleryPlan.Variant]] {
            Dictionary(uniqueKeysWithValues: p.apps.flatMap { $0.screens.map { ($0.id, $0.variants) } })
        }
        var screens: [String: [GalleryPlan.Variant]] = [:], anims: [String] = []
        for k in 1...3 {
            let shard = Shard(index: k, count: 3)!
            let p = plan(shard)
            #expect(p.apps.map(\.id) == whole.apps.map(\.id))
            #expect(p.apps.map(\.appearances) == whole.apps.map(\.appearances) && p.apps.map(\.gradients) == whole.apps.map(\.gradients))
            for app in p.apps {
                #expect(app.screens.allSatisfy { shard.contains($0.entry) })
                #expect(app.animations.allSatisfy(shard.contains))
                anims += app.animations
            }
            for (id, v) in variants(p) {
                #expect(screens[id] == nil)
                screens[id] = v
            }
        }
        #expect(screens == variants(whole))
        #expect(anims.sorted() == whole.apps.flatMap(\.animations).sorted())
        #expect(screens["airfit/welcome"] != nil && plan(Shard(index: 1, count: 3)).apps[0].screens.map(\.entry) == ["airfit/voice-log", "airfit/rep-counter"])
    }
}
