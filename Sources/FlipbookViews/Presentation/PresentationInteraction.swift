import Foundation

/// Whether the views behind a sheet take touches while it is up (iOS 16.4). Flipbook's sheets cover what is
/// behind them with a dimming layer at every detent, so the choice is accepted and has no effect.
public struct PresentationBackgroundInteraction: Sendable {
    let upThrough: PresentationDetent?
    let isEnabled: Bool

    /// The system's choice: disabled.
    public static let automatic = PresentationBackgroundInteraction(upThrough: nil, isEnabled: false)
    /// The views behind take touches at every detent.
    public static let enabled = PresentationBackgroundInteraction(upThrough: nil, isEnabled: true)
    /// The views behind take touches while the sheet is at `detent` or a smaller one.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(upThrough: detent, isEnabled: true)
    }
    /// The views behind never take touches.
    public static let disabled = PresentationBackgroundInteraction(upThrough: nil, isEnabled: false)
}

/// What a swipe on a resizable sheet's scrolling content does first (iOS 16.4): resize the sheet, or scroll.
public struct PresentationContentInteraction: Sendable {
    let resizesFirst: Bool

    /// The system's choice: resize.
    public static let automatic = PresentationContentInteraction(resizesFirst: true)
    /// The sheet resizes first.
    public static let resizes = PresentationContentInteraction(resizesFirst: true)
    /// The content scrolls first.
    public static let scrolls = PresentationContentInteraction(resizesFirst: false)
}

extension View {
    /// Sets whether the views behind this sheet take touches (accepted; see `PresentationBackgroundInteraction`).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        self
    }

    /// Sets whether a swipe resizes this sheet or scrolls its content first (accepted; a sheet's detent is set by
    /// its binding or a drag on its indicator).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// How a presentation of this view adapts in each compact size class. A phone held upright is compact
    /// across, so `horizontal` decides (`.popover` keeps a popover a popover).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation,
                                              vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }

    /// Accepted; sheets have the system background.
    public func presentationBackground<V: View>(alignment: Alignment = .center,
                                                @ViewBuilder content: () -> V) -> some View { self }
}
