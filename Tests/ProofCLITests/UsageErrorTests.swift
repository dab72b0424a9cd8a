import Foundation
import Testing

/// DESIGN.md's command-line contract for bad requests: exit 64 and exactly one line on
/// stderr — what, where, how to fix, and which help to read — with nothing written.
/// Each case here was found by trying hostile command lines; keep them.
@Suite struct UsageErrorTests {
    /// Runs `arguments` in an empty folder and checks the exit code, the exact stderr, an
    /// empty stdout and that the folder is still empty.
    func expectUsageError(_ arguments: [String], _ line: String, status: Int32 = 64,
                          sourceLocation: SourceLocation = #_sourceLocation) throws {
        let dir = scratchFolder()
        let r = try Proof.run(arguments, in: dir)
        #expect(r.status == status, "\(arguments): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.stderr == "proof: " + line + "\n", sourceLocation: sourceLocation)
        #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(FolderSnapshot(dir).paths.isEmpty, "nothing written", sourceLocation: sourceLocation)
    }

    static let cases: [([String], String)] = [
        // A negative --limit trapped (SIGILL) in prefix(_:).
        (["check", "blur-budget", "--limit=-1"],
         "--limit -1 is out of range: give how many failures to print, 0 or more (see proof check --help)"),
        (["check", "contrst"],
         "unknown check \"contrst\" (did you mean contrast?); checks: contrast, crossfade, blur-budget, dynamic-type, overlap, fold, accessibility, tap-targets, components, motion (see proof check --help)"),
        (["check", ""],
         "unknown check \"\"; checks: contrast, crossfade, blur-budget, dynamic-type, overlap, fold, accessibility, tap-targets, components, motion (see proof check --help)"),
        // Half of --from/--to was accepted silently.
        (["animate", "airfit/crossfade", "--from", "peachRose", "--out", "x"],
         "--from peachRose needs --to: give both ends (e.g. --from peachRose --to mintAqua) or neither (see proof animate --help)"),
        (["animate", "calai/push", "--to", "calai/goal", "--out", "x"],
         "--to calai/goal needs --from: give both ends (e.g. --from peachRose --to mintAqua) or neither (see proof animate --help)"),
        // The same gradient twice was "bad data" (65).
        (["animate", "airfit/crossfade", "--from", "peachRose", "--to", "peachRose", "--out", "x"],
         "--from and --to are both peachRose: a cross-fade needs two different gradients"),
        (["animate", "airfit/crossfade", "--fps", "0", "--out", "x"], "--fps 0 is out of range: 1…240 (see proof animate --help)"),
        // help of a command that does not exist printed the top-level help with exit 0.
        (["help", "frobnicate"],
         "unknown command \"frobnicate\"; commands: render, sheet, animate, diff, check, list, tokens, contrast, motion, gallery, previews, bench (see proof --help)"),
        (["help", "rendr"],
         "unknown command \"rendr\" (did you mean render?); commands: render, sheet, animate, diff, check, list, tokens, contrast, motion, gallery, previews, bench (see proof --help)"),
        (["rendr", "airfit/welcome"],
         "unknown command \"rendr\" (did you mean render?); commands: render, sheet, animate, diff, check, list, tokens, contrast, motion, gallery, previews, bench (see proof --help)"),
        (["tokens", "valdate", "x.json"],
         "unknown command \"tokens valdate\" (did you mean tokens validate?); tokens commands: validate, sheet, export (see proof tokens --help)"),
        (["help", "render", "airfit/welcome"],
         "proof help takes command names only; airfit/welcome is not one (see proof render --help)"),
        // --only matching no figure timed nothing and exited 0.
        (["bench", "--only", "zzz"],
         "--only zzz names no figure; figures: layout, render, png encode, png decode, diff, cross-fade, fitai, catalogue, gallery, previews, peers (see proof bench --help)"),
        (["bench", "--only", "rendr"],
         "--only rendr names no figure (did you mean render?); figures: layout, render, png encode, png decode, diff, cross-fade, fitai, catalogue, gallery, previews, peers (see proof bench --help)"),
        // ArgumentParser's own errors: one line instead of three or four.
        (["render", "airfit/welcome", "--bogus", "--out", "x"], "Unknown option '--bogus'. Did you mean '--out'? (see proof render --help)"),
        (["render"], "Missing expected argument '--out <out>' (see proof render --help)"),
        (["diff", "a.png"], "Missing expected argument '<b>' (see proof diff --help)"),
        (["sheet", "airfit", "--columns", "1e9", "--out", "x"], "The value '1e9' is invalid for '--columns <columns>' (see proof sheet --help)"),
        (["render", "airfit/welcome", "--time", "", "--out", "x"], "The value '' is invalid for '--time <time>' (see proof render --help)"),
        // Out-of-range and empty values.
        (["render", "airfit/welcome", "--scale", "0", "--out", "x"], "--scale 0 is not 1, 2 or 3 (see proof render --help)"),
        (["render", "airfit/welcome", "--scale=-1", "--out", "x"], "--scale -1 is not 1, 2 or 3 (see proof render --help)"),
        (["render", "airfit/welcome", "--scale", "1e9", "--out", "x"], "--scale 1000000000 is not 1, 2 or 3 (see proof render --help)"),
        (["render", "airfit/welcome", "--scale", "nan", "--out", "x"], "--scale nan is not 1, 2 or 3 (see proof render --help)"),
        (["render", "airfit/welcome", "--time", "inf", "--out", "x"], "--time inf is out of range: 0…3600 seconds (see proof render --help)"),
        (["sheet", "airfit", "--columns", "0", "--out", "x"], "--columns 0 is out of range: 1…100 (see proof sheet --help)"),
        (["sheet", "airfit", "--scale", "0.1", "--out", "x"], "--scale 0.1 is out of range: 0.25…3 (see proof sheet --help)"),
        (["diff", "a.png", "b.png", "--tolerance=-1"], "--tolerance -1 is out of range: give 8-bit levels, 0…255 (see proof diff --help)"),
        (["diff", "", "b.png"], "an image path is empty: give two PNG files, e.g. proof diff a.png b.png (see proof diff --help)"),
        (["diff", "a.png", "b.png", "--heatmap", "maps/"], "--heatmap maps/ names a folder: give the PNG to write, e.g. --heatmap diff.png (see proof diff --help)"),
        (["tokens", "validate", ""], "a token file path is empty: give token files, e.g. proof tokens validate tokens/*.tokens.json (see proof tokens validate --help)"),
        (["tokens", "sheet", "--scale", "4"], "--scale 4 is not 1, 2 or 3 (see proof tokens sheet --help)"),
        (["render", "airfit/welcome", "--content-size", "bogus", "--out", "x"],
         "--content-size bogus is not a Dynamic Type size (xSmall … accessibilityExtraExtraExtraLarge) (see proof render --help)"),
        (["render", "airfit/welcome", "--appearance", "", "--out", "x"], "--appearance \"\" is not light or dark (see proof render --help)"),
        (["render", "airfit/welcome", "--format", "", "--out", "x"], "--format \"\" is not png, svg or pdf (see proof render --help)"),
        (["render", "airfit/welcome", "--content-size", "", "--out", "x"],
         "--content-size \"\" is not a Dynamic Type size (xSmall … accessibilityExtraExtraExtraLarge) (see proof render --help)"),
        (["render", "airfit/welcome", "--device", "", "--out", "x"],
         "unknown device \"\"; use iphone-se, iphone-16 or iphone-16-pro-max (see proof render --help)"),
        (["render", "airfit/welcome", "--out", ""], "--out is empty: give the folder to write into, e.g. --out out (see proof render --help)"),
        (["sheet", "airfit", "--out", ""], "--out is empty: give the folder to write into, e.g. --out out (see proof sheet --help)"),
        (["animate", "airfit/cascade", "--out", ""], "--out is empty: give the folder to write into, e.g. --out out (see proof animate --help)"),
        (["tokens", "sheet", "--out", ""], "--out is empty: give the folder to write into, e.g. --out out (see proof tokens sheet --help)"),
        (["check", "contrast", "--out", ""], "--out is empty: give the folder to write into, e.g. --out out (see proof check --help)"),
        (["render", "airfit/welcome", "--appearance", "a\nb", "--out", "x"], "--appearance \"a\\nb\" is not light or dark (see proof render --help)"),
        // Unknown ids name the nearest.
        (["render", "calai/paywal", "--out", "x"], "unknown screen \"calai/paywal\" (did you mean calai/paywall?); `proof list` shows every id"),
        (["render", "", "--out", "x"], "unknown screen \"\"; `proof list` shows every id"),
        (["render", "airfit/welcome", "--state", "", "--out", "x"], "airfit/welcome has no state \"\"; it has no states"),
        (["animate", "airfit/cascde", "--out", "x"], "unknown screen \"airfit/cascde\" (did you mean airfit/cascade?); `proof list` shows every id"),
        (["sheet", "calia", "--out", "x"], "unknown app \"calia\" (did you mean calai?); apps with screens: airfit, calai, nutrisync, fitai"),
        (["contrast", "", "fff"], "foreground \"\" is not a colour: write #RGB, #RRGGBB or #RRGGBBAA (see proof contrast --help)"),
    ]

