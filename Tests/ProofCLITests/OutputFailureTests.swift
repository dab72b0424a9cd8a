import Foundation
import Render
import SubprocessTesting
import Testing

/// Writing commands whose output folder is in the way: exit 74 (64 when the argument itself
/// is wrong) with one line, nothing written, nothing an earlier run wrote changed. Each run
/// is checked with a snapshot of the folder's files, hidden temporaries included.
@Suite struct OutputFailureTests {
    /// One cheap invocation of each command that writes into `--out`.
    static let writers: [[String]] = [
        ["render", "airfit/welcome", "--scale", "1"],
        ["sheet", "airfit", "--scale", "0.25"],
        ["animate", "airfit/cascade", "--fps", "5", "--scale", "1"],
        ["tokens", "sheet", "tokens/airfit.resolver.json", "--scale", "1"],
        ["check", "contrast"],
    ]

    /// Runs `command --out out` in `dir` (tokens found through DESIGNPROOF_TOKENS, since the
    /// folder is not the project) and checks status, stderr, and that `dir` did not change.
    func expectRefused(_ command: [String], out: String, in dir: String, _ line: String, status: Int32 = 74,
                       through prefix: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = FolderSnapshot(dir)
        var args = command.map { $0.hasPrefix("tokens/") ? Proof.root + "/" + $0 : $0 }
        args += ["--out", out]
        let r = try Proof.run(args, in: dir, through: prefix, environment: ["DESIGNPROOF_TOKENS": Proof.root + "/tokens"], timeout: Proof.slowTimeout)
        #expect(r.status == status, "\(command): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr == "proof: " + line + "\n", "\(command)", sourceLocation: sourceLocation)
        #expect(FolderSnapshot(dir) == before, "\(command) changed nothing", sourceLocation: sourceLocation)
    }

    @Test(arguments: writers)
    func outIsAFile(_ command: [String]) throws {
        let dir = scratchFolder()
        try Data("mine".utf8).write(to: URL(fileURLWithPath: dir + "/notes.txt"))
        try expectRefused(command, out: "notes.txt", in: dir, "--out notes.txt is a file, not a folder: give a folder to write into")
        try expectRefused(command, out: "notes.txt/x", in: dir, "--out notes.txt/x: notes.txt is a file, not a folder")
    }

    @Test(arguments: writers)
    func absurdlyLongOutIsAUsageError(_ command: [String]) throws {
        let dir = scratchFolder()
        let long = String(repeating: "d/", count: 2500)
        try expectRefused(command, out: long, in: dir,
                          "--out is 4999 bytes long, over the system's limit of 4095 (PATH_MAX): give a shorter path", status: 64)
        // Both the path and the name are echoed shortened to 200 characters.
        let name = String(repeating: "n", count: 300)
        let shownName = String(repeating: "n", count: 120) + "…" + String(repeating: "n", count: 79)
        let shownPath = "x/" + String(repeating: "n", count: 118) + "…" + String(repeating: "n", count: 79)
        try expectRefused(command, out: "x/" + name, in: dir,
                          "--out \(shownPath): the name \(shownName) is 300 bytes, over the system's limit of 255 (NAME_MAX): give a shorter name", status: 64)
    }

    /// Permissions bind only an unprivileged user: as root the runs drop to `nobody`.
    @Test(arguments: writers)
    func readOnlyFolderIsAnIOError(_ command: [String]) throws {
        let dir = scratchFolder()
        mkdir(dir + "/ro", 0o555)
        chmod(dir + "/ro", 0o555)
        try expectRefused(command, out: "ro", in: dir, "--out ro: cannot write into it: permission denied", through: Unprivileged.prefix)
        try expectRefused(command, out: "ro/new", in: dir, "--out ro/new: cannot create it in ro: permission denied", through: Unprivileged.prefix)
    }

