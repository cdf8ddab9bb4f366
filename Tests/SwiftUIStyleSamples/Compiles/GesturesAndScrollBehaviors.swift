import SwiftUI

// Patterns from real projects that once failed to compile: a gesture chosen at run time behind `AnyGesture`,
// gestures switched on and off with `isEnabled:` or a mask, a scroll target behaviour of one's own spelled with
// `TargetContext`, and the pointer and masking modifiers around them.

struct SwitchableCard: View {
    @State private var offset: CGSize = .zero
    @State private var zoomed = false
    @State private var hovering = false
    var isLocked: Bool

    private var activeGesture: AnyGesture<Void> {
        zoomed
            ? AnyGesture(TapGesture(count: 2).onEnded { zoomed = false })
            : AnyGesture(DragGesture().onChanged { offset = $0.translation }.map { _ in () })
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(hovering ? Color.orange : Color.blue)
            .frame(width: 200, height: 260)
            .mask(alignment: .top) { Capsule().frame(height: 240) }
            .offset(offset)
            .gesture(activeGesture, isEnabled: !isLocked)
            .simultaneousGesture(LongPressGesture().onEnded { _ in zoomed = true }, isEnabled: !zoomed)
            .highPriorityGesture(TapGesture(), name: "reset", isEnabled: false)
            .gesture(SimultaneousGesture(MagnifyGesture(), RotateGesture()), including: isLocked ? .subviews : .all)
            .onHover { hovering = $0 }
            .onContinuousHover { phase in
                if case .ended = phase { hovering = false }
            }
    }
}

struct SnapToThirds: ScrollTargetBehavior {
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let third = context.containerSize.width / 3
        guard third > 0 else { return }
        target.rect.origin.x = (target.rect.minX / third).rounded() * third
    }
}

struct ThirdsStrip: View {
    var body: some View {
        GeometryReader { proxy in
            let bounds = proxy.bounds(of: .named("strip")) ?? .zero
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<9) { index in
                        Text("\(index)").frame(width: bounds.width / 3)
                    }
                }
            }
            .scrollTargetBehavior(SnapToThirds())
        }
        .coordinateSpace(.named("strip"))
    }
}