    @Test(arguments: cases)
    func badRequestIsOneLineAndExit64(_ arguments: [String], _ line: String) throws {
        try expectUsageError(arguments, line)
    }

    /// A 100 kB argument comes back shortened to about 200 characters, not whole.
    @Test func longArgumentsAreShortenedInMessages() throws {
        let long = String(repeating: "a", count: 100_000)
        let dir = scratchFolder()
        let screen = try Proof.run(["render", long, "--out", "x"], in: dir)
        #expect(screen.status == 64)
        let shown = String(repeating: "a", count: 120) + "…" + String(repeating: "a", count: 79)
        #expect(screen.stderr == "proof: unknown screen \"\(shown)\"; `proof list` shows every id\n")
        let option = try Proof.run(["render", "airfit/welcome", "--appearance", long, "--out", "x"], in: dir)
        #expect(option.stderr == "proof: --appearance \(shown) is not light or dark (see proof render --help)\n")
        let value = try Proof.run(["sheet", "airfit", "--columns=" + long, "--out", "x"], in: dir)
        #expect(value.stderr == "proof: The value '\(shown)' is invalid for '--columns <columns>' (see proof sheet --help)\n")
        let command = try Proof.run([long], in: dir)
        #expect(command.status == 64)
        #expect(command.stderr.hasPrefix("proof: unknown command \"" + shown + "\"; commands: "))
        for r in [screen, option, value, command] { #expect(r.stderr.count < 500) }
        #expect(FolderSnapshot(dir).paths.isEmpty)
    }

    /// Help and version are not errors: in full on stdout, exit 0.
    @Test func helpAndVersionGoToStdoutWithExitZero() throws {
        let version = try Proof.run(["--version"])
        #expect(version.status == 0 && version.stdout == "0.1.0\n" && version.stderr.isEmpty)
        let help = try Proof.run(["help", "render"])
        #expect(help.status == 0 && help.stderr.isEmpty)
        #expect(help.stdout.contains("USAGE: proof render [<options>] [<screen>] --out <out>") && help.stdout.contains("--out <out>"))
        let flag = try Proof.run(["tokens", "sheet", "--help"])
        #expect(flag.status == 0 && flag.stderr.isEmpty && flag.stdout.contains("USAGE: proof tokens sheet"))
        let bare = try Proof.run([])
        #expect(bare.status == 0 && bare.stdout.contains("SUBCOMMANDS:"))
    }
}

/// Arguments that are not UTF-8 reach Swift as U+FFFD: `--out $'x\xff'` wrote to another
/// folder and exited 0, a token file with such a name was "missing". They are refused, on
/// the raw bytes, with 64.
@Suite struct NonUTF8ArgumentTests {
    /// Runs proof through `sh`, which appends `bytes` (printf escapes) as the last argument.
    func run(_ arguments: [String], then bytes: String, in dir: String) throws -> ProofResult {
        // The X keeps printf from reading a leading "--" as an option.
        try Proof.run(arguments, in: dir, through: ["/bin/sh", "-c", "v=\"$(printf 'X\(bytes)')\"; exec \"$0\" \"$@\" \"${v#X}\""])
    }

