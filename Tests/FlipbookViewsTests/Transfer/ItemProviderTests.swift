import Foundation
import Testing
@testable import FlipbookViews

@Suite struct ItemProviderTests {
    @Test func aProviderKnowsWhatItCarries() {
        let text = NSItemProvider(object: "tile 1" as NSString)
        #expect(text.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(text.canLoadObject(ofClass: NSString.self) && !text.canLoadObject(ofClass: NSURL.self))
        let file = NSItemProvider(contentsOf: URL(fileURLWithPath: "/tmp/a.png"))
        #expect(file?.registeredTypeIdentifiers == ["public.url"])
        #expect(NSItemProvider().registeredTypeIdentifiers.isEmpty && !NSItemProvider().canLoadObject(ofClass: NSString.self))
        #expect(DropProposal(operation: .move).operation == .move)
    }
}
