import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
@testable import SwiftUIMacros
import XCTest

/// `@Entry` expands to a private key and a computed property reading and writing it, as
/// Apple's macro does; a property it cannot serve is one diagnostic.
final class EntryMacroTests: XCTestCase {
    let macros: [String: any Macro.Type] = ["Entry": EntryMacro.self]

    func testATypedEntryHasAComputedDefault() {
        assertMacroExpansion("""
            extension EnvironmentValues {
                @Entry var isCompact: Bool = false
            }
            """, expandedSource: """
            extension EnvironmentValues {
                var isCompact: Bool {
                    get {
                        self[__Key_isCompact.self]
                    }
                    set {
                        self[__Key_isCompact.self] = newValue
                    }
                }

                private struct __Key_isCompact: __EntryKey {
                    static var defaultValue: Bool {
                        false
                    }
                }
            }
            """, macros: macros)
    }

    func testAnOptionalWithoutAValueDefaultsToNil() {
        assertMacroExpansion("""
            @Entry public var accent: Color?
            """, expandedSource: """
            public var accent: Color? {
                get {
                    self[__Key_accent.self]
                }
                set {
                    self[__Key_accent.self] = newValue
                }
            }

            private struct __Key_accent: __EntryKey {
                static var defaultValue: Color? {
                    nil
                }
            }
            """, macros: macros)
    }

    func testAnUntypedEntryInfersItsTypeFromItsValue() {
        assertMacroExpansion("""
            @Entry var level = 3
            """, expandedSource: """
            var level {
                get {
                    self[__Key_level.self]
                }
                set {
                    self[__Key_level.self] = newValue
                }
            }

            private struct __Key_level: __EntryKey {
                static let defaultValue = 3
            }
            """, macros: macros)
    }

    func testANonOptionalWithoutAValueIsOneDiagnostic() {
        assertMacroExpansion("""
            @Entry var size: Double
            """, expandedSource: """
            var size: Double
            """, diagnostics: [
                DiagnosticSpec(message: "@Entry var size: Double needs a default value: @Entry var size: Double = …", line: 1, column: 1),
                DiagnosticSpec(message: "@Entry var size: Double needs a default value: @Entry var size: Double = …", line: 1, column: 1),
            ], macros: macros)
    }
}