    /// A folder named manifest.json: the run stops before drawing, and the earlier run's
    /// files stay as they were.
    @Test(arguments: writers)
    func blockedManifestChangesNothing(_ command: [String]) throws {
        let dir = scratchFolder()
        mkdir(dir + "/out", 0o755)
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: dir + "/out/airfit-sheet.png"))
        mkdir(dir + "/out/manifest.json", 0o755)
        try expectRefused(command, out: "out", in: dir,
                          "out/manifest.json is a folder, where proof keeps the list of files it wrote: remove it or write somewhere else")
    }

    @Test func manifestThatIsNotOursIsBadData() throws {
        let dir = scratchFolder()
        mkdir(dir + "/out", 0o755)
        let line = "out/manifest.json is not a manifest proof wrote (expected {\"schema\": {\"name\": \"dev.designproof.manifest\", …}, \"files\": [...]}): "
            + "proof will not write over another program's file; remove it or write somewhere else"
        try Data("{\"version\": 3}".utf8).write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
        try expectRefused(["render", "airfit/welcome"], out: "out", in: dir, line, status: 65)
        // A list of files without proof's schema is another program's too: never trusted.
        try Data("{\"files\": [\"airfit/welcome.png\"]}".utf8).write(to: URL(fileURLWithPath: dir + "/out/manifest.json"))
        try expectRefused(["render", "airfit/welcome"], out: "out", in: dir, line, status: 65)
    }

    /// A manifest.json that is a link (even to a manifest proof wrote elsewhere) is neither
    /// read through nor replaced, for every writing command; the link's target is unchanged.
    @Test(arguments: writers)
    func manifestThatIsALinkIsRefused(_ command: [String]) throws {
        let dir = scratchFolder()
        mkdir(dir + "/out", 0o755)
        try Data("{\"files\": [], \"digests\": {}, \"schema\": {\"name\": \"dev.designproof.manifest\", \"version\": 2}}\n".utf8)
            .write(to: URL(fileURLWithPath: dir + "/elsewhere.json"))
        symlink(dir + "/elsewhere.json", dir + "/out/manifest.json")
        try expectRefused(command, out: "out", in: dir,
                          "out/manifest.json is a symbolic link, where proof keeps the list of files it wrote: remove it or write somewhere else")
    }

    /// A second render whose manifest (or one of whose files) cannot be replaced leaves the
    /// first render's PNG and JSON as they were — before, the PNG and JSON were replaced
    /// and only the manifest failed.
    @Test func blockedRunLeavesTheEarlierRenderIntact() throws {
        let dir = scratchFolder()
        Unprivileged.own(dir)
        let first = try Proof.run(["render", "airfit/welcome", "--scale", "1", "--out", "out"], in: dir, through: Unprivileged.prefix)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(FolderSnapshot(dir).paths == ["out", "out/airfit", "out/airfit/welcome.json", "out/airfit/welcome.png", "out/manifest.json"])
        chmod(dir + "/out/manifest.json", 0o444)
        try expectRefused(["render", "airfit/welcome", "--device", "iphone-se", "--scale", "1"], out: "out", in: dir,
                          "out/manifest.json is read-only: make it writable or write somewhere else (nothing was written)", through: Unprivileged.prefix)
        chmod(dir + "/out/manifest.json", 0o644)
        // A folder where the JSON goes.
        try FileManager.default.removeItem(atPath: dir + "/out/airfit/welcome.json")
        mkdir(dir + "/out/airfit/welcome.json", 0o755)
        try expectRefused(["render", "airfit/welcome", "--device", "iphone-se", "--scale", "1"], out: "out", in: dir,
                          "out/airfit/welcome.json is a folder where proof would write a file: remove it or write somewhere else (nothing was written)")
    }

    /// A write that fails half-way (here: over a file size limit, as a full disk would) is
    /// reported in words and rolled back: no temporary, no folder, no earlier file changed.
    @Test func failedWriteIsRolledBack() throws {
        let dir = scratchFolder()
        let limit = ["/usr/bin/prlimit", "--fsize=20000"]
        try expectRefused(["render", "airfit/welcome", "--scale", "1"], out: "out", in: dir,
                          "out/airfit/welcome.png: cannot write: file too large (over the file size limit)", through: limit)
        // The PDF (about 16 kB) is written before the JSON (15 kB).
        try expectRefused(["render", "airfit/welcome", "--scale", "1", "--format", "pdf"], out: "out", in: dir,
                          "out/airfit/welcome.pdf: cannot write: file too large (over the file size limit)", through: ["/usr/bin/prlimit", "--fsize=8000"])
        let earlier = try Proof.run(["render", "airfit/dashboard", "--scale", "1", "--out", "out"], in: dir)
        #expect(earlier.status == 0)
        let before = FolderSnapshot(dir)
        let r = try Proof.run(["animate", "airfit/cascade", "--fps", "5", "--scale", "1", "--out", "out"], in: dir, through: limit)
        #expect(r.status == 74)
        #expect(r.stderr.hasPrefix("proof: out/airfit/cascade/") && r.stderr.hasSuffix(": cannot write: file too large (over the file size limit)\n"), "\(r.stderr)")
        #expect(FolderSnapshot(dir) == before)
    }

    /// Ctrl-C while files are being written: the temporaries and the folders the run made
    /// are removed, and the exit status is 128 + SIGINT.
    @Test func interruptedRunLeavesNothing() throws {
        let dir = scratchFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Proof.executable)
        process.arguments = ["render", "--all", "--scale", "1", "--out", "out"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Wait (up to the slow timeout) until the run has temporaries on disk.
        var sawTemporaries = false
        for _ in 0..<Int(Proof.slowTimeout * 10) where process.isRunning {
            if FolderSnapshot(dir).paths.contains(where: { $0.hasSuffix(".tmp") }) { sawTemporaries = true; break }
            usleep(100_000)
        }
        #expect(sawTemporaries, "the run was interrupted while writing")
        kill(process.processIdentifier, SIGINT)
        // A run that ignores the interrupt is killed after the deadline, and fails here.
        let stopped = Subprocess.wait(for: process, signalling: finished, timeout: Proof.defaultTimeout)
        #expect(stopped, "proof did not stop within \(Int(Proof.defaultTimeout)) s of SIGINT")
        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(FolderSnapshot(dir).paths.isEmpty, "\(FolderSnapshot(dir))")
    }
}

