import SwiftUI

// Surface group: View models, app scaffolding and containers
// Surface: ObservableObject, @Published, @StateObject, @ObservedObject, @EnvironmentObject, environmentObject, App, WindowGroup, @main
// Surface: environment(_:) on a Scene, environmentObject(_:) on a Scene, windowStyle (accepted), defaultAppStorage (accepted), WindowGroup(for:content:)
// Surface: windowResizability (accepted), defaultSize (accepted), commands (accepted), CommandMenu (accepted), CommandGroup (accepted)
// Surface: MenuBarExtra(_:systemImage:content:) (accepted), menuBarExtraStyle (accepted), openWindow (accepted), dismissWindow (accepted)
// Surface: LazyVGrid, GridItem(.adaptive), LazyVStack, pinnedViews, zIndex, hidden, allowsHitTesting, Divider, ButtonStyle, buttonStyle(.borderedProminent), controlSize, buttonBorderShape
// Surface: ignoresSafeArea, edgesIgnoringSafeArea, safeAreaInset, preferredColorScheme, tint, Material, linearGradient, clipShape
// Surface: Group(subviews:transform:), ForEach(subviews:content:), ContainerValues, containerValue, SubviewsCollection
// Surface: LayoutSubview.containerValues
// Surface: draggable (accepted), dropDestination (accepted), Transferable, CodableRepresentation, ProxyRepresentation, UTType
// Surface: onDrag (accepted), onDrop (accepted), DropDelegate, DropInfo, DropProposal, NSItemProvider

// The everyday SwiftUI around animations: view models, app scaffolding, z order, grids, button styles and
// shape styles, as real projects write them.

final class CartModel: ObservableObject {
    @Published var items = 0
    @Published var expanded = false

    func add() {
        withAnimation(.linear(duration: 1)) {
            items += 1
            expanded = true
        }
    }
}

@main
struct ShopApp: App {
    @StateObject private var cart = CartModel()

    var body: some Scene {
        WindowGroup {
            CartRoot()
                .environmentObject(cart)
        }
        .environmentObject(cart)
        .environment(\.locale, Locale(identifier: "en_GB"))
        .onChange(of: cart.items) { oldCount, newCount in }
        .windowStyle(.automatic)
        .windowResizability(.contentSize)
        .defaultSize(width: 390, height: 844)
        .commands {
            CommandMenu("Cart") {
                Button("Empty") { cart.items = 0 }.keyboardShortcut("e", modifiers: [.command, .shift])
            }
            CommandGroup(replacing: .newItem) {}
            SidebarCommands()
        }
        .defaultAppStorage(.standard)
        WindowGroup(for: Int.self) { $orderNumber in
            Text("Order \(orderNumber ?? 0)")
        }
        MenuBarExtra("Cart", systemImage: "cart") {
            Text("\(cart.items) items")
        }
        .menuBarExtraStyle(.window)
    }
}

struct CartRoot: View {
    @StateObject private var cart = CartModel()
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        ZStack {
            Color(.systemGroupedBackground).ignoresSafeArea()
            VStack(spacing: 12) {
                CartBadge(cart: cart)
                CartSummary()
                Button("Add") { cart.add() }
                    .buttonStyle(.borderedProminent)
                    .tint(.green)
                    .controlSize(.large)
                    .buttonBorderShape(.capsule)
                Toggle("Expanded", isOn: $cart.expanded)
                Button("Receipt") { openWindow(value: cart.items) }
                    .onLongPressGesture { dismissWindow() }
            }
            .environmentObject(cart)
        }
        .edgesIgnoringSafeArea(.all)
    }
}

struct CartBadge: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(.orange)
            .frame(width: cart.expanded ? 160 : 80, height: 40)
            .overlay(Text("\(cart.items)").foregroundColor(.white))
    }
}

struct CartSummary: View {
    @EnvironmentObject var cart: CartModel

    var body: some View {
        Text(cart.items == 1 ? "1 item" : "\(cart.items) items")
    }
}

struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color.purple)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

struct GalleryGridRoot: View {
    @State private var selected: Int? = nil
    private let columns = [GridItem(.adaptive(minimum: 60), spacing: 10)]

    var body: some View {
        VStack(spacing: 0) {
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach(0..<8, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(index == selected ? Color.red : Color.blue)
                        .frame(height: 60)
                        .zIndex(index == selected ? 1 : 0)
                        .scaleEffect(index == selected ? 1.3 : 1)
                        .onTapGesture { withAnimation(.spring()) { selected = index } }
                }
            }
            .padding()
            Divider()
            LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
                Text("Row A")
                Text("Row B").hidden()
                Text("Row C").allowsHitTesting(false)
            }
            Button("Press me") {}
                .buttonStyle(PressableStyle())
            HStack {
                Circle().fill(.yellow).stroke(.black, lineWidth: 3).frame(width: 30, height: 30)
                Capsule().fill(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 60, height: 30)
                Text("glass").padding(6).background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 6))
                Text("tinted").foregroundStyle(.tint).tint(.orange)
                Color(.systemGray5).frame(width: 20, height: 20)
                Text("plain").background(Color.red)
            }
        }
        .footer("footer", on: .bottom, aligned: .trailing)
        .preferredColorScheme(.light)
    }
}

