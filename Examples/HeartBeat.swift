import SwiftUI

/// A heart that beats twice, then rests, forever: `./flipbook render Examples/HeartBeat.swift --duration 2 --out heart.gif`.
struct HeartBeat: View {
    @State private var beating = false

    var body: some View {
        ZStack {
            Circle()
                .fill(.pink.opacity(0.15))
                .frame(width: 180, height: 180)
                .scaleEffect(beating ? 1.25 : 0.8)
            Image(systemName: "heart.fill")
                .font(.system(size: 96))
                .foregroundStyle(.pink)
                .scaleEffect(beating ? 1.15 : 0.9)
                .shadow(color: .pink.opacity(0.4), radius: beating ? 16 : 4)
        }
        .onAppear {
            withAnimation(.spring(duration: 0.5, bounce: 0.5).repeatForever(autoreverses: true)) {
                beating = true
            }
        }
    }
}

#Preview("Heart beat", traits: .fixedLayout(width: 300, height: 300)) {
    HeartBeat()
}
