import Foundation
import Testing
@testable import FlipbookViews

/// `openURL`: links and calls go to the action set nearest them; `.systemAction` passes a URL outwards, to the
/// system's action at the top, which records it in the host's warnings.
@MainActor
@Suite struct OpenURLActionTests {
    private final class Log {
        var lines: [String] = []
    }

    private struct Caller: View {
        @Environment(\.openURL) private var openURL
        let log: Log
        var body: some View {
            VStack {
                Link("Help", destination: URL(string: "https://example.com/help")!)
                Link("Spam", destination: URL(string: "https://spam.example/")!)
                Link("Old", destination: URL(string: "https://example.com/old")!)
                Button("Call") {
                    openURL(URL(string: "https://example.com/call")!) { accepted in log.lines.append("call \(accepted)") }
                }
                Button("Refused") {
                    openURL(URL(string: "https://spam.example/x")!) { accepted in log.lines.append("spam \(accepted)") }
                }
            }
        }
    }

    private func graph(log: Log) -> ViewGraph {
        ViewGraph(rootView: Caller(log: log)
            .environment(\.openURL, OpenURLAction { url in
                if url.host == "spam.example" {
                    log.lines.append("discarded \(url.absoluteString)")
                    return .discarded
                }
                if url.path == "/old" { return .systemAction(URL(string: "https://example.com/new")!) }
                if url.path == "/help" {
                    log.lines.append("handled \(url.absoluteString)")
                    return .handled
                }
                return .systemAction
            }), size: CGSize(width: 300, height: 400))
    }

    @Test func aHandlerSeesLinksFirst() {
        let log = Log()
        let graph = graph(log: log)
        graph.tap(label: "Help")
        graph.tap(label: "Spam")
        #expect(log.lines == ["handled https://example.com/help", "discarded https://spam.example/"])
        #expect(!graph.warnings.contains { $0.hasPrefix("Opening") }, "\(graph.warnings)")
    }

    @Test func systemActionPassesTheURLOrAReplacementToTheSystem() {
        let log = Log()
        let graph = graph(log: log)
        graph.tap(label: "Old")
        graph.tap(label: "Call")
        graph.tap(label: "Refused")
        #expect(graph.warnings.filter { $0.hasPrefix("Opening") }
            == ["Opening https://example.com/new", "Opening https://example.com/call"], "\(graph.warnings)")
        #expect(log.lines == ["call true", "discarded https://spam.example/x", "spam false"])
    }

    @Test func anInnerHandlerFallsBackToTheOuterOne() {
        let log = Log()
        let graph = ViewGraph(rootView: Link("Go", destination: URL(string: "https://example.com/go")!)
            .environment(\.openURL, OpenURLAction { url in
                log.lines.append("inner")
                return .systemAction
            })
            .environment(\.openURL, OpenURLAction { url in
                log.lines.append("outer")
                return .handled
            }), size: CGSize(width: 200, height: 100))
        graph.tap(label: "Go")
        #expect(log.lines == ["inner", "outer"])
        #expect(!graph.warnings.contains { $0.hasPrefix("Opening") })
    }

    @Test func withoutAHandlerALinkIsRecorded() {
        let graph = ViewGraph(rootView: Link("Docs", destination: URL(fileURLWithPath: "/docs")),
                              size: CGSize(width: 200, height: 100))
        graph.tap(label: "Docs")
        #expect(graph.warnings.contains("Opening file:///docs"), "\(graph.warnings)")
    }
}
