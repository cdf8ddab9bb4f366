import Foundation

// In SwiftUI a transition is a trait of the view that comes and goes: `.transition(_:)` can be written anywhere
// in the view's chain of modifiers, and the whole view moves with it, the modifiers outside it included:
// `Text("A").transition(.scale).padding().background(.blue)` scales the blue card, not only its text.
// A chain that wears a transition under other modifiers is made into one node that takes the transition off
// and applies it around the rest of the chain.

/// A view made of modifiers whose type says a transition is worn somewhere in its chain.
@MainActor
protocol TransitionTraitWearing: View {
    /// Whether `.transition(_:)` is one of the modifiers of this chain.
    static var wearsTransitionTrait: Bool { get }
    /// The transition worn in the chain and the chain without it.
    func takingOffTransition() -> (transition: AnyTransition, rest: any View)?
}

extension ModifiedContent: TransitionTraitWearing where Content: View, Modifier: ViewModifier {
    static var wearsTransitionTrait: Bool {
        // A transition on a `ForEach` is worn by each of its views, not by the chain.
        if Modifier.self == _TransitionTraitModifier.self { return !(Content.self is any TransitionDistributing.Type) }
        return (Content.self as? any TransitionTraitWearing.Type)?.wearsTransitionTrait == true
    }

    func takingOffTransition() -> (transition: AnyTransition, rest: any View)? {
        if let trait = modifier as? _TransitionTraitModifier { return (trait.transition, content) }
        guard let wearing = content as? any TransitionTraitWearing,
              let (transition, rest) = wearing.takingOffTransition() else { return nil }
        return (transition, Self.applying(modifier, to: rest))
    }

    /// `modifier` on `rest`, whose type is known only at run time.
    private static func applying<Rest: View>(_ modifier: Modifier, to rest: Rest) -> any View {
        ModifiedContent<Rest, Modifier>(content: rest, modifier: modifier)
    }

    /// Whether views of this type are made into a node that applies the transition worn inside around them all.
    @MainActor static var hoistsTransition: Bool {
        if Modifier.self == _TransitionTraitModifier.self { return false }
        return wearsTransitionTrait
    }
}

/// A chain of modifiers that wears a transition inside: the transition is applied around the whole chain.
final class HoistedTransitionNode<Chain: TransitionTraitWearing>: TransitionNode, ViewNode {
    func update(_ view: Chain, context: ResolveContext) {
        // The type promised a worn transition, so taking it off finds one.
        guard let (transition, rest) = view.takingOffTransition() else { return }
        take(transition, content: AnyView(rest), context: context)
    }
}
