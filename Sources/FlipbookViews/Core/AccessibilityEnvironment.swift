import Foundation

struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the viewer asked for less motion. Read-only for views, as in SwiftUI; a host sets it
    /// (`ViewHost(…, reduceMotion: true)`, `flipbook … --reduce-motion`), so code that respects it can be
    /// rendered both ways.
    public package(set) var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
}

extension AnimationContext {
    /// The environment of the host the animation runs in (its root environment: `accessibilityReduceMotion`,
    /// the colour scheme), for custom animations that adapt to it.
    public var environment: EnvironmentValues {
        hostValues[ObjectIdentifier(EnvironmentValues.self)] as? EnvironmentValues ?? EnvironmentValues()
    }
}
