import SwiftUI

// Surface group: Symbols and scroll effects
// Surface: symbolEffect(_:options:value:), symbolEffect(_:options:isActive:), symbolEffectsRemoved, contentTransition(.symbolEffect), contentTransition(.symbolEffect(.automatic)), transition(.symbolEffect), blurReplace, scrollTransition, visualEffect
// Surface: replace.magic(fallback:)

// Symbol effects and scroll-driven effects as iOS 17 and 18 code writes them.

struct SymbolShowcaseRoot: View {
    @State private var pings = 0
    @State private var active = false
    @State private var muted = false

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "bell.fill")
                .font(.system(size: 40))
                .foregroundStyle(.red)
                .symbolEffect(.bounce.up.byLayer, options: .repeat(2).speed(2), value: pings)
            Image(systemName: "wifi")
                .symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: active)
            Image(systemName: "heart.fill")
                .symbolEffect(.pulse, isActive: active)
                .symbolEffect(.breathe.pulse.byLayer, options: .nonRepeating, isActive: active)
                .symbolEffect(.wiggle.clockwise, value: pings)
                .symbolEffect(.rotate.counterClockwise, value: pings)
                .symbolEffect(.scale.down, isActive: active)
            Image(systemName: muted ? "speaker.slash.fill" : "speaker.wave.2.fill")
                .contentTransition(.symbolEffect(.automatic))
            Image(systemName: muted ? "bell.slash" : "bell")
                .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.byLayer), options: .nonRepeating))
            if active {
                Image(systemName: "star.fill").transition(.symbolEffect(.appear))
                Text("Live").transition(.blurReplace(.upUp))
            }
            Image(systemName: "cloud.fill")
                .symbolEffect(.disappear.down, isActive: muted)
                .symbolEffectsRemoved(false)
            Button("Ping") { pings += 1 }
            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    active.toggle()
                    muted.toggle()
                }
            }
        }
    }
}

struct FadingListRoot: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<8) { index in
                    Color.orange
                        .frame(width: 100, height: 100)
                        .scrollTransition(.animated(.linear(duration: 0.5)).threshold(.visible(0.9))) { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.5)
                        }
                }
            }
        }
    }
}

struct ParallaxRoot: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5) { index in
                    Color.pink
                        .frame(width: 100, height: 100)
                        .scrollTransition(topLeading: .interactive, bottomTrailing: .interactive(timingCurve: .linear),
                                          axis: .horizontal) { content, phase in
                            content.rotationEffect(.degrees(phase.value * 20))
                        }
                        .visualEffect { content, proxy in
                            content.offset(y: proxy.frame(in: .global).minX / 10)
                        }
                }
            }
        }
    }
}
