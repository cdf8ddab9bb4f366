import Foundation

/// A tab view with its selection type-erased (a binding to the tag of the page shown).
struct _TabViewContainer<Content: View>: View {
    let selection: Binding<AnyHashable?>
    let content: Content
    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(TabViewNode<Content>(graph: graph)) }
}

/// The page a tab view shows, and how it shows it.
///
/// Page style: a horizontal paging scroll view of pages as large as the tab view, whose resting page writes the
/// selection (and a new selection scrolls there, animated in an animated transaction), with page dots drawn over
/// it: 8-point dots 16 points apart, centred 20 points above the bottom, the current one white and the others
/// white at 40 % (the current dot is the page nearest the scroll offset, so it changes as a swipe passes half a
/// page). With `indexViewStyle(.page(backgroundDisplayMode: .always))` the dots sit on a 26-point capsule of
/// black at 25 %, reaching a dot's pitch beyond the outer dots. Tab bar style: the selected page above a 49-point
/// bar of the pages' `tabItem` labels, the selected one in the tint and the others in system grey; a tap on a
/// label selects its page. A page that asks for
/// `toolbar(.hidden, for: .tabBar)` takes the whole tab view while it is selected, with no bar.
final class TabViewNode<Content: View>: BoundaryNode, ViewNode {
    private var body: Node?
    private var isPaged = false
    private var showsDots = true
    private var dotsBacked = false
    override var children: [Node] { body.map { [$0] } ?? [] }
    override var layoutChildren: [LayoutNode] { body?.items ?? [] }

    func update(_ view: _TabViewContainer<Content>, context: ResolveContext) {
        let style = context.environment.pageTabViewStyle
        isPaged = style != nil
        showsDots = style?.indexDisplayMode.shows ?? false
        dotsBacked = context.environment.pageIndexViewStyle.backgroundDisplayMode.showsBacking
        body = graph.reconcile(Self.composed(view, paged: isPaged), existing: body, parent: self, context: context)
    }

