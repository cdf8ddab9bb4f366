import SwiftUI
import Charts

// Surface group: Swift Charts
// Surface: Chart, BarMark, LineMark, AreaMark, PointMark, RuleMark, SectorMark, .value(_:_:), .value(_:_:unit:), Plottable
// Surface: foregroundStyle(by:), position(by:), cornerRadius, interpolationMethod, symbol, lineStyle, annotation(position:alignment:spacing:content:)
// Surface: chartYScale(domain:), chartXAxis, chartYAxis, AxisMarks, AxisGridLine, AxisTick, AxisValueLabel, chartLegend, chartForegroundStyleScale
// Surface: chartOverlay, proxy.value(atX:), plotAreaFrame, chartXSelection(value:), innerRadius, angularInset
// Surface: accessibilityChartDescriptor (accepted), AXChartDescriptorRepresentable (accepted)

// Three charts as the animated-chart tutorials write them: bars that grow in one after another, switched to a
// line and a donut by a segmented picker; hourly bars with a finger-following rule and its annotation read
// through the chart's proxy; and grouped bars in named colours with an axis of their own and a selection.

struct MonthlyDownloads: Identifiable {
    var id: String { month }
    let month: String
    let value: Double
    var isAnimated = false
}

enum DownloadChartKind: String, CaseIterable, Identifiable {
    case bar = "Bar", line = "Line", pie = "Pie"
    var id: Self { self }
}

struct DownloadsChartRoot: View {
    @State private var downloads: [MonthlyDownloads] = [
        .init(month: "Jan", value: 2_000), .init(month: "Feb", value: 4_000), .init(month: "Mar", value: 3_000),
        .init(month: "Apr", value: 6_000), .init(month: "May", value: 5_000), .init(month: "Jun", value: 8_000),
    ]
    @State private var kind: DownloadChartKind = .bar

    var body: some View {
        VStack(spacing: 16) {
            Picker("Chart", selection: $kind) {
                ForEach(DownloadChartKind.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Chart {
                ForEach(downloads) { item in
                    switch kind {
                    case .bar:
                        BarMark(x: .value("Month", item.month), y: .value("Downloads", item.isAnimated ? item.value : 0))
                            .foregroundStyle(Color.blue)
                            .cornerRadius(4)
                    case .line:
                        LineMark(x: .value("Month", item.month), y: .value("Downloads", item.isAnimated ? item.value : 0))
                            .interpolationMethod(.catmullRom)
                            .symbol(.circle)
                        AreaMark(x: .value("Month", item.month), y: .value("Downloads", item.isAnimated ? item.value : 0))
                            .interpolationMethod(.catmullRom)
                            .foregroundStyle(Color.blue.opacity(0.15))
                    case .pie:
                        SectorMark(angle: .value("Downloads", item.value), innerRadius: .ratio(0.6), angularInset: 2)
                            .foregroundStyle(by: .value("Month", item.month))
                    }
                }
            }
            .chartYScale(domain: 0...10_000)
            .frame(height: 240)
        }
        .padding()
        .onAppear {
            for index in downloads.indices {
                DispatchQueue.main.asyncAfter(deadline: .now() + Double(index) * 0.1) {
                    withAnimation(.easeOut(duration: 0.5)) { downloads[index].isAnimated = true }
                }
            }
        }
    }
}

struct HourlyVisits: Identifiable {
    let id = UUID()
    let hour: Date
    let visits: Double
}

struct HourlyViewsRoot: View {
    private let visits: [HourlyVisits] = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.date(from: DateComponents(year: 2024, month: 5, day: 1))!
        return [1_500, 2_600, 7_500, 3_700, 3_000, 3_300, 4_500].enumerated().map { index, visits in
            HourlyVisits(hour: calendar.date(byAdding: .hour, value: 8 + index, to: day)!, visits: visits)
        }
    }()
    @State private var current: HourlyVisits?

    var body: some View {
        Chart {
            ForEach(visits) { item in
                BarMark(x: .value("Hour", item.hour, unit: .hour), y: .value("Visits", item.visits))
                    .foregroundStyle(Color.blue.gradient)
                if let current, current.id == item.id {
                    PointMark(x: .value("Hour", current.hour, unit: .hour), y: .value("Visits", current.visits))
                        .foregroundStyle(.orange)
                    RuleMark(x: .value("Hour", current.hour))
                        .lineStyle(StrokeStyle(lineWidth: 2, dash: [2]))
                        .annotation(position: .top) {
                            Text("\(Int(current.visits)) visits").font(.caption)
                        }
                }
            }
        }
        .chartYScale(domain: 0...10_000)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(DragGesture(minimumDistance: 0)
                        .onChanged { value in
                            let origin = geometry[proxy.plotAreaFrame].origin
                            guard let date: Date = proxy.value(atX: value.location.x - origin.x) else { return }
                            current = visits.last { $0.hour <= date }
                        }
                        .onEnded { _ in current = nil })
            }
        }
        .frame(height: 240)
        .padding()
    }
}

enum SalesDay: String, Plottable {
    case mon = "Mon", tue = "Tue", wed = "Wed"
}

struct CitySales: Identifiable {
    let id = UUID()
    let city: String
    let day: SalesDay
    let amount: Int
}

struct CitySalesRoot: View {
    private let sales = [
        CitySales(city: "Cupertino", day: .mon, amount: 40), CitySales(city: "Cupertino", day: .tue, amount: 55),
        CitySales(city: "Cupertino", day: .wed, amount: 30), CitySales(city: "San Francisco", day: .mon, amount: 25),
        CitySales(city: "San Francisco", day: .tue, amount: 35), CitySales(city: "San Francisco", day: .wed, amount: 60),
    ]
    @State private var selectedDay: SalesDay?

    var body: some View {
        VStack {
            Text("Selected: \(selectedDay?.rawValue ?? "none")")
            Chart(sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.amount))
                    .foregroundStyle(by: .value("City", sale.city))
                    .position(by: .value("City", sale.city))
                    .annotation(position: .top) { Text("\(sale.amount)").font(.caption2) }
                if let selectedDay {
                    RuleMark(x: .value("Day", selectedDay)).foregroundStyle(.gray.opacity(0.3))
                }
            }
            .chartForegroundStyleScale(["Cupertino": Color.purple, "San Francisco": Color.teal])
            .chartXSelection(value: $selectedDay)
            .chartYAxis {
                AxisMarks(position: .leading, values: [0, 20, 40, 60]) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel {
                        if let amount = value.as(Int.self) { Text("$\(amount)") }
                    }
                }
            }
            .chartXAxis { AxisMarks() }
            .chartLegend(.visible)
            .frame(height: 240)
            .accessibilityChartDescriptor(self)
        }
        .padding()
    }
}

extension CitySalesRoot: AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor {
        let days = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue", "Wed"])
        let amounts = AXNumericDataAxisDescriptor(title: "Sales", range: 0...60, gridlinePositions: [0, 20, 40, 60]) {
            "$\(Int($0))"
        }
        let series = ["Cupertino", "San Francisco"].map { city in
            AXDataSeriesDescriptor(name: city, isContinuous: false, dataPoints: sales.filter { $0.city == city }.map {
                AXDataPoint(x: $0.day.rawValue, y: Double($0.amount))
            })
        }
        return AXChartDescriptor(title: "Sales by day", summary: nil, xAxis: days, yAxis: amounts, additionalAxes: [],
                                 series: series)
    }
}
