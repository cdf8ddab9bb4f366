import Foundation

/// Where a popover's arrow points: the bounds of the view it is attached to, or a point of it.
public enum PopoverAttachmentAnchor {
    /// Attached to a rectangle of the view (Flipbook attaches to the view's bounds).
    case rect(Anchor<CGRect>.Source)
    /// Attached to a point of the view, as a unit point.
    case point(UnitPoint)
}

/// How a presentation adapts to a compact size class, as a phone's: a popover's content asks with
/// `presentationCompactAdaptation(.popover)` to stay a popover (otherwise it is a sheet, as iOS adapts it).
public struct PresentationAdaptation: Equatable, Sendable {
    private enum Kind: Equatable, Sendable { case automatic, none, popover, sheet, fullScreenCover }
    private let kind: Kind
    /// The system's choice (on a phone, a popover becomes a sheet), or no adaptation (a popover stays one).
    public static let automatic = PresentationAdaptation(kind: .automatic), none = PresentationAdaptation(kind: .none)
    /// Shown as a popover, or as a sheet.
    public static let popover = PresentationAdaptation(kind: .popover), sheet = PresentationAdaptation(kind: .sheet)
    /// Shown as a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(kind: .fullScreenCover)

    /// Whether a popover stays a popover on a phone.
    var keepsPopover: Bool { kind == .popover || kind == .none }
}

/// `presentationCompactAdaptation(_:)`: read by the popover presenting the view before it presents it.
public struct _PresentationAdaptationModifier: ViewModifier {
    let adaptation: PresentationAdaptation
    public func body(content: Content) -> Content { content }
}

/// A view that may say how the presentation showing it adapts: a chain of modifiers, searched from the outside in.
protocol PresentationAdaptationCarrier {
    var compactAdaptation: PresentationAdaptation? { get }
}

extension ModifiedContent: PresentationAdaptationCarrier {
    var compactAdaptation: PresentationAdaptation? {
        (modifier as? _PresentationAdaptationModifier)?.adaptation
            ?? (content as? PresentationAdaptationCarrier)?.compactAdaptation
    }
}

extension View {
    /// Presents `content` while `isPresented` is true: as a sheet on a phone, as iOS adapts a popover, unless the
    /// content asks to stay a popover with `presentationCompactAdaptation(.popover)`; then it is a bubble at its
    /// ideal size, pointing at this view from below it (above it when there is no room below). `arrowEdge` is
    /// ignored, as on iOS.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PopoverModifier(isPresented: isPresented, anchor: attachmentAnchor, presented: content))
    }

    /// Presents `content` for `item` while it is not nil (see `popover(isPresented:)`).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(ItemPresentationModifier(item: item, content: content) {
            PopoverModifier(isPresented: $0, anchor: attachmentAnchor, presented: $1)
        })
    }

    /// How a presentation of this view adapts on a phone: `.popover` keeps a popover a popover.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_PresentationAdaptationModifier(adaptation: adaptation))
    }

    /// Accepted; sheets have the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Accepted; sheets have the system's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}
