import Foundation

/// Marks a control whose label does not take taps (a switch beside its label, which iOS does not flip when the
/// label is tapped), and the part of it that answers for the label: a script's `tap "Label"` taps that part, as a
/// UI test taps the control an accessibility label names. Touches are unchanged.
public struct _LabelledControlTarget: ViewModifier {
    enum Role { case control, target }
    let role: Role
    public func body(content: Content) -> Never { primitiveBody(Self.self) }

    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        itemModifierNode(graph: graph) { LabelledControlTargetNode(graph: $0) }
    }
}

/// The node of `_LabelledControlTarget`: lays out and draws its content as it is.
final class LabelledControlTargetNode: WrappingLayoutNode, ModifierApplication {
    private(set) var role = _LabelledControlTarget.Role.target
    func apply(_ modifier: _LabelledControlTarget, context: ResolveContext) { role = modifier.role }
}

extension ViewGraph {
    /// The canvas centre of the control part that answers for a label shown by `text`, if the text is inside a
    /// marked control: the target marked inside the innermost one.
    func labelledControlCenter(for text: BoundaryNode) -> CGPoint? {
        var innermost: LabelledControlTargetNode?
        func visit(_ node: LayoutNode) -> Bool {
            if node === text { return true }
            for child in node.layoutChildren where visit(child) {
                if innermost == nil, let control = node as? LabelledControlTargetNode, control.role == .control {
                    innermost = control
                }
                return true
            }
            return false
        }
        guard visit(root), let control = innermost, let content = control.content,
              let target = Self.firstTarget(in: content), let shown = Self.firstBoundary(in: target) else { return nil }
        return shown.canvasCenter
    }

    private static func firstTarget(in node: LayoutNode) -> LabelledControlTargetNode? {
        if let target = node as? LabelledControlTargetNode, target.role == .target { return target }
        for child in node.layoutChildren {
            if let found = firstTarget(in: child) { return found }
        }
        return nil
    }

    private static func firstBoundary(in node: LayoutNode) -> BoundaryNode? {
        if let boundary = node as? BoundaryNode { return boundary }
        for child in node.layoutChildren {
            if let found = firstBoundary(in: child) { return found }
        }
        return nil
    }
}

extension BoundaryNode {
    /// The centre of the view as drawn, in canvas points (nil when it is not drawn).
    var canvasCenter: CGPoint? {
        let rect = CGRect(origin: .zero, size: presentedFrame.size).mapped(by: contentSpace.transform)
        return rect.isNull ? nil : CGPoint(x: rect.midX, y: rect.midY)
    }
}
