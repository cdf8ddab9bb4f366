import Foundation

/// How far a turn of the Digital Crown moves its value (watchOS).
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
    /// A turn moves the value a little, a fair amount, or a lot.
    case low, medium, high
}

// watchOS's Digital Crown, accepted: a host has no crown, so a bound value changes only through the code.
extension View {
    /// Binds `value` to the Digital Crown's rotation (accepted: it changes only through the code).
    public func digitalCrownRotation<V: BinaryFloatingPoint>(_ value: Binding<V>) -> some View { self }

    /// Binds `value` to the Digital Crown's rotation between `minValue` and `maxValue` (accepted: it changes
    /// only through the code).
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ value: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true) -> some View { self }

    /// Whether the Digital Crown's accessory shows beside the view (accepted).
    public func digitalCrownAccessory(_ visibility: Visibility) -> some View { self }
}
