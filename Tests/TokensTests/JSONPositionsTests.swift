import Foundation
import Testing
@testable import Tokens

/// Where a pointer's value starts in the text, for messages a person edits a file by:
/// lines and columns from 1, columns in characters (not bytes), through arrays, escapes
/// and a byte-order mark; a pointer to nothing has no position.
@Suite struct JSONPositionsTests {
    @Test func valuesAreFoundByLineAndCharacterColumn() {
        let text = "\u{FEFF}{\n  \"é\\u00e9\": {\"$value\": [1, {\"x\": \"ü\"}, 3]},\n\t\"b\": null\n}"
        let positions = JSONParser.positions(of: [
            JSONPointer(["éé", "$value"]), JSONPointer(["éé", "$value", "1", "x"]), JSONPointer(["éé", "$value", "2"]),
            JSONPointer(["b"]), JSONPointer([]), JSONPointer(["nope"]), JSONPointer(["éé", "$value", "9"]),
        ], in: Array(text.utf8))
        #expect(positions[JSONPointer(["éé", "$value"])]! == (2, 25))
        #expect(positions[JSONPointer(["éé", "$value", "1", "x"])]! == (2, 35))
        #expect(positions[JSONPointer(["éé", "$value", "2"])]! == (2, 41))
        #expect(positions[JSONPointer(["b"])]! == (3, 7))
        #expect(positions[JSONPointer([])]! == (1, 1))
        #expect(positions[JSONPointer(["nope"])] == nil)
        #expect(positions[JSONPointer(["éé", "$value", "9"])] == nil)
        #expect(JSONParser.positions(of: [JSONPointer(["a"])], in: Array("{\"a\": ".utf8)).isEmpty)
    }

    @Test func aProblemFromAFileSaysItsLineAndColumnAfterTheMessage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("positions-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/t.tokens.json"
        try "{\n  \"a\": {\"$type\": \"color\",\n        \"$value\": \"#GG\"},\n  \"b\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"display-p3\", \"components\": [0, 1, 0]}}\n}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: TokenFileInvalid.self) { try TokenLoader.load(path: path) }
        do { _ = try TokenLoader.load(path: path) } catch {
            #expect(error.lines == ["\(path): /a/$value: \"#GG\" is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent) (line 3, column 19)"])
        }
        // Given as text there is no file to point into: the pointer alone.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        do { _ = try TokenLoader.parse(text, file: "t.json") } catch {
            #expect(error.lines == ["t.json: /a/$value: \"#GG\" is not a colour (write #RGB, #RRGGBB, #RRGGBBAA, rgb(), hsl() or transparent)"])
        }
        // A warning of a set of files is said in the file that wrote it, at its line.
        try "{\"c\": {\"$type\": \"color\", \"$value\": \"{b}\"}}".write(toFile: dir + "/c.json", atomically: true, encoding: .utf8)
        try "{\n\"b\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"display-p3\", \"components\": [0, 1, 0]}}}".write(toFile: dir + "/b.json", atomically: true, encoding: .utf8)
        let set = try TokenLoader.load(paths: [dir + "/b.json", dir + "/c.json"])
        #expect(set.warnings.map(\.description) == ["\(dir)/b.json: /b/$value: warning: this display-p3 colour lies outside sRGB (r -0.512, g 1.02, b -0.311); it is drawn clipped to #00FF00 (line 2, column 35)"])
    }
}
