import AppSupport
import ArgumentParser
import Foundation
public import ProofOutput

/// The failure a command reports (`ProofOutput.CLIError`), under the name a team's commands
/// have always thrown.
public typealias CLIError = ProofOutput.CLIError

/// `--out`: not empty, without trailing slashes (so manifest paths come out relative).
func outputDirectory(_ out: String) throws -> String {
    var dir = out
    while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
    if dir.isEmpty { throw ValidationError("--out is empty: give the folder to write into, e.g. --out out") }
    return dir
}

