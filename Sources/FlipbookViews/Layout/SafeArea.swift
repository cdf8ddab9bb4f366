import Foundation

/// Kinds of safe area a view can extend into.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The areas of bars and rounded corners.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area of the keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view that takes the safe area an enclosing `safeAreaPadding` adds as insets of its own content rather than
/// being inset by it: a scroll view, or a safe-area padding around one (which passes the sum on).
@MainActor
protocol SafeAreaAbsorbing: LayoutNode {
    /// Whether the view extends under the added safe area.
    var absorbsSafeArea: Bool { get }
    /// Sets the safe area added around the view (replacing what was added before).
    func absorbSafeArea(_ insets: EdgeInsets)
}

/// A view that hands the safe area added around it to the one view inside it, which takes it if it is a scroll
/// view or hands it on in turn: a background or overlay, a frame that fills, a hosting controller's content.
@MainActor
protocol SafeAreaPassing: SafeAreaAbsorbing {
    /// The view inside that the safe area is handed to, if it can take it.
    var safeAreaReceiver: SafeAreaAbsorbing? { get }
}

extension SafeAreaPassing {
    var absorbsSafeArea: Bool { safeAreaReceiver?.absorbsSafeArea == true }

    func absorbSafeArea(_ insets: EdgeInsets) {
        guard let receiver = safeAreaReceiver else { return }
        receiver.absorbSafeArea(insets)
        sizeCache.removeAll(keepingCapacity: true)
    }
}

// Flipbook's hosts are canvases without notches, a home indicator or a keyboard: their own safe area is the
// whole canvas. The safe area there is is added inside: a navigation stack's bar and large title band, and
// `safeAreaPadding`.
extension View {
    /// Lets the view extend into the safe area around it, on `edges` where it touches it: a background under a
    /// navigation stack's bar and large title, or into `safeAreaPadding`. A window has no safe area of its own.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }

    /// Lets the view extend into the safe area around it on `edges` (the older spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// Adds `length` (16 points when nil) of safe area along `edges`. Content that stays in the safe area is
    /// inset as by padding; a scroll view extends under it and insets its content instead, which scrolls under
    /// the added area (as `contentMargins` does).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Adds `length` of safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

    /// Adds `insets` of safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets, isSafeArea: true))
    }

    /// Shows the whole window in `colorScheme` (every view, wherever this one is, and the canvas behind them) for
    /// as long as this view is shown; nil asks for nothing.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorScheme(colorScheme: colorScheme))
    }

    /// Sets the colour scheme of this view and its content alone (the older spelling; the canvas keeps its own).
    @available(*, deprecated, message: "Use preferredColorScheme(_:) or environment(\\.colorScheme, _:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

/// `preferredColorScheme`: sets the scheme of its content and tells the graph, whose root and canvas follow.
public struct _PreferredColorScheme: ViewModifier {
    let colorScheme: ColorScheme?
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
    public static func _makeModifierNode<V: View>(content: V.Type, in graph: ViewGraph)
        -> _ViewNode<ModifiedContent<V, Self>> {
        _ViewNode(PreferredColorSchemeNode<V>(graph: graph))
    }
}

final class PreferredColorSchemeNode<Content: View>: SingleChildNode, ViewNode {
    func update(_ modified: ModifiedContent<Content, _PreferredColorScheme>, context: ResolveContext) {
        var inner = context
        if let scheme = modified.modifier.colorScheme { inner.environment.colorScheme = scheme }
        graph.preferColorScheme(modified.modifier.colorScheme, from: nodeID)
        setChild(modified.content, context: inner)
    }

    override func didRemove() { graph.preferColorScheme(nil, from: nodeID) }
}
