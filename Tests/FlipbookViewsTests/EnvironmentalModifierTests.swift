import Foundation
import Testing
@testable import FlipbookViews

/// A modifier that picks its width from the environment: wide on a regular-width screen, narrow on a compact one.
private struct AdaptiveWidth: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        Width(width: environment.horizontalSizeClass == .regular ? 120 : 40)
    }

    struct Width: ViewModifier {
        let width: CGFloat
        func body(content: Content) -> some View { content.frame(width: width, height: 10) }
    }
}

@MainActor
@Suite struct EnvironmentalModifierTests {
    @Test func theModifierIsResolvedInTheEnvironmentWhereItSits() {
        let graph = ViewGraph(rootView: VStack {
            Color.red.modifier(AdaptiveWidth())
            Color.blue.modifier(AdaptiveWidth()).environment(\.horizontalSizeClass, .regular)
        }, size: CGSize(width: 300, height: 100))
        #expect(graph.fills(of: .red).first?.width == 40, "a phone is compact across")
        #expect(graph.fills(of: .blue).first?.width == 120)
    }
}
