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

extension EnvironmentValues {
    /// Whether the viewer asked for less transparency (false: Flipbook's hosts draw for the default settings).
    public var accessibilityReduceTransparency: Bool { false }
    /// Whether the viewer asked for shapes or text besides colour to tell things apart (false).
    public var accessibilityDifferentiateWithoutColor: Bool { false }
    /// Whether VoiceOver is running (false: there is no screen reader).
    public var accessibilityVoiceOverEnabled: Bool { false }
    /// Whether Switch Control is running (false).
    public var accessibilitySwitchControlEnabled: Bool { false }
    /// Whether the viewer asked for inverted colours (false).
    public var accessibilityInvertColors: Bool { false }
    /// Whether the viewer asked for button shapes (false).
    public var accessibilityShowButtonShapes: Bool { false }
    /// Whether an assistive technology is running (false).
    public var accessibilityEnabled: Bool { false }
    /// Whether the viewer asked for flashing lights to be dimmed in video (false).
    public var accessibilityDimFlashingLights: Bool { false }
    /// Whether animated images should play (true: the default setting).
    public var accessibilityPlayAnimatedImages: Bool { true }
    /// Whether the large content viewer is on (false).
    public var accessibilityLargeContentViewerEnabled: Bool { false }
    /// Whether quick actions are on (false).
    public var accessibilityQuickActionsEnabled: Bool { false }
}

extension AnimationContext {
    /// The environment of the host the animation runs in (its root environment: `accessibilityReduceMotion`,
    /// the colour scheme), for custom animations that adapt to it.
    public var environment: EnvironmentValues {
        hostValues[ObjectIdentifier(EnvironmentValues.self)] as? EnvironmentValues ?? EnvironmentValues()
    }
}
