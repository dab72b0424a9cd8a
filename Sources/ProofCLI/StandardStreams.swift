import Foundation
import ProofOutput
import Tokens

/// Standard output as one more output proof writes: checked like every file. A run whose
/// report could not be written (`> /dev/full`, a file size limit, a closed descriptor) exits
/// 74 saying so, instead of 0 or 1 with the report lost or cut short.
enum StandardStreams {
    /// Before anything runs: a closed standard input or error is given /dev/null, so that no
    /// file proof opens takes descriptor 0 or 2 (a closed stdout, 1, is refused: descriptor 1
    /// would otherwise be the next file opened — an output PNG — and printing would write
    /// into it). Returns the line to refuse the run with, if any.
    static func prepare() -> String? {
        for fd: Int32 in [0, 2] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != fd { dup2(null, fd); close(null) }
        }
        guard fcntl(1, F_GETFD) == -1, errno == EBADF else { return nil }
        let null = open("/dev/null", O_WRONLY)
        if null >= 0, null != 1 { dup2(null, 1); close(null) }
        return "standard output is closed: give it a file, or /dev/null to drop what proof prints"
    }

    /// Flushes standard output; the line to exit 74 with when what was printed did not
    /// all reach it, else nil.
    static func finish() -> String? {
        guard let stream = cStdout else { return nil }
        let flushed = fflush(stream) == 0
        let code = errno
        guard !flushed || ferror(stream) != 0 else { return nil }
        return "cannot write to standard output: " + SystemError.words(errno: flushed ? EIO : code)
    }

    /// C's `stdout`, the stream `print` writes through. Read through `dlsym` rather than as
    /// the imported global, which Swift 6's strict concurrency refuses to touch (it is a
    /// mutable global); this runs once, on the main thread, after every command is done.
    private static var cStdout: UnsafeMutablePointer<FILE>? {
        // RTLD_DEFAULT: search the process's global symbols.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout") else { return nil }
        return symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>?.self).pointee
    }
}
