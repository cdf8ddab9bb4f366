import Foundation

/// How a view's content (the glyphs of a `Text`, a symbol) changes in an animated transaction, as SwiftUI's
/// `ContentTransition`. Outside an animated transaction content always changes at once.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity
        case opacity
        case interpolate
        /// Digits roll: `downwards` nil picks the direction from the value's change.
        case numericText(downwards: Bool?, value: Double?)
        case symbolReplace(ReplaceSymbolEffect)
    }

    let kind: Kind

    /// Content changes at once, even in an animated transaction.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Glyphs interpolate (Flipbook cross-fades them, as SwiftUI does where glyphs do not match).
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Changed characters roll vertically, blurring and shrinking on the way: counting up, the new character
    /// rises from below and the old one leaves upwards; `countsDown` reverses that.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(downwards: countsDown, value: nil))
    }

    /// As `numericText(countsDown:)`, counting down when `value` decreased since the last change.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(downwards: nil, value: value))
    }
}

/// SwiftUI's default content transition is neither the identity nor a public one: a text whose string changes in an
/// animated transaction cross-fades. Here that is `.interpolate`, which cross-fades the whole text (SwiftUI may keep
/// glyphs that did not change; how is not known).
struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.interpolate }

extension EnvironmentValues {
    /// How content changes in animated transactions below this point.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// How this view's content (text glyphs, symbols) changes in animated transactions.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
