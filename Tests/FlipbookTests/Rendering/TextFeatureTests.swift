import Foundation
import Testing
@testable import Flipbook

/// Text features that need the real font engine.
@MainActor
@Suite struct TextFeatureTests {
    private func width<V: View>(_ view: V) -> CGFloat {
        let host = ViewHost(view.fixedSize(), size: CGSize(width: 300, height: 100), fonts: .pinned)
        return host.laidOutViews.first { $0.type == "Text" }?.frame.width ?? -1
    }

    /// Inter (installed by `scripts/install-system-packages`) has proportional digits and tabular ones.
    @Test func monospacedDigitsTakeEqualWidths() {
        let font = Font.custom("Inter", size: 30)
        #expect(width(Text("111").font(font)) < width(Text("888").font(font)), "proportional digits differ")
        #expect(width(Text("111").font(font).monospacedDigit()) == width(Text("888").font(font).monospacedDigit()))
        #expect(width(Text("111").font(font.monospacedDigit())) == width(Text("888").font(font.monospacedDigit())))
        #expect(width(VStack { Text("111") }.font(font).monospacedDigit())
                == width(VStack { Text("888") }.font(font).monospacedDigit()))
    }
}
