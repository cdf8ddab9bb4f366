import Foundation

/// A type that produces view previews, as in SwiftUI: Flipbook shows each provider as one preview.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previewed views.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; ignored here.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platforms SwiftUI previews run on (accepted for source compatibility).
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

extension View {
    /// The name of a preview in SwiftUI's canvas; accepted for source compatibility (a provider is named by
    /// its type here).
    public func previewDisplayName(_ value: String?) -> Self { self }

    /// The canvas of a preview in SwiftUI; accepted for source compatibility.
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
}
