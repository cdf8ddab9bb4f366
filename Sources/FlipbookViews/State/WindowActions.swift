import Foundation

/// Opens a window of the app (`@Environment(\.openWindow)`): a Flipbook host shows one window, so it records
/// "Opening window …" in the host's warnings.
public struct OpenWindowAction: Sendable {
    /// Opens the window scene with identifier `id` (recorded).
    @MainActor public func callAsFunction(id: String) { GraphWarnings.log("Opening window \(id)") }

    /// Opens a window presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        GraphWarnings.log("Opening window for \(value)")
    }

    /// Opens the window scene with identifier `id`, presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        GraphWarnings.log("Opening window \(id) for \(value)")
    }
}

/// Closes a window of the app (`@Environment(\.dismissWindow)`): records "Closing window …" in the host's
/// warnings, as the host's one window stays.
public struct DismissWindowAction: Sendable {
    /// Closes the window this view is in (recorded).
    @MainActor public func callAsFunction() { GraphWarnings.log("Closing window") }

    /// Closes the windows of the scene with identifier `id` (recorded).
    @MainActor public func callAsFunction(id: String) { GraphWarnings.log("Closing window \(id)") }

    /// Closes the window presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        GraphWarnings.log("Closing window for \(value)")
    }

    /// Closes the window of scene `id` presenting `value` (recorded).
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        GraphWarnings.log("Closing window \(id) for \(value)")
    }
}

extension EnvironmentValues {
    /// Opens a window of the app (recorded in the host's warnings).
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    /// Closes a window of the app (recorded in the host's warnings).
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
    /// Whether the app can show several windows at once: false, a host shows one.
    public var supportsMultipleWindows: Bool { false }
    /// Whether an always-on display has dimmed the scene (watchOS, iOS's Always-On): never, in a host.
    public var isLuminanceReduced: Bool { false }
}
