import SwiftUI

// Surface group: Layout and scrolling
// Surface: Grid(alignment:horizontalSpacing:verticalSpacing:content:), GridRow, gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes, Divider
// Surface: ViewThatFits, alignmentGuide, AlignmentID, containerRelativeFrame, LazyHStack, scrollTargetLayout, scrollTargetBehavior(.viewAligned), scrollTargetBehavior(.paging)
// Surface: scrollPosition(id:anchor:), scrollIndicators, scrollDisabled, scrollBounceBehavior (accepted), contentMargins, safeAreaPadding, disabled
// Surface: onScrollGeometryChange, onScrollPhaseChange, onScrollVisibilityChange, ScrollGeometry, ScrollPhase, ScrollPosition, scrollPosition(_:)
// Surface: ScrollGeometry(contentOffset:contentSize:contentInsets:containerSize:)
// Surface: onScrollTargetVisibilityChange(idType:threshold:_:)
// Surface: defaultScrollAnchor, defaultScrollAnchor(_:for:), scrollClipDisabled, background(.fill), viewAligned(limitBehavior:), buttonRepeatBehavior (accepted)
// Surface: LayoutValueKey, layoutValue(key:value:)
// Surface: GridLayout

// A scoreboard grid, a headline that fits, and a card carousel that rests on a card, as real projects
// write them.

private enum BadgeBottom: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
}

extension VerticalAlignment {
    static let badgeBottom = VerticalAlignment(BadgeBottom.self)
}

struct ScoreGridRoot: View {
    @State private var compact = false

    var body: some View {
        VStack(spacing: 16) {
            Grid(alignment: .trailing, horizontalSpacing: 12, verticalSpacing: 6) {
                GridRow {
                    Text("Team").gridColumnAlignment(.leading)
                    Text("W")
                    Text("L")
                }
                .font(.headline)
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Otters")
                    Text("12")
                    Text("3")
                }
                GridRow {
                    Text("Herons")
                    Text("9")
                    Text("6")
                }
                GridRow {
                    Text("no games yet").gridCellColumns(2)
                    Color.orange.frame(width: 10, height: 10).gridCellAnchor(.topLeading)
                }
            }
            ViewThatFits(in: .horizontal) {
                Text("The season's longest headline ever written")
                Text("Short headline")
            }
            .frame(width: compact ? 150 : 380)
            HStack(alignment: .badgeBottom) {
                Text("Score").font(.largeTitle)
                VStack {
                    Text("new")
                    Text("badge").alignmentGuide(.badgeBottom) { d in d[.top] }
                }
            }
            Button("Compact") { compact = true }
            Button("Unavailable") {}.disabled(true)
        }
        .safeAreaPadding(.horizontal, 4)
    }
}

/// Cards that peek in from both sides: the scroll view's content margins inset them, and each rests on the margin.
struct PeekCarouselRoot: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<5, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(.orange.gradient)
                        .overlay(Text("Peek \(index)"))
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 40, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .frame(height: 160)
    }
}

/// The same carousel with its margins added as safe area (the iOS 17 spelling): the scroll view still spans the
/// whole width, and the card scrolled past stays visible under the added area.
struct SafeAreaCarouselRoot: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(0..<5, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(.mint.gradient)
                        .overlay(Text("Safe \(index)"))
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .safeAreaPadding(.horizontal, 40)
        .frame(height: 160)
    }
}

/// A chat that starts at its latest message and keeps it in view as messages arrive; its bubbles are drawn in
/// the system fill, and the strip of reactions above draws past its own edges.
struct ChatRoot: View {
    @State private var messages = (1...12).map { "Message \($0)" }

    var body: some View {
        VStack(spacing: 8) {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(["👍", "🎉", "❤️", "😂", "🔥", "👀", "🙏"], id: \.self) { reaction in
                        Text(reaction).frame(width: 44, height: 44).background(.fill, in: .circle)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByFew))
            .scrollClipDisabled()
            .frame(width: 200, height: 44)
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .padding(.horizontal, 12)
                            .frame(height: 36)
                            .background(.fill, in: .capsule)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .defaultScrollAnchor(.bottom)
            .defaultScrollAnchor(.top, for: .alignment)
            .frame(height: 200)
            Button("Send") {
                withAnimation { messages.append("Message \(messages.count + 1)") }
            }
            .buttonRepeatBehavior(.enabled)
        }
        .padding()
    }
}

