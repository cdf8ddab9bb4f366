import Flipbook

/// A step counter whose digits roll with `contentTransition(.numericText(value:))` (up or down with the value),
/// a price cross-fading with `.opacity`, and Text concatenation with interpolated formats.
struct CounterRollScene: View {
    @State private var steps = 1_998
    @State private var price = 9.5

    var body: some View {
        VStack(spacing: 22) {
            Text("\(steps)")
                .font(.system(size: 64, weight: .bold))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(steps)))
            HStack(spacing: 24) {
                Button("−") { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { steps -= 1 } }
                    .font(.system(size: 28))
                Button("+") { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { steps += 1 } }
                    .font(.system(size: 28))
            }
            Text("€\(price, specifier: "%.2f")")
                .font(.system(size: 28, weight: .semibold))
                .contentTransition(.opacity)
            Button("Discount") { withAnimation(.easeInOut(duration: 0.6)) { price *= 0.8 } }
        }
    }
}
