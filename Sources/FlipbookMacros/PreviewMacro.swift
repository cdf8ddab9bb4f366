import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }` → a type conforming to `_FlipbookPreviewRegistration` whose
/// `preview` builds a `Preview` with the same arguments and the macro's place in the source. Flipbook finds such
/// types at run time from the program's conformance records, so the preview needs no list to be written into.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure
                ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else {
            throw MacroExpansionError("#Preview needs a closure that returns the view to preview")
        }
        var arguments = node.arguments.filter { $0.label?.text != "body" }.map { argument in
            argument.with(\.trailingComma, nil).trimmedDescription
        }
        // Traits of your own (`@MainActor static var sampleData: Self = .modifier(SampleData())`, as SwiftData's
        // previews write them) are read on the main actor: they go in a closure the preview calls there. The
        // built-in ones (layouts, orientations) stay plain arguments, so the preview's canvas is known anywhere.
        let traits = Self.traits(of: node)
        if traits.contains(where: { !Self.isBuiltIn($0) }) {
            arguments = node.arguments.prefix { $0.label == nil }.map { $0.with(\.trailingComma, nil).trimmedDescription }
            let builtIn = traits.filter(Self.isBuiltIn)
            if !builtIn.isEmpty { arguments.append("traits: " + builtIn.joined(separator: ", ")) }
            arguments.append("customTraits: { [\(traits.filter { !Self.isBuiltIn($0) }.joined(separator: ", "))] }")
        }
        let location = context.location(of: node)
        arguments.append("fileID: \(location?.file.trimmedDescription ?? "#fileID")")
        arguments.append("line: \(location?.line.trimmedDescription ?? "#line")")
        let typeName = context.makeUniqueName("FlipbookPreview")
        let previewable = body.statements.filter { Self.isPreviewable($0.item) }
        var content = ""
        var view = body.trimmedDescription
        if !previewable.isEmpty {
            // `@Previewable` variables become the stored properties of a view whose body is the rest, so that
            // their state lives in the view graph as a view's does.
            let properties = previewable.map { Self.removingPreviewable($0.item).trimmedDescription }
            let rest = body.statements.filter { !Self.isPreviewable($0.item) }.map(\.trimmedDescription)
            content = """
                struct Content: View {
                    \(properties.joined(separator: "\n"))
                    @ViewBuilder var body: some View {
                        \(rest.joined(separator: "\n"))
                    }
                }
                """
            view = "{ Content() }"
        }
        return [
            """
            enum \(typeName): _FlipbookPreviewRegistration {
                \(raw: content)
                static var preview: Preview {
                    Preview(\(raw: arguments.joined(separator: ", "))) \(raw: view)
                }
            }
            """,
        ]
    }

    /// The trait expressions of `#Preview(…, traits: a, b)`, in order.
    static func traits(of node: some FreestandingMacroExpansionSyntax) -> [String] {
        let arguments = Array(node.arguments.filter { $0.label?.text != "body" })
        guard let start = arguments.firstIndex(where: { $0.label?.text == "traits" }) else { return [] }
        return arguments[start...].prefix { $0.label == nil || $0.label?.text == "traits" }
            .map { $0.expression.trimmedDescription }
    }

    /// Whether a trait is one of `PreviewTrait`'s own layouts or orientations, which can be read on any thread.
    static func isBuiltIn(_ trait: String) -> Bool {
        let builtIn = ["defaultLayout", "sizeThatFitsLayout", "fixedLayout", "portrait", "portraitUpsideDown",
                       "landscapeLeft", "landscapeRight"]
        return builtIn.contains { trait == ".\($0)" || trait.hasPrefix(".\($0)(") }
    }

    private static func isPreviewable(_ item: CodeBlockItemSyntax.Item) -> Bool {
        item.as(VariableDeclSyntax.self)?.attributes.contains(where: isPreviewableAttribute) ?? false
    }

    private static func removingPreviewable(_ item: CodeBlockItemSyntax.Item) -> DeclSyntax {
        guard let variable = item.as(VariableDeclSyntax.self) else { return DeclSyntax("") }
        let kept = variable.attributes.filter { !isPreviewableAttribute($0) }
        return DeclSyntax(variable.with(\.attributes, kept))
    }

    private static func isPreviewableAttribute(_ attribute: AttributeListSyntax.Element) -> Bool {
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
}

/// `@Previewable`: read by `#Preview`, which makes the variable a property of the previewed view; on its own it
/// adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

@main
struct FlipbookMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self,
                                         AnimatableMacro.self, AnimatableIgnoredMacro.self, ModelMacro.self,
                                         ModelPropertyMacro.self]
}
