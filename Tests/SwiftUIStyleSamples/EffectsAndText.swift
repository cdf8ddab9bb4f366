import SwiftUI

// Surface group: Colour effects and text
// Surface: hueRotation, blendMode, brightness, contrast, saturation, grayscale, colorMultiply, colorInvert, luminanceToAlpha, compositingGroup, drawingGroup
// Surface: contentTransition(.numericText), monospacedDigit, Text("**Markdown**"), Text(_:format:), animation(_:body:), withAnimation, transition(.opacity)
// Surface: TextRenderer, textRenderer(_:), Text.Layout, TextAttribute, customAttribute(_:), typographicBounds
// Surface: Text(_: Image)
// Surface: typesettingLanguage (accepted), writingToolsBehavior (accepted), findDisabled (accepted), speechAlwaysIncludesPunctuation (accepted), speechSpellsOutCharacters (accepted)
// Surface: ShaderLibrary (accepted), colorEffect (accepted), distortionEffect (accepted), layerEffect (accepted)

// Colour effects, text that counts and scoped animation as iOS 17 code writes them.

struct FilterWallRoot: View {
    @State private var tinted = false

    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Color.red.frame(width: 40, height: 40).hueRotation(.degrees(tinted ? 120 : 0))
                Color.red.frame(width: 40, height: 40).saturation(tinted ? 0 : 1)
                Color.black.frame(width: 40, height: 40).brightness(tinted ? 0.5 : 0)
                Color.red.frame(width: 40, height: 40).contrast(tinted ? 0 : 1)
            }
            HStack(spacing: 8) {
                Color.red.frame(width: 40, height: 40).grayscale(tinted ? 1 : 0)
                Color.white.frame(width: 40, height: 40).colorMultiply(tinted ? .blue : .white)
                Color.white.frame(width: 40, height: 40).colorInvert()
                Color.white.frame(width: 40, height: 40).luminanceToAlpha()
            }
            ZStack {
                Color.blue
                Color.red.blendMode(.multiply)
            }
            .frame(width: 40, height: 40)
            .compositingGroup()
            Color.green.frame(width: 40, height: 40).drawingGroup()
            Button("Tint") {
                withAnimation(.linear(duration: 1)) { tinted.toggle() }
            }
        }
    }
}

struct ScoreboardRoot: View {
    @State private var score = 98
    @State private var price = 12.5

    var body: some View {
        VStack {
            Text("\(score)")
                .font(.system(size: 48, weight: .bold))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(score)))
            Text("Total: ").bold() + Text("\(score)").foregroundColor(.red) + Text(" pts").italic()
            Text(Image(systemName: "heart.fill")).foregroundColor(.pink) + Text(" \(Image(systemName: "star.fill")) Rating")
            Text(price, format: .number.precision(.fractionLength(2)))
                .contentTransition(.opacity)
            Text("\(price, specifier: "%.1f") €")
            Text("Points are **doubled** by *luck*, not `code`")
            Button("Score") {
                withAnimation(.linear(duration: 1)) {
                    score += 3
                    price *= 2
                }
            }
        }
    }
}

extension AnyTransition {
    static let popIn: AnyTransition = .scale(scale: 0.5).combined(with: .opacity)
}

struct ScopedAnimationRoot: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var big = false

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 8)
                .fill(.purple)
                .frame(width: big ? 120 : 60, height: 40)
                .animation(.linear(duration: 1)) { content in
                    content.opacity(big ? 0.5 : 1)
                }
            RoundedRectangle(cornerRadius: 8)
                .fill(.teal)
                .frame(width: 60, height: 40)
                .transaction { transaction in
                    transaction.animation = nil
                } body: { content in
                    content.offset(x: big ? 40 : 0)
                }
            if big {
                Text("Big").transition(.popIn)
                Text("Slow").transition(.opacity.animation(.linear(duration: 2)))
            }
            Text(reduceMotion ? "reduced" : "full motion")
            Button("Grow") { big.toggle() }
        }
    }
}

// A title whose emphasised word rises in letter by letter, drawn by a text renderer that a custom transition
// animates: the renderer's elapsed time is its animatable data.
struct EmphasisAttribute: TextAttribute {}

struct RisingLettersRenderer: TextRenderer {
    var elapsedTime: TimeInterval
    var letterDuration: TimeInterval = 0.4
    var totalDuration: TimeInterval

    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                guard run[EmphasisAttribute.self] != nil else {
                    var plain = context
                    plain.opacity = UnitCurve.easeIn.value(at: min(1, elapsedTime / 0.2))
                    plain.draw(run)
                    continue
                }
                let stagger = run.count > 1 ? (totalDuration - letterDuration) / Double(run.count - 1) : 0
                for (index, slice) in run.enumerated() {
                    let time = max(0, min(elapsedTime - Double(index) * stagger, letterDuration))
                    let progress = time / letterDuration
                    var letter = context
                    letter.opacity = progress
                    letter.translateBy(x: 0, y: (1 - progress) * slice.typographicBounds.rect.height)
                    letter.addFilter(.blur(radius: (1 - progress) * 4))
                    letter.draw(slice, options: .disablesSubpixelQuantization)
                }
            }
        }
    }
}

struct RisingLettersTransition: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = 0.9
        return content.transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = .linear(duration: duration) }
        } body: { view in
            view.textRenderer(RisingLettersRenderer(elapsedTime: phase.isIdentity ? duration : 0,
                                                    totalDuration: duration))
        }
    }
}

struct RisingTitleRoot: View {
    @State private var showsTitle = false

    var body: some View {
        VStack(spacing: 20) {
            Button("Reveal") { withAnimation { showsTitle.toggle() } }
            if showsTitle {
                (Text("Hello ").speechAlwaysIncludesPunctuation() + Text("Flipbook").bold().customAttribute(EmphasisAttribute()))
                    .font(.system(size: 30))
                    .transition(RisingLettersTransition())
            }
        }
        .frame(width: 300, height: 200)
        .typesettingLanguage(.explicit(Locale.Language(identifier: "en")))
        .writingToolsBehavior(.disabled)
        .findDisabled()
        .speechSpellsOutCharacters(false)
    }
}

// A card with the WWDC-style ripple: Metal shaders compile and are not run, so the card is drawn as it is.
struct RippleCardRoot: View {
    @State private var touches = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(Color.indigo)
            .frame(width: 160, height: 100)
            .layerEffect(ShaderLibrary.ripple(.float2(80, 50), .float(Double(touches))),
                         maxSampleOffset: CGSize(width: 12, height: 12))
            .distortionEffect(ShaderLibrary.default.wave(.float(1)), maxSampleOffset: .zero)
            .colorEffect(ShaderLibrary.tint(.color(.pink)), isEnabled: touches > 0)
            .onTapGesture { touches += 1 }
    }
}
