import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: T = value` inside an extension of `EnvironmentValues` (or of
/// `Transaction`, `FocusedValues`, `ContainerValues`): what Apple's macro generates, a private
/// key type whose `defaultValue` is the initial value and a computed property that reads and
/// writes the key through the extended type's `subscript(_: Key.Type)`. An optional without a
/// value defaults to `nil`, as a stored optional would.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return ["get { self[\(raw: entry.keyName).self] }",
                "set { self[\(raw: entry.keyName).self] = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        // The key's protocol is whichever the extended type's subscript takes; one spelling,
        // `__EntryKey`, is an alias every such type provides.
        let value: String
        switch (entry.type, entry.initialValue) {
        case let (type?, initial?): value = "static var defaultValue: \(type) { \(initial) }"
        case let (type?, nil): value = "static var defaultValue: \(type) { nil }"
        case let (nil, initial?): value = "static let defaultValue = \(initial)"
        case (nil, nil): throw MacroError("@Entry needs a type or an initial value: @Entry var name: Bool = false")
        }
        return ["""
        private struct \(raw: entry.keyName): __EntryKey {
            \(raw: value)
        }
        """]
    }

    /// What the macro reads of the property it is attached to.
    private struct Entry {
        let keyName: String
        let type: String?
        let initialValue: String?

        init(_ declaration: some DeclSyntaxProtocol) throws {
            guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
                throw MacroError("@Entry goes on one property: @Entry var name: Bool = false")
            }
            guard binding.accessorBlock == nil else {
                throw MacroError("@Entry goes on a stored property; \(name) has accessors")
            }
            keyName = "__Key_" + name
            type = binding.typeAnnotation?.type.trimmedDescription
            initialValue = binding.initializer?.value.trimmedDescription
            if initialValue == nil, let type, !(type.hasSuffix("?") || type.hasPrefix("Optional<")) {
                throw MacroError("@Entry var \(name): \(type) needs a default value: @Entry var \(name): \(type) = …")
            }
        }
    }
}
