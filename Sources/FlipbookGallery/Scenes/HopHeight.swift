import Flipbook

/// How far out a hop is for a count animated by whole units: 0 at every whole number, 1 halfway between, eased
/// like a cosine. An effect of an animated count makes one hop out and back per unit, whatever the count.
func hopHeight(_ amount: Double) -> CGFloat {
    let fraction = amount - amount.rounded(.down)
    return CGFloat((1 - cos(2 * Double.pi * fraction)) / 2)
}
