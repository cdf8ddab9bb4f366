import Foundation

/// SwiftUI's stack layout (reference §11.2): children are offered space in order of layout priority, then
/// flexibility (least flexible first), each an even share of what is left; they are then placed in declaration
/// order, separated by spacing and aligned across the axis.
@MainActor
struct StackAlgorithm {
    let axis: Axis
    /// Explicit spacing; nil uses the default of 8 between neighbours.
    let spacing: CGFloat?
    let alignment: Alignment

    nonisolated static let defaultSpacing: CGFloat = 8

    private func spacings(_ children: [LayoutNode]) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { _ in spacing ?? Self.defaultSpacing }
    }

    private func priority(_ child: LayoutNode) -> Double {
        child.isSpacer ? -Double.greatestFiniteMagnitude : child.layoutPriority
    }

    /// The size each child chooses under the stack's proposal.
    func allocate(_ children: [LayoutNode], proposal: ProposedViewSize) -> [CGSize] {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            return children.map { $0.sizeThatFits(ProposedViewSize(axis: axis, major: nil, minor: minor)) }
        }
        let count = children.count
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        for (index, child) in children.enumerated() {
            let low = child.sizeThatFits(ProposedViewSize(axis: axis, major: 0, minor: minor))[axis]
            let high = child.sizeThatFits(ProposedViewSize(axis: axis, major: .infinity, minor: minor))[axis]
            minimum[index] = low
            flexibility[index] = high - low
        }
        let order = children.indices.sorted { a, b in
            let pa = priority(children[a]), pb = priority(children[b])
            if pa != pb { return pa > pb }
            if flexibility[a] != flexibility[b] {
                if flexibility[a].isInfinite && flexibility[b].isInfinite { return minimum[a] > minimum[b] }
                return flexibility[a] < flexibility[b]
            }
            return a < b
        }
        var available = major - spacings(children).reduce(0, +)
        let firstPriority = order.first.map { priority(children[$0]) }
        for index in order where priority(children[index]) != firstPriority { available -= minimum[index] }
        var sizes = [CGSize](repeating: .zero, count: count)
        var position = 0
        while position < order.count {
            let groupPriority = priority(children[order[position]])
            let group = order[position...].prefix { priority(children[$0]) == groupPriority }
            if position > 0 { for index in group { available += minimum[index] } }
            var remaining = group.count
            for index in group {
                let share = max(0, available / CGFloat(remaining))
                let size = children[index].sizeThatFits(ProposedViewSize(axis: axis, major: share, minor: minor))
                sizes[index] = size
                available -= size[axis]
                remaining -= 1
            }
            position += group.count
        }
        return sizes
    }

    private var minorGuide: (ViewDimensions) -> CGFloat {
        let alignment = self.alignment
        return axis == .horizontal ? { $0[alignment.vertical] } : { $0[alignment.horizontal] }
    }

    /// The stack's size for `proposal`.
    func size(of children: [LayoutNode], proposal: ProposedViewSize) -> CGSize {
        guard !children.isEmpty else { return .zero }
        let sizes = allocate(children, proposal: proposal)
        let major = sizes.map { $0[axis] }.reduce(0, +) + spacings(children).reduce(0, +)
        // A child infinite across the axis makes the stack so (its guides are infinite: no extent to measure).
        guard !sizes.contains(where: { $0[axis.other].isInfinite }) else {
            return CGSize(axis: axis, major: major, minor: .infinity)
        }
        let (low, high) = minorExtent(children, sizes: sizes)
        return CGSize(axis: axis, major: major, minor: high - low)
    }

    private func minorExtent(_ children: [LayoutNode], sizes: [CGSize]) -> (CGFloat, CGFloat) {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for (child, size) in zip(children, sizes) {
            let guide = minorGuide(child.dimensions(for: size))
            low = min(low, -guide)
            high = max(high, size[axis.other] - guide)
        }
        return (low, high)
    }

    /// Where the children go inside `bounds` (in the current boundary space).
    /// Visits where each child goes inside `bounds` (in the current boundary space), in order.
    private func forEachFrame(of children: [LayoutNode], in bounds: CGRect, proposal: ProposedViewSize,
                              _ visit: (Int, CGRect) -> Void) {
        guard !children.isEmpty else { return }
        let sizes = allocate(children, proposal: proposal)
        let (low, high) = minorExtent(children, sizes: sizes)
        // Centre the aligned block across the axis if the stack was given more room than it asked for.
        let minorSlack = (bounds.size[axis.other] - (high - low))
        let minorStart = bounds.origin[axis.other] + minorSlackOffset(minorSlack)
        var major = bounds.origin[axis]
        let gaps = spacings(children)
        for (index, child) in children.enumerated() {
            let size = sizes[index]
            let guide = minorGuide(child.dimensions(for: size))
            var origin = CGPoint.zero
            origin[axis] = major
            origin[axis.other] = minorStart + (-guide - low)
            visit(index, CGRect(origin: origin, size: size))
            major += size[axis] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Places the children inside `bounds` (in the current boundary space).
    func place(_ children: [LayoutNode], in bounds: CGRect, proposal: ProposedViewSize) {
        forEachFrame(of: children, in: bounds, proposal: proposal) { children[$0].place(in: $1) }
    }

    /// A custom guide the children set, as the stack passes it on (see ``ExplicitGuides``).
    func explicitGuide(_ guide: AlignmentKey, of children: [LayoutNode], in bounds: CGRect,
                       proposal: ProposedViewSize) -> CGFloat? {
        ExplicitGuides.merged(guide, of: children, in: bounds) {
            var frames: [CGRect] = []
            forEachFrame(of: children, in: bounds, proposal: proposal) { frames.append($1) }
            return frames
        }
    }

    private func minorSlackOffset(_ slack: CGFloat) -> CGFloat {
        guard slack > 0 else { return 0 }
        let fraction: CGFloat
        if axis == .horizontal {
            fraction = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        } else {
            fraction = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5
        }
        return slack * fraction
    }
}
