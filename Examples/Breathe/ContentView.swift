import SwiftUI

struct ContentView: View {
    @State private var inhale = false
    @State private var breaths = 0

    var body: some View {
        VStack(spacing: 40) {
            Text(inhale ? "Breathe in" : "Breathe out")
                .font(.system(.title, design: .rounded, weight: .semibold))
                .foregroundStyle(.brand)
                .contentTransition(.opacity)
            ZStack {
                ForEach(0..<6) { index in
                    PetalView(index: index, open: inhale)
                }
                Image(.leaf)
                    .resizable()
                    .frame(width: 48, height: 48)
                    .rotationEffect(.degrees(inhale ? 90 : 0))
            }
            .frame(width: 300, height: 300)
            Button("Breaths: \(breaths)") { breaths += 1 }
                .buttonStyle(.borderedProminent)
                .tint(Color("Brand"))
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 2).repeatForever(autoreverses: true)) {
                inhale = true
            }
        }
    }
}

#Preview {
    ContentView()
}
