import SwiftUI
import Combine

// Surface group: Combine pipelines in view models
// Surface: debounce(for:scheduler:), throttle(for:scheduler:latest:), delay(for:scheduler:), receive(on:), removeDuplicates, map, filter, compactMap, scan
// Surface: combineLatest, merge(with:), assign(to:), assign(to:on:), eraseToAnyPublisher, AnyPublisher, Future, Just, Empty, publisher, NotificationCenter.default.publisher(for:)
// Surface: RunLoop.main, DispatchQueue.main, store(in:)

// A search screen whose view model is a set of Combine pipelines, as MVVM tutorials write it: the query is
// debounced before searching, a clock is throttled, a welcome banner is delayed, and a refresh arrives as a
// notification. Inside Flipbook every scheduler delivers on the host's clock, so each lands at an exact time.

final class FruitSearch: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published private(set) var searches = 0
    @Published private(set) var letters = 0
    @Published private(set) var summary = ""
    @Published private(set) var ticks = 0
    @Published private(set) var banner = ""
    @Published private(set) var answer = 0
    private var bag = Set<AnyCancellable>()
    private var tickets: [AnyCancellable] = []
    private let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .map { [fruit] query in query.isEmpty ? [] : fruit.filter { $0.localizedCaseInsensitiveContains(query) } }
            .sink { [weak self] found in
                self?.results = found
                self?.searches += 1
            }
            .store(in: &bag)
        $query.map(\.count).receive(on: DispatchQueue.main).assign(to: &$letters)
        $query.combineLatest($letters) { query, letters in "\(query):\(letters)" }
            .filter { !$0.hasPrefix(":") }
            .assign(to: \.summary, on: self)
            .store(in: &tickets)
        Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
            .throttle(for: .seconds(0.5), scheduler: RunLoop.main, latest: true)
            .scan(0) { count, _ in count + 1 }
            .sink { [weak self] in self?.ticks = $0 }
            .store(in: &bag)
        Just("Welcome").delay(for: .seconds(1), scheduler: DispatchQueue.main)
            .merge(with: Empty())
            .sink { [weak self] in self?.banner = $0 }
            .store(in: &bag)
        answerLater().compactMap { $0 > 0 ? $0 : nil }.sink { [weak self] in self?.answer = $0 }.store(in: &bag)
        [3, 1, 2].publisher.sink { _ in }.store(in: &bag)
    }

    private func answerLater() -> AnyPublisher<Int, Never> {
        Future { promise in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { promise(.success(42)) }
        }
        .eraseToAnyPublisher()
    }
}

struct SearchRoot: View {
    @StateObject private var search = FruitSearch()
    @State private var refreshes = 0

    var body: some View {
        VStack(spacing: 8) {
            TextField("Search", text: $search.query)
            Text("found \(search.results.joined(separator: ","))")
            Text("searches \(search.searches), letters \(search.letters), summary \(search.summary)")
            Text("ticks \(search.ticks), answer \(search.answer), banner \(search.banner)")
            Button("Refresh") { NotificationCenter.default.post(name: .fruitRefresh, object: nil) }
            Text("refreshes \(refreshes)")
        }
        .padding()
        .onReceive(NotificationCenter.default.publisher(for: .fruitRefresh)) { _ in refreshes += 1 }
    }
}

extension Notification.Name {
    static let fruitRefresh = Notification.Name("fruitRefresh")
}
