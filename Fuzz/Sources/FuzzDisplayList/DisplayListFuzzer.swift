import DisplayList
import Foundation
import FuzzSupport

/// The display-list decoder (DisplayList's Codable JSON, what `proof render` writes beside
/// each PNG and snapshot tests read back). A decoded list must encode to stable JSON that
/// decodes to the same list and encodes to the same bytes again.
@main enum DisplayListFuzzer {
    static func main() { FuzzEntry.main(name: "displaylist", callback: LLVMFuzzerTestOneInput) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let list = try? JSONDecoder().decode(DisplayList.self, from: bytes) else { return 0 }
    do {
        let json = try list.stableJSON()
        let again = try DisplayList(json: json)
        require(again == list, "a decoded display list changed on a round trip through its JSON")
        let twice = try again.stableJSON()
        require(twice == json, "stable JSON differs between two encodings of one list")
    } catch {
        fatalError("a decoded display list cannot round-trip: \(error)")
    }
    return 0
}
