import Foundation

/// A form of controls, as iOS shows it: a list in the inset grouped style (its sections are rounded groups).
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`, drawn as an inset grouped list.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// How forms look (accepted; forms are inset grouped lists).
public protocol FormStyle {}
/// Sections in groups, as iOS draws forms.
public struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
}
/// Labels and controls in columns (macOS; drawn grouped).
public struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
}
extension FormStyle where Self == GroupedFormStyle {
    /// Sections in groups, as iOS draws forms.
    public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns (macOS; drawn grouped).
    public static var columns: ColumnsFormStyle { .init() }
}

extension View {
    /// Accepted: forms are inset grouped lists.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
