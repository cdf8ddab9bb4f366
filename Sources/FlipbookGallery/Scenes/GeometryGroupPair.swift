import Flipbook

/// The same growing card twice: on the left its badge (inserted as the card grows) is laid out inside a
/// `geometryGroup()`, so it rides the card's growing corner; on the right, without one, it appears at once where
/// the card is heading.
struct GeometryGroupPairScene: View {
    @State private var grown = false

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 30) {
                column("geometryGroup", grouped: true)
                column("no group", grouped: false)
            }
            Button(grown ? "Shrink" : "Grow") { withAnimation(.easeInOut(duration: 1)) { grown.toggle() } }
        }
    }

    private func column(_ title: String, grouped: Bool) -> some View {
        VStack(spacing: 12) {
            Text(title).font(.caption)
            card(grouped: grouped).frame(width: 150, height: 150)
        }
    }

    @ViewBuilder private func card(grouped: Bool) -> some View {
        let stack = ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 12).fill(Color.teal)
            if grown {
                Circle().fill(Color.red).frame(width: 24, height: 24).padding(6)
            }
        }
        if grouped {
            stack.geometryGroup().frame(width: grown ? 150 : 70, height: grown ? 150 : 70)
        } else {
            stack.frame(width: grown ? 150 : 70, height: grown ? 150 : 70)
        }
    }
}