extension OutputFailureTests {
    /// Ctrl-C while another proof holds the folder for its commit: the run stops at once,
    /// cleans up and is not committed after (it used to wait, then commit, then exit 130).
    @Test func interruptWhileWaitingForTheFolderLeavesNothing() throws {
        let dir = scratchFolder()
        mkdir(dir + "/out", 0o755)
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [dir + "/out", "/bin/sleep", "60"]
        try holder.run()
        defer { holder.terminate() }
        usleep(300_000)
        let before = FolderSnapshot(dir)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Proof.executable)
        process.arguments = ["render", "airfit/welcome", "--scale", "1", "--out", "out"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Wait until the render is done and the run waits for the folder: its temporaries are there.
        var waiting = false
        for _ in 0..<600 where process.isRunning {
            if FolderSnapshot(dir).paths.contains(where: { $0.hasSuffix(".tmp") }) { waiting = true; break }
            usleep(100_000)
        }
        #expect(waiting, "the run reached its commit")
        usleep(300_000)
        kill(process.processIdentifier, SIGINT)
        let stopped = Subprocess.wait(for: process, signalling: finished, timeout: 10)
        #expect(stopped, "proof did not stop within 10 s of SIGINT while another run held the folder")
        #expect(process.terminationStatus == 128 + SIGINT)
        #expect(FolderSnapshot(dir) == before, "\(FolderSnapshot(dir))")
    }
}

/// `proof diff`'s inputs and heatmap in the way.
@Suite struct DiffInputFailureTests {
    func pair(in dir: String) throws {
        try PNGFile.encodeRGBA([1, 2, 3, 255], width: 1, height: 1).write(to: URL(fileURLWithPath: dir + "/a.png"))
        try PNGFile.encodeRGBA([1, 2, 4, 255], width: 1, height: 1).write(to: URL(fileURLWithPath: dir + "/b.png"))
    }

    /// A folder was read as a file with a "bad signature" (65).
    @Test func folderIsAnIOError() throws {
        let dir = scratchFolder()
        try pair(in: dir)
        mkdir(dir + "/sub", 0o755)
        let r = try Proof.run(["diff", "sub", "a.png"], in: dir)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: sub: cannot read: it is a folder, not a PNG file\n")
    }

