import Foundation

/// A modifier that reads the environment to choose the modifier it applies: `resolve(in:)` is called with the
/// environment where the modifier sits, again whenever it changes, and what it returns modifies the content.
public protocol EnvironmentalModifier: ViewModifier {
    /// The modifier `resolve(in:)` makes.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    @MainActor @preconcurrency func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// The content modified by the modifier `resolve(in:)` makes from the environment here.
    public func body(content: Content) -> some View {
        EnvironmentResolvedContent(modifier: self, content: content)
    }
}

/// Reads the environment where an environmental modifier sits and applies what the modifier resolves to.
struct EnvironmentResolvedContent<Modifier: EnvironmentalModifier>: View {
    @Environment(\.self) private var environment
    let modifier: Modifier
    let content: Modifier.Content

    var body: some View { content.modifier(modifier.resolve(in: environment)) }
}
