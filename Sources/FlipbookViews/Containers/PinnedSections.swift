import Foundation

/// Which parts of its sections a lazy stack or grid keeps in view while they scroll, along the axis it grows.
struct PinnedSections: Equatable {
    var views = PinnedScrollableViews()
    var axis = Axis.vertical

    /// Whether `part` stays in view.
    func pins(_ part: SectionPart?) -> Bool {
        switch part?.role {
        case .header: views.contains(.sectionHeaders)
        case .footer: views.contains(.sectionFooters)
        case .row, nil: false
        }
    }
}

struct PinnedSectionsKey: EnvironmentKey { static let defaultValue = PinnedSections() }

extension EnvironmentValues {
    /// What the lazy stack or grid being made pins: read by its layout node, and reset for its content, so that
    /// only the sections directly in it pin (not those of a stack inside it).
    var pinnedSections: PinnedSections {
        get { self[PinnedSectionsKey.self] }
        set { self[PinnedSectionsKey.self] = newValue }
    }
}

extension View {
    /// A lazy stack or grid (`self`, made of `content`) that pins `views` of its sections along `axis`.
    func pinningSections(_ views: PinnedScrollableViews, axis: Axis) -> some View {
        environment(\.pinnedSections, PinnedSections(views: views, axis: axis))
    }
}

/// A pinned header stays at the leading edge of the scroll view's visible area while its section is there, and
/// is pushed out by the section's end; a pinned footer stays at the trailing edge likewise. Both are drawn over
/// the section's rows, which scroll under them. The offsets are found in the geometry pass (they follow the
/// scroll offset, which layout does not see) and kept for the draw and hit tests that follow it.
extension LayoutNode {
    /// Locates `children`, moving those `pinned` pins into view.
    func locatePinning(_ children: [LayoutNode], pinned: PinnedSections, in space: RenderSpace, moved: Bool) {
        for child in children {
            guard pinned.pins(child.sectionPart), let part = child.sectionPart else {
                child.locate(in: space, moved: moved)
                continue
            }
            let shift = pinnedShift(of: child, part: part, axis: pinned.axis, among: children, in: space)
            graph.pinnedShifts[ObjectIdentifier(child)] = shift
            child.locate(in: space.entering(origin: shift), moved: true)
        }
    }

    /// The space `child` is drawn and hit in: moved into view if `pinned` pins it.
    func pinnedSpace(of child: LayoutNode, pinned: PinnedSections, in space: RenderSpace) -> RenderSpace {
        guard pinned.pins(child.sectionPart), let shift = graph.pinnedShifts[ObjectIdentifier(child)] else {
            return space
        }
        return space.entering(origin: shift)
    }

    /// The children in drawing order with the pinned ones last (in front of the rows scrolling under them).
    func drawingOrder(pinnedLastBy pinned: PinnedSections) -> [LayoutNode] {
        let order = drawingOrder
        return order.filter { !pinned.pins($0.sectionPart) } + order.filter { pinned.pins($0.sectionPart) }
    }

    private func pinnedShift(of child: LayoutNode, part: SectionPart, axis: Axis, among children: [LayoutNode],
                             in space: RenderSpace) -> CGPoint {
        let vertical = axis == .vertical
        let area = vertical ? AnyHashable(PinningSpaceName()) : AnyHashable(ScrollViewSpaceName(axis: axis))
        guard let visible = space.namedSpaces[area] else { return .zero }
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