    @Test func outputFolderIsRefused() throws {
        let dir = scratchFolder()
        let r = try run(["render", "airfit/welcome", "--out"], then: "out\\377x", in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "proof: the value of --out (out\\xFFx) is not valid UTF-8: proof reads and writes UTF-8 file names only; rename the file or folder, or give another path\n")
        #expect(FolderSnapshot(dir).paths.isEmpty)
        let joined = try run(["animate", "airfit/cascade"], then: "--out=caf\\303\\251\\377", in: dir)
        #expect(joined.status == 64)
        #expect(joined.stderr.hasPrefix("proof: the value of --out (café\\xFF) is not valid UTF-8"))
        #expect(FolderSnapshot(dir).paths.isEmpty)
    }

    @Test func tokenFileIsRefusedNotMissing() throws {
        let dir = scratchFolder()
        let r = try run(["tokens", "validate"], then: "t\\377.tokens.json", in: dir)
        #expect(r.status == 64)
        #expect(r.stderr == "proof: argument 3 (t\\xFF.tokens.json) is not valid UTF-8: proof reads and writes UTF-8 file names only; rename the file or folder, or give another path\n")
    }

    /// A token folder holding such a name: named (escaped) and refused as bad data.
    @Test func tokenFolderEntryIsRefused() throws {
        let dir = scratchFolder()
        var name = Array((dir + "/t").utf8) + [0xFF] + Array(".tokens.json".utf8) + [0]
        let fd = name.withUnsafeMutableBufferPointer { p in p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { open($0, O_CREAT | O_WRONLY, 0o644) } }
        #expect(fd >= 0)
        close(fd)
        let r = try Proof.run(["tokens", "sheet", "--out", dir + "/out"], environment: ["DESIGNPROOF_TOKENS": dir])
        #expect(r.status == 65)
        #expect(r.stderr == "proof: \(dir)/t\\xFF.tokens.json: the file name is not valid UTF-8: rename it\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }
}
