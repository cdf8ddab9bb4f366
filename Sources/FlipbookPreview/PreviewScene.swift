import Flipbook
import Foundation

/// A view the preview server can run: a name for the page's list, a canvas size and the view itself.
public struct PreviewScene: Sendable {
    /// The name the page lists it by.
    public let name: String
    /// One line on what it shows.
    public let summary: String
    /// The canvas, in points.
    public let size: CGSize
    /// The folders `Image("name")` and `Color("Name")` look in (a user's asset catalogs).
    public let resources: [URL]
    let makeView: @MainActor @Sendable () -> AnyView

    /// A scene showing the view `content` makes on a canvas of `size` points.
    public init<Content: View>(_ name: String, summary: String = "", size: CGSize = CGSize(width: 390, height: 500),
                               resources: [URL] = [],
                               @ViewBuilder content: @escaping @MainActor @Sendable () -> Content) {
        self.name = name
        self.resources = resources
        self.summary = summary
        self.size = size
        makeView = { AnyView(content()) }
    }

    /// A scene showing a preview (`#Preview` or a `PreviewProvider`), named by its display name, on the
    /// preview's canvas.
    public init(preview: Preview) {
        name = preview.displayName
        summary = preview.origin
        size = preview.canvasSize
        resources = []
        makeView = { preview.makeView() }
    }

    @MainActor func makeRoot() -> AnyView { makeView() }
}
