import Foundation

/// Whether a `searchable`'s search is on (its field focused), shared by the field in the bar and the views the
/// modifier is on, which read it as `isSearching`.
@Observable
final class SearchActivity {
    var isActive = false
}

/// A `searchable` field as its view reports it to the navigation stack around, which draws it in a drawer
/// under the title. Equal while its prompt, text and activity are: a change of text redraws the field.
struct SearchFieldReport: Equatable {
    let text: Binding<String>
    let prompt: String
    let activity: SearchActivity

    static func == (lhs: SearchFieldReport, rhs: SearchFieldReport) -> Bool {
        lhs.prompt == rhs.prompt && lhs.text.wrappedValue == rhs.text.wrappedValue && lhs.activity === rhs.activity
    }
}

struct SearchFieldAroundKey: EnvironmentKey {
    static var defaultValue: SearchFieldReport? { nil }
}

extension EnvironmentValues {
    /// The field of a `searchable` applied to a navigation stack itself, which its root screen shows.
    var searchFieldAround: SearchFieldReport? {
        get { self[SearchFieldAroundKey.self] }
        set { self[SearchFieldAroundKey.self] = newValue }
    }
}

/// The drawer a navigation level's search field sits in, under its large title (or under the bar): a 36-point
/// rounded field in the fill grey, 16 points in, with a magnifying glass and the prompt in the placeholder grey,
/// and a clear button once there is text. A tap focuses it and brings a Cancel button beside it, which empties and
/// leaves the field; the interaction script's `type` types into it.
struct SearchFieldBand: View {
    static let height: CGFloat = 52
    let field: SearchFieldReport
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(spacing: 12) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField(field.prompt, text: field.text).focused($isFocused)
                if !field.text.wrappedValue.isEmpty {
                    Button { field.text.wrappedValue = "" } label: {
                        Image(systemName: "xmark.circle.fill").foregroundStyle(Color.tertiaryLabel)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Clear text")
                }
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.tertiarySystemFill))
            if isFocused {
                Button("Cancel") {
                    field.text.wrappedValue = ""
                    isFocused = false
                }
                .transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
        .animation(.smooth(duration: 0.3), value: isFocused)
        // The search is on while the field is focused; `dismissSearch` (the activity turned off) leaves it.
        .onChange(of: isFocused) { _, focused in field.activity.isActive = focused }
        .onChange(of: field.activity.isActive) { _, active in if !active { isFocused = false } }
        .padding(.horizontal, 16)
        .frame(height: Self.height, alignment: .top)
    }
}

/// `searchable`: reports the field to the navigation stack around and tells the views inside whether the search
/// is on (`isSearching`, `dismissSearch`), keeping `isPresented` in step with it.
struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let prompt: String?
    let isPresented: Binding<Bool>?
    @State private var activity = SearchActivity()

    func body(content: Content) -> some View {
        let field = SearchFieldReport(text: text, prompt: prompt ?? "Search", activity: activity)
        let activity = self.activity
        let isPresented = self.isPresented
        content
            .environment(\.isSearching, activity.isActive)
            .environment(\.dismissSearch, DismissSearchAction { activity.isActive = false })
            .modifier(NavigationReportModifier(report: NavigationReport(search: field)))
            .environment(\.searchFieldAround, field)
            .onChange(of: activity.isActive) { _, active in
                if isPresented?.wrappedValue != active { isPresented?.wrappedValue = active }
            }
    }
}

extension View {
    /// Reports `text` as the search field of the navigation level this view is in, and of the root screen of a
    /// navigation stack inside it.
    func searchField(text: Binding<String>, prompt: String?, isPresented: Binding<Bool>? = nil) -> some View {
        modifier(SearchableModifier(text: text, prompt: prompt, isPresented: isPresented))
    }
}
