import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model` on a class (SwiftData): the class becomes observable as `@Observable` makes it (each stored `var` is
/// tracked, so views that read a model's properties follow their changes) and a `PersistentModel` that a
/// `ModelContext` can insert, fetch and delete. Properties marked `@ObservationIgnored` are left alone.
public struct ModelMacro: MemberMacro, MemberAttributeMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let type = declaration.as(ClassDeclSyntax.self)?.name.trimmedDescription else {
            throw MacroExpansionError("@Model applies to a class (SwiftData models are reference types)")
        }
        // The context is a requirement of `PersistentModel`: as visible as the class.
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public" : "internal"
        return [
            "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
            "@ObservationIgnored \(raw: access) weak var _$modelContext: ModelContext?",
            """
            internal nonisolated func access<Member>(keyPath: KeyPath<\(raw: type), Member>) {
                _$observationRegistrar.access(self, keyPath: keyPath)
            }
            """,
            """
            internal nonisolated func withMutation<Member, MutationResult>(
                keyPath: KeyPath<\(raw: type), Member>, _ mutation: () throws -> MutationResult
            ) rethrows -> MutationResult {
                try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
            }
            """,
            "private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool { true }",
            """
            private nonisolated func shouldNotifyObservers<Member: Equatable>(_ lhs: Member, _ rhs: Member) -> Bool {
                lhs != rhs
            }
            """,
            """
            private nonisolated func shouldNotifyObservers<Member: AnyObject>(_ lhs: Member, _ rhs: Member) -> Bool {
                lhs !== rhs
            }
            """,
            """
            private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
                _ lhs: Member, _ rhs: Member
            ) -> Bool {
                lhs != rhs
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingAttributesFor member: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AttributeSyntax] {
        guard let variable = member.as(VariableDeclSyntax.self), isTrackable(variable) else { return [] }
        return ["@ObservationTracked"]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
        return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
    }

    /// A stored instance `var` without accessors, not already tracked or ignored.
    static func isTrackable(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindingSpecifier.text == "var",
              !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }) else {
            return false
        }
        let names = variable.attributes.compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
        if names.contains(where: { ["ObservationIgnored", "ObservationTracked"].contains($0) }) { return false }
        return variable.bindings.allSatisfy { binding in
            binding.accessorBlock == nil && binding.pattern.is(IdentifierPatternSyntax.self)
        }
    }
}

/// `@Attribute`, `@Relationship` and `@Transient` (SwiftData): how a model's property is stored. Flipbook keeps
/// models in memory, so they add nothing.
public struct ModelPropertyMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}
