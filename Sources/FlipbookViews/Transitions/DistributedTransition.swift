import Foundation

// A modifier on a `ForEach` applies to each of its views, and so does `.transition(_:)`: in
// `ForEach(items) { Row($0) }.transition(.slide)` each row that comes or goes slides. The trait is moved onto the
// views the `ForEach` makes.

/// Content whose views each take a transition written around it.
@MainActor
protocol TransitionDistributing {
    /// The content with `transition` worn by each of its views.
    func distributing(_ transition: AnyTransition) -> any View
}

extension ForEach: TransitionDistributing where Content: View {
    func distributing(_ transition: AnyTransition) -> any View {
        let make = content
        let trait = _TransitionTraitModifier(transition: transition)
        return ForEach<Data, ID, ModifiedContent<Content, _TransitionTraitModifier>>(
            data: data, content: { ModifiedContent(content: make($0), modifier: trait) }, identify: identify)
    }
}

/// `.transition(_:)` on a `ForEach`: each view it makes wears the transition.
final class DistributedTransitionNode<Content: View>: SingleChildNode, ViewNode {
    func update(_ modified: ModifiedContent<Content, _TransitionTraitModifier>, context: ResolveContext) {
        guard let distributing = modified.content as? any TransitionDistributing else {
            setChild(modified.content, context: context)
            return
        }
        setChild(any: distributing.distributing(modified.modifier.transition), context: context)
    }
}
