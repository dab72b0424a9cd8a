import Foundation
import SubprocessTesting
import Testing

/// `proof diff` on PNGs that claim more memory than they hold, run the way a user would but
/// under an address-space limit (`ulimit -v`) of 512 MiB, about twice what `proof` needs
/// to start. A reader that allocated what such a file claims would fail differently (libpng
/// allocated and cleared the 2 GB a tEXt chunk claimed: issue 12).
@Suite struct DiffMemoryBoundTests {
    static let limitKiB = 512 * 1024

    /// Runs `proof ARGS` in `directory` under the limit, through /bin/sh's `ulimit -v`.
    func runLimited(_ arguments: [String], in directory: String) throws -> ProofResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(Self.limitKiB) && exec \"$0\" \"$@\"", Proof.executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = directory + "/.stdout", err = directory + "/.stderr"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardInput = FileHandle.nullDevice
        guard try Subprocess.run(process, timeout: Proof.defaultTimeout) else {
            throw SubprocessTimedOut(command: Subprocess.commandLine(["proof"] + arguments) + " (under ulimit -v)", seconds: Proof.defaultTimeout)
        }
        let stdout = try String(contentsOfFile: out, encoding: .utf8), stderr = try String(contentsOfFile: err, encoding: .utf8)
        try FileManager.default.removeItem(atPath: out)
        try FileManager.default.removeItem(atPath: err)
        return ProofResult(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// A 2×2 PNG whose tEXt chunk claims 2,147,483,632 bytes and ends after 15 (the fuzz
    /// corpus keeps the same file).
    @Test func textChunkClaimingTwoGigabytes() throws {
        let dir = Proof.temporaryDirectory()
        let corpusFile = Proof.root + "/Fuzz/Corpus/png/text-claims-2gb.png"
        try FileManager.default.copyItem(atPath: corpusFile, toPath: dir + "/claims.png")
        let r = try runLimited(["diff", "claims.png", "claims.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: claims.png: not a readable PNG: truncated at byte 56: the file ends inside its tEXt chunk (tEXt: chunk data is too large)\n")
        #expect(r.stdout.isEmpty)
    }

    /// 74 bytes that declare 16384 × 16384 px: a gigabyte once decoded. Refused from the
    /// header, before anything is allocated or inflated.
    @Test func pixelBombIsRefusedFromItsHeader() throws {
        let dir = Proof.temporaryDirectory()
        let bomb = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAQAAAAEAACAYAAACpyBCEAAAAEUlEQVR4nGNgGAWjYBQMdwAAA+gAAbOm00YAAAAASUVORK5CYII=")!
        try bomb.write(to: URL(fileURLWithPath: dir + "/bomb.png"))
        let r = try runLimited(["diff", "bomb.png", "bomb.png"], in: dir)
        #expect(r.status == 65)
        #expect(r.stderr == "proof: bomb.png: image is 16384×16384 px = 268435456 px, over the limit of 67108864 px in all\n")
    }

    /// The limit itself leaves room for ordinary work: two real PNGs diff under it.
    @Test func ordinaryDiffRunsUnderTheLimit() throws {
        let dir = Proof.temporaryDirectory()
        let corpusFile = Proof.root + "/Fuzz/Corpus/png/rgba-2x2.png"
        try FileManager.default.copyItem(atPath: corpusFile, toPath: dir + "/a.png")
        let r = try runLimited(["diff", "a.png", "a.png", "--json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("{"))
    }
}
