import Testing
@testable import FlipbookPreview

@Suite struct PreviewCommandTests {
    @Test func readsEveryCommand() throws {
        #expect(try PreviewCommand.parse(#"{"type":"hello","scale":2}"#) == .hello(scale: 2))
        #expect(try PreviewCommand.parse(#"{"type":"tick"}"#) == .tick)
        #expect(try PreviewCommand.parse(#"{"type":"pointer","phase":"move","x":12.5,"y":-3}"#)
                == .pointer(phase: .move, x: 12.5, y: -3))
        #expect(try PreviewCommand.parse(#"{"type":"speed","value":0.25}"#) == .speed(0.25))
        #expect(try PreviewCommand.parse(#"{"type":"seek","time":1.5}"#) == .seek(time: 1.5))
        #expect(try PreviewCommand.parse(#"{"type":"trace","x":1,"y":2}"#) == .trace(x: 1, y: 2))
        #expect(try PreviewCommand.parse(#"{"type":"trace"}"#) == .trace(x: nil, y: nil))
        #expect(try PreviewCommand.parse(#"{"type":"restart"}"#) == .restart)
    }

    @Test func refusesMalformedMessagesSayingWhy() {
        func reason(_ text: String) -> String? {
            do { _ = try PreviewCommand.parse(text); return nil } catch { return "\(error)" }
        }
        #expect(reason("not json") == #"message is not a JSON object with a "type""#)
        #expect(reason(#"{"type":"warp"}"#) == #"unknown message type "warp""#)
        #expect(reason(#"{"type":"speed","value":5}"#) == #""speed" needs a number "value" in 0.1...2.0"#)
        #expect(reason(#"{"type":"pointer","phase":"hover","x":1,"y":1}"#)
                == #""pointer" needs a "phase" of down, move or up"#)
        #expect(reason(#"{"type":"pointer","phase":"down","x":"1","y":1}"#)?.contains(#"number "x""#) == true)
        let long = #"{"type":"tick","pad":""# + String(repeating: "x", count: 2_000) + #""}"#
        #expect(reason(long) == "message of \(long.utf8.count) bytes is longer than 1024")
    }
}
