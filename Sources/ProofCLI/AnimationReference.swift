import AppSupport
import ArgumentParser
import Checks
import Foundation
import ProofOutput
import Render
import Tokens

/// The reference `proof animate … --verify DIR` compares with: the animation folder an
/// earlier `proof animate … --out DIR` wrote (DIR/APP/ANIMATION[-reduced]…/, the same name
/// the same options give), with its `timeline.json` and `frame-NNN.png`s. It only reads
/// them; the one file it writes or removes is its own heatmap (`verify-frame-NNN-heatmap.png`),
/// a name no `--out` run writes.
///
/// Anything that makes the folder not a reference of this animation at these options is
/// `CLIError.badData` (65) naming the file, with the command that records one; a file
/// that is there but cannot be read is `CLIError.io` (74).
package struct AnimationReference {
    /// DIR as given, without trailing slashes.
    let root: String
    /// The animation's folder, relative to `root` (as `--out` names it).
    let directory: String
    /// The animation id the reference must be of.
    let animation: String
    /// `proof animate … --out DIR`: how to record a reference (the fix of every bad one).
    let recordCommand: String

    /// The animation's folder as messages show it.
    var folder: String { root + "/" + directory }

    func path(_ name: String) -> String { folder + "/" + name }

    /// `--verify`'s argument: not empty, without trailing slashes, within PATH_MAX.
    static func folderArgument(_ value: String) throws -> String {
        var dir = value
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        if dir.isEmpty { throw ValidationError("--verify is empty: give the folder the reference was written to, e.g. --verify ref") }
        if dir.utf8.count >= Int(PATH_MAX) {
            throw ValidationError("--verify is \(dir.utf8.count) bytes long, over the system's limit of \(Int(PATH_MAX) - 1) (PATH_MAX): give a shorter path")
        }
        return dir
    }

    /// "…: record it with proof animate … --out DIR" / "re-record it with …".
    private var record: String { "record it with " + recordCommand }
    private var reRecord: String { "re-record it with " + recordCommand }

    /// The reference folder exists and is a folder.
    func checkFolder() throws(CLIError) {
        var st = stat()
        guard stat(folder, &st) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw .badData("\(folder): no reference of \(animation) there (no such folder): \(record)")
            }
            throw .io("\(folder): cannot read the reference: " + SystemError.words(errno: code))
        }
        guard (st.st_mode & S_IFMT) == S_IFDIR else {
            throw .badData("\(folder) is a file, not a reference folder: remove it and \(record)")
        }
    }

    /// `timeline.json`, decoded and checked against the animation and fps asked for, and
    /// against itself (every row holds one sample a frame).
    func timeline(fps: Int) throws(CLIError) -> TimelineDocument {
        let file = path("timeline.json")
        let data: Data
        switch InputFile.read(file, limit: Self.timelineLimit) {
        case .success(let bytes): data = Data(bytes)
        case .failure(let problem):
            switch problem.kind {
            case .missing: throw .badData("\(file) is missing: \(folder) is not a reference written by proof animate --out; \(record)")
            case .tooLarge: throw .badData("\(file) \(problem.reason), larger than any timeline proof writes: \(reRecord)")
            case .folder: throw .badData("\(file) is a folder, not a file: remove it and \(record)")
            case .unreadable, .silent, .notRegular, .wrongStart: throw .io(problem.description)
            }
        }
        let document: TimelineDocument
        do {
            document = try JSONDecoder().decode(TimelineDocument.self, from: data)
        } catch {
            throw .badData("\(file) is not a timeline proof wrote (\(Self.reason(error))): \(reRecord)")
        }
        if document.animation != animation {
            throw .badData("\(file) is the timeline of \(DiagnosticLine.shown(document.animation)), not \(animation): verify against the folder of \(animation), or \(reRecord)")
        }
        if document.fps != fps {
            throw .badData("\(file) was recorded at \(document.fps) fps, this run draws \(fps) fps: verify with --fps \(document.fps), or \(reRecord)")
        }
        guard (1...Self.maxFrames).contains(document.frameCount), document.duration.isFinite, document.duration >= 0 else {
            throw .badData("\(file) says \(document.frameCount) frames over \(formatNumber(document.duration)) s, which no animation has: \(reRecord)")
        }
        if let row = document.rows.firstIndex(where: { $0.samples.count != document.frameCount }) {
            throw .badData("\(file): row \(row) has \(document.rows[row].samples.count) samples for \(document.frameCount) frames: \(reRecord)")
        }
        return document
    }

    /// Every frame `timeline.json` lists is there, and no other frame is: the whole folder
    /// is compared, so a frame left over from a longer recording (`frame-999.png` as well as
    /// the next index) makes it not a reference of this one.
    func checkFrames(count: Int) throws(CLIError) {
        for k in 0..<count {
            let file = path(AnimationExporter.frameName(k))
            var st = stat()
            guard stat(file, &st) == 0 else {
                let code = errno
                if code == ENOENT { throw .badData("\(file) is missing (timeline.json lists \(count) frames): \(reRecord)") }
                throw .io("\(file): cannot read: " + SystemError.words(errno: code))
            }
            guard (st.st_mode & S_IFMT) != S_IFDIR else { throw .badData("\(file) is a folder, not a frame: remove it and \(reRecord)") }
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw .io("\(folder): cannot list the reference's files: " + SystemError.words(errno: access(folder, R_OK) == 0 ? EIO : errno))
        }
        let extra = names.compactMap { name in Self.frameIndex(name).flatMap { $0 >= count ? (name, $0) : nil } }
        if let first = extra.min(by: { $0.1 < $1.1 }) {
            let more = extra.count > 1 ? " (and \(extra.count - 1) more)" : ""
            throw .badData("\(path(first.0)) is a frame beyond the \(count) timeline.json lists\(more): \(reRecord)")
        }
    }

    /// k of a frame's file name as `--out` writes it (`frame-007.png`, `frame-1234.png`), or
    /// nil for any other name.
    package static func frameIndex(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        guard digits.count >= 3, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    /// Frame k's bytes (PNG, not yet decoded), read once through `InputFile`.
    func frameBytes(_ k: Int) throws(CLIError) -> Data {
        let file = path(AnimationExporter.frameName(k))
        switch InputFile.read(file, limit: PNGFile.maxFileSize) {
        case .success(let bytes): return Data(bytes)
        case .failure(let problem):
            switch problem.kind {
            case .missing: throw .badData("\(file) is missing (it was there a moment ago): \(reRecord)")
            case .tooLarge: throw .badData("\(file) \(problem.reason), larger than a frame proof writes: \(reRecord)")
            case .folder: throw .badData("\(file) is a folder, not a frame: remove it and \(reRecord)")
            case .unreadable, .silent, .notRegular, .wrongStart: throw .io(problem.description)
            }
        }
    }

    /// A frame that is not a readable PNG, or not the size this run draws.
    func badFrame(_ k: Int, _ reason: String) -> CLIError {
        .badData("\(path(AnimationExporter.frameName(k))) \(reason): \(reRecord)")
    }

    /// A frame of another size than this run draws: the options differ from the recording's.
    func frameSizeDiffers(_ k: Int, recorded: (width: Int, height: Int), drawn: (width: Int, height: Int)) -> CLIError {
        .badData("\(path(AnimationExporter.frameName(k))) is \(recorded.width)×\(recorded.height) px but this run draws \(drawn.width)×\(drawn.height) px: "
                 + "size differs; verify with the --device and --scale it was recorded with, or \(reRecord)")
    }

    // MARK: The heatmap

    /// `verify-frame-NNN-heatmap.png`: the heatmap of frame k, beside the reference.
    package static func heatmapName(_ k: Int) -> String { "verify-frame-" + AnimationExporter.pad3(k) + "-heatmap.png" }

    /// DIR's manifest, when it can be read: what `--out` wrote there, and the heatmaps
    /// earlier verifies wrote (each with its digest).
    private var manifest: Manifest? { try? Manifest.read(in: root).get() }

    /// Frame k's heatmap may be written: nothing is at its name, or an earlier verify's
    /// heatmap is (listed with a digest its bytes still match). A file of the reference, or
    /// anyone's file, of that name is never written over.
    func checkHeatmapName(_ name: String) throws(CLIError) {
        let relative = directory + "/" + name
        var st = stat()
        guard lstat(path(name), &st) == 0 else { return }
        let manifest = self.manifest
        if let digest = manifest?.digest(of: relative), FileDigest.ofFile(path(name), expecting: digest) == digest { return }
        if manifest?.files.contains(relative) == true {
            throw .badData("\(path(name)) is listed in \(root)/\(Manifest.name) as a file of the reference, where verify writes its heatmap: \(reRecord)")
        }
        throw .badData("\(path(name)) is not a heatmap proof wrote, where verify writes its heatmap: move it away, or \(reRecord)")
    }

    /// The heatmaps earlier verifies left in the folder (any frame), except `keeping`: only
    /// those DIR's manifest lists with a digest — a file of that name proof did not write
    /// (or one edited since) is never taken for one.
    func earlierHeatmaps(keeping: String? = nil) -> [String] {
        guard let manifest else { return [] }
        let prefix = directory + "/"
        return manifest.files.compactMap { file -> String? in
            guard file.hasPrefix(prefix), manifest.digest(of: file) != nil else { return nil }
            let name = String(file.dropFirst(prefix.count))
            return name != keeping && Self.isHeatmapName(name) ? name : nil
        }.sorted()
    }

    /// Removes the heatmaps of earlier verifies (a passing one leaves none behind) through
    /// an `OutputRun` on DIR, which removes only those whose bytes still match their digest
    /// and takes them out of the manifest. Best effort: when DIR cannot be written the
    /// heatmaps stay, and that is said.
    func removeEarlierHeatmaps() {
        guard !earlierHeatmaps().isEmpty else { return }
        do throws(CLIError) {
            let run = try OutputRun(out: root, option: "--verify")
            run.replacePrevious(under: directory + "/verify-frame-")
            try run.commit()
        } catch {
            printError("\(folder): cannot remove an earlier verify's heatmaps: " + error.message)
        }
    }

    package static func isHeatmapName(_ name: String) -> Bool {
        guard name.hasPrefix("verify-frame-"), name.hasSuffix("-heatmap.png") else { return false }
        let digits = name.dropFirst("verify-frame-".count).dropLast("-heatmap.png".count)
        return digits.count >= 3 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    // MARK: Reading

    /// Far above any timeline proof writes (at most `AnimationBudget.maxFrames` samples a
    /// row: a few MB), and small enough that decoding one stays in a few hundred MB.
    package static let timelineLimit = 64 << 20
    /// No run draws more frames than the budget allows.
    static let maxFrames = AnimationBudget.maxFrames

    /// A JSON decoding error in a few words.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let c):
            return c.codingPath.isEmpty ? "not JSON" : "\(pointer(c.codingPath)): \(c.debugDescription)"
        case DecodingError.keyNotFound(let key, let c):
            return "\(pointer(c.codingPath + [key])) is missing"
        case DecodingError.typeMismatch(_, let c), DecodingError.valueNotFound(_, let c):
            return "\(pointer(c.codingPath)): \(c.debugDescription)"
        default:
            return "not JSON"
        }
    }

    /// A coding path as a JSON pointer (`/rows/3/samples`).
    private static func pointer(_ path: [any CodingKey]) -> String {
        "/" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
    }
}