    @Test func truncatedAndEmptyFilesSayWhere() throws {
        let dir = scratchFolder()
        try pair(in: dir)
        let whole = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
        try whole.prefix(whole.count - 20).write(to: URL(fileURLWithPath: dir + "/cut.png"))
        let cut = try Proof.run(["diff", "a.png", "cut.png"], in: dir)
        #expect(cut.status == 65)
        #expect(cut.stderr == "proof: cut.png: not a readable PNG: truncated at byte \(whole.count - 20): the file ends inside its IDAT chunk\n")
        try whole.prefix(5).write(to: URL(fileURLWithPath: dir + "/five.png"))
        let five = try Proof.run(["diff", "five.png", "a.png"], in: dir)
        #expect(five.stderr == "proof: five.png: not a readable PNG: truncated at byte 5 (the file ends inside the signature)\n")
        try Data().write(to: URL(fileURLWithPath: dir + "/empty.png"))
        let empty = try Proof.run(["diff", "empty.png", "a.png"], in: dir)
        #expect(empty.status == 65)
        #expect(empty.stderr == "proof: empty.png: not a readable PNG: not a PNG file (it is empty)\n")
    }

    @Test func heatmapOntoAFolderWritesNothing() throws {
        let dir = scratchFolder()
        try pair(in: dir)
        mkdir(dir + "/maps", 0o755)
        let before = FolderSnapshot(dir)
        let r = try Proof.run(["diff", "a.png", "b.png", "--heatmap", "maps"], in: dir)
        #expect(r.status == 74)
        #expect(r.stderr == "proof: maps: is a folder, not a file: remove it or give another path (nothing was written)\n")
        #expect(FolderSnapshot(dir) == before)
    }

    /// A heatmap into a folder that does not exist yet: made, as --out folders are.
    @Test func heatmapIntoAMissingFolderMakesIt() throws {
        let dir = scratchFolder()
        try pair(in: dir)
        let r = try Proof.run(["diff", "a.png", "b.png", "--heatmap", "new/deeper/heat.png", "--json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FolderSnapshot(dir).paths == ["a.png", "b.png", "new", "new/deeper", "new/deeper/heat.png"])
    }
}

/// Token files in the way: a folder was "error 256" (NSCocoaErrorDomain).
@Suite struct TokenInputFailureTests {
    @Test func folderAndUnreadableFileSaySo() throws {
        let dir = scratchFolder()
        mkdir(dir + "/x.tokens.json", 0o755)
        let folder = try Proof.run(["tokens", "validate", "x.tokens.json"], in: dir)
        #expect(folder.status == 74)
        #expect(folder.stderr == "proof: x.tokens.json: is a folder, not a token file\n")
        let sheet = try Proof.run(["tokens", "sheet", "x.tokens.json", "--out", "out"], in: dir)
        #expect(sheet.status == 74)
        #expect(sheet.stderr == "proof: x.tokens.json: is a folder, not a token file\n")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/locked.tokens.json"))
        chmod(dir + "/locked.tokens.json", 0o000)
        let locked = try Proof.run(["tokens", "validate", "locked.tokens.json"], in: dir, through: Unprivileged.prefix)
        #expect(locked.status == 74)
        #expect(locked.stderr == "proof: locked.tokens.json: file cannot be read (check its permissions)\n")
        #expect(FolderSnapshot(dir).paths == ["locked.tokens.json", "x.tokens.json"])
    }
}

/// The test runner itself: a run that does not finish is killed and fails its test.
@Suite struct ProofRunnerTests {
    /// (A full render takes far longer than 2 s in any build; SIGTERM then also shows that
    /// a terminated run removes its temporaries.)
    @Test func runsThatHangAreKilledAfterTheTimeout() throws {
        let dir = scratchFolder()
        #expect(throws: ProofTimedOut.self) {
            _ = try Proof.run(["render", "--all", "--out", "out"], in: dir, timeout: 2)
        }
        #expect(FolderSnapshot(dir).paths.isEmpty)
    }
}
