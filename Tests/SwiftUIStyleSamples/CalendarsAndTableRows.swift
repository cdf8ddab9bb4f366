import SwiftUI

// Surface group: Calendars and written-out table rows
// Surface: datePickerStyle(.graphical), MultiDatePicker, DateComponents, Table(of:selection:columns:rows:), TableRow, ForEach(_:) of table rows

// A trip planner: a departure picked on a calendar, rest days picked several at a time, and a table whose first
// row is written out before the rows of a collection.

struct Stop: Identifiable {
    let id: Int
    var city: String
    var nights: Int
}

struct DepartureRoot: View {
    @State private var departure = Date(timeIntervalSince1970: 1_749_462_060)

    var body: some View {
        VStack {
            DatePicker("Departure", selection: $departure, displayedComponents: .date)
                .datePickerStyle(.graphical)
            HStack {
                Text("Leaving")
                Text(departure, style: .date)
            }
        }
    }
}

struct RestDaysRoot: View {
    @State private var restDays: Set<DateComponents> = [DateComponents(year: 2025, month: 7, day: 4)]
    @State private var stops = [Stop(id: 1, city: "Lyon", nights: 2), Stop(id: 2, city: "Turin", nights: 3)]
    @State private var picked: Stop.ID?

    var body: some View {
        VStack {
            MultiDatePicker("Rest days", selection: $restDays)
            Text("\(restDays.count) rest days")
            Table(of: Stop.self, selection: $picked) {
                TableColumn("City", value: \.city)
                TableColumn("Nights") { stop in Text("\(stop.nights)") }
            } rows: {
                TableRow(Stop(id: 0, city: "Home", nights: 0))
                ForEach(stops)
            }
            Text(picked.flatMap { id in stops.first { $0.id == id }?.city } ?? "No stop picked")
        }
    }
}
