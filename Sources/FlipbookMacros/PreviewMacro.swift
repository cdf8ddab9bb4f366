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
        let location = context.location(of: node)
        arguments.append("fileID: \(location?.file.trimmedDescription ?? "#fileID")")
        arguments.append("line: \(location?.line.trimmedDescription ?? "#line")")
        let typeName = context.makeUniqueName("FlipbookPreview")
        return [
            """
            enum \(typeName): _FlipbookPreviewRegistration {
                static var preview: Preview {
                    Preview(\(raw: arguments.joined(separator: ", "))) \(body.trimmed)
                }
            }
            """,
        ]
    }
}

@main
struct FlipbookMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, EntryMacro.self, AnimatableMacro.self,
                                    AnimatableIgnoredMacro.self]
}
