import Foundation
import FuzzSupport
import Render

/// The PNG reader (CPNG's libpng calls behind Render's PNGFile), from memory and from a
/// file: both must give the same pixels or the same reason. Limits are smaller than the
/// defaults (the same code, fewer bytes to allocate per input).
@main enum PNGFuzzer {
    static func main() { FuzzEntry.main(name: "png", callback: LLVMFuzzerTestOneInput) }
}

/// Where the file reader reads each input from; one file per process, in memory (/dev/shm)
/// where there is one: a disk write per input would cost more than the decoding.
let inputPath = (FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory())
    + "designproof-fuzz-png-\(getpid()).png"

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let maxSide = 2048, maxPixels = 1 << 20
    let memory = Result { () throws(RenderError) in try PNGFile.decode(bytes, name: "fuzz.png", maxSide: maxSide, maxPixels: maxPixels) }
    guard FileManager.default.createFile(atPath: inputPath, contents: bytes) else { fatalError("cannot write \(inputPath)") }
    let file = Result { () throws(RenderError) in try PNGFile.read(inputPath, maxSide: maxSide, maxPixels: maxPixels) }
    switch (memory, file) {
    case let (.success(a), .success(b)):
        require(a == b, "the memory and file readers decoded different pixels")
        require(a.pixels.count == a.width * a.height * 4 && a.width <= maxSide && a.height <= maxSide, "an image over the limits was decoded")
    case let (.failure(a), .failure(b)):
        let inMemory = a.description
        let fromFile = b.description.replacingOccurrences(of: inputPath, with: "fuzz.png")
            .replacingOccurrences(of: "the file ends", with: "the data ends")
        require(inMemory == fromFile, "the readers disagree: \(inMemory) | \(fromFile)")
        require(!inMemory.contains("\n"), "an error of more than one line: \(inMemory)")
    default:
        fatalError("one reader failed, the other did not: \(memory) | \(file)")
    }
    return 0
}
