import Flipbook

/// A gradient tile whose hues cycle forever (`hueRotation` animated with a repeating linear animation), above
/// the same picture through each colour filter and a blend mode. With reduced motion (`--reduce-motion`) the
/// hues stay still.
struct HueTileScene: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var cycling = false

    private var picture: some View {
        ZStack {
            LinearGradient(colors: [.red, .orange, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
            Circle().fill(Color.blue).padding(18)
            Image(systemName: "star.fill").font(.system(size: 28)).foregroundColor(.white)
        }
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }

    private func swatch<V: View>(_ title: String, _ view: V) -> some View {
        VStack(spacing: 4) {
            view.frame(width: 76, height: 76)
            Text(title).font(.caption).foregroundColor(.secondary)
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            picture
                .frame(width: 150, height: 150)
                .hueRotation(.degrees(cycling ? 360 : 0))
                .onAppear {
                    guard !reduceMotion else { return }
                    withAnimation(.linear(duration: 3).repeatForever(autoreverses: false)) { cycling = true }
                }
            HStack(spacing: 10) {
                swatch("brightness", picture.brightness(0.3))
                swatch("contrast", picture.contrast(0.4))
                swatch("saturation", picture.saturation(0.2))
                swatch("grayscale", picture.grayscale(1))
            }
            HStack(spacing: 10) {
                swatch("multiply", picture.colorMultiply(.cyan))
                swatch("invert", picture.colorInvert())
                swatch("lum → alpha", picture.luminanceToAlpha())
                swatch("difference", ZStack {
                    picture
                    Circle().fill(Color.white).padding(20).blendMode(.difference)
                }.compositingGroup())
            }
        }
    }
}
