import Foundation

/// A height a sheet may take.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case medium, large, fraction(CGFloat), points(CGFloat)
    }
    let height: Height

    /// Half the height of the view presenting it.
    public static let medium = PresentationDetent(height: .medium)
    /// All the height but 40 points at the top (the default).
    public static let large = PresentationDetent(height: .large)
    /// A fraction of the height of the view presenting it.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .points(height)) }

    /// This detent's height in a presenting view `container` points tall (never above the large detent's).
    func points(in container: CGFloat) -> CGFloat {
        let large = max(0, container - SheetCard<EmptyView>.topInset)
        let value: CGFloat
        switch height {
        case .medium: value = container / 2
        case .large: value = large
        case .fraction(let fraction): value = container * fraction
        case .points(let points): value = points
        }
        return value.isFinite ? min(max(0, value), large) : large
    }
}

extension View {
    /// Sets the heights a sheet may take: it is presented at the lowest of them (Flipbook's sheets are not
    /// dragged between detents).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(SheetDetentsModifier(detents: Array(detents), selected: nil))
    }

    /// Sets the heights a sheet may take, presenting it at `selection`.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(SheetDetentsModifier(detents: Array(detents), selected: selection.wrappedValue))
    }
}

/// Where a sheet's content says which heights the sheet takes.
@MainActor
final class SheetDetents {
    fileprivate(set) var detents: [PresentationDetent] = []
    fileprivate(set) var selected: PresentationDetent?
    weak var card: LayoutNode?

    /// The sheet's height in a presenting view `container` points tall: the selected detent, else the lowest.
    func height(in container: CGFloat) -> CGFloat {
        if let selected { return selected.points(in: container) }
        return detents.map { $0.points(in: container) }.min() ?? PresentationDetent.large.points(in: container)
    }

    fileprivate func set(_ detents: [PresentationDetent], selected: PresentationDetent?) {
        guard detents != self.detents || selected != self.selected else { return }
        self.detents = detents
        self.selected = selected
        card?.invalidateLayout()
    }
}

struct SheetDetentsKey: EnvironmentKey { static var defaultValue: SheetDetents? { nil } }

extension EnvironmentValues {
    var sheetDetents: SheetDetents? {
        get { self[SheetDetentsKey.self] }
        set { self[SheetDetentsKey.self] = newValue }
    }
}

/// `presentationDetents`: tells the sheet this view is in its heights.
struct SheetDetentsModifier: ViewModifier {
    let detents: [PresentationDetent]
    let selected: PresentationDetent?
    @Environment(\.sheetDetents) private var sheet

    func body(content: Content) -> some View {
        sheet?.set(detents.sorted { $0.points(in: 1000) < $1.points(in: 1000) }, selected: selected)
        return content
    }
}

/// A sheet's card: at the bottom of the presenting view, as tall as its detent (a full-screen cover: all of it).
struct SheetCard<Content: View>: View {
    nonisolated static var topInset: CGFloat { 40 }
    let fullScreen: Bool
    let content: Content

    init(fullScreen: Bool, @ViewBuilder content: () -> Content) {
        self.fullScreen = fullScreen
        self.content = content()
    }

    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(SheetCardNode<Content>(graph: graph)) }
}

final class SheetCardNode<Content: View>: LayoutNode, ViewNode {
    private let detents = SheetDetents()
    private var fullScreen = false
    private var content: Node?
    override var children: [Node] { content.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { content?.items ?? [] }

    func update(_ card: SheetCard<Content>, context: ResolveContext) {
        detents.card = self
        fullScreen = card.fullScreen
        var inner = context
        inner.environment.sheetDetents = fullScreen ? nil : detents
        content = graph.reconcile(card.content, existing: content, parent: self, context: inner)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeContent(in bounds: CGRect) {
        let height = fullScreen ? bounds.height : detents.height(in: bounds.height)
        for item in layoutChildren {
            item.place(in: CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height))
        }
    }

    override var debugName: String { "SheetCard" }
}
