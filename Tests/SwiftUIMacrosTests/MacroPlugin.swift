import Foundation
import SubprocessTesting
import XCTest

/// The macro plugin the compiler runs (`SwiftUIMacros-tool`, built beside the tests), asked to
/// expand one macro over its own wire protocol, as swiftc asks it: each message is an 8-byte
/// little-endian length and then JSON; the host first says its capability, then sends one
/// expansion request per role. The answer is the text the compiler splices in.
///
/// Why not swift-syntax's `assertMacroExpansion`: a test target that depends on a macro target
/// makes SwiftPM build the whole test product, and everything it imports, a second time for
/// the host (`-tool`), which nearly doubled `make test`'s build. These tests depend on no macro
/// and no swift-syntax, and they test the very executable the compiler loads.
struct MacroPlugin {
    /// Where a diagnostic points, as line and column of the test's source, and what it says.
    struct Diagnostic: Equatable, CustomStringConvertible {
        let line: Int
        let column: Int
        let severity: String
        let message: String
        var description: String { "\(line):\(column) \(severity): \(message)" }
    }

    /// One role's expansion: the source the compiler inserts (nil when the macro threw) and
    /// its diagnostics.
    struct Expansion {
        let source: String?
        let diagnostics: [Diagnostic]
    }

    /// The protocol version this host speaks: 7 (swift-syntax 600 and later), with which the
    /// plugin answers every expansion with one `expandMacroResult`.
    static let protocolVersion = 7
    /// A plugin that does not answer in this time is killed and the test fails.
    static let timeout = 60.0

    /// The plugin executable the compiler loads for the `SwiftUI` module, built beside the tests.
    static let executable = Subprocess.builtBesideTests("SwiftUIMacros-tool")

    /// The whole source a test expands in: fragments are found in it, so that positions
    /// (and the diagnostics' lines and columns) are the file's.
    let file: String

    /// Expands the freestanding macro `#name` (declaration role), written as `expression` in
    /// the file (its first occurrence).
    func expand(freestanding name: String, type: String, _ expression: String, discriminator: String = "4Test1") throws -> Expansion {
        let request = Request.expandFreestandingMacro(
            macro: .init(moduleName: "SwiftUIMacros", typeName: type, name: name), macroRole: "declaration",
            discriminator: discriminator, syntax: try syntax(expression))
        return try send(request)
    }

    /// Expands the attached macro `@name` in `role` on `declaration` (as written in the file),
    /// whose attribute is the first `@name` in it; `parent` is the declaration around it (the
    /// compiler sends it for accessor and peer roles inside a type), and an extension role
    /// names the type it extends and the conformances it may add.
    func expand(attached name: String, type: String, role: String, on declaration: String, parent: String? = nil,
                extending extendedType: String? = nil, conformances: String? = nil) throws -> Expansion {
        try expand(name, type: type, role: role, attributeIn: declaration, declaration: declaration, parent: parent,
                   extendedType: extendedType, conformances: conformances)
    }

    /// The member-attribute role: the macro is attached to `type` (the first `@name` in it)
    /// and asked for the attributes of one of its members.
    func expand(attached name: String, type macroType: String, role: String, onMember member: String, of type: String) throws -> Expansion {
        try expand(name, type: macroType, role: role, attributeIn: type, declaration: member, parent: type,
                   extendedType: nil, conformances: nil)
    }

    private func expand(_ name: String, type: String, role: String, attributeIn holder: String, declaration: String,
                        parent: String?, extendedType: String?, conformances: String?) throws -> Expansion {
        guard let attribute = holder.range(of: "@" + name) else {
            throw PluginError("@\(name) is not in the declaration")
        }
        let attributeText = String(holder[attribute.lowerBound...].prefix { !$0.isWhitespace })
        let attributeOffset = try offset(of: holder) + holder[..<attribute.lowerBound].utf8.count
        let request = Request.expandAttachedMacro(
            macro: .init(moduleName: "SwiftUIMacros", typeName: type, name: name), macroRole: role,
            discriminator: "4Test1",
            attributeSyntax: Syntax(kind: "attribute", source: attributeText, location: location(at: attributeOffset)),
            declSyntax: try syntax(declaration),
            parentDeclSyntax: try parent.map { try syntax($0) },
            extendedTypeSyntax: extendedType.map { Syntax(kind: "type", source: $0, location: location(at: 0)) },
            // The compiler sends the conformances as a placeholder struct's inheritance clause.
            conformanceListSyntax: conformances.map { Syntax(kind: "declaration", source: "struct Placeholder: \($0) {}", location: location(at: 0)) })
        return try send(request)
    }

