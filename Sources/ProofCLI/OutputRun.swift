import Foundation
import Render
import Tokens

/// Everything one run writes into its output folder, all or nothing. Each file is written
/// to a hidden temporary beside its final name (`.NAME.PID.N.tmp`); `commit()` checks that
/// every final name can be replaced, then renames them all into place and writes the merged
/// `manifest.json` last. A run that fails — a render error, a blocked `manifest.json`, a
/// full disk, Ctrl-C — removes its temporaries and the folders it made, and changes nothing
/// that was there before. If a rename fails part-way through the commit, the files already
/// replaced are put back from hard-linked copies.
///
/// Worker threads may call `write` at the same time; one lock guards the bookkeeping.
final class OutputRun: @unchecked Sendable {
    /// The output folder, without trailing slashes.
    let root: String

    private let lock = NSLock()
    /// Relative final path → temporary, in the order written (a later write of the same
    /// path replaces the earlier temporary).
    private var staged: [String: String] = [:]
    private var order: [String] = []
    /// Relative path prefixes whose earlier files (as the manifest lists them) this run
    /// replaces: what it does not write again is removed at the commit.
    private var replacedPrefixes: [String] = []
    /// Files an earlier run wrote that this run keeps as they are (the gallery's cached
    /// images): listed in the new manifest, never removed as replaced.
    private var kept: Set<String> = []
    private var madeFolders: [String] = []
    private var finished = false
    private var interrupts: InterruptCleanup?

    /// Checks `out` (see `OutputFolder`) and an existing `manifest.json` before any work.
    init(out: String, option: String = "--out") throws(CLIError) {
        root = try OutputFolder.check(out, option: option).get()
        _ = try Manifest.read(in: root).get()
        interrupts = InterruptCleanup { [weak self] in self?.discard() }
    }

    /// The path of a file of this run, as messages and `wrote …` lines show it.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `data` to the temporary of `relative` (e.g. `airfit/welcome.png`).
    func write(_ data: Data, to relative: String) throws(CLIError) {
        let final = path(relative)
        let folder = (final as NSString).deletingLastPathComponent
        let temp = FileBytes.temporaryPath(beside: final)
        lock.lock()
        guard !finished else { lock.unlock(); throw CLIError.io("\(final): the run was already finished or cancelled") }
        switch FileBytes.makeFolders(folder) {
        case .success(let made): madeFolders += made
        case .failure(let f): lock.unlock(); throw CLIError.io("\(final): cannot write: " + f.description)
        }
        // Registered before it exists, so an interrupt removes it whatever point it reached.
        let earlier = staged[relative]
        staged[relative] = temp
        if earlier == nil { order.append(relative) }
        lock.unlock()
        if let earlier { unlink(earlier) }
        if let code = FileBytes.create(temp, data: data) {
            throw CLIError.io("\(final): cannot write: " + SystemError.words(errno: code))
        }
    }

    func write(text: String, to relative: String) throws(CLIError) { try write(Data(text.utf8), to: relative) }

    /// Where `relative`'s bytes are until the commit (for a step that reads back what an
    /// earlier step wrote, such as a filmstrip of frames); nil when it was not written.
    func stagedFile(_ relative: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return staged[relative]
    }

    /// Files under `prefix` (e.g. `airfit/crossfade/`) that an earlier run wrote and the
    /// manifest lists are this run's to replace: those it does not write again are removed
    /// at the commit. Files the manifest does not list are never touched.
    func replacePrevious(under prefix: String) {
        lock.lock(); replacedPrefixes.append(prefix); lock.unlock()
    }

    /// `relative`, written by an earlier run and listed in its manifest, is this run's too,
    /// unchanged: it stays, and stays listed, even under a prefix this run replaces.
    func keep(_ relative: String) {
        lock.lock(); kept.insert(relative); lock.unlock()
    }

    /// Moves every file into place and writes the merged manifest; on any failure puts
    /// everything back as it was. Returns the manifest written. `shard`: the run was that
    /// shard of a split run (`--shard`), which the manifest records.
    @discardableResult
    func commit(shard: Shard? = nil) throws(CLIError) -> Manifest {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { throw CLIError.io("\(root): the run was cancelled") }
        do throws(CLIError) {
            let manifest = try commitLocked(shard: shard)
            finished = true
            interrupts?.stop()
            return manifest
        } catch {
            discardLocked()
            throw error
        }
    }

