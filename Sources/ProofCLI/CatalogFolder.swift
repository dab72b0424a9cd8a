import Foundation
import ProofOutput
import Render
import TokenExport
import Tokens

/// Writes an asset catalog folder whole or not at all: every file into a hidden folder
/// beside it, then renamed into place. A folder already there is replaced only when it is a
/// catalog `proof` wrote (its `Contents.json` names the author), so a team's own catalog is
/// never deleted; the old one is moved aside first and removed once the new one is in place.
enum CatalogFolder {
    static func write(_ files: [XCAssetsExport.File], to out: String) throws {
        let target = out.hasSuffix("/") ? String(out.dropLast()) : out
        let fm = FileManager.default
        let parent = (target as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        if !parent.isEmpty, !(fm.fileExists(atPath: parent, isDirectory: &isFolder) && isFolder.boolValue) {
            throw CLIError.io("cannot write \(target): the folder \(parent) does not exist (create it first)")
        }
        var replacing = false
        if let attributes = try? fm.attributesOfItem(atPath: target) {
            guard attributes[.type] as? FileAttributeType == .typeDirectory else {
                throw CLIError.io("cannot write \(target): it exists and is not a folder (remove it or name another --out)")
            }
            let contents = (try? String(contentsOfFile: target + "/Contents.json", encoding: .utf8)) ?? ""
            guard contents.contains("\"author\" : \"" + XCAssetsExport.author + "\"") else {
                throw CLIError.io("cannot write \(target): it is an asset catalog proof did not write (its Contents.json names another author); name another --out")
            }
            replacing = true
        }
        let temp = FileBytes.temporaryPath(beside: target)
        let cleanup = InterruptCleanup { try? FileManager.default.removeItem(atPath: temp) }
        defer { cleanup.stop() }
        do {
            try fm.createDirectory(atPath: temp, withIntermediateDirectories: false)
            for file in files {
                let path = temp + "/" + file.path
                let folder = (path as NSString).deletingLastPathComponent
                if folder != temp { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                if let code = FileBytes.create(path, data: Data(file.text.utf8)) {
                    throw CLIError.io("cannot write \(target): " + SystemError.words(errno: code))
                }
            }
            if replacing {
                let aside = FileBytes.temporaryPath(beside: target)
                guard rename(target, aside) == 0 else { throw CLIError.io("cannot replace \(target): " + SystemError.words(errno: errno)) }
                guard rename(temp, target) == 0 else {
                    let code = errno
                    _ = rename(aside, target)
                    throw CLIError.io("cannot replace \(target): " + SystemError.words(errno: code))
                }
                try? fm.removeItem(atPath: aside)
            } else {
                guard rename(temp, target) == 0 else { throw CLIError.io("cannot write \(target): " + SystemError.words(errno: errno)) }
            }
        } catch {
            try? fm.removeItem(atPath: temp)
            if let cli = error as? CLIError { throw cli }
            throw CLIError.io("cannot write \(target): " + SystemError.words(for: error))
        }
    }
}