    @ViewBuilder
    private static func composed(_ view: _TabViewContainer<Content>, paged: Bool) -> some View {
        if paged {
            let selection = view.selection
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    view.content.containerRelativeFrame([.horizontal, .vertical])
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .environment(\.scrollPositionBinding, ScrollPositionBinding(
                read: { selection.wrappedValue }, write: { selection.wrappedValue = $0 }, anchor: nil, identifiesByTag: true))
        } else {
            _TabBarLayout(selection: view.selection, content: view.content)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let child = layoutChildren.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    override func placeContent(in bounds: CGRect) {
        layoutChildren.first?.place(in: CGRect(origin: .zero, size: bounds.size))
    }

    /// The pager below, when paged.
    private var pager: PagingViewport? {
        var node = layoutChildren.first
        while let current = node {
            if let pager = current as? PagingViewport { return pager }
            node = current.layoutChildren.first
        }
        return nil
    }

    override func renderContent(into builder: inout DisplayListBuilder, space: RenderSpace, size: CGSize) {
        super.renderContent(into: &builder, space: space, size: size)
        guard isPaged, showsDots, let pager, size.width > 0 else { return }
        let count = Int((pager.contentLength.width / size.width).rounded())
        guard count > 1 else { return }
        let current = min(max(Int((pager.contentOffset.x / size.width).rounded()), 0), count - 1)
        let diameter: CGFloat = 8, pitch: CGFloat = 16
        let first = size.width / 2 - pitch * CGFloat(count - 1) / 2
        if dotsBacked {
            let backing = CGRect(x: first - pitch, y: size.height - 20 - 13, width: pitch * CGFloat(count + 1), height: 26)
            builder.fill(Path(roundedRect: backing, cornerRadius: 13), Color.black.opacity(0.25).resolved(), in: space,
                         viewID: nodeID)
        }
        for index in 0..<count {
            let dot = CGRect(x: first + pitch * CGFloat(index) - diameter / 2, y: size.height - 20 - diameter / 2,
                             width: diameter, height: diameter)
            let color = Color.white.opacity(index == current ? 1 : 0.4).resolved()
            builder.fill(Path(ellipseIn: dot), color, in: space, viewID: nodeID)
        }
    }

    override var debugName: String { "TabView" }
}

/// A scroll view as a paged tab view reads it for its dots.
@MainActor
protocol PagingViewport: AnyObject {
    var contentOffset: CGPoint { get }
    var contentLength: CGSize { get }
}

/// The tab bar style: the selected page above the tab bar.
struct _TabBarLayout<Content: View>: View {
    let selection: Binding<AnyHashable?>
    let content: Content
    var body: Never { primitiveBody(Self.self) }
    static func _makeViewNode(in graph: ViewGraph) -> _ViewNode<Self> { _ViewNode(TabBarNode<Content>(graph: graph)) }
}

final class TabBarNode<Content: View>: LayoutNode, ViewNode, PreferenceReading {
    typealias Key = TabBarRequestKey
    private var pages: Node?
    private var bar: Node?
    private var selection: Binding<AnyHashable?>?
    /// Whether the page at an index hid the bar; nil when a page's request may have changed.
    private var cachedBarHidden: (page: Int, hidden: Bool)?
    override var children: [Node] { [pages, bar].compactMap { $0 } }
    override var layoutChildren: [LayoutNode] {
        let all = pages?.items ?? []
        let shown = selectedIndex.flatMap { $0 < all.count ? all[$0] : nil }
        return [shown].compactMap { $0 } + (isBarHidden ? [] : bar?.items ?? [])
    }

    /// Whether the selected page asks for the bar to be hidden (`toolbar(.hidden, for: .tabBar)`).
    private var isBarHidden: Bool {
        let index = selectedIndex ?? 0
        if let cachedBarHidden, cachedBarHidden.page == index { return cachedBarHidden.hidden }
        let hidden = request(ofPage: index).visibility == .hidden
        cachedBarHidden = (index, hidden)
        return hidden
    }

    /// What the page at `index` asks of the bar.
    private func request(ofPage index: Int) -> TabBarRequest {
        let all = pages?.items ?? []
        // The page's own view, inside the layout nodes its modifiers wrap it in (`tag`, `frame`): what it passes
        // up, rewritten by the modifiers above it that make no layout node (the page's `toolbar` itself).
        var page = index < all.count ? all[index] : nil
        while let wrapper = page as? WrappingLayoutNode { page = wrapper.content }
        var request = PreferenceCollection<TabBarRequestKey>.value(of: page)
        var node = page?.parent
        while let current = node, current !== self {
            (current as? any PreferenceTransforming<TabBarRequestKey>)?.transform?(&request)
            node = current.parent
        }
        return request
    }

    func needsCollecting() {
        cachedBarHidden = nil
        invalidateLayout()
    }

    static var barHeight: CGFloat { 49 }
    /// A bottom accessory's capsule, and the gap between it and the bar.
    static var accessoryHeight: CGFloat { 48 }
    static var accessoryGap: CGFloat { 8 }
    /// Whether the tab view shows a bottom accessory above its bar (which then reaches that much higher).
    private var hasAccessory = false

    func update(_ view: _TabBarLayout<Content>, context: ResolveContext) {
        selection = view.selection
        cachedBarHidden = nil
        // The pages and the bar take the environment around the tab view, without its bottom accessory.
        let accessory = context.environment.tabViewBottomAccessory
        var inner = context
        inner.environment.tabViewBottomAccessory = nil
        pages = graph.reconcile(view.content, existing: pages, parent: self, context: inner)
        invalidateLayout()
        let labels = (pages?.items ?? []).map { $0.wrapped(TabItemNode.self)?.label ?? AnyView(EmptyView()) }
        let badges = (pages?.items ?? []).map { $0.wrapped(BadgeNode.self)?.label }
        let selected = selectedIndex ?? 0
        let tint = context.environment.tint ?? .accentColor
        let select: (Int) -> Void = { [weak self] index in
            guard let self, let tag = self.tag(at: index) else { return }
            self.selection?.wrappedValue = tag
        }
        hasAccessory = accessory != nil
        // The selected page's background and colour scheme for the bar, read as the tab view updates (a page's
        // request is static in practice; selecting another page updates the tab view).
        let appearance = request(ofPage: selected).appearance
        bar = graph.reconcile(Self.bar(labels: labels, badges: badges, selected: selected, tint: tint,
                                       appearance: appearance, accessory: accessory, select: select),
                              existing: bar, parent: self, context: inner)
    }

    private static func bar(labels: [AnyView], badges: [Text?], selected: Int, tint: Color,
                            appearance: NavigationBarAppearance, accessory: AnyView?,
                            select: @escaping (Int) -> Void) -> some View {
        VStack(spacing: accessoryGap) {
            if let accessory {
                accessory
                    .environment(\.tabViewBottomAccessoryPlacement, .expanded)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .frame(height: accessoryHeight)
                    .glassEffect(.regular, in: Capsule())
                    .padding(.horizontal, 16)
            }
            tabs(labels: labels, badges: badges, selected: selected, tint: tint, select: select)
                .background(appearance.tabBarBackground)
                .barColorScheme(appearance)
        }
    }

    private static func tabs(labels: [AnyView], badges: [Text?], selected: Int, tint: Color,
                             select: @escaping (Int) -> Void) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(labels.enumerated()), id: \.offset) { index, label in
                VStack(spacing: 2) { label }
                    .labelStyle(TabItemLabelStyle())
                    .font(.system(size: 10, weight: .medium))
                    .environment(\.barItemSymbolFont, TabItemLabelStyle.iconFont)
                    .foregroundStyle(index == selected ? tint : Color(.systemGray))
                    .overlay(alignment: .top) {
                        // Centred a little past the icon's trailing edge, over its top.
                        if index < badges.count, let badge = badges[index] {
                            TabItemBadge(label: badge).offset(x: 14, y: -5)
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .frame(height: barHeight)
        .overlay(alignment: .top) { Color(.separator).frame(height: 0.5) }
    }

    /// The tag of the page at `index`: its `.tag`, else its `ForEach` id, else its place.
    private func tag(at index: Int) -> AnyHashable? {
        let all = pages?.items ?? []
        guard index < all.count else { return nil }
        let page = all[index]
        return page.wrapped(TaggedNode.self)?.anyTag ?? page.elementID(below: self) ?? AnyHashable(index)
    }

    private var selectedIndex: Int? {
        let count = pages?.items.count ?? 0
        guard count > 0 else { return nil }
        guard let wanted = selection?.wrappedValue else { return 0 }
        return (0..<count).first { tag(at: $0) == wanted }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeContent(in bounds: CGRect) {
        let reach = Self.barHeight + (hasAccessory ? Self.accessoryHeight + Self.accessoryGap : 0)
        let barFrame = CGRect(x: bounds.minX, y: bounds.maxY - reach, width: bounds.width, height: reach)
        let children = layoutChildren
        if isBarHidden {
            children.first.map { Self.placePage($0, in: bounds) }
            return
        }
        if children.count == 2 {
            // The bar's height is safe area, which a page's background that ignores it reaches under.
            let area = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                              height: max(0, bounds.height - Self.barHeight))
            graph.placing(keptIn: area, of: bounds) { Self.placePage(children[0], in: area) }
        }
        children.last?.place(in: barFrame)
    }

    /// A page is offered the whole area and centred in it, as a window centres its root view.
    private static func placePage(_ page: LayoutNode, in area: CGRect) {
        let size = page.sizeThatFits(ProposedViewSize(area.size))
        page.place(in: CGRect(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2,
                              width: size.width, height: size.height))
    }

    override var debugName: String { "TabBar" }
}

/// A tab item's label: the icon over the title.
struct TabItemLabelStyle: LabelStyle {
    /// The icons' size, whatever the titles' font (an `Image` item's symbol is drawn at it too).
    static let iconFont = Font.system(size: 22)

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(Self.iconFont)
            configuration.title
        }
    }
}
