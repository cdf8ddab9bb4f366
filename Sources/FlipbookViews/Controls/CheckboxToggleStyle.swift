import Foundation

/// macOS's checkbox: a 14-point rounded square before the label, filled with the tint and checked in white while
/// the toggle is on, an empty grey-edged square while it is off. A tap on it or its label toggles it.
public struct CheckboxToggleStyle: ToggleStyle {
    /// The checkbox style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        CheckboxBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A checkbox before the label (macOS).
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

struct CheckboxBody: View {
    static let side: CGFloat = 14
    let configuration: ToggleStyleConfiguration
    @Environment(\.labelsAreHidden) private var labelsAreHidden

    var body: some View {
        HStack(spacing: 6) {
            ZStack {
                RoundedRectangle(cornerRadius: 3, style: .continuous)
                    .fill(configuration.isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.white))
                RoundedRectangle(cornerRadius: 3, style: .continuous)
                    .strokeBorder(Color.black.opacity(configuration.isOn ? 0 : 0.25), lineWidth: 1)
                if configuration.isOn {
                    Image(systemName: "checkmark").font(.system(size: 9, weight: .bold)).foregroundStyle(Color.white)
                }
            }
            .frame(width: Self.side, height: Self.side)
            if !labelsAreHidden { configuration.label }
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
    }
}
