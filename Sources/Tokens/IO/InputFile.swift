import Foundation

/// The one way proof reads a file it is given — token files, data files (`--data`), PNGs
/// (`diff`, animation references), `timeline.json`, proposals, shard results, manifests,
/// snapshot failure records. Each input is opened once and read once, as a stream, with its
/// size bound applied while reading, so:
///
/// - pipes, FIFOs, `/dev/stdin` and process substitutions (`<(cmd)`) work wherever a file
///   does (a file opened twice would lose what a pipe already gave the first open);
/// - a FIFO or terminal nobody writes to is an error after `wait` seconds without a byte,
///   never a hang (Linux reports no hang-up on a FIFO that never had a writer, so the open
///   is non-blocking and every read waits in `poll` with a deadline);
/// - a device that never ends (`/dev/zero`) stops at the bound, which a regular file's size
///   is checked against before its first byte is read;
/// - what was checked is what was read: the checks are made on the open descriptor.
///
/// It lives in Tokens, the lowest stage, because every stage that reads files uses it.
public enum InputFile {
    /// Seconds a read waits for the next byte from a pipe, FIFO or terminal.
    public static let defaultWait = 30.0
    /// The environment variable that changes `defaultWait` (seconds, 0.05…3600): a CI run
    /// that feeds proof through a slow pipe may want more, a test of a silent FIFO less.
    public static let waitVariable = "DESIGNPROOF_INPUT_WAIT"

    /// The wait in force: `waitVariable` when it holds a number in range, else `defaultWait`.
    public static var wait: Double {
        guard let text = ProcessInfo.processInfo.environment[waitVariable], let seconds = Double(text),
              seconds >= 0.05, seconds <= 3600 else { return defaultWait }
        return seconds
    }

    /// Bytes read per call: large enough that a big regular file costs few calls.
    static let chunk = 1 << 16

    /// The whole of `path`, at most `limit` bytes, or why it cannot be had. `wait`: seconds
    /// to wait for each next byte from a pipe, FIFO or terminal (default `wait`).
    /// `regularOnly`: refuse anything but a regular file (`notRegular`) before reading a
    /// byte — for files found by walking a folder, which nobody named and a FIFO among
    /// them must not stall.
    /// `startsWith`: bytes the input must begin with (a PNG's signature): a stream that
    /// begins otherwise is refused (`wrongStart`) as soon as they have arrived, not after
    /// its whole bound has been read; one that ends inside them is given back as read.
    public static func read(_ path: String, limit: Int, wait: Double? = nil, regularOnly: Bool = false,
                            startsWith: [UInt8] = []) -> Result<[UInt8], InputProblem> {
        func problem(_ kind: InputProblem.Kind) -> Result<[UInt8], InputProblem> { .failure(InputProblem(path: path, kind: kind)) }
        if path.isEmpty { return problem(.unreadable(errno: ENOENT)) }
        // A regular file far past the bound (a disk image picked by mistake) is refused by its
        // size before it is even opened, so it gets that message whatever its permissions.
        var before = stat()
        if stat(path, &before) == 0, (before.st_mode & S_IFMT) == S_IFREG, Int(before.st_size) > limit {
            return problem(.tooLarge(limit: limit, size: Int(before.st_size)))
        }
        // Non-blocking, so that opening a FIFO with no writer returns at once; no
        // controlling terminal taken over by opening one.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            return problem(code == ENOENT ? .missing : .unreadable(errno: code))
        }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return problem(.unreadable(errno: errno)) }
        let type = st.st_mode & S_IFMT
        if type == S_IFDIR { return problem(.folder) }
        let isRegular = type == S_IFREG
        if regularOnly, !isRegular { return problem(.notRegular) }
        if isRegular, Int(st.st_size) > limit { return problem(.tooLarge(limit: limit, size: Int(st.st_size))) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(isRegular ? Int(st.st_size) : min(limit, chunk))
        let span = wait ?? Self.wait
        while true {
            // Anything but a regular file is waited on before each read: a FIFO whose writer
            // has not come yet reads as empty (end of file) without this.
            if !isRegular, let silent = waitForInput(fd, seconds: span) {
                return problem(silent)
            }
            // At most one byte past the limit: a file that grew, or a stream, is caught there.
            let room = min(chunk, limit + 1 - bytes.count)
            let previous = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: room))
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + previous, room) }
            let code = n < 0 ? errno : 0
            bytes.removeLast(room - max(n, 0))
            if n > 0 {
                if !startsWith.isEmpty, previous < startsWith.count,
                   !zip(bytes.prefix(startsWith.count), startsWith).allSatisfy(==) { return problem(.wrongStart) }
                if bytes.count > limit { return problem(.tooLarge(limit: limit, size: nil)) }
                continue
            }
            if n == 0 { return .success(bytes) }
            // EAGAIN: the byte poll saw was taken by another reader of the same pipe.
            if code == EINTR || code == EAGAIN { continue }
            return problem(.unreadable(errno: code))
        }
    }

    /// Waits until `fd` has a byte or its end (its writer gone), at most `seconds`; the
    /// problem when it has neither by then or poll fails.
    private static func waitForInput(_ fd: Int32, seconds: Double) -> InputProblem.Kind? {
        let deadline = now + seconds
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let left = deadline - now
            if left <= 0 { return .silent(seconds: seconds) }
            let ready = poll(&poller, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready > 0 { return nil }
            if ready < 0, errno != EINTR { return .unreadable(errno: errno) }
        }
    }

    /// Monotonic seconds, for deadlines a clock change cannot move.
    private static var now: Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// `n` bytes in words: "8 MiB", "1.5 MiB", "300 bytes".
    public static func sizeText(_ n: Int) -> String {
        if n >= 1 << 20 {
            return n % (1 << 20) == 0 ? "\(n >> 20) MiB" : String(format: "%.1f MiB", Double(n) / Double(1 << 20))
        }
        if n >= 1 << 10, n % (1 << 10) == 0 { return "\(n >> 10) KiB" }
        return "\(n) bytes"
    }
}

