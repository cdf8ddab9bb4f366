import Foundation

extension CGRect {
    /// This rectangle with `insets` taken off its edges (never narrower or shorter than zero).
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing),
               height: max(0, height - insets.top - insets.bottom))
    }
}

extension CGSize {
    /// This size with `insets` taken off (never below zero).
    func inset(by insets: EdgeInsets) -> CGSize {
        CGSize(width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }

    /// This size with `insets` added around it.
    func outset(by insets: EdgeInsets) -> CGSize {
        CGSize(width: width + insets.leading + insets.trailing, height: height + insets.top + insets.bottom)
    }
}

extension ProposedViewSize {
    /// What is left of this proposal inside `insets`: each given dimension less the insets (never below zero),
    /// unspecified ones still unspecified.
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: height.map { max(0, $0 - insets.top - insets.bottom) })
    }
}
