import Foundation

/// The size of controls: bordered buttons take more or less room around their labels.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest controls.
    case mini
    /// Smaller than regular.
    case small
    /// The standard size.
    case regular
    /// Larger than regular: a bordered button 50 points tall around a body-size label.
    case large
    /// The largest controls.
    case extraLarge

    /// The room a bordered button leaves around its label, and its corner radius when its shape is automatic.
    var borderedMetrics: (horizontal: CGFloat, vertical: CGFloat, cornerRadius: CGFloat) {
        switch self {
        case .mini: return (7, 2, 5)
        case .small: return (10, 4, 6)
        case .regular: return (12, 7, 8)
        case .large: return (20, 14, 12)
        case .extraLarge: return (24, 18, 14)
        }
    }
}

/// The outline of bordered buttons.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    /// How far inside its rectangle the shape is drawn (`inset(by:)`).
    var inset: CGFloat = 0

    /// The system's choice: a rounded rectangle whose radius follows the control size.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle as wide across as the button's smaller side (the label gets the same room on every side).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of the system's radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A rounded rectangle of `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius))
    }
}

struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The size of controls in this environment (`controlSize(_:)`).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside: bordered buttons take more or less room around their labels (fonts
    /// stay as they are).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    /// Sets the outline of the bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
