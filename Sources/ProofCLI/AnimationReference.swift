import AppSupport
import ArgumentParser
import Foundation
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
struct AnimationReference {
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
        switch Self.contents(of: file, limit: Self.timelineLimit) {
        case .success(let d): data = d
        case .failure(.missing): throw .badData("\(file) is missing: \(folder) is not a reference written by proof animate --out; \(record)")
        case .failure(.tooLarge(let size)): throw .badData("\(file) is \(size) bytes, larger than any timeline proof writes: \(reRecord)")
        case .failure(.notAFile): throw .badData("\(file) is not a file: remove it and \(record)")
        case .failure(.unreadable(let code)): throw .io("\(file): cannot read: " + SystemError.words(errno: code))
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

    /// Every frame `timeline.json` lists is a file, and none beyond them: a reference with
    /// a frame missing or left over from another run is not one.
    func checkFrames(count: Int) throws(CLIError) {
        for k in 0..<count {
            let file = path(AnimationExporter.frameName(k))
            var st = stat()
            guard stat(file, &st) == 0 else {
                let code = errno
                if code == ENOENT { throw .badData("\(file) is missing (timeline.json lists \(count) frames): \(reRecord)") }
                throw .io("\(file): cannot read: " + SystemError.words(errno: code))
            }
            guard (st.st_mode & S_IFMT) == S_IFREG else { throw .badData("\(file) is not a file: remove it and \(reRecord)") }
        }
        let extra = path(AnimationExporter.frameName(count))
        var st = stat()
        if lstat(extra, &st) == 0 {
            throw .badData("\(extra) is one frame more than the \(count) timeline.json lists: \(reRecord)")
        }
    }

    /// Frame k's bytes (PNG, not yet decoded).
    func frameBytes(_ k: Int) throws(CLIError) -> Data {
        let file = path(AnimationExporter.frameName(k))
        switch Self.contents(of: file, limit: Self.frameLimit) {
        case .success(let d): return d
        case .failure(.missing): throw .badData("\(file) is missing (it was there a moment ago): \(reRecord)")
        case .failure(.tooLarge(let size)): throw .badData("\(file) is \(size) bytes, larger than a frame proof writes: \(reRecord)")
        case .failure(.notAFile): throw .badData("\(file) is not a file: remove it and \(reRecord)")
        case .failure(.unreadable(let code)): throw .io("\(file): cannot read: " + SystemError.words(errno: code))
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
    static func heatmapName(_ k: Int) -> String { "verify-frame-" + AnimationExporter.pad3(k) + "-heatmap.png" }

    /// The files DIR's manifest lists (relative to DIR): what `--out` wrote, which a verify
    /// never replaces or removes even when one bears a heatmap's name.
    private var listed: Set<String> { Set((try? Manifest.read(in: root).get())?.files ?? []) }

    /// Frame k's heatmap may be written: no file of the reference has its name.
    func checkHeatmapName(_ name: String) throws(CLIError) {
        if listed.contains(directory + "/" + name) {
            throw .badData("\(path(name)) is listed in \(root)/\(Manifest.name) as a file of the reference, where verify writes its heatmap: \(reRecord)")
        }
    }

    /// The heatmaps an earlier verify left in the folder (any frame), except `keeping`, and
    /// never a file the output folder's manifest lists (a file proof wrote there as output).
    func earlierHeatmaps(keeping: String? = nil) -> [String] {
        let listed = self.listed
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            name != keeping && Self.isHeatmapName(name) && !listed.contains(directory + "/" + name)
        }.sorted()
    }

    /// Removes the heatmaps of earlier verifies (a passing one leaves none behind; a failing
    /// one leaves only its own). Best effort: one that cannot be removed stays, and says so.
    func removeEarlierHeatmaps(keeping: String? = nil) {
        for name in earlierHeatmaps(keeping: keeping) where unlink(path(name)) != 0 && errno != ENOENT {
            printError("\(path(name)): cannot remove an earlier verify's heatmap: " + SystemError.words(errno: errno))
        }
    }

    static func isHeatmapName(_ name: String) -> Bool {
        guard name.hasPrefix("verify-frame-"), name.hasSuffix("-heatmap.png") else { return false }
        let digits = name.dropFirst("verify-frame-".count).dropLast("-heatmap.png".count)
        return digits.count >= 3 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    // MARK: Reading

    /// Far above any timeline proof writes (at most `AnimationBudget.maxFrames` samples a
    /// row: a few MB), and small enough that decoding one stays in a few hundred MB.
    static let timelineLimit = 64 << 20
    /// A frame of at most 16384 px a side, stored; a reference frame is far smaller.
    static let frameLimit = 1 << 30
    /// No run draws more frames than the budget allows.
    static let maxFrames = AnimationBudget.maxFrames

    enum ReadFailure: Error {
        case missing
        case notAFile
        case tooLarge(Int)
        case unreadable(Int32)
    }

    /// The whole file, through POSIX calls so that a failure reads as errno.
    static func contents(of path: String, limit: Int) -> Result<Data, ReadFailure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { return .failure(.missing) }
            if code == EISDIR { return .failure(.notAFile) }
            return .failure(.unreadable(code))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(.unreadable(errno)) }
        guard (st.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAFile) }
        guard Int(st.st_size) <= limit else { return .failure(.tooLarge(Int(st.st_size))) }
        var data = Data(count: Int(st.st_size))
        var offset = 0
        let failure: Int32? = data.withUnsafeMutableBytes { bytes in
            while offset < bytes.count {
                let n = read(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { break }
                offset += n
            }
            return nil
        }
        if let failure { return .failure(.unreadable(failure)) }
        return .success(data.prefix(offset))
    }

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
