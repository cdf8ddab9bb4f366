import Foundation

/// Toolbar items people could rearrange (iPadOS and macOS): items with an `id`. A phone's toolbar cannot be
/// customized, so Flipbook places them as plain items.
@MainActor
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}
extension _ToolbarEntries: CustomizableToolbarContent {}
extension Never: CustomizableToolbarContent {}

extension View {
    /// A toolbar people could customize, saved under `id` (accepted: its items are placed as `toolbar(content:)`
    /// places them).
    public func toolbar<Content: ToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content)
        -> some View {
        toolbar(content: content)
    }
}
