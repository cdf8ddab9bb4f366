import Charts
import Flipbook

/// A month's sales, and whether its bar has grown in yet.
struct MonthlySales: Identifiable {
    var id: String { month }
    let month: String
    let amount: Double
    var shown = false
}

/// How the sales are drawn.
enum SalesChartKind: String, CaseIterable, Identifiable {
    case bars = "Bars", line = "Line", donut = "Donut"
    var id: Self { self }
}

/// Swift Charts as animated-chart tutorials use it: bars grow in one after another on appearing, a segmented
/// picker turns them into a smoothed line over an area and into a donut, and a finger on the plot selects a
/// month, marked by a rule with its amount.
struct SalesChartScene: View {
    @State private var sales: [MonthlySales] = [
        .init(month: "Jan", amount: 3_200), .init(month: "Feb", amount: 5_400), .init(month: "Mar", amount: 4_100),
        .init(month: "Apr", amount: 7_800), .init(month: "May", amount: 6_100), .init(month: "Jun", amount: 9_200),
    ]
    @State private var kind: SalesChartKind = .bars
    @State private var selected: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Sales").font(.title2.bold())
            Picker("Chart", selection: $kind) {
                ForEach(SalesChartKind.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Chart {
                ForEach(sales) { item in
                    let amount = item.shown ? item.amount : 0
                    switch kind {
                    case .bars:
                        BarMark(x: .value("Month", item.month), y: .value("Sales", amount))
                            .foregroundStyle(Color.indigo.gradient)
                            .cornerRadius(6)
                    case .line:
                        LineMark(x: .value("Month", item.month), y: .value("Sales", amount))
                            .interpolationMethod(.catmullRom)
                            .symbol(.circle)
                            .foregroundStyle(Color.indigo)
                        AreaMark(x: .value("Month", item.month), y: .value("Sales", amount))
                            .interpolationMethod(.catmullRom)
                            .foregroundStyle(Color.indigo.opacity(0.15))
                    case .donut:
                        SectorMark(angle: .value("Sales", amount), innerRadius: .ratio(0.55), angularInset: 2)
                            .foregroundStyle(by: .value("Month", item.month))
                            .cornerRadius(4)
                    }
                }
                if let selected, kind != .donut, let item = sales.first(where: { $0.month == selected }) {
                    RuleMark(x: .value("Month", selected))
                        .foregroundStyle(.gray)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                        .annotation(position: .top) {
                            Text("\(Int(item.amount))").font(.caption.bold())
                        }
                }
            }
            .chartYScale(domain: 0...10_000)
            .chartXSelection(value: $selected)
            .frame(height: 260)
        }
        .padding()
        .onAppear {
            for index in sales.indices {
                DispatchQueue.main.asyncAfter(deadline: .now() + Double(index) * 0.08) {
                    withAnimation(.spring(duration: 0.6, bounce: 0.25)) { sales[index].shown = true }
                }
            }
        }
    }
}
