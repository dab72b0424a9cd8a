import Foundation
import Tokens

/// An exclusive `flock` on an output folder, held while a run commits into it: two proofs
/// writing into one folder at once commit one after the other, so the second reads the
/// manifest the first wrote and lists both runs' files. The lock is on the folder itself
/// (no lock file is left in it) and is released when the process ends, however it ends.
/// A commit takes well under a second; a run that cannot get the lock within `wait`
/// seconds says so (74) instead of waiting for ever.
package struct FolderLock {
    /// Seconds to wait for another run's commit.
    package static let wait = 60.0

    /// The folder's descriptor; nil when the folder may be written but not read (mode
    /// 0300), which a lock needs: then commits are not serialised, rather than refused.
    private let fd: Int32?

    package init(_ folder: String, wait: Double = FolderLock.wait) throws(CLIError) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == EACCES { self.fd = nil; return }
            throw .io("\(folder): cannot open the output folder: " + SystemError.words(errno: errno))
        }
        var waited = 0.0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR else {
                close(fd)
                throw .io("\(folder): cannot lock the output folder: " + SystemError.words(errno: code))
            }
            if waited >= wait {
                close(fd)
                throw .io("\(folder): another proof has been writing into it for \(Int(wait)) s; wait for it to finish, or write somewhere else (nothing was written)")
            }
            usleep(20_000)
            waited += 0.02
        }
        self.fd = fd
    }

    package func release() {
        guard let fd else { return }
        flock(fd, LOCK_UN)
        close(fd)
    }
}
