import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size rule, the spacing after it and how cells sit
/// in it.
public struct GridItem: Sendable {
    /// How wide the column is.
    public enum Size: Sendable {
        /// Exactly this wide.
        case fixed(CGFloat)
        /// A share of the space left, within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit in a share of the space left, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How wide (or tall) the column (or row) is.
    public var size: Size
    /// The space after this column (8 points when nil).
    public var spacing: CGFloat?
    /// Where a cell sits in its column and row (centred when nil).
    public var alignment: Alignment?

    /// A column (or row) of `size`, `spacing` from the next, its cells aligned by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows down: cells fill the columns row by row. SwiftUI builds it as it scrolls; Flipbook lays all
/// of it out.
public struct LazyVGrid<Content: View>: View {
    let layout: _GridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// A grid that fills `columns` row by row, growing downwards.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _GridLayout(tracks: columns, vertical: true, lineSpacing: spacing,
                             trackAlignment: alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5)
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: some View { layout { content }.pinningSections(pinnedViews, axis: .vertical) }
}

/// A grid that grows to the right: cells fill the rows column by column.
public struct LazyHGrid<Content: View>: View {
    let layout: _GridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content
    /// A grid that fills `rows` column by column, growing sideways.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _GridLayout(tracks: rows, vertical: false, lineSpacing: spacing,
                             trackAlignment: alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5)
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: some View { layout { content }.pinningSections(pinnedViews, axis: .horizontal) }
}

