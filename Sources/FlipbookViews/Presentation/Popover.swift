import Foundation

/// Where a popover's arrow points (accepted: on a phone a popover is presented as a sheet, as iOS adapts it).
public enum PopoverAttachmentAnchor {
    /// Attached to a rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// Attached to a point of the view, as a unit point.
    case point(UnitPoint)
}

/// How a presentation adapts to a compact size (accepted: popovers are sheets on a phone).
public struct PresentationAdaptation: Sendable {
    /// The system's choice, or no adaptation.
    public static let automatic = PresentationAdaptation(), none = PresentationAdaptation()
    /// Shown as a popover, or as a sheet.
    public static let popover = PresentationAdaptation(), sheet = PresentationAdaptation()
    /// Shown as a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation()
}

extension View {
    /// Presents `content` while `isPresented` is true. On a phone iOS shows a popover as a sheet, and so does
    /// Flipbook.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content` for `item` while it is not nil, as a sheet (see `popover(isPresented:)`).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, content: content)
    }

    /// Accepted: popovers are sheets on a phone already.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// Accepted; sheets have the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Accepted; sheets have the system's corner radius.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
}
