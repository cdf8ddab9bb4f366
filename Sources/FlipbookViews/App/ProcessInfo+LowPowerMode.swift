import Foundation

extension ProcessInfo {
    /// Whether the device saves power (Apple's platforms; not on Linux's Foundation): never, in Flipbook, so
    /// code that drops an animation in Low Power Mode renders with it.
    public var isLowPowerModeEnabled: Bool { false }
}

extension Notification.Name {
    /// Posted when Low Power Mode changes: never, in Flipbook.
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
