import Flipbook

/// A list of cards; tapping one expands it into a detail view with `matchedGeometryEffect`, and tapping the
/// detail sends it back into its row: the card grows out of the row and shrinks back into it.
struct HeroCardScene: View {
    @Namespace private var hero
    @State private var open: Int?

    private let colors: [Color] = [.orange, .teal, .purple]
    private let titles = ["Sunrise", "Lagoon", "Dusk"]

    var body: some View {
        ZStack {
            if let open {
                detail(open)
            } else {
                list
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Rectangle().fill(Color.systemGroupedBackgroundLike))
    }

    private var list: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(0..<3, id: \.self) { index in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(colors[index].gradient)
                        .matchedGeometryEffect(id: index, in: hero)
                        .frame(width: 64, height: 64)
                    Text(titles[index]).font(.headline)
                    Spacer()
                }
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 14).fill(Color.white))
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.spring(response: 0.5, dampingFraction: 0.85)) { open = index } }
            }
            Spacer()
        }
        .padding(16)
    }

    private func detail(_ index: Int) -> some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 24)
                .fill(colors[index].gradient)
                .matchedGeometryEffect(id: index, in: hero)
                .frame(height: 300)
            Text(titles[index]).font(.largeTitle)
            Spacer()
        }
        .padding(16)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.spring(response: 0.5, dampingFraction: 0.85)) { open = nil } }
    }
}

private extension Color {
    /// The grouped background of iOS (light appearance).
    static let systemGroupedBackgroundLike = Color(red: 0.949, green: 0.949, blue: 0.969)
}
