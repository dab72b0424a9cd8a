import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
@testable import SwiftUIMacros
import XCTest

/// `#Preview` and `@Previewable` expand as the SwiftUI module's `PreviewRegistration`
/// expects: the name, and the body as a view builder returning `any View` (`__previewBody`) (or an embedded view holding the
/// `@Previewable` properties).
final class PreviewMacroTests: XCTestCase {
    let macros: [String: any Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    func testANamedPreviewBuildsItsBody() {
        assertMacroExpansion("""
            #Preview("Greeting") {
                Text("Hello")
            }
            """, expandedSource: """
            @MainActor private enum __macro_local_7PreviewfMu_: PreviewRegistration {
                static var previewName: String? {
                    "Greeting"
                }
                static func makePreview() -> any View {
                    __previewBody {
                        Text("Hello")
                    }
                }
            }
            """, macros: macros)
    }

    func testAnUnnamedPreviewWithTraits() {
        assertMacroExpansion("""
            #Preview(traits: .sizeThatFitsLayout) {
                let model = Model()
                Card(model: model)
            }
            """, expandedSource: """
            @MainActor private enum __macro_local_7PreviewfMu_: PreviewRegistration {
                static var previewName: String? {
                    nil
                }
                static func makePreview() -> any View {
                    __previewBody {
                        let model = Model()
                        Card(model: model)
                    }
                }
            }
            """, macros: macros)
    }

    func testPreviewablePropertiesBecomeTheEmbeddedViewsState() {
        assertMacroExpansion("""
            #Preview("toggle") {
                @Previewable @State var toggled = true
                return Toggle("Loud Noises", isOn: $toggled)
            }
            """, expandedSource: """
            @MainActor private enum __macro_local_7PreviewfMu_: PreviewRegistration {
                struct Content: View {
                    @State var toggled = true
                    var body: some View {
                        return Toggle("Loud Noises", isOn: $toggled)
                    }
                }
                static var previewName: String? {
                    "toggle"
                }
                static func makePreview() -> any View {
                    Content()
                }
            }
            """, macros: macros)
    }

    func testAPreviewWithoutABodyIsOneError() {
        assertMacroExpansion("#Preview(\"empty\")", expandedSource: "#Preview(\"empty\")",
                             diagnostics: [DiagnosticSpec(message: "#Preview needs a body: #Preview { MyView() }", line: 1, column: 1)],
                             macros: macros)
    }
}
