import Foundation
import Observation

/// A web page a `WebView` shows (iOS 26): what it was asked to load. Flipbook does not load pages (frames do not
/// depend on the network), so a page keeps the address it was given, its title stays empty and it never loads.
/// `load(_:)` takes the address itself: `URLRequest` lives in Linux's FoundationNetworking, which Flipbook does not
/// link.
@Observable
@MainActor
public final class WebPage {
    /// What happens as a page loads, which `load` reports.
    public enum NavigationEvent: Hashable, Sendable {
        /// The load started.
        case startedProvisionalNavigation
        /// The server redirected it.
        case receivedServerRedirect
        /// The first content arrived.
        case committed
        /// The load finished.
        case finished
    }

    /// The address last asked for.
    public private(set) var url: URL?
    /// The page's title (empty: pages are not loaded).
    public private(set) var title = ""
    /// Whether the page is loading (never).
    public private(set) var isLoading = false
    /// How much of the page has loaded (0: pages are not loaded).
    public private(set) var estimatedProgress = 0.0

    /// An empty page.
    public init() {}

    /// Asks for `url`: the page keeps it, and loading reports no event.
    @discardableResult
    public func load(_ url: URL?) -> AsyncThrowingStream<NavigationEvent, any Error> {
        self.url = url
        return AsyncThrowingStream { $0.finish() }
    }

    /// Asks for a page made of `html` (shown blank).
    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> AsyncThrowingStream<NavigationEvent, any Error> {
        load(baseURL)
    }

    /// Reloads the page (nothing to reload).
    @discardableResult
    public func reload() -> AsyncThrowingStream<NavigationEvent, any Error> { AsyncThrowingStream { $0.finish() } }

    /// Stops loading (nothing loads).
    public func stopLoading() {}

    /// Runs `script` in the page: there is no page, so the result is nil.
    public func callJavaScript(_ script: String, arguments: [String: Any] = [:]) async throws -> Any? { nil }
}
