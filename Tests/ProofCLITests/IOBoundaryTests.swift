import Checks
import Foundation
import Gallery
import ProofCLI
import ProofOutput
import Render
import SubprocessTesting
import Testing

/// The edges between proof and the file system (issue 32), tried as an attacker or a
/// careless CI script would: devices and links where output goes, links inside an output
/// folder, a manifest proof did not write, inputs from FIFOs, pipes and /dev/stdin.
/// Every case: the documented exit code, one line, nothing written outside --out, nothing
/// of the user's removed, never a hang.
@Suite struct IOBoundaryTests {
    /// A token file of our own: AirFit's base set (every token at its light value).
    static let tokens = Proof.root + "/tokens/airfit/base.tokens.json"

    /// `sh -c` running proof: `script` sees proof as "$0" and its arguments as "$@".
    static func shell(_ script: String) -> [String] { ["/bin/sh", "-c", script] }

    /// A writer that opens `fifo` after `delay` seconds and writes `bytes` into it.
    static func feed(_ fifo: String, _ bytes: Data, after delay: Double = 0.3) {
        let thread = Thread {
            usleep(UInt32(delay * 1_000_000))
            let fd = open(fifo, O_WRONLY)
            guard fd >= 0 else { return }
            bytes.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let n = write(fd, buffer.baseAddress! + done, buffer.count - done)
                    if n <= 0 { break }
                    done += n
                }
            }
            close(fd)
        }
        thread.start()
    }

    // MARK: Outputs that are not regular files

    /// `tokens export --out` onto a device refuses (74) and leaves the device a device: it
    /// used to rename a regular file over /dev/null.
    @Test(arguments: ["/dev/null", "/dev/full", "/dev/stdout"])
    func exportOntoADeviceIsRefused(_ target: String) throws {
        var before = stat()
        lstat(target, &before)
        let r = try Proof.run(["tokens", "export", Self.tokens, "--format", "css", "--out", target])
        #expect(r.status == 74)
        let what = target == "/dev/stdout" ? "is a symbolic link, which proof never writes through or over: give the path of a file, or remove the link"
            : "is a device, not a file: give the path of a file to write"
        #expect(r.stderr == "proof: \(target): \(what) (nothing was written); without --out the export is printed to standard output\n")
        var after = stat()
        lstat(target, &after)
        #expect(after.st_mode == before.st_mode && after.st_ino == before.st_ino && after.st_rdev == before.st_rdev)
    }

    /// Standard output that is a full device: 74, in words.
    @Test func exportToAFullStandardOutputIs74() throws {
        let r = try Proof.run(["tokens", "export", Self.tokens, "--format", "css"], through: Self.shell("exec \"$0\" \"$@\" > /dev/full"))
        #expect(r.status == 74)
        #expect(r.stderr == "proof: cannot write to standard output: disk full\n")
    }

    /// A link where the export goes is not written through (its target stays missing or
    /// unchanged) nor replaced.
    @Test func exportOntoALinkIsRefused() throws {
        let dir = scratchFolder()
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: dir + "/target.css"))
        symlink(dir + "/target.css", dir + "/link.css")
        symlink(dir + "/nowhere.css", dir + "/dangling.css")
        let before = FolderSnapshot(dir)
        for link in ["link.css", "dangling.css"] {
            let r = try Proof.run(["tokens", "export", Self.tokens, "--format", "css", "--out", link], in: dir)
            #expect(r.status == 74)
            #expect(r.stderr.hasPrefix("proof: \(link): is a symbolic link, which proof never writes through or over"))
        }
        #expect(FolderSnapshot(dir) == before)
        // A FIFO there is not opened (that would block): refused the same way.
        mkfifo(dir + "/pipe.css", 0o644)
        let fifo = try Proof.run(["tokens", "export", Self.tokens, "--format", "css", "--out", "pipe.css"], in: dir)
        #expect(fifo.status == 74)
        #expect(fifo.stderr == "proof: pipe.css: is a FIFO, not a file: remove it or give another path (nothing was written); without --out the export is printed to standard output\n")
    }

    /// A full disk (a file size limit here) while exporting: 74, and the earlier export whole.
    @Test func aFailedExportLeavesTheEarlierFileWhole() throws {
        let dir = scratchFolder()
        let first = try Proof.run(["tokens", "export", Self.tokens, "--format", "css", "--out", "t.css"], in: dir)
        #expect(first.status == 0)
        let earlier = try Data(contentsOf: URL(fileURLWithPath: dir + "/t.css"))
        let before = FolderSnapshot(dir)
        let r = try Proof.run(["tokens", "export", Self.tokens, "--format", "swift", "--out", "t.css"], in: dir, through: ["/usr/bin/prlimit", "--fsize=1000"])
        #expect(r.status == 74)
        #expect(r.stderr == "proof: t.css: cannot write: file too large (over the file size limit)\n")
        #expect(FolderSnapshot(dir) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/t.css")) == earlier)
    }

    /// Runs `path arguments` (mount, umount) with a deadline; its exit status.
    static func tool(_ path: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard try Subprocess.run(process, timeout: 30) else { return -1 }
        return process.terminationStatus
    }

    /// Whether this machine lets the tests mount a small tmpfs (root with the capability):
    /// a real full disk, not a file size limit.
    static let canMountTmpfs: Bool = {
        guard geteuid() == 0 else { return false }
        let probe = Proof.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard (try? Self.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=16k", "tmpfs", probe])) == 0 else { return false }
        _ = try? Self.tool("/bin/umount", [probe])
        return true
    }()

    /// A disk that is really full (a 192 KiB tmpfs): the export and a render fail with 74
    /// "disk full", the earlier export whole, no temporary left.
    @Test(.enabled(if: IOBoundaryTests.canMountTmpfs, "needs root and the right to mount a tmpfs"))
    func aFullDiskIs74AndLeavesTheEarlierFilesWhole() throws {
        let dir = scratchFolder()
        let disk = dir + "/disk"
        mkdir(disk, 0o755)
        #expect(try Self.tool("/bin/mount", ["-t", "tmpfs", "-o", "size=192k", "tmpfs", disk]) == 0)
        defer { _ = try? Self.tool("/bin/umount", [disk]) }
        let first = try Proof.run(["tokens", "export", Self.tokens, "--format", "css", "--out", disk + "/t.css"])
        #expect(first.status == 0, "\(first.stderr)")
        let earlier = try Data(contentsOf: URL(fileURLWithPath: disk + "/t.css"))
        // Fill what is left but a few KiB.
        let filler = open(disk + "/filler", O_WRONLY | O_CREAT, 0o644)
        let block = [UInt8](repeating: 0, count: 4096)
        while write(filler, block, block.count) == block.count {}
        close(filler)
        let before = FolderSnapshot(disk)
        let export = try Proof.run(["tokens", "export", Self.tokens, "--format", "swift", "--out", disk + "/t.css"])
        #expect(export.status == 74)
        #expect(export.stderr == "proof: \(disk)/t.css: cannot write: disk full\n")
        let render = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", disk + "/out"])
        #expect(render.status == 74)
        #expect(render.stderr.hasSuffix(": cannot write: disk full\n") && render.stderr.hasPrefix("proof: \(disk)/out/"), "\(render.stderr)")
        #expect(FolderSnapshot(disk) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: disk + "/t.css")) == earlier)
    }

    /// `diff --heatmap` onto a device or a link: refused before anything is written.
    @Test func heatmapOntoADeviceOrLinkIsRefused() throws {
        let dir = scratchFolder()
        try PNGFile.encodeRGBA([1, 2, 3, 255], width: 1, height: 1).write(to: URL(fileURLWithPath: dir + "/a.png"))
        try PNGFile.encodeRGBA([1, 2, 4, 255], width: 1, height: 1).write(to: URL(fileURLWithPath: dir + "/b.png"))
        symlink(dir + "/elsewhere.png", dir + "/map.png")
        let before = FolderSnapshot(dir)
        let device = try Proof.run(["diff", "a.png", "b.png", "--heatmap", "/dev/null"], in: dir)
        #expect(device.status == 74)
        #expect(device.stderr == "proof: /dev/null: is a device, not a file: give the path of a file to write (nothing was written)\n")
        let link = try Proof.run(["diff", "a.png", "b.png", "--heatmap", "map.png"], in: dir)
        #expect(link.status == 74)
        #expect(link.stderr.hasPrefix("proof: map.png: is a symbolic link"))
        #expect(FolderSnapshot(dir) == before)
    }

    // MARK: Links inside --out

    /// A subfolder of --out that links elsewhere is never written through: the run stops
    /// with 74 naming the link, the folder it points at stays empty, --out as it was.
    @Test(arguments: ["img", "anim", "inspect", "assets", "data", "airfit"])
    func aLinkedSubfolderIsNotFilled(_ sub: String) throws {
        let dir = scratchFolder()
        mkdir(dir + "/out", 0o755)
        mkdir(dir + "/elsewhere", 0o755)
        symlink(dir + "/elsewhere", dir + "/out/" + sub)
        let before = FolderSnapshot(dir)
        let command = sub == "airfit" ? ["render", "airfit/welcome", "--scale", "1", "--out", "out"]
            : ["gallery", "airfit", "--device", "iphone-se", "--content-size", "large", "--fps", "2", "--no-checks", "--out", "out"]
        let r = try Proof.run(command, in: dir, timeout: Proof.slowTimeout)
        #expect(r.status == 74, "\(r.stderr)")
        #expect(r.stderr.hasSuffix("proof: out/\(sub) is a symbolic link inside the output folder out: proof never writes through one; "
                                   + "remove the link, or give its target as the output folder (nothing was written)\n"), "\(r.stderr)")
        #expect(FolderSnapshot(dir) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/elsewhere").isEmpty)
    }

    /// A file proof would replace that is a link (to a file of the user's): refused, the
    /// link and its target as they were.
    @Test func aLinkWhereAFileGoesIsNotWrittenOver() throws {
        let dir = scratchFolder()
        mkdir(dir + "/out", 0o755)
        mkdir(dir + "/out/airfit", 0o755)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/mine.png"))
        symlink(dir + "/mine.png", dir + "/out/airfit/welcome.png")
        let before = FolderSnapshot(dir)
        let r = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", "out"], in: dir)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: out/airfit/welcome.png is a symbolic link, which proof never writes through or over: give the path of a file, or remove the link (nothing was written)\n")
        #expect(FolderSnapshot(dir) == before)
        #expect(try String(contentsOfFile: dir + "/mine.png", encoding: .utf8) == "mine")
    }

    /// The output folder itself may be a link (to a bigger disk): followed, as the shell does.
    @Test func theOutputFolderItselfMayBeALink() throws {
        let dir = scratchFolder()
        mkdir(dir + "/big", 0o755)
        symlink(dir + "/big", dir + "/out")
        let r = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/big/airfit/welcome.png"))
    }

    // MARK: Manifests proof did not write

    /// The files an earlier animate wrote are replaced by the next, and the manifest says
    /// which; a manifest that is not proof's, or that lists a file whose bytes are not what
    /// proof wrote, costs the user nothing.
    @Test func onlyFilesProofWroteAreRemoved() throws {
        let dir = scratchFolder()
        let animate = ["animate", "airfit/cascade", "--fps", "5", "--scale", "1", "--out", "out"]
        let folder = dir + "/out/airfit/cascade"
        // A foreign manifest (no schema) is another program's: refused, nothing touched.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/frame-099.png"))
        try Data(#"{"files": ["airfit/cascade/frame-099.png"]}"#.utf8).write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
        let before = FolderSnapshot(dir)
        let foreign = try Proof.run(animate, in: dir)
        #expect(foreign.status == 65)
        #expect(foreign.stderr.hasPrefix("proof: out/manifest.json is not a manifest proof wrote"))
        #expect(FolderSnapshot(dir) == before)

        // A version-1 manifest (no digests) listing the user's file: the run goes ahead, the
        // file stays, and is no longer listed.
        try Data(#"{"schema": {"name": "dev.designproof.manifest", "version": 1}, "files": ["airfit/cascade/frame-099.png"]}"#.utf8)
            .write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
        let v1 = try Proof.run(animate, in: dir)
        #expect(v1.status == 0, "\(v1.stderr)")
        #expect(try String(contentsOfFile: folder + "/frame-099.png", encoding: .utf8) == "mine")
        var manifest = try Self.manifest(dir + "/out")
        #expect(!manifest.files.contains("airfit/cascade/frame-099.png"))
        #expect(manifest.files.contains("airfit/cascade/frame-000.png"))

        // A version-2 manifest that lists the user's file with a digest of other bytes (one
        // copied from another folder): the file stays.
        let digest = try #require(manifest.digests["airfit/cascade/frame-000.png"])
        manifest.files.append("airfit/cascade/frame-099.png")
        manifest.digests["airfit/cascade/frame-099.png"] = FileDigest(bytes: 4, hash: digest.hash)
        try manifest.data.write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
        #expect(try Proof.run(animate, in: dir).status == 0)
        #expect(try String(contentsOfFile: folder + "/frame-099.png", encoding: .utf8) == "mine")

        // A file proof wrote, with its digest, is proof's to replace: a run at fewer frames
        // removes the frames it no longer draws — but not one the user edited since.
        let frames = try Self.manifest(dir + "/out").files.filter { $0.hasPrefix("airfit/cascade/frame-") }
        #expect(frames.count > 3)
        try Data("edited".utf8).write(to: URL(fileURLWithPath: dir + "/out/" + frames.last!))
        #expect(try Proof.run(["animate", "airfit/cascade", "--fps", "2", "--scale", "1", "--out", "out"], in: dir).status == 0)
        let after = try Self.manifest(dir + "/out").files.filter { $0.hasPrefix("airfit/cascade/frame-") }
        #expect(after.count < frames.count)
        for gone in Set(frames).subtracting(after).subtracting([frames.last!]) {
            #expect(!FileManager.default.fileExists(atPath: dir + "/out/" + gone), "\(gone) was proof's and was replaced")
        }
        #expect(try String(contentsOfFile: dir + "/out/" + frames.last!, encoding: .utf8) == "edited")
    }

    /// A manifest that names files outside the folder (`../x`, absolute paths) never
    /// reaches them.
    @Test func manifestEntriesOutsideTheFolderAreIgnored() throws {
        let dir = scratchFolder()
        try Data("outside".utf8).write(to: URL(fileURLWithPath: dir + "/victim.png"))
        mkdir(dir + "/out", 0o755)
        let digest = FileDigest(of: Data("outside".utf8))
        let manifest = Manifest(files: ["../victim.png", dir + "/victim.png", "airfit/../../victim.png"],
                                digests: ["../victim.png": digest, dir + "/victim.png": digest, "airfit/../../victim.png": digest])
        try manifest.data.write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
        let r = try Proof.run(["animate", "airfit/cascade", "--fps", "2", "--scale", "1", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: dir + "/victim.png", encoding: .utf8) == "outside")
        #expect(try Self.manifest(dir + "/out").files.allSatisfy { !$0.contains("..") && !$0.hasPrefix("/") })
    }

    static func manifest(_ folder: String) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")))
    }

    // MARK: Concurrent runs into one folder

    /// Two renders into one folder at once: both finish, and the manifest lists both
    /// runs' files (each commit reads the other's manifest).
    @Test func concurrentRunsIntoOneFolderListEveryFile() throws {
        let dir = scratchFolder()
        let screens = ["airfit/welcome", "airfit/dashboard", "airfit/rep-counter", "airfit/voice-log"]
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: screens.count) { i in
            let r = try? Proof.run(["render", screens[i], "--scale", "1", "--out", "out"], in: dir)
            results.set(i, r?.status ?? -1)
        }
        #expect(results.all == [0, 0, 0, 0])
        let listed = try Self.manifest(dir + "/out").files
        for s in screens { #expect(listed.contains(s + ".png") && listed.contains(s + ".json"), "\(s)") }
        #expect(!FolderSnapshot(dir).paths.contains { $0.hasSuffix(".tmp") })
    }

    final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: Int32] = [:]
        func set(_ i: Int, _ v: Int32) { lock.lock(); values[i] = v; lock.unlock() }
        var all: [Int32] { lock.lock(); defer { lock.unlock() }; return values.keys.sorted().map { values[$0]! } }
    }

    // MARK: Inputs from pipes, FIFOs and /dev/stdin

    /// `--data` through a FIFO whose writer comes later, a pipe on standard input and a
    /// process substitution: read once, drawn as from a file (it used to hang, or fail with
    /// "unexpected end of file" on its second open).
    @Test func dataFromAFIFOAPipeAndAProcessSubstitution() throws {
        let dir = scratchFolder()
        let sample = try Data(contentsOf: URL(fileURLWithPath: Proof.root + "/data/fitai.sample.json"))
        let reference = try Proof.run(["render", "fitai/home", "--scale", "1", "--out", "file", "--data", Proof.root + "/data/fitai.sample.json"], in: dir)
        #expect(reference.status == 0, "\(reference.stderr)")
        let expected = try Data(contentsOf: URL(fileURLWithPath: dir + "/file/fitai/home.png"))

        mkfifo(dir + "/log.fifo", 0o644)
        Self.feed(dir + "/log.fifo", sample)
        let fifo = try Proof.run(["render", "fitai/home", "--scale", "1", "--out", "fifo", "--data", "log.fifo"], in: dir)
        #expect(fifo.status == 0, "\(fifo.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/fifo/fitai/home.png")) == expected)

        let stdin = try Proof.run(["render", "fitai/home", "--scale", "1", "--out", "stdin", "--data", "/dev/stdin"], in: dir,
                                  through: Self.shell("cat \"$DATA\" | \"$0\" \"$@\""), environment: ["DATA": Proof.root + "/data/fitai.sample.json"])
        #expect(stdin.status == 0, "\(stdin.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/stdin/fitai/home.png")) == expected)

        let substitution = try Proof.run(["render", "fitai/home", "--scale", "1", "--out", "sub"], in: dir,
                                         through: ["/bin/bash", "-c", "exec \"$0\" \"$@\" --data <(cat \"$DATA\")"],
                                         environment: ["DATA": Proof.root + "/data/fitai.sample.json"])
        #expect(substitution.status == 0, "\(substitution.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/sub/fitai/home.png")) == expected)
    }

    /// A FIFO nobody writes to is an error after the wait (DESIGNPROOF_INPUT_WAIT), with
    /// nothing written — for `--data`, the token files, `diff` and a reference's timeline.
    @Test func aSilentFIFOIsAnErrorNotAHang() throws {
        let dir = scratchFolder()
        mkfifo(dir + "/silent", 0o644)
        let wait = ["DESIGNPROOF_INPUT_WAIT": "0.5"]
        let line = "silent: sent nothing for 0.50 s (a pipe or FIFO nobody writes to? set DESIGNPROOF_INPUT_WAIT to wait longer)"
        let data = try Proof.run(["render", "fitai/home", "--out", "out", "--data", "silent"], in: dir, environment: wait, timeout: 60)
        #expect(data.status == 74)
        #expect(data.stderr == "proof: " + line + "\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
        let tokens = try Proof.run(["tokens", "validate", "silent"], in: dir, environment: wait, timeout: 60)
        #expect(tokens.status == 74)
        #expect(tokens.stderr == "proof: silent: " + line.dropFirst("silent: ".count) + "\n")
        try PNGFile.encodeRGBA([1, 2, 3, 255], width: 1, height: 1).write(to: URL(fileURLWithPath: dir + "/a.png"))
        let diff = try Proof.run(["diff", "a.png", "silent"], in: dir, environment: wait, timeout: 60)
        #expect(diff.status == 74)
        #expect(diff.stderr == "proof: " + line + "\n")
    }

    /// `diff` of PNGs from a FIFO and from process substitutions.
    @Test func diffReadsPNGsFromPipes() throws {
        let dir = scratchFolder()
        let a = try PNGFile.encodeRGBA([1, 2, 3, 255, 9, 9, 9, 255], width: 2, height: 1)
        let b = try PNGFile.encodeRGBA([1, 2, 3, 255, 9, 9, 10, 255], width: 2, height: 1)
        try a.write(to: URL(fileURLWithPath: dir + "/a.png"))
        try b.write(to: URL(fileURLWithPath: dir + "/b.png"))
        let direct = try Proof.run(["diff", "a.png", "b.png", "--json"], in: dir)
        #expect(direct.status == 0)
        mkfifo(dir + "/b.fifo", 0o644)
        Self.feed(dir + "/b.fifo", b)
        let fifo = try Proof.run(["diff", "a.png", "b.fifo", "--json"], in: dir)
        #expect(fifo.status == 0, "\(fifo.stderr)")
        #expect(fifo.stdout == direct.stdout)
        let piped = try Proof.run(["diff", "--json"], in: dir, through: ["/bin/bash", "-c", "exec \"$0\" \"$@\" <(cat a.png) <(cat b.png)"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == direct.stdout)
    }

    /// A reference whose timeline.json is a FIFO nobody writes to: 74 after the wait (it
    /// used to hang `animate --verify`).
    @Test func verifyAgainstASilentTimelineIsAnError() throws {
        let dir = scratchFolder()
        let record = try Proof.run(["animate", "airfit/cascade", "--fps", "5", "--scale", "1", "--out", "ref"], in: dir)
        #expect(record.status == 0, "\(record.stderr)")
        let timeline = dir + "/ref/airfit/cascade/timeline.json"
        try FileManager.default.removeItem(atPath: timeline)
        mkfifo(timeline, 0o644)
        let r = try Proof.run(["animate", "airfit/cascade", "--fps", "5", "--scale", "1", "--verify", "ref"], in: dir,
                              environment: ["DESIGNPROOF_INPUT_WAIT": "0.5"], timeout: 60)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: ref/airfit/cascade/timeline.json: sent nothing for 0.50 s (a pipe or FIFO nobody writes to? set DESIGNPROOF_INPUT_WAIT to wait longer)\n")
    }

    /// Proposals and shard results through a pipe are read once, like files.
    @Test func proposalsAndShardResultsThroughPipes() throws {
        let dir = scratchFolder()
        let shard = try Proof.run(["check", "contrast", "--app", "airfit", "--device", "iphone-se", "--shard", "1/1", "--json"], in: dir)
        #expect(shard.status == 1 || shard.status == 0, "\(shard.stderr)")
        try Data(shard.stdout.utf8).write(to: URL(fileURLWithPath: dir + "/s1.json"))
        let merged = try Proof.run(["check", "--merge"], in: dir, through: ["/bin/bash", "-c", "exec \"$0\" \"$@\" <(cat s1.json)"])
        #expect(merged.status == shard.status, "\(merged.stderr)")
        #expect(merged.stdout.hasPrefix("MERGED 1 of 1 shards\n"))
    }

    // MARK: Merging shards of different runs

    /// Shards run with other devices, apps or contrast are refused (65), not merged into a
    /// mixed verdict.
    @Test func shardsOfDifferentCommandLinesAreNotMerged() throws {
        let dir = scratchFolder()
        func shard(_ k: Int, _ extra: [String]) throws {
            let r = try Proof.run(["check", "contrast", "--shard", "\(k)/2", "--json"] + extra, in: dir, timeout: Proof.slowTimeout)
            #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
            try Data(r.stdout.utf8).write(to: URL(fileURLWithPath: dir + "/s\(k).json"))
        }
        try shard(1, ["--app", "airfit", "--device", "iphone-se"])
        for (second, says) in [
            (["--app", "airfit", "--device", "iphone-16"], "s2.json was checked with --device iphone-16, s1.json --device iphone-se: merge the shards of one command line"),
            (["--app", "nutrisync", "--device", "iphone-se"], "s2.json was checked with the apps nutrisync, s1.json the apps airfit: merge the shards of one command line"),
            (["--app", "airfit", "--device", "iphone-se", "--contrast", "high"], "s2.json was checked with --contrast high, s1.json --contrast both: merge the shards of one command line"),
        ] {
            try shard(2, second)
            let r = try Proof.run(["check", "--merge", "s1.json", "s2.json"], in: dir)
            #expect(r.status == 65)
            #expect(r.stderr == "proof: " + says + "\n")
        }
        // The same command line merges.
        try shard(2, ["--app", "airfit", "--device", "iphone-se"])
        let same = try Proof.run(["check", "--merge", "s1.json", "s2.json"], in: dir)
        #expect(same.status == 1, "\(same.stderr)")
        #expect(same.stdout.hasPrefix("MERGED 2 of 2 shards\n"))
    }

    // MARK: Found in the second hostile pass

    /// A read-only file where proof writes is refused as root too (root may write anything;
    /// a file made read-only is still not proof's to replace).
    @Test func aReadOnlyFileIsRefusedEvenAsRoot() throws {
        let dir = scratchFolder()
        mkdir(dir + "/out", 0o755)
        mkdir(dir + "/out/airfit", 0o755)
        try Data("ro".utf8).write(to: URL(fileURLWithPath: dir + "/out/airfit/welcome.png"))
        chmod(dir + "/out/airfit/welcome.png", 0o444)
        let before = FolderSnapshot(dir)
        let r = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", "out"], in: dir)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: out/airfit/welcome.png is read-only: make it writable or write somewhere else (nothing was written)\n")
        #expect(FolderSnapshot(dir) == before)
    }

    /// What a command prints is checked like a file: a report that did not reach standard
    /// output is 74, whatever the verdict; a closed standard output is refused up front.
    @Test func standardOutputIsChecked() throws {
        for command in [["list"], ["contrast", "777777", "FFFFFF", "--json"], ["motion", "sample", "easeIn", "--json"],
                        ["check", "accessibility", "--app", "airfit", "--device", "iphone-se", "--json"]] {
            let full = try Proof.run(command, through: Self.shell("exec \"$0\" \"$@\" > /dev/full"), timeout: Proof.slowTimeout)
            #expect(full.status == 74, "\(command)")
            #expect(full.stderr == "proof: cannot write to standard output: disk full\n", "\(command)")
        }
        let cut = try Proof.run(["motion", "sample", "easeIn", "--duration", "60", "--json"], in: scratchFolder(),
                                through: ["/usr/bin/prlimit", "--fsize=1000", "/bin/sh", "-c", "exec \"$0\" \"$@\" > out.json"])
        #expect(cut.status == 74)
        #expect(cut.stderr == "proof: cannot write to standard output: file too large (over the file size limit)\n")
        let closed = try Proof.run(["render", "airfit/welcome", "--out", "out"], in: scratchFolder(), through: Self.shell("exec \"$0\" \"$@\" >&-"))
        #expect(closed.status == 74)
        #expect(closed.stderr == "proof: standard output is closed: give it a file, or /dev/null to drop what proof prints\n")
    }

    /// `check --merge FOLDER` reads only the regular files it finds: a FIFO or a link to a
    /// device among them is refused at once, never waited on or read to its bound.
    @Test func mergeOfAFolderReadsOnlyRegularFiles() throws {
        let dir = scratchFolder()
        mkdir(dir + "/shards", 0o755)
        try Data(#"{"schema": {"name": "dev.designproof.check", "version": 4}}"#.utf8).write(to: URL(fileURLWithPath: dir + "/shards/a.json"))
        // (Named to sort first: the folder's files are read in name order.)
        mkfifo(dir + "/shards/0.json", 0o644)
        let fifo = try Proof.run(["check", "--merge", "shards"], in: dir, environment: ["DESIGNPROOF_INPUT_WAIT": "30"], timeout: 20)
        #expect(fifo.status == 74)
        #expect(fifo.stderr == "proof: shards/0.json: is not a regular file\n")
        unlink(dir + "/shards/0.json")
        symlink("/dev/zero", dir + "/shards/0.json")
        let zero = try Proof.run(["check", "--merge", "shards"], in: dir, timeout: 20)
        #expect(zero.status == 74)
        #expect(zero.stderr == "proof: shards/0.json: is not a regular file\n")
    }

    /// A PNG input that does not begin with the signature is refused when its first bytes
    /// arrive, not after reading 272 MiB of /dev/zero.
    @Test func aStreamThatIsNotAPNGIsRefusedAtOnce() throws {
        let dir = scratchFolder()
        try PNGFile.encodeRGBA([1, 2, 3, 255], width: 1, height: 1).write(to: URL(fileURLWithPath: dir + "/a.png"))
        let r = try Proof.run(["diff", "/dev/zero", "a.png"], in: dir, timeout: 20)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: /dev/zero: not a readable PNG: not a PNG file (bad signature)\n")
    }

    /// An --out that is a link to nothing is said as such before anything is drawn.
    @Test func aDanglingLinkAsTheOutputFolder() throws {
        let dir = scratchFolder()
        symlink(dir + "/nowhere", dir + "/out")
        let r = try Proof.run(["render", "airfit/welcome", "--out", "out"], in: dir)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: --out out: out is a symbolic link to nothing: create what it points to, or remove it\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/nowhere"))
    }

    /// Two token files of one system are each named after their path, so neither sheet is
    /// written over the other; the same path twice is refused (64).
    @Test func tokenSheetsOfOneSystemTwiceAreNamedByTheirPaths() throws {
        let dir = scratchFolder()
        for sub in ["a", "b"] {
            mkdir(dir + "/" + sub, 0o755)
            try FileManager.default.copyItem(atPath: Self.tokens, toPath: dir + "/\(sub)/airfit.tokens.json")
        }
        let r = try Proof.run(["tokens", "sheet", "a/airfit.tokens.json", "b/airfit.tokens.json", "--scale", "1", "--out", "out"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/a-airfit.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/b-airfit.png"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/airfit.png"))
        let twice = try Proof.run(["tokens", "sheet", "a/airfit.tokens.json", "a/airfit.tokens.json", "--out", "out2"], in: dir)
        #expect(twice.status == 64)
        #expect(twice.stderr == "proof: a/airfit.tokens.json is given twice: give each token file once\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out2"))
    }

    /// `animate --verify` removes only heatmaps it wrote (listed in the reference's manifest
    /// with their digests): a file of yours named like one stays, and a failure at its frame
    /// does not write over it.
    @Test func verifyRemovesOnlyItsOwnHeatmaps() throws {
        let dir = scratchFolder()
        let animate = ["animate", "airfit/cascade", "--fps", "5", "--scale", "1"]
        #expect(try Proof.run(animate + ["--out", "ref"], in: dir).status == 0)
        let folder = dir + "/ref/airfit/cascade"
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/verify-frame-001-heatmap.png"))
        let pass = try Proof.run(animate + ["--verify", "ref"], in: dir)
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(try String(contentsOfFile: folder + "/verify-frame-001-heatmap.png", encoding: .utf8) == "notes")
        // A failing verify writes its heatmap, listed; the next pass removes it, and only it.
        let frame = folder + "/frame-002.png"
        let original = try Data(contentsOf: URL(fileURLWithPath: frame))
        let image = try PNGFile.read(frame)
        var pixels = image.pixels
        for i in stride(from: 0, to: 400, by: 4) { pixels[i] = pixels[i] &+ 40 }
        try PNGFile.encodeRGBA(pixels, width: image.width, height: image.height).write(to: URL(fileURLWithPath: frame))
        let fail = try Proof.run(animate + ["--verify", "ref"], in: dir)
        #expect(fail.status == 1, "\(fail.stderr)")
        #expect(fail.stdout.hasSuffix("heatmap of frame 2: ref/airfit/cascade/verify-frame-002-heatmap.png\n"))
        #expect(try Self.manifest(dir + "/ref").digests["airfit/cascade/verify-frame-002-heatmap.png"] != nil)
        try original.write(to: URL(fileURLWithPath: frame))
        #expect(try Proof.run(animate + ["--verify", "ref"], in: dir).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/verify-frame-002-heatmap.png"))
        #expect(try Self.manifest(dir + "/ref").digests["airfit/cascade/verify-frame-002-heatmap.png"] == nil)
        #expect(try String(contentsOfFile: folder + "/verify-frame-001-heatmap.png", encoding: .utf8) == "notes")
        // A failure at frame 1, where your file is: refused, the file as it was.
        let one = folder + "/frame-001.png"
        let first = try PNGFile.read(one)
        var changed = first.pixels
        for i in stride(from: 0, to: 400, by: 4) { changed[i] = changed[i] &+ 40 }
        try PNGFile.encodeRGBA(changed, width: first.width, height: first.height).write(to: URL(fileURLWithPath: one))
        let refused = try Proof.run(animate + ["--verify", "ref"], in: dir)
        #expect(refused.status == 65)
        #expect(refused.stderr == "proof: ref/airfit/cascade/verify-frame-001-heatmap.png is not a heatmap proof wrote, where verify writes its heatmap: "
                + "move it away, or re-record it with proof animate airfit/cascade --fps 5 --scale 1 --out ref\n")
        #expect(try String(contentsOfFile: folder + "/verify-frame-001-heatmap.png", encoding: .utf8) == "notes")
    }

    /// A snapshot failure record that is a FIFO or a link to a device is a failure the
    /// review cannot show: said, and the run exits 65 (it was dropped in silence).
    @Test func aSnapshotRecordThatIsAFIFOIsSaid() throws {
        let dir = scratchFolder()
        try FileManager.default.createDirectory(atPath: dir + "/snap/designproof/x", withIntermediateDirectories: true)
        mkfifo(dir + "/snap/designproof/x/T.a.json", 0o644)
        symlink("/dev/zero", dir + "/snap/designproof/x/T.b.json")
        let r = try Proof.run(["gallery", "fitai", "--device", "iphone-se", "--content-size", "large", "--fps", "1", "--no-checks",
                               "--snapshots", "snap", "--out", "g"], in: dir, timeout: Proof.slowTimeout)
        #expect(r.status == 65, "\(r.stderr)")
        #expect(r.stderr == "proof: snap/designproof/x/T.a.json is not a regular file: skipped\n"
                + "proof: snap/designproof/x/T.b.json is not a regular file: skipped\n"
                + "proof: 2 snapshot failures in snap could not be shown (listed above and on the page's Snapshots view): fix or remove their records and run again\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/g/index.html"), "the gallery is written all the same")
    }
}
