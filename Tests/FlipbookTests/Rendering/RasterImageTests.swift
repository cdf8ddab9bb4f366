import Foundation
import Testing
@testable import FlipbookCairo
import Flipbook

@Suite struct RasterImageTests {
    @Test func anOpaqueFramesBytesAreCopiedAsTheyAre() throws {
        // A translucent red square over white: the opaque copy must give what laying each pixel over white gives.
        let square = DisplayList.Item(transform: ProjectionTransform(CGAffineTransform(translationX: 3.5, y: 2.25)),
                                      content: .fill(Path(CGRect(x: 0, y: 0, width: 9, height: 7)),
                                                     .color(Color(red: 1, green: 0, blue: 0, opacity: 0.4).resolved()),
                                                     FillStyle()))
        let image = try CairoRenderer().render(DisplayList(items: [square]), size: CGSize(width: 17, height: 13),
                                               scale: 1, background: Color.white.resolved())
        #expect(image.isOpaque)
        let copied = image.opaqueBGRA()
        image.isOpaque = false
        let laidOver = image.opaqueBGRA()
        #expect(copied == laidOver)
        #expect(copied.count == 17 * 13 * 4)
        let transparent = try CairoRenderer().render(DisplayList(items: [square]), size: CGSize(width: 17, height: 13))
        #expect(!transparent.isOpaque, "without a background, pixels may be transparent")
        // Streamed without a copy: the same bytes, opaque or laid over white.
        image.isOpaque = true
        #expect(image.withOpaqueBGRA { Data($0) } == copied)
        #expect(transparent.withOpaqueBGRA { Data($0) } == transparent.opaqueBGRA())
        #expect(transparent.withOpaqueBGRA { $0.count } == 17 * 13 * 4)
    }
}
