import Foundation

/// A form of controls, as iOS shows it: a list in the inset grouped style (its sections are rounded groups).
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// How forms look (accepted; forms are inset grouped lists).
public protocol FormStyle {}
public struct GroupedFormStyle: FormStyle {
    public init() {}
}
public struct ColumnsFormStyle: FormStyle {
    public init() {}
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { .init() }
}

extension View {
    /// Accepted: forms are inset grouped lists.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
