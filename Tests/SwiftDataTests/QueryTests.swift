import Foundation
import Testing
import SwiftData
@testable import FlipbookViews

@Model
final class Chore {
    var title: String
    var priority: Int
    var isDone = false
    var owner: Person?

    init(_ title: String, priority: Int, owner: Person? = nil) {
        self.title = title
        self.priority = priority
        self.owner = owner
    }
}

@Model
final class Person {
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Chore.owner) var tasks: [Chore] = []
    init(name: String) { self.name = name }
}

/// A list of open tasks by priority, with buttons that add, finish and delete tasks in animations.
private struct TaskList: View {
    @Environment(\.modelContext) private var context
    @Query(filter: #Predicate<Chore> { !$0.isDone }, sort: \Chore.priority) private var open: [Chore]
    @Query private var all: [Chore]

    var body: some View {
        VStack(spacing: 0) {
            Text("\(open.count) open of \(all.count)")
            ForEach(open) { task in
                Text(task.title).frame(height: 30)
            }
            Button("Add") { withAnimation(.linear(duration: 1)) { context.insert(Chore("Urgent", priority: 0)) } }
            Button("Finish") { open.first?.isDone = true }
            Button("Delete") { if let last = all.last { context.delete(last) } }
        }
    }
}

extension ViewGraph {
    /// Taps the frontmost view showing `label`.
    func tap(label: String) {
        guard let frame = laidOutViews.last(where: { $0.text == label })?.frame else {
            Issue.record("no text \(label)")
            return
        }
        _ = tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

@MainActor
@Suite struct QueryTests {
    private func graph(_ chores: [Chore]) -> ViewGraph {
        let container = try! ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for task in chores { container.mainContext.insert(task) }
        return ViewGraph(rootView: TaskList().modelContainer(container), size: CGSize(width: 300, height: 400))
    }

    private func titles(_ graph: ViewGraph) -> [String] {
        graph.laidOutViews.compactMap(\.text).filter { !$0.contains(" open of ") && !["Add", "Finish", "Delete"].contains($0) }
    }

    @Test func aQueryFiltersAndSortsAndFollowsChanges() throws {
        let graph = graph([Chore("Write", priority: 2), Chore("Read", priority: 1), Chore("Sleep", priority: 3)])
        #expect(titles(graph) == ["Read", "Write", "Sleep"])
        #expect(graph.laidOutViews.contains { $0.text == "3 open of 3" })
        graph.tap(label: "Finish")
        graph.advance(to: 0.1)
        #expect(titles(graph) == ["Write", "Sleep"], "a finished task leaves the filtered query")
        #expect(graph.laidOutViews.contains { $0.text == "2 open of 3" })
        graph.tap(label: "Delete")
        graph.advance(to: 0.2)
        #expect(titles(graph) == ["Write"] && graph.laidOutViews.contains { $0.text == "1 open of 2" })
    }

    @Test func anInsertInsideWithAnimationAnimates() throws {
        let graph = graph([Chore("Write", priority: 2)])
        let write = { graph.laidOutViews.first { $0.text == "Write" }?.frame.midY ?? .nan }
        let before = write()
        graph.tap(label: "Add")
        graph.advance(to: graph.time + 0.5)
        #expect(titles(graph) == ["Urgent", "Write"])
        let halfway = write()
        graph.advance(to: graph.time + 1)
        let after = write()
        #expect(halfway > min(before, after) + 1 && halfway < max(before, after) - 1,
                "the row moves down in the insert's animation: \(before) → \(halfway) → \(after)")
    }

    @Test func fetchDescriptorsFilterSortAndWindow() throws {
        let container = try ModelContainer(for: Chore.self)
        let context = ModelContext(container)
        for (index, title) in ["a", "b", "c", "d", "e"].enumerated() {
            context.insert(Chore(title, priority: 5 - index))
        }
        var descriptor = FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.priority)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.title) == ["d", "c"])
        #expect(try context.fetchCount(FetchDescriptor<Chore>(predicate: #Predicate { $0.priority > 3 })) == 2)
        try context.delete(model: Chore.self, where: #Predicate { $0.priority < 3 })
        #expect(try context.fetch(FetchDescriptor<Chore>()).map(\.title) == ["a", "b", "c"])
        #expect(context.hasChanges)
        try context.save()
        context.insert(Chore("f", priority: 0))
        context.rollback()
        #expect(try context.fetchCount(FetchDescriptor<Chore>()) == 3, "a rollback undoes what came after the save")
        let shared = try container.mainContext.fetchCount(FetchDescriptor<Chore>())
        #expect(container.mainContext !== context && shared == 3, "contexts of one container share its store")
    }

    @Test func relatedModelsAreInsertedWithTheirOwner() throws {
        let container = try ModelContainer(for: Person.self, Chore.self)
        let context = container.mainContext
        let ada = Person(name: "Ada")
        ada.tasks.append(Chore("Engine", priority: 1))
        context.insert(ada)
        #expect(try context.fetch(FetchDescriptor<Chore>()).map(\.title) == ["Engine"])
        ada.tasks.append(Chore("Notes", priority: 2))
        #expect(try context.fetch(FetchDescriptor<Chore>(sortBy: [SortDescriptor(\.priority)])).map(\.title)
                == ["Engine", "Notes"], "a model added to a relationship later is found too")
        let solo = Chore("Solo", priority: 3, owner: Person(name: "Grace"))
        context.insert(solo)
        #expect(try context.fetch(FetchDescriptor<Person>()).map(\.name) == ["Ada", "Grace"])
        // A deleted model that its owner still holds stays deleted, until it is inserted again.
        let engine = ada.tasks[0]
        context.delete(engine)
        #expect(try context.fetch(FetchDescriptor<Chore>()).map(\.title).sorted() == ["Notes", "Solo"])
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Chore>()) == 2)
        context.insert(engine)
        #expect(try context.fetchCount(FetchDescriptor<Chore>()) == 3)
    }

    /// `modelContainer(for:)` makes its container once: models inserted survive the parent's updates.
    @Test func aContainerMadeForAViewSurvivesUpdates() throws {
        struct Parent: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Button("Tap \(taps)") { taps += 1 }
                    TaskList()
                }
                .modelContainer(for: Chore.self, inMemory: true)
            }
        }
        let graph = ViewGraph(rootView: Parent(), size: CGSize(width: 300, height: 400))
        graph.tap(label: "Add")
        graph.advance(to: 2)
        #expect(titles(graph).contains("Urgent"))
        graph.tap(label: "Tap 0")
        graph.advance(to: 3)
        #expect(graph.laidOutViews.contains { $0.text == "Tap 1" })
        #expect(titles(graph).contains("Urgent"), "the parent's update kept the container: \(graph.laidOutViews.compactMap(\.text))")
    }

    /// Without a container, a view's context is an empty stand-in: what it inserts is not kept, and the first
    /// insert says so, as SwiftUI warns.
    @Test func insertingWithoutAContainerWarns() throws {
        let graph = ViewGraph(rootView: TaskList(), size: CGSize(width: 300, height: 400))
        graph.tap(label: "Add")
        graph.advance(to: 2)
        #expect(!titles(graph).contains("Urgent"))
        #expect(graph.warnings.contains { $0.contains("without a model container") }, "\(graph.warnings)")
    }
}
