import Foundation
public import ProofOutput

/// `ProofOutput.DiagnosticLine` under the name the commands have always used.
public typealias DiagnosticLine = ProofOutput.DiagnosticLine

/// Diagnostics go to standard error, one line each ("proof: what, where, how to fix"), so
/// standard output stays parseable. Every line passes through `DiagnosticLine.clean`.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((ProofCommandLine.current.name + ": " + DiagnosticLine.clean(line) + "\n").utf8))
}