struct CarouselRoot: View {
    @State private var focused: Int? = 0
    @State private var scrolled: CGFloat = 0
    // The zero geometry a page starts from before its scroll view reports one, as custom pagers keep per page.
    @State private var geometry = ScrollGeometry(contentOffset: .zero, contentSize: .zero, contentInsets: .init(.zero),
                                                 containerSize: .zero)
    @State private var phase: ScrollPhase = .idle
    @State private var seen: Set<Int> = [0]
    @State private var strip = ScrollPosition(idType: Int.self)

    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 10) {
                    ForEach(0..<6, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(index.isMultiple(of: 2) ? Color.teal : Color.indigo)
                            .overlay(Text("Card \(index)").foregroundStyle(.white))
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                            .onScrollVisibilityChange(threshold: 0.9) { visible in
                                if visible { seen.insert(index) }
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $focused)
            .onScrollGeometryChange(for: CGFloat.self) { (geometry: ScrollGeometry) in
                geometry.contentOffset.x
            } action: { _, offset in
                scrolled = offset + geometry.contentInsets.leading
            }
            .onScrollPhaseChange { _, new in phase = new }
            .scrollIndicators(.hidden)
            .scrollBounceBehavior(.basedOnSize)
            .contentMargins(.horizontal, 0)
            .frame(height: 120)
            Text("focused \(focused.map(String.init) ?? "none")")
            Text("scrolled \(Int(scrolled)) \(phase.isScrolling ? "moving" : "still") seen \(seen.count)")
            Button("Last") { withAnimation(.linear(duration: 1)) { focused = 5 } }
            ScrollView {
                Text("locked")
            }
            .scrollDisabled(true)
            .frame(height: 40)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { page in
                        Text("Page \(page)").frame(width: 390, height: 40)
                    }
                }
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition($strip)
            .frame(height: 40)
            Button("First page") { strip.scrollTo(edge: .leading) }
        }
    }
}

/// A podium: each step's height comes from the place its view gives the layout.
private struct Place: LayoutValueKey {
    static let defaultValue = 3
}

struct PodiumLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 60, height: 150)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, step) in subviews.enumerated() {
            let height = CGFloat(4 - step[Place.self]) * 40
            step.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 60, y: bounds.maxY), anchor: .bottomLeading,
                       proposal: ProposedViewSize(width: 50, height: height))
        }
    }
}

struct PodiumRoot: View {
    var body: some View {
        PodiumLayout {
            Text("2nd").frame(maxWidth: .infinity, maxHeight: .infinity).background(.gray).layoutValue(key: Place.self, value: 2)
            Text("1st").frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow).layoutValue(key: Place.self, value: 1)
            Text("3rd").frame(maxWidth: .infinity, maxHeight: .infinity).background(.orange)
        }
    }
}

/// Which rows show, as an iOS 18 list of visible ids, updated as the list scrolls.
struct VisibleRowsRoot: View {
    @State private var visible: [Int] = []

    var body: some View {
        VStack {
            Text("showing \(visible.map(String.init).joined(separator: ","))")
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { row in
                        Text("Row \(row)").frame(maxWidth: .infinity, minHeight: 50).id(row)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 200)
            .onScrollTargetVisibilityChange(idType: Int.self, threshold: 0.5) { visible = $0 }
        }
    }
}

/// A standings table that folds into one column: the same rows laid out by a grid layout, then by a stack.
struct StandingsRoot: View {
    @State private var folded = false

    var body: some View {
        let layout = folded ? AnyLayout(VStackLayout(alignment: .leading, spacing: 2))
            : AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6))
        VStack(spacing: 20) {
            layout {
                GridRow {
                    Text("Otters")
                    Text("12 wins")
                }
                GridRow {
                    Text("Kingfishers")
                    Text("9 wins")
                }
            }
            Button("Fold") { withAnimation(.easeInOut(duration: 0.4)) { folded = true } }
        }
    }
}