    /// Removes the temporaries and the folders this run made (when empty).
    func discard() {
        lock.lock()
        defer { lock.unlock() }
        discardLocked()
    }

    private func discardLocked() {
        guard !finished else { return }
        finished = true
        for temp in staged.values { unlink(temp) }
        staged = [:]
        for folder in madeFolders.reversed() { rmdir(folder) }
        interrupts?.stop()
    }

    private func commitLocked(shard: Shard?) throws(CLIError) -> Manifest {
        let earlier = try Manifest.read(in: root).get()
        let written = Set(order).union(kept)
        let removed = Set(earlier.files.filter { file in
            !written.contains(file) && replacedPrefixes.contains { file.hasPrefix($0) } && !file.split(separator: "/").contains("..")
        })
        var manifest = earlier.merged(written: written, removed: removed, in: root)
        manifest.shard = shard?.description
        // A run that wrote no file (a shard holding no screen) still leaves its manifest.
        switch FileBytes.makeFolders(root) {
        case .success(let made): madeFolders += made
        case .failure(let f): throw CLIError.io("\(path(Manifest.name)): cannot write: " + f.description)
        }
        let manifestTemp = FileBytes.temporaryPath(beside: path(Manifest.name))
        staged[Manifest.name] = manifestTemp
        if let code = FileBytes.create(manifestTemp, data: manifest.data) {
            throw CLIError.io("\(path(Manifest.name)): cannot write: " + SystemError.words(errno: code))
        }
        let moves = (order + [Manifest.name]).map { (final: path($0), temp: staged[$0]!) }

        // 1. Every final name must be replaceable: not a folder, not read-only.
        for move in moves {
            var st = stat()
            guard lstat(move.final, &st) == 0 else { continue }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                throw CLIError.io("\(move.final) is a folder where proof would write a file: remove it or write somewhere else (nothing was written)")
            }
            if (st.st_mode & S_IFMT) == S_IFREG, access(move.final, W_OK) != 0 {
                throw CLIError.io("\(move.final) is read-only: make it writable or write somewhere else (nothing was written)")
            }
        }
        // 2. Keep a way back: a hard link to each file about to be replaced, and the files
        //    to remove moved aside.
        var backups: [String: String] = [:]
        var existed: Set<String> = []
        var asides: [(original: String, aside: String)] = []
        /// Puts back what was replaced (renaming a hard link onto its own file would do
        /// nothing, so the links of files not yet replaced are just removed).
        func undo(replaced: Set<String>) {
            for (final, backup) in backups {
                if replaced.contains(final) { rename(backup, final) } else { unlink(backup) }
            }
            for a in asides { rename(a.aside, a.original) }
        }
        for move in moves {
            var st = stat()
            guard lstat(move.final, &st) == 0 else { continue }
            existed.insert(move.final)
            let backup = FileBytes.temporaryPath(beside: move.final)
            if link(move.final, backup) == 0 { backups[move.final] = backup }
        }
        for file in removed.sorted() {
            let original = path(file)
            let aside = FileBytes.temporaryPath(beside: original)
            if rename(original, aside) == 0 {
                asides.append((original, aside))
            } else if errno != ENOENT {
                let code = errno
                for (_, backup) in backups { unlink(backup) }
                for a in asides { rename(a.aside, a.original) }
                throw CLIError.io("\(original): cannot remove the earlier run's file: " + SystemError.words(errno: code) + " (nothing was written)")
            }
        }
        // 3. Rename everything into place, the manifest last.
        var done: [String] = []
        for move in moves {
            guard rename(move.temp, move.final) == 0 else {
                let code = errno
                // New files go; replaced ones come back from their links (one that could
                // not be linked keeps the new content).
                for final in done where !existed.contains(final) { unlink(final) }
                undo(replaced: Set(done))
                throw CLIError.io("\(move.final): cannot write: " + SystemError.words(errno: code) + " (nothing was changed)")
            }
            done.append(move.final)
        }
        staged = [:]
        for (_, backup) in backups { unlink(backup) }
        for a in asides { unlink(a.aside) }
        return manifest
    }
}
