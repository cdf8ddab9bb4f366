import Foundation
import Testing
import WebKit
@testable import FlipbookViews

/// iOS 26's SwiftUI `WebView`: it fills its space with a blank page naming the host, loads nothing, and says so.
@MainActor
@Suite struct WebViewTests {
    @Test func aWebViewIsABlankPageNamingItsHost() throws {
        let graph = ViewGraph(rootView: VStack(spacing: 0) {
            WebView(url: URL(string: "https://developer.apple.com/swiftui/"))
                .webViewBackForwardNavigationGestures(.hidden)
            Text("toolbar").frame(height: 44)
        }, size: CGSize(width: 300, height: 400))
        let host = try #require(graph.laidOutViews.first { $0.text == "developer.apple.com" }).frame
        #expect(abs(host.midX - 150) < 0.5 && abs(host.midY - 178) < 0.5, "centred in the page above the bar: \(host)")
        #expect(graph.warnings.contains { $0.contains("WebView does not load https://developer.apple.com/swiftui/") },
                "\(graph.warnings)")
    }

    @Test func aPageKeepsTheAddressItWasAskedFor() async throws {
        let page = WebPage()
        #expect(page.url == nil && !page.isLoading && page.estimatedProgress == 0)
        var events = 0
        for try await _ in page.load(URL(string: "https://example.com/a")) { events += 1 }
        #expect(page.url?.absoluteString == "https://example.com/a" && events == 0 && page.title.isEmpty)
        let graph = ViewGraph(rootView: WebView(page), size: CGSize(width: 200, height: 200))
        #expect(graph.laidOutViews.contains { $0.text == "example.com" })
        #expect(try await page.callJavaScript("document.title") == nil)
    }
}
