import Foundation

/// A view whose content can be larger than itself along `axes`, moved by dragging.
///
/// The content is stacked as in a `VStack` (or an `HStack` for a horizontal-only scroll view) and proposed an
/// unlimited length along the scrolling axes. A drag moves it with the finger (rubber-banding past the ends);
/// a release with speed glides on and slows down as UIKit's scroll views do, and a release past an end springs
/// back.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// A view that scrolls `content` along `axes`; `showsIndicators` is accepted.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension ScrollView {
    public static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(ScrollNode<Content>(graph: graph)) }
}

extension View {
    /// Accepted for compatibility; scroll indicators are not drawn (iOS shows them only while scrolling).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View { self }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let rawValue: Int
    /// The system's choice.
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden, unless the system insists.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

struct ScrollDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether scroll views in this view ignore drags (`scrollDisabled`).
    public var isScrollEnabled: Bool {
        get { !self[ScrollDisabledKey.self] }
        set { self[ScrollDisabledKey.self] = !newValue }
    }
}

extension View {
    /// Stops scroll views in this view from scrolling by drags (their content still takes taps, and
    /// `scrollTo` still scrolls them).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
    }
}
