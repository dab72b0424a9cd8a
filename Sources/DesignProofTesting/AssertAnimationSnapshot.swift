public import AppSupport
public import SnapshotTesting
import Foundation
import Testing

/// Pins a whole animation: `snapshots/FOLDER/PREFIX.NAME.png`, an APNG of every frame at
/// `fps` and `scale` (`.apng`), and `PREFIX.NAME.timeline.json`, its timeline (`.timeline`),
/// with `assertDesignSnapshot`'s rules: written only when asked (`DESIGNPROOF_RECORD=1` or
/// `record: .all`), a missing or different reference fails and is never overwritten. A
/// failing APNG names the first differing frame, its time and its numbers, and leaves a
/// failure record with that frame's heatmap for `proof gallery --snapshots`. With
/// `DESIGNPROOF_SHARD=K/N`, only shard K's animations run: by `id` (the animation's
/// "app/animation"), else by "FOLDER/NAME" (`SnapshotShard`).
///
///     let clip = try catalog.clip("airfit/glass-in", from: nil, to: nil, environment: env, measurer: PangoText())
///     assertAnimationSnapshot(of: clip, fps: 10, named: "glass-in", in: "airfit/motion")
public func assertAnimationSnapshot(
    of clip: @autoclosure () throws -> AnimationClip,
    fps: Int,
    scale: Double? = 1,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
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
    checkAnimationSnapshot(of: try clip(), fps: fps, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision,
                           named: name, in: folder, root: snapshotsRoot(from: "\(filePath)"), id: id, record: record,
                           fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertAnimationSnapshot` with the snapshots folder given, so that tests can point it at
/// a temporary one.
func checkAnimationSnapshot(
    of clip: @autoclosure () throws -> AnimationClip,
    fps: Int, scale: Double?, precision: Float, perceptualPrecision: Float,
    named name: String, in folder: String, root: String, id: String? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    record: SnapshotTestingConfiguration.Record?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    // Decided once, before the clip is made: both references belong to the same shard.
    if SnapshotShard.skips(id ?? folder + "/" + name, environment: environment, fileID: fileID, filePath: filePath, line: line, column: column) { return }
    let value: AnimationClip
    do {
        value = try clip()
    } catch {
        Issue.record("cannot make the animation \(name): \(error)",
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
    }
    checkDesignSnapshot(of: value, as: .apng(fps: fps, scale: scale, precision: precision, perceptualPrecision: perceptualPrecision),
                        named: name, in: folder, root: root, environment: [:], record: record, fileID: fileID, filePath: filePath, line: line, column: column)
    checkDesignSnapshot(of: value, as: .timeline(fps: fps), named: name, in: folder, root: root, environment: [:], record: record,
                        fileID: fileID, filePath: filePath, line: line, column: column)
}
