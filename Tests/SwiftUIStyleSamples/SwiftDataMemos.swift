import SwiftUI
import SwiftData

// Surface group: SwiftData
// Surface: @Model, @Attribute(.unique), @Relationship(deleteRule:inverse:), @Transient, @Bindable
// Surface: ModelContainer(for:configurations:), ModelConfiguration(isStoredInMemoryOnly:), modelContainer(for:inMemory:), modelContainer(_:)
// Surface: @Environment(\.modelContext), insert(_:), delete(_:), save(), fetchCount(_:), FetchDescriptor
// Surface: @Query, @Query(sort:order:), Query(filter:sort:), #Predicate, localizedStandardContains

// A memo board as SwiftData tutorials write it: memos in a board, newest first, added and pinned in animations,
// searched with a predicate built in an initializer.

@Model
final class Memo {
    @Attribute(.unique) var id: UUID
    var text: String
    var order: Int
    var isPinned = false
    var board: MemoBoard?
    @Transient var isEditing = false

    init(text: String, order: Int, board: MemoBoard? = nil) {
        id = UUID()
        self.text = text
        self.order = order
        self.board = board
    }
}

@Model
final class MemoBoard {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Memo.board) var memos: [Memo] = []
    init(name: String) { self.name = name }
}

struct MemoBoardRoot: View {
    var body: some View {
        MemoBoardScreen()
            .modelContainer(for: [Memo.self, MemoBoard.self], inMemory: true)
    }
}

struct MemoBoardScreen: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Memo.order, order: .reverse) private var memos: [Memo]
    @Query private var boards: [MemoBoard]

    var body: some View {
        VStack(spacing: 8) {
            Text("\(memos.count) memos on \(boards.count) boards")
            ForEach(memos) { memo in
                MemoRow(memo: memo)
            }
            HStack {
                Button("New") {
                    let board = boards.first ?? MemoBoard(name: "Home")
                    let memo = Memo(text: "Memo \(memos.count)", order: memos.count, board: board)
                    board.memos.append(memo)
                    withAnimation(.linear(duration: 1)) { context.insert(board) }
                    try? context.save()
                }
                Button("Pin") {
                    withAnimation(.linear(duration: 1)) { memos.last?.isPinned.toggle() }
                }
                Button("Delete") {
                    if let newest = memos.first { withAnimation { context.delete(newest) } }
                }
            }
            MemoSearch(search: "memo 1")
        }
        .padding()
        .frame(maxHeight: .infinity, alignment: .top)
        .task {
            if (try? context.fetchCount(FetchDescriptor<Memo>())) == 0 {
                context.insert(Memo(text: "Welcome", order: -1))
            }
        }
    }
}

struct MemoRow: View {
    @Bindable var memo: Memo
    var body: some View {
        HStack {
            Text(memo.text)
            Spacer()
            Circle()
                .fill(memo.isPinned ? Color.orange : Color.gray.opacity(0.3))
                .frame(width: memo.isPinned ? 24 : 12, height: memo.isPinned ? 24 : 12)
        }
        .frame(height: 30)
        .padding(.horizontal, 12)
        .background(.quaternary, in: .rect(cornerRadius: 8))
    }
}

struct MemoSearch: View {
    @Query private var found: [Memo]
    init(search: String) {
        _found = Query(filter: #Predicate<Memo> { $0.text.localizedStandardContains(search) }, sort: \Memo.order)
    }
    var body: some View {
        Text("Found: \(found.map(\.text).joined(separator: ", "))")
    }
}

#Preview("Memos") {
    let container = try! ModelContainer(for: Memo.self, MemoBoard.self,
                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Memo(text: "Preview", order: 0))
    return MemoBoardScreen().modelContainer(container)
}
