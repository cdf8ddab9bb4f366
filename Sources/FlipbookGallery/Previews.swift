import Flipbook

// Previews of gallery views, declared as SwiftUI code declares them: `flipbook list` and `flipbook serve` find
// them in the program and show them as `preview-…` scenes.

#Preview("Rating blob") {
    RatingBlobScene(step: .refined)
}

#Preview("Like button", traits: .fixedLayout(width: 390, height: 160)) {
    LikeButtonScene()
}

struct SliderDial_Previews: PreviewProvider {
    static var previews: some View {
        SliderDialScene()
    }
}