/// The layout of the lazy grids. Across the grid, the tracks (columns of a vertical grid) share the width:
/// fixed ones take their size; then, in order, each other item takes an equal share of what is left, a
/// flexible one clamped to its bounds and an adaptive one split into as many tracks of at least its minimum
/// as fit (each then as wide as the share allows, up to its maximum). Along the grid, each line is as tall as
/// its tallest cell, lines `lineSpacing` apart (8 points by default), and cells sit in their track and line
/// by their item's alignment; tracks that do not fill the grid sit by the grid's alignment. A section (outside
/// a list) starts on a new line; its header and footer each take a line of their own across the whole grid.
public struct _GridLayout: Layout {
    let tracks: [GridItem]
    let vertical: Bool
    let lineSpacing: CGFloat?
    /// Where the tracks sit across a grid wider than they are: 0 at its leading (top) edge, 1 at its trailing
    /// (bottom) edge, 0.5 centred (the grid's `alignment`).
    var trackAlignment: CGFloat = 0.5

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The resolved tracks: length, spacing after, alignment.
    func resolve(available: CGFloat?) -> [(length: CGFloat, spacing: CGFloat, alignment: Alignment)] {
        var resolved: [(CGFloat, CGFloat, Alignment)] = []
        let fixed = tracks.reduce(CGFloat(0)) { sum, item in
            if case .fixed(let size) = item.size { return sum + max(0, size) }
            return sum
        }
        let spacings = tracks.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? 8) }
        var remaining = max(0, (available ?? 0) - fixed - spacings)
        var sharing = tracks.filter { if case .fixed = $0.size { return false } else { return true } }.count
        for item in tracks {
            let spacing = item.spacing ?? 8
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let size):
                resolved.append((max(0, size), spacing, alignment))
            case let .flexible(minimum, maximum):
                let share = available == nil ? minimum : remaining / CGFloat(max(sharing, 1))
                let length = min(max(share, minimum), max(minimum, maximum))
                resolved.append((length, spacing, alignment))
                remaining = max(0, remaining - length)
                sharing -= 1
            case let .adaptive(minimum, maximum):
                let share = available == nil ? minimum : remaining / CGFloat(max(sharing, 1))
                let count = max(1, Int(((share + spacing) / (max(minimum, 1) + spacing)).rounded(.down)))
                let length = min(max((share - CGFloat(count - 1) * spacing) / CGFloat(count), minimum),
                                 max(minimum, maximum))
                for _ in 0..<count {
                    resolved.append((length, spacing, alignment))
                }
                remaining = max(0, remaining - (length * CGFloat(count) + CGFloat(count - 1) * spacing))
                sharing -= 1
            }
        }
        return resolved
    }

    private func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    private func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    /// A line of the grid: cells, one per track from the first, or a section's header or footer across the
    /// grid.
    private struct Line {
        var subviews: [Int]
        var spans: Bool
        var length: CGFloat = 0
    }

    /// The subviews by line: a section starts on a new line, its header and footer each on a line of their own.
    private func lines(of subviews: Subviews, trackCount: Int) -> [Line] {
        var lines: [Line] = []
        var section: ObjectIdentifier?
        for (index, subview) in subviews.enumerated() {
            let part = subview.sectionPart
            let startsSection = part?.section != section
            section = part?.section
            if part?.spansGrid == true {
                lines.append(Line(subviews: [index], spans: true))
            } else if startsSection || lines.last.map({ $0.spans || $0.subviews.count == trackCount }) ?? true {
                lines.append(Line(subviews: [index], spans: false))
            } else {
                lines[lines.count - 1].subviews.append(index)
            }
        }
        return lines
    }

    private func cellProposal(_ length: CGFloat?) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    /// The tracks, and the lines with their lengths along the grid; headers and footers are offered `span`
    /// across.
    private func measure(proposal: ProposedViewSize, subviews: Subviews)
        -> (tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment)], lines: [Line]) {
        let available = vertical ? proposal.width : proposal.height
        let tracks = resolve(available: available)
        guard !tracks.isEmpty else { return (tracks, []) }
        let span = available ?? Self.acrossLength(of: tracks)
        var lines = lines(of: subviews, trackCount: tracks.count)
        for index in lines.indices {
            lines[index].length = lines[index].subviews.enumerated().reduce(CGFloat(0)) { longest, cell in
                let proposal = cellProposal(lines[index].spans ? span : tracks[cell.offset].length)
                return max(longest, along(subviews[cell.element].sizeThatFits(proposal)))
            }
        }
        return (tracks, lines)
    }

    private static func acrossLength(of tracks: [(length: CGFloat, spacing: CGFloat, alignment: Alignment)]) -> CGFloat {
        tracks.reduce(CGFloat(0)) { $0 + $1.length } + tracks.dropLast().reduce(CGFloat(0)) { $0 + $1.spacing }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (tracks, lines) = measure(proposal: proposal, subviews: subviews)
        let acrossLength = Self.acrossLength(of: tracks)
        let gap = lineSpacing ?? 8
        let alongLength = lines.reduce(0) { $0 + $1.length } + CGFloat(max(0, lines.count - 1)) * gap
        let width = vertical ? (proposal.width ?? acrossLength) : alongLength
        let height = vertical ? alongLength : (proposal.height ?? acrossLength)
        return CGSize(width: width, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines) = measure(proposal: ProposedViewSize(bounds.size), subviews: subviews)
        guard !tracks.isEmpty else { return }
        let gap = lineSpacing ?? 8
        let acrossBounds = vertical ? bounds.width : bounds.height
        // Tracks that do not fill the grid sit by its alignment (centred by default).
        var trackStarts: [CGFloat] = []
        var position = (acrossBounds - Self.acrossLength(of: tracks)) * trackAlignment
        for track in tracks {
            trackStarts.append(position)
            position += track.length + track.spacing
        }
        var lineStart: CGFloat = 0
        for line in lines {
            for (trackIndex, subviewIndex) in line.subviews.enumerated() {
                // A header or footer is centred across the whole grid, a cell in its track by the item's alignment.
                let (start, length, alignment) = line.spans
                    ? (CGFloat(0), acrossBounds, Alignment.center)
                    : (trackStarts[trackIndex], tracks[trackIndex].length, tracks[trackIndex].alignment)
                let cell = vertical
                    ? CGRect(x: bounds.minX + start, y: bounds.minY + lineStart, width: length, height: line.length)
                    : CGRect(x: bounds.minX + lineStart, y: bounds.minY + start, width: line.length, height: length)
                let unit = UnitPoint(x: alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 1 : 0.5,
                                     y: alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5)
                subviews[subviewIndex].place(at: CGPoint(x: cell.minX + unit.x * cell.width, y: cell.minY + unit.y * cell.height),
                                             anchor: unit, proposal: cellProposal(length))
            }
            lineStart += line.length + gap
        }
    }
}

extension LayoutSubview {
    /// The section the subview is a part of, if a section outside a list handed it to the layout.
    var sectionPart: SectionPart? { MainActor.assumeIsolated { node.sectionPart } }
}
