public import SnapshotTesting
import Testing
import Foundation

/// `assertSnapshot` with DesignProof's rules: references live under the project's
/// top-level `snapshots/FOLDER/PREFIX.NAME.ext` (the project found by walking up from the
/// test file to Package.swift; PREFIX is the folder's last component), and a
/// reference is written only when asked (`DESIGNPROOF_RECORD=1` or `record: .all`) — a
/// missing or different reference fails and is never overwritten.
///
///     assertDesignSnapshot(of: Dashboard(), as: .png(device: .iPhone16, appearance: .dark, scale: 1),
///                          named: "dashboard-dark@1x", in: "airfit")
public func assertDesignSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    in folder: String,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let mode = record ?? (ProcessInfo.processInfo.environment["DESIGNPROOF_RECORD"] == "1" ? .all : .never)
    let directory = snapshotsRoot(from: "\(filePath)") + "/" + folder
    let failure = verifySnapshot(of: try value(), as: strategy, named: name, record: mode, snapshotDirectory: directory,
                                 fileID: fileID, file: filePath, testName: String(folder.split(separator: "/").last ?? "snapshot"),
                                 line: line, column: column)
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    }
}

/// `<project>/snapshots`: the nearest folder above `file` that holds Package.swift.
func snapshotsRoot(from file: String) -> String {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" {
        if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            return url.appendingPathComponent("snapshots").path
        }
        url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("snapshots").path
}
