import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable` on a struct, class or enum: an `animatableData` made of the type's stored `var` properties (each
/// property's own `animatableData`, so `CGFloat`, `Double`, `Angle`, `CGPoint`, `AnimatablePair`… all work), and
/// the `Animatable` conformance when the type does not have it already (a `Shape` does). Properties marked
/// `@AnimatableIgnored`, constants, computed and static properties and property-wrapped ones (`@State`) are left
/// out. One property animates as itself; several as `AnimatableValues`.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let properties = try animatedProperties(of: declaration)
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let member: DeclSyntax
        switch properties.count {
        case 0:
            member = """
                \(raw: access)nonisolated var animatableData: EmptyAnimatableData {
                    get { EmptyAnimatableData() }
                    set {}
                }
                """
        case 1:
            let property = properties[0]
            member = """
                \(raw: access)nonisolated var animatableData: \(raw: property.type).AnimatableData {
                    get { \(raw: property.name).animatableData }
                    set { \(raw: property.name).animatableData = newValue }
                }
                """
        default:
            let types = properties.map { "\($0.type).AnimatableData" }.joined(separator: ", ")
            let values = properties.map { "\($0.name).animatableData" }.joined(separator: ", ")
            member = """
                \(raw: access)nonisolated var animatableData: AnimatableValues<\(raw: types)> {
                    get { AnimatableValues(\(raw: values)) }
                    set { (\(raw: values)) = newValue.value }
                }
                """
        }
        return [member]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        // The compiler lists only the conformances the type lacks: none when it is already `Animatable`.
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    /// A stored property the synthesized data is made of.
    struct Property {
        let name: String
        let type: String
    }

    static func animatedProperties(of declaration: some DeclGroupSyntax) throws -> [Property] {
        var properties: [Property] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                  variable.attributes.isEmpty else { continue }
            let bindings = Array(variable.bindings)
            for (index, binding) in bindings.enumerated() {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription,
                      isStored(binding) else { continue }
                // In `var x, y: CGFloat` a binding with neither type nor value has the next written type; one with
                // a value (`var lift = 0.5, scale: CGFloat = 2`) has its value's.
                let annotatedType = binding.typeAnnotation?.type.trimmedDescription
                    ?? (binding.initializer == nil
                        ? bindings[index...].lazy.compactMap(\.typeAnnotation).first?.type.trimmedDescription : nil)
                guard let type = annotatedType ?? inferredType(of: binding.initializer?.value) else {
                    throw MacroExpansionError(
                        "@Animatable needs the type of '\(name)': write it (`var \(name): CGFloat = …`) or mark the "
                            + "property @AnimatableIgnored")
                }
                properties.append(Property(name: name, type: type))
            }
        }
        return properties
    }

    /// Whether a binding stores its value: no accessor block, or only observers.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        guard case let .accessors(list) = accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// The type a literal initial value gives a property without an annotation: `0.5` is a `Double`.
    private static func inferredType(of value: ExprSyntax?) -> String? {
        guard let value else { return nil }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if let call = value.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["CGFloat", "Double", "Float", "Angle", "CGPoint", "CGSize", "CGRect"].contains(callee) {
            return callee
        }
        return nil
    }
}

/// `@AnimatableIgnored`: leaves a property out of what `@Animatable` animates. It adds nothing.
public struct AnimatableIgnoredMacro: AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        []
    }
}
