import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var name: Type = value` inside `extension EnvironmentValues` (or `Transaction`): a key type beside the
/// property, whose default is the initial value, and accessors that read and write through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        let keyProtocol = Self.keyProtocol(in: context)
        if keyProtocol == "FocusedValueKey" {
            // A focused value has no default: the property is optional and the key names the wrapped type.
            guard let optional = entry.type?.as(OptionalTypeSyntax.self) else {
                throw MacroExpansionError("@Entry in FocusedValues needs an optional type (`var name: Value?`)")
            }
            return ["private struct \(raw: entry.keyName): FocusedValueKey { typealias Value = \(optional.wrappedType.trimmed) }"]
        }
        let defaultValue: DeclSyntax
        if let type = entry.type {
            let value = entry.initialValue ?? (type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ? "nil" : nil)
            guard let value else { throw MacroExpansionError("@Entry needs an initial value (or an optional type)") }
            defaultValue = "static var defaultValue: \(type.trimmed) { \(raw: value) }"
        } else if let value = entry.initialValue {
            defaultValue = "nonisolated(unsafe) static let defaultValue = \(raw: value)"
        } else {
            throw MacroExpansionError("@Entry needs a type or an initial value")
        }
        return ["private struct \(raw: entry.keyName): \(raw: keyProtocol) { \(defaultValue) }"]
    }

    /// The key protocol of the type the property extends: `TransactionKey` in a `Transaction` extension,
    /// `ContainerValueKey` in a `ContainerValues` one, `FocusedValueKey` in a `FocusedValues` one, `EnvironmentKey`
    /// otherwise.
    private static func keyProtocol(in context: some MacroExpansionContext) -> String {
        for syntax in context.lexicalContext {
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                let name = extensionDecl.extendedType.trimmedDescription
                if name.hasSuffix("Transaction") { return "TransactionKey" }
                if name.hasSuffix("ContainerValues") { return "ContainerValueKey" }
                if name.hasSuffix("FocusedValues") { return "FocusedValueKey" }
                return "EnvironmentKey"
            }
        }
        return "EnvironmentKey"
    }
}

/// The parts of an `@Entry` property the expansions use.
private struct Entry {
    let name: String
    let type: TypeSyntax?
    let initialValue: String?
    var keyName: String { "__Key_\(name)" }

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroExpansionError("@Entry applies to a `var` with a name")
        }
        name = identifier.identifier.trimmedDescription
        type = binding.typeAnnotation?.type
        initialValue = binding.initializer?.value.trimmedDescription
    }
}
