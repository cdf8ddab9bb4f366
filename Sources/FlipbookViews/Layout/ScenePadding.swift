import Foundation

/// The padding a scene's content takes from its edges (iOS 16's `scenePadding(_:edges:)`).
public struct ScenePadding: Equatable, Sendable {
    let amount: CGFloat
    /// The least padding that keeps content off the scene's edges: 16 points on iOS.
    public static let minimum = ScenePadding(amount: defaultPadding)
    /// The padding of a navigation bar's content: 16 points on iOS.
    public static let navigationBar = ScenePadding(amount: defaultPadding)
}

extension View {
    /// Pads the given edges by the scene's padding (16 points, as iOS pads them).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, ScenePadding.minimum.amount)
    }

    /// Pads the given edges by `padding`.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.amount)
    }
}
