import Checks
import Foundation
import Render
import Tokens

/// Everything one run writes into its output folder, all or nothing: the one way a command
/// writes into `--out`. Each file is written to a hidden temporary beside its final name
/// (`.NAME.PID.N.tmp`); `commit()` checks that every final name can be replaced, then
/// renames them all into place and writes the merged `manifest.json` last. A run that
/// fails — a render error, a blocked `manifest.json`, a full disk, Ctrl-C — removes its
/// temporaries and the folders it made, and changes nothing that was there before. If a
/// rename fails part-way through the commit, the files already replaced are put back from
/// hard-linked copies.
///
/// Its rules, enforced here and nowhere else (docs/OUTPUT.md):
/// - nothing inside the folder is followed through a symbolic link (`OutputPaths`): a
///   subfolder or a file that is a link is refused (74), never written through or over;
/// - a final name where something other than a regular file stands (a folder, a link, a
///   device, a FIFO) is refused, as is a read-only file;
/// - a file is removed only when the folder's manifest is proof's, lists it with a digest,
///   and its bytes still hash to that digest (`FileDigest`): never what proof did not write;
/// - every write is checked (a full disk, a file size limit: 74, the old files whole);
/// - the commit holds an exclusive lock on the folder (`flock`), so two runs into one
///   folder commit one after the other and each manifest lists both runs' files.
///
/// Worker threads may call `write` at the same time; one lock guards the bookkeeping.
package final class OutputRun: @unchecked Sendable {
    /// The output folder, without trailing slashes.
    package let root: String

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
    /// What each file of this run holds (its size and hash), for the manifest.
    private var digests: [String: FileDigest] = [:]
    /// Temporaries being created right now: an interrupt waits for them before it removes
    /// the run's files, so none is created after the clean-up and left behind.
    private var inFlight = 0
    private var finished = false
    private var interrupts: InterruptCleanup?

    /// The folder's manifest when the run began (what earlier runs wrote), and which file
    /// it was read from.
    package let earlier: Manifest
    private let earlierStamp: Manifest.Stamp?

    /// Checks `out` (see `OutputFolder`) and an existing `manifest.json` before any work.
    package init(out: String, option: String = "--out") throws(CLIError) {
        root = try OutputFolder.check(out, option: option).get()
        earlierStamp = Manifest.stamp(in: root)
        earlier = try Manifest.read(in: root).get()
        interrupts = InterruptCleanup { [weak self] in self?.discard() }
    }

    /// The path of a file of this run, as messages and `wrote …` lines show it.
    package func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `data` to the temporary of `relative` (e.g. `airfit/welcome.png`).
    package func write(_ data: Data, to relative: String) throws(CLIError) {
        let final = path(relative)
        let folder = (relative as NSString).deletingLastPathComponent
        let temp = FileBytes.temporaryPath(beside: final)
        let digest = FileDigest(of: data)
        lock.lock()
        guard !finished else { lock.unlock(); throw CLIError.io("\(final): the run was already finished or cancelled") }
        guard Manifest.isInside(relative) else { lock.unlock(); throw CLIError.io("\(final): not a path inside \(root)") }
        // The folder itself as the shell reaches it; inside it, real folders only.
        switch FileBytes.makeFolders(root) {
        case .success(let made): madeFolders += made
        case .failure(let f): lock.unlock(); throw CLIError.io("\(final): cannot write: " + f.description)
        }
        switch OutputPaths.makeFolders(folder, in: root) {
        case .success(let made): madeFolders += made
        case .failure(let p): lock.unlock(); throw CLIError.io(p.line + " (nothing was written)")
        }
        // Registered before it exists, so an interrupt removes it whatever point it reached.
        let earlier = staged[relative]
        staged[relative] = temp
        digests[relative] = digest
        if earlier == nil { order.append(relative) }
        inFlight += 1
        lock.unlock()
        if let earlier { unlink(earlier) }
        let failure = FileBytes.create(temp, data: data)
        lock.lock()
        inFlight -= 1
        // Cancelled meanwhile: this temporary is the run's to remove, not the clean-up's.
        if finished { unlink(temp) }
        lock.unlock()
        if let code = failure {
            throw CLIError.io("\(final): cannot write: " + SystemError.words(errno: code))
        }
    }

    package func write(text: String, to relative: String) throws(CLIError) { try write(Data(text.utf8), to: relative) }

    /// Where `relative`'s bytes are until the commit (for a step that reads back what an
    /// earlier step wrote, such as a filmstrip of frames); nil when it was not written.
    package func stagedFile(_ relative: String) -> String? {
        lock.lock(); defer { lock.unlock() }
        return staged[relative]
    }

    /// Files under `prefix` (e.g. `airfit/crossfade/`) that an earlier run wrote and the
    /// manifest lists are this run's to replace: those it does not write again are removed
    /// at the commit. Files the manifest does not list are never touched.
    package func replacePrevious(under prefix: String) {
        lock.lock(); replacedPrefixes.append(prefix); lock.unlock()
    }

    /// `relative`, written by an earlier run and listed in its manifest, is this run's too,
    /// unchanged: it stays, and stays listed, even under a prefix this run replaces.
    package func keep(_ relative: String) {
        lock.lock(); kept.insert(relative); lock.unlock()
    }

    /// Moves every file into place and writes the merged manifest; on any failure puts
    /// everything back as it was. Returns the manifest written. `shard`: the run was that
    /// shard of a split run (`--shard`), which the manifest records.
    @discardableResult
    package func commit(shard: Shard? = nil) throws(CLIError) -> Manifest {
        // A run that wrote no file (a shard holding no screen) still leaves its manifest.
        lock.lock()
        guard !finished else { lock.unlock(); throw CLIError.io("\(root): the run was cancelled") }
        switch FileBytes.makeFolders(root) {
        case .success(let made): madeFolders += made
        case .failure(let f):
            lock.unlock()
            discard()
            throw CLIError.io("\(path(Manifest.name)): cannot write: " + f.description)
        }
        lock.unlock()
        // One commit at a time in a folder: another run's manifest is read after it is
        // written. Waited for without the run's own lock, so that Ctrl-C meanwhile still
        // cleans up (and the run is not committed after it).
        let folderLock: FolderLock
        do { folderLock = try FolderLock(root) } catch { discard(); throw error }
        defer { folderLock.release() }
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

    /// Removes the temporaries and the folders this run made (when empty), once the
    /// temporaries being written right now are there to remove (at most a few seconds).
    package func discard() {
        lock.lock()
        guard !finished else { lock.unlock(); return }
        finished = true
        var waited = 0
        while inFlight > 0, waited < 500 {
            lock.unlock()
            usleep(10_000)
            waited += 1
            lock.lock()
        }
        removeStaged()
        lock.unlock()
    }

    private func discardLocked() {
        guard !finished else { return }
        finished = true
        removeStaged()
    }

    /// The temporaries and made folders go; called with `lock` held, once `finished`.
    private func removeStaged() {
        for temp in staged.values { unlink(temp) }
        staged = [:]
        for folder in madeFolders.reversed() { rmdir(folder) }
        interrupts?.stop()
    }

    private func commitLocked(shard: Shard?) throws(CLIError) -> Manifest {
        // Read again only when another run has committed since this one began.
        let earlier = Manifest.stamp(in: root) == earlierStamp && earlierStamp != nil ? self.earlier : try Manifest.read(in: root).get()
        // What this run keeps from an earlier one must still be there: another run writing
        // into the folder at the same time may have replaced it since this run looked.
        var known = Set<String>()
        for file in kept.sorted() {
            if let problem = OutputPaths.parentProblem(file, in: root, known: &known) {
                throw CLIError.io(problem.line + " (nothing was written)")
            }
            guard let digest = earlier.digest(of: file), OutputPaths.regularFileSize(file, in: root, known: &known) == digest.bytes else {
                throw CLIError.io("\(path(file)), which this run keeps from an earlier one, was replaced or removed by another proof writing into \(root) "
                                  + "at the same time: run again (nothing was written)")
            }
        }
        let written = Set(order).union(kept)
        // Only proof's own files go: listed with a digest their bytes still match.
        let removed = Set(earlier.files.filter { file in
            guard !written.contains(file), replacedPrefixes.contains(where: { file.hasPrefix($0) }),
                  let digest = earlier.digest(of: file), OutputPaths.parentProblem(file, in: root, known: &known) == nil else { return false }
            return FileDigest.ofFile(path(file), expecting: digest) == digest
        })
        var manifest = earlier.merged(wrote: digests.filter { staged[$0.key] != nil }, removed: removed, in: root)
        manifest.shard = shard?.description
        let manifestTemp = FileBytes.temporaryPath(beside: path(Manifest.name))
        staged[Manifest.name] = manifestTemp
        if let code = FileBytes.create(manifestTemp, data: manifest.data) {
            throw CLIError.io("\(path(Manifest.name)): cannot write: " + SystemError.words(errno: code))
        }
        let moves = (order + [Manifest.name]).map { (relative: $0, final: path($0), temp: staged[$0]!) }

        // 1. Every final name must be replaceable: reached through real folders, and not a
        //    folder, link, device or FIFO, not read-only.
        for move in moves {
            if let problem = OutputPaths.parentProblem(move.relative, in: root, known: &known) {
                throw CLIError.io(problem.line + " (nothing was written)")
            }
            var st = stat()
            guard lstat(move.final, &st) == 0 else { continue }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                throw CLIError.io("\(move.final) is a folder where proof would write a file: remove it or write somewhere else (nothing was written)")
            }
            if let what = FileBytes.blockedTarget(move.final) {
                throw CLIError.io("\(move.final) " + FileBytes.blockedTargetReason(what))
            }
            // Read-only by its mode too: root may write anything, but a file made read-only
            // is still not proof's to replace.
            if access(move.final, W_OK) != 0 || (st.st_mode & 0o222) == 0 {
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

/// `check --out` and the gallery write the contrast check's images through the same
/// transaction as every other file of the run.
extension OutputRun: CheckImageFolder {}
