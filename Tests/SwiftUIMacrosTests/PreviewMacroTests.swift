import XCTest

/// `#Preview` and `@Previewable` expand as the SwiftUI module's `PreviewRegistration`
/// expects: the name, and the body as a view builder returning `any View` (`__previewBody`) (or
/// an embedded view holding the `@Previewable` properties). Asked of the plugin the compiler runs.
final class PreviewMacroTests: XCTestCase {
    /// The compiler's discriminator is a mangled context; this one makes the unique name read
    /// as swift-syntax's own test context spells it.
    private func expand(_ file: String) throws -> MacroPlugin.Expansion {
        try MacroPlugin(file: file).expand(freestanding: "Preview", type: "PreviewMacro", file, discriminator: "__macro_local_")
    }

    func testANamedPreviewBuildsItsBody() throws {
        let expansion = try expand("""
            #Preview("Greeting") {
                Text("Hello")
            }
            """)
        XCTAssertEqual(expansion.source, """
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
            """)
        XCTAssertEqual(expansion.diagnostics, [])
    }

    func testAnUnnamedPreviewWithTraits() throws {
        XCTAssertEqual(try expand("""
            #Preview(traits: .sizeThatFitsLayout) {
                let model = Model()
                Card(model: model)
            }
            """).source, """
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
            """)
    }

    func testPreviewablePropertiesBecomeTheEmbeddedViewsState() throws {
        XCTAssertEqual(try expand("""
            #Preview("toggle") {
                @Previewable @State var toggled = true
                return Toggle("Loud Noises", isOn: $toggled)
            }
            """).source, """
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
            """)
    }

    func testAPreviewWithoutABodyIsOneError() throws {
        let expansion = try expand("#Preview(\"empty\")")
        XCTAssertNil(expansion.source)
        XCTAssertEqual(expansion.diagnostics, [.init(line: 1, column: 1, severity: "error",
                                                     message: "#Preview needs a body: #Preview { MyView() }")])
    }

    /// `@Previewable` on its own adds nothing: `#Preview` reads the tag.
    func testPreviewableAloneAddsNothing() throws {
        let file = "@Previewable @State var toggled = true"
        let expansion = try MacroPlugin(file: file).expand(attached: "Previewable", type: "PreviewableMacro", role: "peer", on: file)
        XCTAssertEqual(expansion.source, "")
        XCTAssertEqual(expansion.diagnostics, [])
    }

    /// A type the plugin does not provide is the plugin's one error, not a crash.
    func testAnUnknownMacroTypeIsAnError() throws {
        let file = "#Preview { Text(\"x\") }"
        let expansion = try MacroPlugin(file: file).expand(freestanding: "Preview", type: "NoSuchMacro", file)
        XCTAssertNil(expansion.source)
        XCTAssertEqual(expansion.diagnostics.map(\.severity), ["error"])
        XCTAssertTrue(expansion.diagnostics.first?.message.contains("'SwiftUIMacros.NoSuchMacro' could not be found") == true,
                      "\(expansion.diagnostics)")
    }
}
