import Foundation

/// `popover(isPresented:)`: a sheet, unless the content asks with `presentationCompactAdaptation(.popover)` to stay
/// a popover (read from its modifiers before it is presented). A popover is a bubble over the whole canvas at its
/// content's ideal size, with an arrow pointing at the presenting view; it fades in and out in 0.25 s whether or
/// not the change was animated (our choice), and a tap outside it dismisses it, as on iOS.
struct PopoverModifier<Presented: View>: ViewModifier {
    @Binding var isPresented: Bool
    let anchor: PopoverAttachmentAnchor
    let presented: () -> Presented

    func body(content: Content) -> some View {
        // The content is built only while presented, as SwiftUI calls it: it may rely on that (unwrapping state set
        // together with `isPresented`).
        let keepsPopover = isPresented
            && (presented() as? PresentationAdaptationCarrier)?.compactAdaptation?.keepsPopover ?? false
        let binding = $isPresented
        // Both ways of presenting are always there, so that the presenting view keeps its identity whichever is
        // used (an item's content, and so its adaptation, is only known once there is an item).
        let asSheet = Binding(get: { !keepsPopover && binding.wrappedValue }, set: { binding.wrappedValue = $0 })
        return content
            .modifier(PresentationModifier(isPresented: asSheet, fullScreen: false, onDismiss: nil, presented: presented))
            .overlay {
                // Kept while dismissed (empty then), so that a popover fades out.
                if keepsPopover || !isPresented { bubble }
            }
    }

    private var bubble: some View {
        let binding = $isPresented
        let anchor = self.anchor
        let presented = self.presented
        return GeometryReader { proxy in
            let bounds = proxy.frame(in: .global)
            CanvasCover {
                ZStack {
                    if binding.wrappedValue {
                        Color.clear
                            .contentShape(Rectangle())
                            .onTapGesture { binding.wrappedValue = false }
                        PopoverPlacement(source: Self.source(of: bounds, at: anchor)) {
                            HostedContent(presented())
                                .background(Color.elevatedSystemBackground, in: RoundedRectangle(cornerRadius: PopoverPlacement.cornerRadius))
                            PopoverArrow(pointsUp: true).fill(Color.elevatedSystemBackground)
                            PopoverArrow(pointsUp: false).fill(Color.elevatedSystemBackground)
                        }
                        .compositingGroup()
                        .shadow(color: .black.opacity(0.15), radius: 12)
                        .transition(.opacity)
                        .environment(\.dismiss, DismissAction { binding.wrappedValue = false })
                        .environment(\.isPresented, true)
                    }
                }
                .animation(.easeInOut(duration: 0.25), value: binding.wrappedValue)
            }
        }
    }

    /// What the arrow points at, in the canvas.
    static func source(of bounds: CGRect, at anchor: PopoverAttachmentAnchor) -> CGRect {
        switch anchor {
        case .rect: bounds
        case .point(let point):
            CGRect(x: bounds.minX + point.x * bounds.width, y: bounds.minY + point.y * bounds.height, width: 0, height: 0)
        }
    }
}

/// Over the whole canvas, places a popover's content (the first subview) at its ideal size, at most the canvas less a margin, beside
/// `source`: below it when it fits there, else above it, centred on it across and kept inside the margins; and
/// the arrow (the second subview when below, the third when above) between the two, pointing at `source`.
struct PopoverPlacement: Layout {
    let source: CGRect
    static let margin: CGFloat = 8, arrowSize = CGSize(width: 26, height: 11), cornerRadius: CGFloat = 13

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        // `source` is in the canvas, which `bounds` covers.
        let source = self.source.offsetBy(dx: bounds.minX, dy: bounds.minY)
        let margin = Self.margin, arrow = Self.arrowSize
        let room = CGSize(width: max(0, bounds.width - 2 * margin), height: max(0, bounds.height - 2 * margin - arrow.height))
        let ideal = subviews[0].sizeThatFits(.unspecified)
        let size = subviews[0].sizeThatFits(ProposedViewSize(width: min(ideal.width, room.width),
                                                             height: min(ideal.height, room.height)))
        let below = source.maxY + arrow.height + size.height <= bounds.maxY - margin
            || source.minY - bounds.minY < bounds.maxY - source.maxY
        let x = min(max(source.midX - size.width / 2, bounds.minX + margin), bounds.maxX - margin - size.width)
        let y = below ? source.maxY + arrow.height : max(bounds.minY + margin, source.minY - arrow.height - size.height)
        subviews[0].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
        // The arrow stays on the bubble's straight edge, clear of its rounded corners.
        let arrowX = min(max(source.midX - arrow.width / 2, x + Self.cornerRadius),
                         x + size.width - Self.cornerRadius - arrow.width)
        let shown = below ? 1 : 2, hidden = below ? 2 : 1
        subviews[shown].place(at: CGPoint(x: arrowX, y: below ? source.maxY : source.minY - arrow.height),
                              proposal: ProposedViewSize(arrow))
        subviews[hidden].place(at: CGPoint(x: arrowX, y: y), proposal: ProposedViewSize(.zero))
    }
}

/// A popover's arrow: a triangle pointing up or down, its base on the bubble.
struct PopoverArrow: Shape {
    let pointsUp: Bool
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard rect.width > 0, rect.height > 0 else { return path }
        path.move(to: CGPoint(x: rect.minX, y: pointsUp ? rect.maxY : rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: pointsUp ? rect.minY : rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: pointsUp ? rect.maxY : rect.minY))
        path.closeSubpath()
        return path
    }
}
