import Foundation
import Testing
@testable import Tokens

/// The one input layer (`InputFile`): every kind of file a user can name — regular files,
/// folders, devices, FIFOs with and without a writer, pipes — read once, within its bound,
/// and never a hang.
@Suite struct InputFileTests {
    /// What went wrong, or nil when the read succeeded.
    func kind(_ result: Result<[UInt8], InputProblem>) -> InputProblem.Kind? {
        if case .failure(let p) = result { return p.kind }
        return nil
    }

    static func folder() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("inputfile-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aRegularFileIsReadWholeWithinItsBound() throws {
        let dir = Self.folder()
        let file = dir + "/a.json"
        try Data(repeating: 0x20, count: 100).write(to: URL(fileURLWithPath: file))
        #expect(try InputFile.read(file, limit: 100).get() == [UInt8](repeating: 0x20, count: 100))
        // Over the bound: refused by its size, before a byte is read.
        #expect(InputFile.read(file, limit: 99) == .failure(InputProblem(path: file, kind: .tooLarge(limit: 99, size: 100))))
        #expect(InputProblem(path: file, kind: .tooLarge(limit: 99, size: 100)).description == file + ": is 100 bytes, over the limit of 99 bytes")
        #expect(InputProblem(path: file, kind: .tooLarge(limit: 99, size: 100)).isIOError == false)
        // Empty is empty, not an error.
        _ = FileManager.default.createFile(atPath: dir + "/empty", contents: Data())
        #expect(try InputFile.read(dir + "/empty", limit: 10).get() == [])
    }

    @Test func missingFoldersAndUnreadable() throws {
        let dir = Self.folder()
        #expect(InputFile.read(dir + "/none", limit: 10) == .failure(InputProblem(path: dir + "/none", kind: .missing)))
        #expect(InputFile.read(dir, limit: 10) == .failure(InputProblem(path: dir, kind: .folder)))
        #expect(InputFile.read("", limit: 10) == .failure(InputProblem(path: "", kind: .unreadable(errno: ENOENT))))
        #expect(kind(InputFile.read(dir + "/none/deeper", limit: 10)) == .missing)
        _ = FileManager.default.createFile(atPath: dir + "/file", contents: Data("x".utf8))
        #expect(InputFile.read(dir + "/file/x", limit: 10) == .failure(InputProblem(path: dir + "/file/x", kind: .unreadable(errno: ENOTDIR))))
        #expect(InputProblem(path: "p", kind: .unreadable(errno: ENOTDIR)).description == "p: cannot read: a part of the path is a file, not a folder")
    }

    /// Devices that never end stop at the bound; /dev/null is an empty file.
    @Test func devices() throws {
        #expect(kind(InputFile.read("/dev/zero", limit: 1000)) == .tooLarge(limit: 1000, size: nil))
        #expect(kind(InputFile.read("/dev/urandom", limit: 1 << 20)) == .tooLarge(limit: 1 << 20, size: nil))
        #expect(try InputFile.read("/dev/null", limit: 1000).get() == [])
        #expect(kind(InputFile.read("/dev/zero", limit: 10, regularOnly: true)) == .notRegular)
    }

    /// A FIFO whose writer comes later is read as a file; one nobody writes to, or whose
    /// writer never sends a byte, is an error after the wait, not a hang.
    @Test func fifos() throws {
        let dir = Self.folder()
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The writer opens after the reader and writes in two parts.
        let writer = Thread {
            usleep(200_000)
            let fd = open(fifo, O_WRONLY)
            _ = "hello ".withCString { write(fd, $0, 6) }
            usleep(100_000)
            _ = "world".withCString { write(fd, $0, 5) }
            close(fd)
        }
        writer.start()
        #expect(try InputFile.read(fifo, limit: 100, wait: 5).get() == Array("hello world".utf8))

        // Nobody writes: an error after the wait.
        let start = Date()
        #expect(InputFile.read(fifo, limit: 100, wait: 0.3) == .failure(InputProblem(path: fifo, kind: .silent(seconds: 0.3))))
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(InputProblem(path: fifo, kind: .silent(seconds: 0.3)).description
                == fifo + ": sent nothing for 0.30 s (a pipe or FIFO nobody writes to? set DESIGNPROOF_INPUT_WAIT to wait longer)")

        // Too much through a FIFO: stopped at the bound while reading.
        // (12,000 bytes fit in the pipe's buffer: the writer is done before the reader stops,
        // so it never writes into a closed FIFO, which would end this process with SIGPIPE.)
        let flood = Thread {
            let fd = open(fifo, O_WRONLY)
            let block = [UInt8](repeating: 0x41, count: 12_000)
            _ = write(fd, block, block.count)
            close(fd)
        }
        flood.start()
        #expect(kind(InputFile.read(fifo, limit: 10_000, wait: 5)) == .tooLarge(limit: 10_000, size: nil))
        // A FIFO is not read where only regular files are.
        #expect(kind(InputFile.read(fifo, limit: 10, regularOnly: true)) == .notRegular)
    }

    /// A pipe (what /dev/stdin and a process substitution are) is read to its end.
    @Test func pipes() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let text = Array(String(repeating: "0123456789", count: 20_000).utf8)
        let writer = Thread {
            text.withUnsafeBytes { buffer in
                var done = 0
                while done < buffer.count {
                    let n = write(writeEnd, buffer.baseAddress! + done, buffer.count - done)
                    if n <= 0 { break }
                    done += n
                }
            }
            close(writeEnd)
        }
        writer.start()
        #expect(try InputFile.read("/proc/self/fd/\(readEnd)", limit: 1 << 20, wait: 5).get() == text)
        close(readEnd)
    }

    @Test func theWaitComesFromTheEnvironmentWithinItsRange() {
        #expect(InputFile.defaultWait == 30)
        #expect(InputFile.waitVariable == "DESIGNPROOF_INPUT_WAIT")
    }

    @Test func sizesInWords() {
        #expect(InputFile.sizeText(8 << 20) == "8 MiB")
        #expect(InputFile.sizeText(3 << 19) == "1.5 MiB")
        #expect(InputFile.sizeText(64 << 10) == "64 KiB")
        #expect(InputFile.sizeText(300) == "300 bytes")
    }
}
