import SwiftUI

// Surface group: Tables and macOS panes
// Surface: Table(_:selection:sortOrder:columns:), TableColumn(_:value:), TableColumn(_:value:content:), TableColumn(_:content:), width(_:) on a TableColumn
// Surface: KeyPathComparator, sortOrder, tableStyle (accepted), HSplitView, VSplitView, toggleStyle(.checkbox), buttonStyle(.link)

// A sortable table of people as iPad and Mac apps write one, and a Mac window's panes, checkbox and link button.

struct Scientist: Identifiable {
    let id: Int
    var name: String
    var born: Int
}

struct RosterRoot: View {
    @State private var scientists = [Scientist(id: 1, name: "Marie Curie", born: 1867),
                                     Scientist(id: 2, name: "Ada Lovelace", born: 1815),
                                     Scientist(id: 3, name: "Alan Turing", born: 1912)]
    @State private var sortOrder = [KeyPathComparator(\Scientist.name)]
    @State private var selection: Scientist.ID?

    var body: some View {
        VStack(alignment: .leading) {
            Table(scientists, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("Born", value: \.born) { scientist in
                    Text(String(scientist.born)).monospacedDigit()
                }
                .width(70)
                TableColumn("Era") { scientist in
                    Text(scientist.born < 1900 ? "19th c." : "20th c.").foregroundStyle(.secondary)
                }
            }
            .tableStyle(.inset)
            .onChange(of: sortOrder, initial: true) { _, order in
                withAnimation { scientists.sort(using: order) }
            }
            Text(selection.flatMap { id in scientists.first { $0.id == id }?.name } ?? "Nobody selected")
                .padding()
        }
    }
}

struct PanesRoot: View {
    @State private var showsHidden = false

    var body: some View {
        HSplitView {
            VStack(alignment: .leading) {
                Toggle("Show hidden files", isOn: $showsHidden).toggleStyle(.checkbox)
                Button("Open website") {}.buttonStyle(.link)
            }
            VSplitView {
                Text(showsHidden ? "all files" : "visible files")
                Text("preview")
            }
        }
    }
}
