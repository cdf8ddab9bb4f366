import Foundation

/// Which parts of the sections of the nearest lazy stack or grid stay in view while their section scrolls,
/// along the axis it grows.
struct PinnedSections: Equatable {
    var views = PinnedScrollableViews()
    var axis = Axis.vertical
}

struct PinnedSectionsKey: EnvironmentKey { static let defaultValue = PinnedSections() }

extension EnvironmentValues {
    /// The pinned views of the nearest lazy stack or grid (set by each, so that an inner one does not inherit).
    var pinnedSections: PinnedSections {
        get { self[PinnedSectionsKey.self] }
        set { self[PinnedSectionsKey.self] = newValue }
    }
}

extension View {
    /// The content of a lazy stack or grid that pins `views` of its sections along `axis`.
    func pinningSections(_ views: PinnedScrollableViews, axis: Axis) -> some View {
        environment(\.pinnedSections, PinnedSections(views: views, axis: axis))
    }
}

/// A pinned header stays at the leading edge of the scroll view's visible area while its section is there, and
/// is pushed out by the section's end; a pinned footer stays at the trailing edge likewise. Both are drawn over
/// the section's rows, which scroll under them. The offsets are found in the geometry pass (they follow the
/// scroll offset, which layout does not see) and kept for the draw and hit tests that follow it.
extension LayoutNode {
    /// Locates `children`, moving the pinned ones into view.
    func locatePinning(_ children: [LayoutNode], in space: RenderSpace, moved: Bool) {
        for child in children {
            guard let part = child.sectionPart, part.isPinned else {
                child.locate(in: space, moved: moved)
                continue
            }
            let shift = pinnedShift(of: child, part: part, among: children, in: space)
            graph.pinnedShifts[ObjectIdentifier(child)] = shift
            child.locate(in: space.entering(origin: shift), moved: true)
        }
    }

    /// The space `child` is drawn and hit in: moved into view if it is pinned.
    func pinnedSpace(of child: LayoutNode, in space: RenderSpace) -> RenderSpace {
        guard child.sectionPart?.isPinned == true, let shift = graph.pinnedShifts[ObjectIdentifier(child)] else {
            return space
        }
        return space.entering(origin: shift)
    }

    /// The children in drawing order with the pinned ones last (in front of the rows scrolling under them).
    func drawingOrderPinnedLast() -> [LayoutNode] {
        let order = drawingOrder
        return order.filter { $0.sectionPart?.isPinned != true } + order.filter { $0.sectionPart?.isPinned == true }
    }

    private func pinnedShift(of child: LayoutNode, part: SectionPart, among children: [LayoutNode],
                             in space: RenderSpace) -> CGPoint {
        let vertical = part.axis == .vertical
        guard let visible = space.namedSpaces[AnyHashable(ScrollViewSpaceName(axis: part.axis))] else { return .zero }
        var toVisible = visible.transform
        guard toVisible.invert(),
              let origin = space.layoutTransform.projecting(child.frame.origin).flatMap(toVisible.projecting) else {
            return .zero
        }
        func start(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
        func end(_ rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }
        let section = children.filter { $0.sectionPart?.section == part.section }.map(\.frame)
        let leading = vertical ? origin.y : origin.x
        let length = vertical ? child.frame.height : child.frame.width
        let visibleLength = vertical ? visible.size.height : visible.size.width
        let shift: CGFloat
        if part.role == .header {
            // Down to the visible area's top, but not past the section's end.
            let sectionEnd = section.map(end).max() ?? end(child.frame)
            shift = max(0, min(-leading, sectionEnd - end(child.frame)))
        } else {
            // Up to the visible area's bottom, but not past the section's start.
            let sectionStart = section.map(start).min() ?? start(child.frame)
            shift = min(0, max(visibleLength - (leading + length), sectionStart - start(child.frame)))
        }
        return vertical ? CGPoint(x: 0, y: shift) : CGPoint(x: shift, y: 0)
    }
}