// iOS 18's custom containers: a ribbon that gives each of its content's views a tile, highlighted when the view
// asks for it through a container value, and a count of a group's subviews.
extension ContainerValues {
    @Entry var isHighlighted: Bool = false
}

struct Ribbon<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        HStack(spacing: 10) {
            ForEach(subviews: content) { subview in
                subview
                    .frame(width: 40, height: 40)
                    .background(subview.containerValues.isHighlighted ? Color.orange : Color.gray)
            }
        }
    }
}

/// A row that leaves the views whose container value asks for it 10 points above the others: a custom `Layout`
/// reads its subviews' `containerValues` (iOS 18).
struct LiftingRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat(subviews.count) * 30, height: 30)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 30, y: bounds.minY + drop(of: subview)),
                          proposal: ProposedViewSize(width: 20, height: 20))
        }
    }

    private func drop(of subview: LayoutSubview) -> CGFloat {
        subview.containerValues.isHighlighted ? 0 : 10
    }
}

struct RibbonRoot: View {
    @State private var extra = 2

    var body: some View {
        VStack(spacing: 20) {
            Ribbon {
                Text("A")
                Text("B").containerValue(\.isHighlighted, true)
                ForEach(0..<extra, id: \.self) { number in
                    Text("\(number)")
                }
            }
            LiftingRow {
                Color.purple
                Color.purple.containerValue(\.isHighlighted, true)
                Color.purple
            }
            Group(subviews: Group { Text("x"); Text("y"); Text("z") }) { (subviews: SubviewsCollection) in
                Text("\(subviews.count) views")
            }
            Button("More") { extra += 1 }
        }
    }
}

// Drag and drop as iOS 16 code writes it: books that can be dragged onto a box. Flipbook accepts it and drags
// nothing, so the shelf stays as it is.
struct Book: Codable, Identifiable, Transferable {
    var id: String { title }
    let title: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .book)
        ProxyRepresentation(exporting: \.title)
    }
}

extension UTType {
    static let book = UTType(exportedAs: "com.example.book", conformingTo: .data)
}

struct ShelfRoot: View {
    @State private var books = [Book(title: "Emma"), Book(title: "Dune")]
    @State private var isTargeted = false

    var body: some View {
        VStack {
            ForEach(books) { book in
                Text(book.title).padding(8).draggable(book)
            }
            RoundedRectangle(cornerRadius: 8)
                .fill(isTargeted ? Color.green : Color.gray)
                .frame(width: 120, height: 60)
                .dropDestination(for: Book.self) { items, _ in
                    books.append(contentsOf: items)
                    return true
                } isTargeted: { targeted in
                    isTargeted = targeted
                }
        }
    }
}

/// A grid reordered by the iOS 13 drag and drop, as tutorials write it: nothing is dragged in Flipbook, so the
/// grid stays in its first order.
struct ReorderGridRoot: View {
    struct Tile: Identifiable, Equatable {
        let id: Int
        let color: Color
    }

    struct Reorder: DropDelegate {
        let tile: Tile
        @Binding var tiles: [Tile]
        @Binding var dragging: Tile?

        func performDrop(info: DropInfo) -> Bool {
            dragging = nil
            return true
        }

        func dropEntered(info: DropInfo) {
            guard let dragging, dragging != tile, let from = tiles.firstIndex(of: dragging),
                  let to = tiles.firstIndex(of: tile) else { return }
            withAnimation { tiles.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to) }
        }

        func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
    }

    @State private var tiles = [Tile(id: 1, color: .red), Tile(id: 2, color: .blue), Tile(id: 3, color: .green)]
    @State private var dragging: Tile?

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(tiles) { tile in
                RoundedRectangle(cornerRadius: 10)
                    .fill(tile.color)
                    .frame(height: 80)
                    .onDrag {
                        dragging = tile
                        return NSItemProvider(object: "\(tile.id)" as NSString)
                    }
                    .onDrop(of: [.text], delegate: Reorder(tile: tile, tiles: $tiles, dragging: $dragging))
            }
        }
        .padding()
    }
}

// An app's own wrapper of `safeAreaInset`, naming SwiftUI's edge types in its signature.
extension View {
    func footer(_ text: String, on edge: VerticalEdge, aligned: HorizontalEdge) -> some View {
        safeAreaInset(edge: edge) {
            Text(text)
                .frame(maxWidth: .infinity, alignment: aligned == .leading ? .leading : .trailing)
                .background(.bar)
        }
    }
}