    // MARK: The wire

    /// `fragment` as the compiler sends it: every node these macros see is a declaration.
    private func syntax(_ fragment: String) throws -> Syntax {
        Syntax(kind: "declaration", source: fragment, location: location(at: try offset(of: fragment)))
    }

    private func offset(of fragment: String) throws -> Int {
        guard let range = file.range(of: fragment) else { throw PluginError("the fragment is not in the file: \(fragment)") }
        return file[..<range.lowerBound].utf8.count
    }

    private func location(at offset: Int) -> Location {
        let (line, column) = lineAndColumn(at: offset)
        return Location(fileID: "Test/Test.swift", fileName: "/Test/Test.swift", offset: offset, line: line, column: column)
    }

    private func lineAndColumn(at offset: Int) -> (Int, Int) {
        let before = Array(file.utf8.prefix(offset))
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return (line, column)
    }

    /// Starts the plugin with the capability and `request` on its standard input, waits for it
    /// to end (it ends at end of input), and reads its two answers.
    private func send(_ request: Request) throws -> Expansion {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("macro-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in"), output = folder.appendingPathComponent("out")
        let errors = folder.appendingPathComponent("err")
        var bytes = Data()
        for message in [Request.getCapability(capability: .init(protocolVersion: Self.protocolVersion)), request] {
            let json = try JSONEncoder().encode(message)
            withUnsafeBytes(of: UInt64(json.count).littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(json)
        }
        try bytes.write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        guard try Subprocess.run(process, timeout: Self.timeout) else {
            throw SubprocessTimedOut(command: Self.executable, seconds: Self.timeout)
        }
        let stderr = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw PluginError("the plugin exited with \(process.terminationStatus): \(stderr)")
        }
        let answers = try frames(in: Data(contentsOf: output))
        guard answers.count == 2 else { throw PluginError("the plugin answered \(answers.count) messages, not 2: \(stderr)") }
        guard case .getCapabilityResult(let capability) = try JSONDecoder().decode(Reply.self, from: answers[0]),
              capability.protocolVersion >= Self.protocolVersion else {
            throw PluginError("the plugin did not answer the capability first")
        }
        guard case .expandMacroResult(let source, let diagnostics) = try JSONDecoder().decode(Reply.self, from: answers[1]) else {
            throw PluginError("the plugin did not answer the expansion")
        }
        return Expansion(source: source, diagnostics: diagnostics.map {
            let (line, column) = lineAndColumn(at: $0.position.offset)
            return Diagnostic(line: line, column: column, severity: $0.severity, message: $0.message)
        })
    }

    private func frames(in data: Data) throws -> [Data] {
        var frames: [Data] = [], at = data.startIndex
        while at < data.endIndex {
            guard data.endIndex - at >= 8 else { throw PluginError("a message header is cut short") }
            let count = data[at..<at + 8].reversed().reduce(0) { $0 << 8 | Int($1) }
            at += 8
            guard count >= 0, data.endIndex - at >= count else { throw PluginError("a message is cut short") }
            frames.append(data[at..<at + count])
            at += count
        }
        return frames
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

// The messages, as swift-syntax's PluginMessages spells them (Codable enums: a case is an
// object with one key, its associated values the members); only what these tests send.

private struct MacroReference: Encodable {
    let moduleName: String
    let typeName: String
    let name: String
}

private struct Location: Encodable {
    let fileID: String
    let fileName: String
    let offset: Int
    let line: Int
    let column: Int
}

private struct Syntax: Encodable {
    let kind: String
    let source: String
    let location: Location
}

private struct HostCapability: Encodable {
    let protocolVersion: Int
}

private enum Request: Encodable {
    case getCapability(capability: HostCapability)
    case expandFreestandingMacro(macro: MacroReference, macroRole: String, discriminator: String, syntax: Syntax)
    case expandAttachedMacro(macro: MacroReference, macroRole: String, discriminator: String, attributeSyntax: Syntax,
                             declSyntax: Syntax, parentDeclSyntax: Syntax?, extendedTypeSyntax: Syntax?,
                             conformanceListSyntax: Syntax?)
}

private struct PluginCapability: Decodable {
    let protocolVersion: Int
}

private struct Position: Decodable {
    let offset: Int
}

private struct WireDiagnostic: Decodable {
    let message: String
    let severity: String
    let position: Position
}

private enum Reply: Decodable {
    case getCapabilityResult(capability: PluginCapability)
    case expandMacroResult(expandedSource: String?, diagnostics: [WireDiagnostic])
}
