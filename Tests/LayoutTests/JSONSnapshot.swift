import DisplayList
import Foundation
import TestSupport
import Testing

/// Compares a display list's stable JSON with `snapshots/layout/NAME.json`. A missing or
/// different reference fails; references are written only when DESIGNPROOF_RECORD=1.
func assertJSONSnapshot(_ list: DisplayList, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = Checkout.root + "/snapshots/layout/\(name).json"
    let actual = try list.stableJSON()
    let record = ProcessInfo.processInfo.environment["DESIGNPROOF_RECORD"] == "1"
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8), !record else {
        if record {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path); run again without DESIGNPROOF_RECORD to compare", sourceLocation: sourceLocation)
        } else {
            Issue.record("no reference at \(path): run with DESIGNPROOF_RECORD=1 to record it", sourceLocation: sourceLocation)
        }
        return
    }
    if actual != expected {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false), e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let got = line < a.count ? String(a[line]) : "<end>", want = line < e.count ? String(e[line]) : "<end>"
        Issue.record("display list differs from \(path) at line \(line + 1): got `\(got)`, expected `\(want)`", sourceLocation: sourceLocation)
    }
}
