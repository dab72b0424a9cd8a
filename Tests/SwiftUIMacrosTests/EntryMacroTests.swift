import XCTest

/// `@Entry` expands to a private key and a computed property reading and writing it, as
/// Apple's macro does; a property it cannot serve is one diagnostic. Asked of the plugin the
/// compiler runs, one role at a time, as the compiler asks it.
final class EntryMacroTests: XCTestCase {
    // The accessor role answers with the whole accessor block, braces included: what the
    // compiler puts after the property.
    private func expand(_ role: String, _ declaration: String, in file: String, parent: String? = nil) throws -> MacroPlugin.Expansion {
        try MacroPlugin(file: file).expand(attached: "Entry", type: "EntryMacro", role: role, on: declaration, parent: parent)
    }

    func testATypedEntryHasAComputedDefault() throws {
        let file = """
            extension EnvironmentValues {
                @Entry var isCompact: Bool = false
            }
            """
        let accessors = try expand("accessor", "@Entry var isCompact: Bool = false", in: file, parent: file)
        XCTAssertEqual(accessors.source, """
            {
                get {
                    self[__Key_isCompact.self]
                }
                set {
                    self[__Key_isCompact.self] = newValue
                }
            }
            """)
        XCTAssertEqual(accessors.diagnostics, [])
        let peers = try expand("peer", "@Entry var isCompact: Bool = false", in: file, parent: file)
        XCTAssertEqual(peers.source, """
            private struct __Key_isCompact: __EntryKey {
                static var defaultValue: Bool {
                    false
                }
            }
            """)
        XCTAssertEqual(peers.diagnostics, [])
    }

    func testAnOptionalWithoutAValueDefaultsToNil() throws {
        let file = "@Entry public var accent: Color?"
        XCTAssertEqual(try expand("accessor", file, in: file).source, """
            {
                get {
                    self[__Key_accent.self]
                }
                set {
                    self[__Key_accent.self] = newValue
                }
            }
            """)
        XCTAssertEqual(try expand("peer", file, in: file).source, """
            private struct __Key_accent: __EntryKey {
                static var defaultValue: Color? {
                    nil
                }
            }
            """)
    }

    func testAnUntypedEntryInfersItsTypeFromItsValue() throws {
        let file = "@Entry var level = 3"
        XCTAssertEqual(try expand("accessor", file, in: file).source, """
            {
                get {
                    self[__Key_level.self]
                }
                set {
                    self[__Key_level.self] = newValue
                }
            }
            """)
        XCTAssertEqual(try expand("peer", file, in: file).source, """
            private struct __Key_level: __EntryKey {
                static let defaultValue = 3
            }
            """)
    }

    /// Each role reports it once, at the attribute (the compiler shows both, as Xcode does).
    func testANonOptionalWithoutAValueIsOneDiagnostic() throws {
        let file = "let before = 1\n  @Entry var size: Double"
        let message = "@Entry var size: Double needs a default value: @Entry var size: Double = …"
        for role in ["accessor", "peer"] {
            let expansion = try expand(role, "@Entry var size: Double", in: file)
            XCTAssertNil(expansion.source, role)
            XCTAssertEqual(expansion.diagnostics, [.init(line: 2, column: 3, severity: "error", message: message)], role)
        }
    }

    /// What is not one stored property is the same kind of line, not a crash of the plugin.
    func testAComputedPropertyIsOneDiagnostic() throws {
        let file = "@Entry var size: Double { 1 }"
        let expansion = try expand("peer", file, in: file)
        XCTAssertNil(expansion.source)
        XCTAssertEqual(expansion.diagnostics, [.init(line: 1, column: 1, severity: "error",
                                                     message: "@Entry goes on a stored property; size has accessors")])
    }
}
