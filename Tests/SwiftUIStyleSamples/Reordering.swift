import SwiftUI

// Surface group: iOS 27 reordering, toolbars and input kinds
// Surface: reorderable, reorderable(collectionID:), reorderContainer(for:), reorderContainer(for:in:), reorderContainer(for:itemID:), ReorderDifference, ReorderableSingleCollectionIdentifier
// Surface: ToolbarOverflowMenu, toolbarOverflowMenu, topBarPinnedTrailing, visibilityPriority (accepted), toolbarMinimizationBehavior (accepted), toolbarMinimizationRestoration (accepted)
// Surface: GestureInputKinds (accepted), DragGesture(minimumDistance:coordinateSpace:inputKinds:), onTapGesture(count:coordinateSpace:inputKinds:perform:)
// Surface: pickerStyle(.tabs), textFieldStyle(.bordered), textInputBorderShape (accepted), concentricCornerRadii, TabRole.prominent, navigationTransition(.crossFade)
// Surface: swipeActions(onPresentationChanged:), swipeActionsContainer (accepted)

// A playlist whose songs are reordered by a long press and a drag, as iOS 27 code writes it: the container's
// move closure applies the difference with the array extension Apple's sample code defines.

struct PlaylistSong: Identifiable, Sendable {
    let id: String
    var color: Color
}

extension Array where Element: Identifiable, Element.ID: Sendable {
    mutating func apply(difference: ReorderDifference<Element.ID, some Hashable & Sendable>) {
        let moved = filter { difference.sources.contains($0.id) }
        removeAll { difference.sources.contains($0.id) }
        switch difference.destination.position {
        case let .before(id):
            guard let index = firstIndex(where: { $0.id == id }) else { return }
            insert(contentsOf: moved, at: index)
        case .end:
            append(contentsOf: moved)
        }
    }
}

struct PlaylistReorderRoot: View {
    @State private var songs = [PlaylistSong(id: "Intro", color: .red), PlaylistSong(id: "Theme", color: .green),
                                PlaylistSong(id: "Bridge", color: .blue), PlaylistSong(id: "Outro", color: .orange)]
    @State private var moves = 0
    @State private var kind = 0

    var body: some View {
        NavigationStack {
            VStack(spacing: 8) {
                Picker("Kind", selection: $kind) {
                    Text("Songs").tag(0)
                    Text("Albums").tag(1)
                }
                .pickerStyle(.tabs)
                VStack(spacing: 10) {
                    ForEach(songs) { song in
                        HStack {
                            Text(song.id).foregroundStyle(.white)
                            Spacer()
                        }
                        .padding(.horizontal)
                        .frame(height: 60)
                        .background(song.color, in: .rect(cornerRadius: 12))
                        .swipeActions {
                            Button("Delete", role: .destructive) { songs.removeAll { $0.id == song.id } }
                        } onPresentationChanged: { _ in }
                    }
                    .reorderable()
                }
                .reorderContainer(for: PlaylistSong.self) { (difference: ReorderDifference<String, ReorderableSingleCollectionIdentifier>) in
                    songs.apply(difference: difference)
                    moves += 1
                }
                .swipeActionsContainer()
                Text("Moves: \(moves)")
                TextField("Name", text: .constant(""))
                    .textFieldStyle(.bordered)
                    .textInputBorderShape(.capsule)
                GeometryReader { proxy in
                    UnevenRoundedRectangle(cornerRadii: proxy.concentricCornerRadii ?? .init())
                        .fill(.gray.opacity(0.2))
                }
                .frame(height: 20)
            }
            .padding()
            .navigationTitle("Playlist")
            .toolbar {
                ToolbarItem(placement: .topBarPinnedTrailing) { Button("Play") {} }
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    .visibilityPriority(.low)
                ToolbarOverflowMenu {
                    Button("Shuffle") {}
                    Button("Share") {}
                }
            }
            .toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)
            .toolbarMinimizationRestoration(.automatic, for: .navigationBar)
            .navigationTransition(.crossFade)
            .gesture(DragGesture(minimumDistance: 30, coordinateSpace: .local, inputKinds: GestureInputKinds.pointer))
            .onTapGesture(count: 2, coordinateSpace: .local, inputKinds: [.directTouch, .pencil]) { _ in }
        }
    }
}

// Two shelves of books: a book moves within its shelf, and the difference names the shelf.
struct ShelfBook: Identifiable, Sendable {
    let id: Int
    var title: String
}

struct ShelvesRoot: View {
    @State private var shelves: [[ShelfBook]] = [[ShelfBook(id: 1, title: "Dune"), ShelfBook(id: 2, title: "Emma")],
                                            [ShelfBook(id: 3, title: "Ulysses"), ShelfBook(id: 4, title: "Walden")]]
    @State private var report = "none"

    var body: some View {
        VStack(spacing: 12) {
            ForEach(shelves.indices, id: \.self) { shelf in
                Section("Shelf \(shelf)") {
                    ForEach(shelves[shelf]) { book in
                        Text(book.title).frame(width: 200, height: 44).background(.yellow)
                    }
                    .reorderable(collectionID: shelf)
                }
            }
            Text("Moved: \(report)")
        }
        .reorderContainer(for: ShelfBook.self, in: Int.self) { difference in
            let shelf = difference.destination.collectionID
            shelves[shelf].apply(difference: difference)
            report = "\(difference.sources) on shelf \(shelf)"
        }
        .reorderContainer(for: ShelfBook.self, itemID: \.title) { _ in }
        .toolbarOverflowMenu { Button("Sort") {} }
        .tabItem { Label("Books", systemImage: "books.vertical") }
    }
}

struct ProminentTabRoot: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home screen") }
            Tab("New", systemImage: "plus", role: TabRole.prominent) { Text("New screen") }
        }
    }
}