/// Why `InputFile.read` could not give a file's bytes.
public struct InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// Nothing is at the path.
        case missing
        /// The path is a folder.
        case folder
        /// The system refused to open or read it (`errno`).
        case unreadable(errno: Int32)
        /// Over `limit` bytes; `size` when it was known before reading (a regular file).
        case tooLarge(limit: Int, size: Int?)
        /// A pipe, FIFO or terminal sent nothing for `seconds`.
        case silent(seconds: Double)
        /// Not a regular file, where only one is read (`regularOnly`).
        case notRegular
        /// It does not begin with the bytes it must (`startsWith`).
        case wrongStart
    }

    /// The path as given.
    public let path: String
    /// What went wrong.
    public let kind: Kind

    /// A problem reading `path`.
    public init(path: String, kind: Kind) { self.path = path; self.kind = kind }

    /// True when the file could not be read (exit 74); false when it was read and is too
    /// large for what it claims to be (65).
    public var isIOError: Bool {
        switch kind {
        case .tooLarge, .wrongStart: false
        default: true
        }
    }

    /// What is wrong, without the path: "does not exist", "is a folder, not a file" …
    public var reason: String {
        switch kind {
        case .missing: "does not exist"
        case .folder: "is a folder, not a file"
        case .notRegular: "is not a regular file"
        case .wrongStart: "does not begin as it must (not the kind of file expected)"
        case .unreadable(let code): "cannot read: " + SystemError.words(errno: code)
        case .tooLarge(let limit, let size):
            "is " + (size.map { "\(InputFile.sizeText($0)), " } ?? "") + "over the limit of \(InputFile.sizeText(limit))"
        case .silent(let seconds):
            "sent nothing for \(seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.2f", seconds)) s (a pipe or FIFO nobody writes to?"
                + " set \(InputFile.waitVariable) to wait longer)"
        }
    }

    /// `PATH: reason`.
    public var description: String { path + ": " + reason }
}
