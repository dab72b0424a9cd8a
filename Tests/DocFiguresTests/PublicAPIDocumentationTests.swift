import Foundation
import TestSupport
import Testing

/// Every declaration a user of the libraries sees carries a `///` doc comment: each
/// `public` or `open` declaration, and each requirement of a public protocol, in the
/// covered modules' sources. What counts as documented, and what is exempt, is
/// `PublicAPIDocumentation.undocumented(in:file:)`.
@Suite struct PublicAPIDocumentationTests {
    /// The modules whose whole public API is documented. Tokens and DisplayList join once
    /// their documentation is merged.
    static let coveredModules = ["Tokens", "TokenExport", "Motion", "DisplayList", "Layout", "SwiftUI", "Charts", "Combine", "SwiftData", "CoreData", "Render", "Illustrations", "Inspect", "AppSupport", "DesignProofTesting", "ProofCLI", "ProofOutput", "Gallery", "Checks"]

    @Test func everyPublicDeclarationOfTheCoveredModulesHasADocComment() throws {
        let root = URL(fileURLWithPath: Checkout.root)
        var findings: [PublicAPIDocumentation.Finding] = []
        var files = 0
        for module in Self.coveredModules {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            for path in paths.sorted() where path.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                findings += PublicAPIDocumentation.undocumented(in: text, file: "Sources/\(module)/\(path)")
                files += 1
            }
        }
        #expect(files > 100, "found only \(files) source files: is the source tree where #filePath says?")
        if !findings.isEmpty {
            Issue.record("""
                \(findings.count) public declarations without a /// doc comment (say what it is or does, with units):
                \(findings.map { "\($0.file):\($0.line): \($0.declaration)" }.joined(separator: "\n"))
                """)
        }
    }

    @Test func findsAnUndocumentedDeclarationAndNamesItsLine() {
        let source = """
            /// Documented.
            public struct A {
                /// Documented.
                public var width: Double
                public var height: Double
                // A plain comment is not documentation.
                public func grow() {}
                @discardableResult
                public static func make() -> A { A(width: 0, height: 0) }
                /// Documented, attributes between the comment and the declaration.
                @inlinable
                public init() { width = 0; height = 0 }
                var internalOne = 0
                public private(set) var counter = 0
            }
            open class B {}
            public protocol P {
                /// Documented.
                var x: Int { get }
                func y()
                associatedtype Z
            }
            public extension A {}
            /// Documented.
            public enum E {
                /// Documented.
                case a
                case b(Int)
                case c, d
                func f() { switch self { case .a: break; default: break } }
            }
            /// Documented, cases and all.
            public enum G { case x, y }
            """
        let found = PublicAPIDocumentation.undocumented(in: source, file: "F.swift")
        #expect(found.map(\.line) == [5, 7, 9, 14, 16, 17, 20, 21, 28, 29])
        #expect(found.first == .init(file: "F.swift", line: 5, declaration: "public var height: Double"))
    }

    @Test func witnessesOfDocumentedRequirementsAndNonPublicCodeAreExempt() {
        let source = """
            /// A view.
            public struct V: PrimitiveView, CustomStringConvertible {
                public var body: Never { fatalError() }
                public func makeNode(_ context: BuildContext) -> any LayoutNode { EmptyNode() }
                public var description: String { "V" }
                struct Inner { public var hidden = 0 }
                let s = "public var inString"
                // public func commented()
            }
            """
        #expect(PublicAPIDocumentation.undocumented(in: source, file: "F.swift") == [])
    }
}

/// The rule the test applies, on one file's text.
enum PublicAPIDocumentation {
    /// One undocumented declaration: where, and its line as written.
    struct Finding: Equatable {
        let file: String
        let line: Int
        let declaration: String
    }

