import Flipbook

/// A scene of the gallery: a root view, its canvas and the interactions that show it off.
public struct Scene: Sendable {
    public let name: String
    public let summary: String
    public let size: CGSize
    /// Interactions, in `--script` notation.
    public let script: String
    /// How long the scene takes to show what it shows.
    public let duration: TimeInterval
    let makeView: @MainActor @Sendable () -> AnyView

    /// The scene's root view.
    @MainActor public func makeRoot() -> AnyView { makeView() }
}

/// The example scenes written for Flipbook, one per behaviour of the seed articles.
public enum Gallery {
    public static let scenes: [Scene] = []

    /// The scene with a name, if any.
    public static func scene(named name: String) -> Scene? {
        scenes.first { $0.name == name }
    }
}
