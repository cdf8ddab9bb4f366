import Foundation

/// What a shadow animates: its colour (resolved), radius and offset, as SwiftUI interpolates them.
struct ShadowValues: Animatable, Equatable {
    var color: Color.Resolved
    var radius: CGFloat
    var offset: CGSize

    var animatableData: AnimatablePair<Color.Resolved.AnimatableData, AnimatablePair<CGFloat, CGSize.AnimatableData>> {
        get { AnimatablePair(color.animatableData, AnimatablePair(radius, offset.animatableData)) }
        set {
            color.animatableData = newValue.first
            radius = newValue.second.first
            offset.animatableData = newValue.second.second
        }
    }
}

/// `shadow` on one view: its colour, radius and offset animate.
final class ShadowNode: WrappingLayoutNode, ModifierApplication, AnimatingNode {
    private var shadow: AnimatedValue<ShadowValues>?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("shadow", shadow)] }

    func apply(_ modifier: _ShadowEffect, context: ResolveContext) {
        let values = ShadowValues(color: modifier.color.resolve(in: context.environment), radius: modifier.radius,
                                  offset: modifier.offset)
        shadow = fed(shadow, values, transaction: context.transaction)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let shadow else { return false }
        shadow.tick(at: time)
        return shadow.isAnimating
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        guard let value = shadow?.presented else { return super.render(into: &builder, space: space) }
        // The shadow offset is given in the view's space; the renderer applies it in canvas space, or in the
        // view's own space when the effect is drawn flat and projected.
        let drawn = DisplayList.Shadow(color: value.color, radius: max(0, value.radius),
                                       offset: space.shadowOffset(value.offset))
        builder.withPixelEffect(.shadow(drawn), in: space, viewID: nodeID) { super.render(into: &$0, space: space) }
    }
}

/// `blur` on one view: its radius animates.
final class BlurNode: WrappingLayoutNode, ModifierApplication, AnimatingNode {
    private var radius: AnimatedValue<CGFloat>?
    var animatedInputs: [AnimatedInput] { [AnimatedInput("radius", radius)] }

    func apply(_ modifier: _BlurEffect, context: ResolveContext) {
        radius = fed(radius, modifier.radius, transaction: context.transaction)
    }

    func tick(at time: TimeInterval) -> Bool {
        guard let radius else { return false }
        radius.tick(at: time)
        return radius.isAnimating
    }

    override func render(into builder: inout DisplayListBuilder, space: RenderSpace) {
        guard let shown = radius?.presented, shown > 0 else { return super.render(into: &builder, space: space) }
        builder.withPixelEffect(.blur(radius: shown), in: space, viewID: nodeID) {
            super.render(into: &$0, space: space)
        }
    }
}
