import Foundation
import Testing
@testable import FlipbookViews

/// Metal shaders are accepted and not run: the view draws as it would without them, and each shader function
/// named warns once.
@MainActor
@Suite struct ShaderTests {
    @Test func shaderEffectsLeaveTheViewAsItIsAndWarnOncePerFunction() {
        let plain = ViewGraph(rootView: Color.red.frame(width: 40, height: 40), size: CGSize(width: 100, height: 100))
        let shaded = ViewGraph(rootView: Color.red.frame(width: 40, height: 40)
            .colorEffect(ShaderLibrary.default.tint(.color(.blue), .float(0.5)))
            .distortionEffect(ShaderLibrary.wave(.float2(1, 2), .float(3)), maxSampleOffset: CGSize(width: 4, height: 4))
            .layerEffect(ShaderLibrary.ripple(.float2(CGPoint(x: 1, y: 1)), .boundingRect),
                         maxSampleOffset: .zero, isEnabled: true)
            .visualEffect { content, _ in content.colorEffect(ShaderLibrary.tint(.color(.green))) },
                               size: CGSize(width: 100, height: 100))
        #expect(shaded.fills(of: .red) == plain.fills(of: .red))
        let warnings = shaded.warnings.filter { $0.contains("Metal shaders do not run") }
        #expect(Set(warnings) == ["Metal shaders do not run in Flipbook: 'tint' is drawn without its effect.",
                                  "Metal shaders do not run in Flipbook: 'wave' is drawn without its effect.",
                                  "Metal shaders do not run in Flipbook: 'ripple' is drawn without its effect."])
        shaded.advance(to: 1)
        _ = shaded.displayList
        #expect(Set(shaded.warnings.filter { $0.contains("Metal") }).count == 3)
    }

    @Test func aDisabledEffectDoesNotWarnAndAShaderFillPaintsNothing() {
        let disabled = ViewGraph(rootView: Color.red.colorEffect(ShaderLibrary.tint(), isEnabled: false),
                                 size: CGSize(width: 50, height: 50))
        #expect(disabled.warnings.isEmpty)
        let filled = ViewGraph(rootView: Rectangle().fill(ShaderLibrary.default.stripes(.floatArray([1.0, 2.0]))),
                               size: CGSize(width: 50, height: 50))
        _ = filled.displayList
        #expect(filled.fills { $0.opacity > 0 }.isEmpty)
        #expect(filled.warnings.contains { $0.contains("'stripes'") })
        let canvas = ViewGraph(rootView: Canvas { context, size in
            context.addFilter(.colorShader(ShaderLibrary.glow()))
            context.addFilter(.layerShader(ShaderLibrary.pixellate(.float(4)), maxSampleOffset: .zero))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
        }, size: CGSize(width: 50, height: 50))
        #expect(canvas.fills(of: .red).count == 1, "drawn unfiltered")
        #expect(canvas.warnings.filter { $0.contains("Metal") }.count == 2)
        let library = ShaderLibrary(url: URL(fileURLWithPath: "/nowhere.metallib"))
        #expect(library.glow.name == "glow" && library.glow.library == library)
        #expect(ShaderLibrary.glow(.float(1)) == Shader(function: ShaderFunction(library: .default, name: "glow"),
                                                         arguments: [.float(1)]))
    }
}
