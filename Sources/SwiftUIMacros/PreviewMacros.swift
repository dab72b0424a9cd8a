import SwiftCompilerPlugin
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("name", traits: …) { body }`: the body as a view, in a declaration of a
/// uniquely named type conforming to `PreviewRegistration` (which `proof previews` finds by
/// reading the source, and draws). Declarations the body tags `@Previewable` become stored
/// properties of an embedded view, whose body is the body's other statements — so
/// `@Previewable @State var on = true` works as in Xcode.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let closure = node.trailingClosure
                ?? node.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self) else {
            throw MacroError("#Preview needs a body: #Preview { MyView() }")
        }
        let name = node.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription ?? "nil"
        let typeName = context.makeUniqueName("Preview")
        var properties: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self),
               variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable" }) {
                var kept = variable
                kept.attributes = variable.attributes.filter { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable" }
                properties.append(kept.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        let body = statements.joined(separator: "\n")
        if properties.isEmpty {
            return ["""
            @MainActor private enum \(typeName): PreviewRegistration {
                static var previewName: String? { \(raw: name) }
                static func makePreview() -> any View {
                    __previewBody {
                        \(raw: body)
                    }
                }
            }
            """]
        }
        return ["""
        @MainActor private enum \(typeName): PreviewRegistration {
            struct Content: View {
                \(raw: properties.joined(separator: "\n"))
                var body: some View {
                    \(raw: body)
                }
            }
            static var previewName: String? { \(raw: name) }
            static func makePreview() -> any View { Content() }
        }
        """]
    }
}

/// `@Previewable`: a tag the `#Preview` macro reads; on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
                                             ModelMacro.self, StorageTagMacro.self, ModelActorMacro.self]
}
