import SwiftUI

// iOS 27 (Xcode 27) code as it is written in the months after WWDC26: `@ContentBuilder`, `anyAppleOS`
// availability, reordering applied by a difference extension of the app's own, overflow menus and priorities,
// and swipe actions outside a list.

struct Chore27: Identifiable, Hashable {
    let id: String
    var name: String
}

private extension ReorderDifference where CollectionID == ReorderableSingleCollectionIdentifier {
    func move<Element: Identifiable<ItemID>>(in elements: inout [Element]) {
        let moving = Set(sources)
        let moved = elements.filter { moving.contains($0.id) }
        var rest = elements.filter { !moving.contains($0.id) }
        let index = switch destination.position {
        case .before(let id): rest.firstIndex { $0.id == id } ?? rest.endIndex
        case .end: rest.endIndex
        }
        rest.insert(contentsOf: moved, at: index)
        elements = rest
    }
}

struct Chores27: View {
    @State private var chores = (1...8).map { Chore27(id: "\($0)", name: "Chore \($0)") }

    var body: some View {
        NavigationStack {
            List {
                ForEach(chores) { chore in
                    Text(chore.name).contentShape(.rect)
                }
                .onDelete { chores.remove(atOffsets: $0) }
                .reorderable()
            }
            .reorderContainer(for: Chore27.self, isEnabled: !chores.isEmpty) { difference in
                difference.move(in: &chores)
            }
            .toolbar {
                ToolbarItemGroup {
                    Button("Undo", systemImage: "arrow.uturn.backward") {}
                    Button("Redo", systemImage: "arrow.uturn.forward") {}
                }
                .visibilityPriority(.high)
                ToolbarItem(placement: .topBarPinnedTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                ToolbarOverflowMenu {
                    Button("Duplicate", systemImage: "plus.square.on.square") {}
                    Menu("Sort") {
                        Button("By name") {}
                        Button("By date") {}
                    }
                }
            }
        }
    }
}

struct Cards27: View {
    @ContentBuilder
    var rows: some View {
        ForEach(1..<6, id: \.self) { index in
            Text("Card \(index)")
                .padding()
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.blue.opacity(0.2))
                .swipeActions {
                    Button("Delete", role: .destructive) {}
                    Button("Keep", role: .cancel) {}
                }
        }
    }

    @available(anyAppleOS 27.0, *)
    func onlyOnNewSystems() {}

    var body: some View {
        ScrollView {
            VStack { rows }
        }
        .swipeActionsContainer()
    }
}
