import Foundation

/// A type that produces view previews, as in SwiftUI: Flipbook shows each provider as one preview.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previewed views.
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
    /// A platform; Flipbook draws every preview the same way.
    case iOS, macOS, tvOS, watchOS, visionOS
}

extension View {
    /// The name of a preview in SwiftUI's canvas; accepted for source compatibility (a provider is named by
    /// its type here).
    public func previewDisplayName(_ value: String?) -> Self { self }

    /// The canvas of a `PreviewProvider`'s preview: a fixed size, the view's own size or the device. Flipbook reads
    /// it from the view a provider's `previews` returns (not from inside a `Group` of several).
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewLayoutModifier(layout: value))
    }

    /// The device a preview runs on in SwiftUI; accepted for source compatibility.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }

    /// The interface orientation of a preview in SwiftUI; accepted for source compatibility.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }
}

/// A device to preview on, by name (accepted for source compatibility).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// An orientation of a preview's device (accepted for source compatibility).
public struct InterfaceOrientation: Sendable {
    /// Upright.
    public static let portrait = InterfaceOrientation()
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation()
    /// Turned with the home side on the left.
    public static let landscapeLeft = InterfaceOrientation()
    /// Turned with the home side on the right.
    public static let landscapeRight = InterfaceOrientation()
}

/// `previewLayout(_:)`: the canvas a provider's preview asks for; the view itself is unchanged.
struct PreviewLayoutModifier: ViewModifier {
    let layout: PreviewLayout
    func body(content: Content) -> some View { content }
}

/// A provider's previewed view that names its canvas (`previewLayout(_:)` outermost).
protocol PreviewLayoutNaming {
    var previewLayout: PreviewLayout { get }
}

extension ModifiedContent: PreviewLayoutNaming where Modifier == PreviewLayoutModifier {
    var previewLayout: PreviewLayout { modifier.layout }
}