    /// Implementations of requirements whose documentation (in View, PrimitiveView,
    /// LayoutNode, ShapeView, ShapeStyle, ChartContent and the standard library's
    /// protocols) applies to them, as DocC shows it: `keyword name`. Matched by name, so a
    /// name here is exempt in any type: keep to names that are only ever such witnesses.
    static let witnesses: Set<String> = [
        "var body", "func makeNode", "func sizeThatFits", "func place",
        "var layoutPriority", "var spacerMinLength", "var zIndex",
        "var outline", "var style", "func paint", "var marks", "var mark",
        "var description", "var errorDescription", "func encode", "init(from", "init(rawValue",
        "let rawValue", "var rawValue", "func hash", "static func ==", "static func <",
    ]

    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "struct", "enum", "class", "protocol", "typealias",
        "subscript", "actor", "associatedtype", "case", "macro", "deinit",
    ]

    /// The undocumented public declarations of `text`. A declaration is public when a
    /// leading modifier is `public` or `open` (extensions and imports are not declarations
    /// a reader looks up), when it is a requirement directly inside a public protocol, or
    /// a `case` line directly inside a public enum (one comment may cover a line of several
    /// cases; cases written on the enum's own line are covered by the enum's comment).
    /// It is documented when the line above it, past any attribute lines, is a `///` line
    /// or ends a `/** … */` block.
    static func undocumented(in text: String, file: String) -> [Finding] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var findings: [Finding] = []
        var depth = 0
        var protocolDepths: [Int] = []  // brace depth just inside each open public protocol
        var enumDepths: [Int] = []  // and each open public enum
        var inBlockComment = false
        for (index, line) in lines.enumerated() {
            let code = codeOnly(line, inBlockComment: &inBlockComment)
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            if let (keyword, isPublic, rest) = declaration(trimmed) {
                let inProtocol = protocolDepths.last == depth
                let isCase = keyword == "case" && enumDepths.last == depth
                if (isPublic || inProtocol || isCase) && !["extension", "import"].contains(keyword) {
                    let isWitness = !inProtocol && witnesses.contains(witnessKey(keyword: keyword, rest: rest))
                    if !isWitness && !isDocumented(lines, before: index) {
                        findings.append(Finding(file: file, line: index + 1, declaration: line.trimmingCharacters(in: .whitespaces)))
                    }
                }
                if keyword == "protocol" && isPublic && code.contains("{") { protocolDepths.append(depth + 1) }
                if keyword == "enum" && isPublic && code.contains("{") { enumDepths.append(depth + 1) }
            }
            for c in code {
                if c == "{" { depth += 1 }
                if c == "}" {
                    depth -= 1
                    if protocolDepths.last == depth + 1 { protocolDepths.removeLast() }
                    if enumDepths.last == depth + 1 { enumDepths.removeLast() }
                }
            }
        }
        return findings
    }

    /// `line` without comments and string literals' contents (braces in them don't count).
    static func codeOnly(_ line: String, inBlockComment: inout Bool) -> String {
        var out = ""
        var chars = Array(line)[...]
        var inString = false
        while let c = chars.first {
            let next = chars.dropFirst().first
            if inBlockComment {
                if c == "*" && next == "/" { inBlockComment = false; chars = chars.dropFirst(2) } else { chars = chars.dropFirst() }
                continue
            }
            if inString {
                if c == "\\" { chars = chars.dropFirst(2); continue }
                if c == "\"" { inString = false; out.append(c) }
                chars = chars.dropFirst()
                continue
            }
            if c == "/" && next == "/" { break }
            if c == "/" && next == "*" { inBlockComment = true; chars = chars.dropFirst(2); continue }
            if c == "\"" { inString = true }
            out.append(c)
            chars = chars.dropFirst()
        }
        return out
    }

    /// The declaration keyword of a code line, whether a leading modifier makes it public,
    /// and what follows the keyword; nil when the line declares nothing.
    static func declaration(_ code: String) -> (keyword: String, isPublic: Bool, rest: Substring)? {
        var rest = code[...]
        var isPublic = false
        var isStatic = false
        while true {
            rest = rest.drop { $0 == " " }
            if rest.hasPrefix("@") {  // an attribute, with its arguments
                rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" }
                if rest.hasPrefix("(") { rest = rest.drop { $0 != ")" }.dropFirst() }
                continue
            }
            let word = rest.prefix { $0.isLetter || $0 == "_" }
            guard !word.isEmpty else { return nil }
            let afterWord = rest.dropFirst(word.count)
            if word == "public" || word == "open" {
                // `open` is also an ordinary identifier; as a modifier a word follows it.
                guard afterWord.first == " " || afterWord.hasPrefix("(") else { return nil }
                isPublic = true
            } else if word == "static" || word == "class" && afterWord.drop(while: { $0 == " " }).hasPrefix("func") {
                isStatic = true
            } else if word == "extension" || word == "import" || declarationKeywords.contains(String(word)) {
                return ((isStatic ? "static " : "") + word, isPublic, afterWord)
            } else if !["private", "fileprivate", "internal", "package", "final", "override", "mutating",
                        "nonmutating", "nonisolated", "indirect", "convenience", "required", "lazy",
                        "dynamic", "weak", "unowned", "isolated", "consuming", "borrowing"].contains(String(word)) {
                return nil
            }
            rest = afterWord
            if rest.hasPrefix("(") { rest = rest.drop { $0 != ")" }.dropFirst() }  // private(set)
        }
    }

    /// `keyword name` as `witnesses` lists it (`init(rawValue` for an initialiser).
    static func witnessKey(keyword: String, rest: Substring) -> String {
        let base = keyword.hasPrefix("static ") ? String(keyword.dropFirst(7)) : keyword
        if base == "init" { return "init" + rest.prefix { $0 != ":" && $0 != ")" && $0 != " " } }
        let operatorCharacters = "<>=!+-*/%&|^~"
        let word = rest.drop { $0 == " " }
        let name = operatorCharacters.contains(word.first ?? " ")
            ? word.prefix { operatorCharacters.contains($0) }
            : word.prefix { !$0.isWhitespace && $0 != "(" && $0 != ":" && $0 != "<" }
        return "\(keyword) \(name)"
    }

    /// Whether a doc comment ends right above line `index`, past attribute-only lines.
    static func isDocumented(_ lines: [String], before index: Int) -> Bool {
        var i = index - 1
        while i >= 0 {
            let above = lines[i].trimmingCharacters(in: .whitespaces)
            if above.hasPrefix("@") { i -= 1; continue }
            if above.hasPrefix("///") { return true }
            guard above.hasSuffix("*/") else { return false }
            return lines[...i].last { $0.contains("/*") }?.contains("/**") == true
        }
        return false
    }
}
