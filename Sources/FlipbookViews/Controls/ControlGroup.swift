/// Related controls side by side in one rounded capsule of the secondary fill, as iOS 15 draws a control group:
/// its buttons split it evenly, separated by hairlines.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls `content` makes.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        Group(subviews: content) { controls in
            HStack(spacing: 0) {
                ForEach(Array(controls.enumerated()), id: \.element.id) { index, control in
                    if index > 0 { Divider().frame(height: 20) }
                    control.frame(maxWidth: .infinity, minHeight: 44)
                }
            }
        }
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(.secondarySystemFill)))
    }
}
