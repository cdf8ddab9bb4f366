import Foundation

extension CGRect {
    /// This rectangle with `insets` taken off its edges (never narrower or shorter than zero).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing),
               height: max(0, height - insets.top - insets.bottom))
    }
}
