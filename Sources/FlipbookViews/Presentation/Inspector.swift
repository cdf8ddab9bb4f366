import Foundation

extension View {
    /// Shows `content` in an inspector while `isPresented` is true: in a phone-sized view a sheet, as iOS
    /// presents an inspector in compact width (Flipbook does not show it as a trailing column).
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// The width of an inspector column (accepted; the inspector is a sheet).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// The range of widths of an inspector column (accepted; the inspector is a sheet).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
