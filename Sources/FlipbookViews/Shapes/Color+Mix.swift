extension Color {
    /// This colour mixed with `other`, `fraction` (0…1) of the way towards it (iOS 18). Both resolve in the view's
    /// environment first (light or dark, asset catalog), then mix by their sRGB components weighted by opacity.
    /// Flipbook mixes in sRGB in either colour space, as its gradients do.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        mixed(with: other, by: fraction)
    }
}
