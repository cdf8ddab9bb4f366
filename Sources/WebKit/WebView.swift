import Foundation
import FlipbookViews

/// A view that shows a web page (iOS 26's SwiftUI `WebView`). Flipbook does not load pages, since a frame must
/// not depend on the network: the view fills its space with a blank page showing the address's host in grey, and
/// says so once in a warning.
public struct WebView: View {
    private let address: URL?

    /// A view showing `page`.
    public init(_ page: WebPage) {
        address = page.url
    }

    /// A view loading `url`.
    public init(url: URL?) {
        address = url
    }

    public var body: some View {
        ZStack {
            Rectangle().fill(.background)
            Text(address?.host ?? address?.absoluteString ?? "")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .onAppear {
            GraphWarnings.logOnce("WebView does not load \(address?.absoluteString ?? "pages") in Flipbook (frames do "
                + "not depend on the network); it shows a blank page.")
        }
    }
}

extension View {
    /// Whether swipes go back and forward in the web views inside (accepted).
    public func webViewBackForwardNavigationGestures(_ visibility: Visibility) -> some View { self }
    /// Whether pinches zoom the web views inside (accepted).
    public func webViewMagnificationGestures(_ visibility: Visibility) -> some View { self }
    /// Whether links in the web views inside preview on a long press (accepted).
    public func webViewLinkPreviews(_ visibility: Visibility) -> some View { self }
    /// What shows behind the web views' content (accepted).
    public func webViewContentBackground(_ visibility: Visibility) -> some View { self }
}
