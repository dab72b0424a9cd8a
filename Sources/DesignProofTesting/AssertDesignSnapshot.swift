public import SnapshotTesting
import Testing
import Foundation

/// `assertSnapshot` with DesignProof's rules: references live under the project's
/// top-level `snapshots/FOLDER/PREFIX.NAME.ext` (the project found by walking up from the
/// test file to Package.swift; PREFIX is the folder's last component), and a
/// reference is written only when asked (`DESIGNPROOF_RECORD=1` or `record: .all`) — a
/// missing or different reference fails and is never overwritten.
///
/// A failing PNG snapshot leaves, besides swift-snapshot-testing's failed image
/// (`ARTIFACTS/TESTFILE/PREFIX.NAME.png`, ARTIFACTS being `$SNAPSHOT_ARTIFACTS` or the
/// temporary folder), a record `ARTIFACTS/designproof/FOLDER/PREFIX.NAME.json` and a heatmap
/// beside it: `proof gallery --snapshots ARTIFACTS` shows them. A later run that passes
/// removes them.
///
/// With `DESIGNPROOF_SHARD=K/N` in the environment only the snapshots of shard K run
/// (`SnapshotShard`): `id` ("app/screen") puts every variant of a screen in one shard;
/// without it the snapshot is assigned by "FOLDER/NAME".
///
///     assertDesignSnapshot(of: Dashboard(), as: .png(device: .iPhone16, appearance: .dark, scale: 1),
///                          named: "dashboard-dark@1x", in: "airfit", id: "airfit/dashboard")
public func assertDesignSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    in folder: String,
    id: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    checkDesignSnapshot(of: try value(), as: strategy, named: name, in: folder, root: snapshotsRoot(from: "\(filePath)"), id: id,
                        record: record, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertDesignSnapshot` with the snapshots folder given (`root`: the project's
/// `snapshots`), so that tests can point it at a temporary one.
func checkDesignSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value, Format>,
    named name: String,
    in folder: String,
    root: String,
    id: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    record: SnapshotTestingConfiguration.Record?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
) {
    // Another shard's snapshot: nothing is rendered (`value` is never called) or compared.
    if SnapshotShard.skips(id ?? folder + "/" + name, environment: environment, fileID: fileID, filePath: filePath, line: line, column: column) { return }
    let mode = record ?? (ProcessInfo.processInfo.environment["DESIGNPROOF_RECORD"] == "1" ? .all : .never)
    let directory = root + "/" + folder
    let prefix = String(folder.split(separator: "/").last ?? "snapshot")
    // PNG failures are left findable for `proof gallery --snapshots` (SnapshotFailureRecord).
    let location = strategy.pathExtension == "png"
        ? SnapshotFailureLocation(name: name, folder: folder, directory: directory, prefix: prefix,
                                  filePath: "\(filePath)", pathExtension: "png")
        : nil
    location?.clearEarlierFailure()
    // A local function: written as a closure, the `try` inside the autoclosure argument
    // makes the compiler take the closure for a throwing one.
    func verify() -> String? {
        verifySnapshot(of: try value(), as: strategy, named: name, record: mode, snapshotDirectory: directory,
                       fileID: fileID, file: filePath, testName: prefix, line: line, column: column)
    }
    let failure = SnapshotHeatmapDestination.$path.withValue(location?.heatmap, operation: verify)
    if let failure {
        Issue.record(Comment(rawValue: failure), sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        // A recording run fails by design (swift-snapshot-testing's rule): nothing to review.
        if mode != .all { location?.writeRecord(message: failure, test: testFilter(filePath: "\(filePath)")) }
    }
}

/// A `swift test --filter` pattern for the running test: `Module.Suite/function` under Swift
/// Testing (the parameter list left out: its parentheses are regex syntax), else the test
/// file's name (our suites are named after their files).
func testFilter(filePath: String) -> String? {
    if let id = Test.current?.id {
        var parts = id.nameComponents
        if let last = parts.last, let paren = last.firstIndex(of: "(") { parts[parts.count - 1] = String(last[..<paren]) }
        // As `swift test list` prints tests: `Module.Outer/Inner/function(…)`.
        return id.moduleName + "." + parts.joined(separator: "/")
    }
    let file = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    return file.isEmpty ? nil : file
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
