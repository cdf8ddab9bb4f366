import SwiftUI
import Observation

@Observable
final class Store {
    var items: [Item] = (0..<5).map { Item(name: "Item \($0)") }
    var selected: Item?
    var query = ""
}

struct Item: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var isFavourite = false
}

struct ModernView: View {
    @State private var store = Store()
    @State private var showingSheet = false
    @State private var note = ""
    @State private var liked = false
    @State private var count = 0
    @State private var position: Item.ID?

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(store.items) { item in
                        RowView(item: item)
                            .scrollTransition { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
                            }
                            .visualEffect { content, proxy in
                                content.offset(y: proxy.frame(in: .scrollView).minY * 0.05)
                            }
                            .onTapGesture { store.selected = item }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollPosition(id: $position)
            .scrollTargetBehavior(.viewAligned)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Note", text: $note, axis: .vertical)
                        .lineLimit(1...3)
                        .textFieldStyle(.roundedBorder)
                    Button {
                        withAnimation(.bouncy) { count += 1 } completion: { liked.toggle() }
                    } label: {
                        Image(systemName: liked ? "heart.fill" : "heart")
                            .contentTransition(.symbolEffect(.replace))
                            .symbolEffect(.bounce, value: count)
                    }
                    .buttonStyle(.borderedProminent)
                    .buttonBorderShape(.capsule)
                    .controlSize(.large)
                    .sensoryFeedback(.impact(weight: .medium), trigger: count)
                }
                .padding()
                .background(.ultraThinMaterial)
            }
            .navigationTitle("Modern")
            .searchable(text: $store.query, prompt: "Search items")
            .navigationDestination(item: $store.selected) { item in
                Text(item.name)
                    .phaseAnimator([0.8, 1.2, 1]) { content, phase in
                        content.scaleEffect(phase)
                    } animation: { _ in .snappy }
                    .keyframeAnimator(initialValue: 0.0, trigger: count) { content, value in
                        content.offset(y: value)
                    } keyframes: { _ in
                        KeyframeTrack {
                            SpringKeyframe(-30, duration: 0.3)
                            CubicKeyframe(0, duration: 0.4)
                        }
                    }
            }
            .sheet(isPresented: $showingSheet) {
                Text("Sheet")
                    .presentationDetents([.medium, .large])
                    .presentationBackground(.thinMaterial)
                    .presentationCornerRadius(24)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Show", systemImage: "square.and.arrow.up") { showingSheet = true }
                }
                ToolbarSpacer(.fixed, placement: .primaryAction)
                ToolbarItem(placement: .primaryAction) {
                    Button("More", systemImage: "ellipsis") {}
                }
            }
            .safeAreaBar(edge: .bottom) { Text("\(store.items.count) items") }
            .tabViewBottomAccessory { Text("Now Playing") }
            .toolbarBackground(.hidden, for: .navigationBar)
            .toolbar(.hidden, for: .tabBar)
            .overlay {
                if store.items.isEmpty {
                    ContentUnavailableView.search(text: store.query)
                }
            }
            .onChange(of: count, initial: false) { old, new in print(old, new) }
            .animation(.smooth(duration: 0.3), value: store.items)
        }
        .tint(.pink)
        .fontDesign(.rounded)
    }
}

struct RowView: View {
    let item: Item
    var body: some View {
        HStack {
            Text(item.name).font(.headline)
            Spacer()
            Text(item.isFavourite ? "★" : "").contentTransition(.numericText())
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(.background.secondary))
        .overlay(RoundedRectangle(cornerRadius: 12).fill(.shadow(.inner(color: .black.opacity(0.2), radius: 3)))
            .opacity(0.1))
        .background(Capsule().fill(.tint.opacity(0.15)))
        .containerRelativeFrame(.horizontal)
        .scenePadding(.horizontal)
    }
}

// The sidebar-adaptable tab style, list section spacing, and the older flip spelling. (`Tab` itself is a type of
// SheetsAndTabBars.swift here, as in many projects; the iOS 18 role initializer is covered by the views' tests.)
struct LibraryTabs: View {
    @State private var tab = "books"
    @State private var picked: Set<Int> = []

    var body: some View {
        TabView(selection: $tab) {
            List(selection: $picked) { ForEach(0..<3) { Text("Book \($0)") } }
                .listStyle(.sidebar)
                .listSectionSpacing(.compact)
                .scrollDismissesKeyboard(.interactively)
                .tabItem { Label("Books", systemImage: "book") }
                .tag("books")
            Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag("search")
        }
        .tabViewStyle(.sidebarAdaptable)
        .defersSystemGestures(on: .bottom)
    }
}
