import SwiftUI
import Charts

// Charts as tutorials write them: date units with weekday labels, series lines with symbols and a goal rule of
// a content type of its own, a Gantt chart, a selectable donut, a band with a tap read through the proxy, a heat
// map, function and collection plots.

struct Step: Identifiable { let id = UUID(); let date: Date; let count: Int }
struct Series: Identifiable { let name: String; let data: [Step]; var id: String { name } }
struct PlanTask: Identifiable { let id = UUID(); let name: String; let start: Int; let end: Int }

struct GoalMarks: ChartContent {
    let goal: Int
    var body: some ChartContent {
        RuleMark(y: .value("Goal", goal))
            .foregroundStyle(.mint)
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
            .annotation(position: .top, alignment: .trailing) { Text("Goal").font(.caption) }
    }
}

struct ProbeCharts: View {
    let steps: [Step] = (0..<7).map { Step(date: Calendar.current.date(byAdding: .day, value: $0, to: Date(timeIntervalSince1970: 1_700_000_000))!, count: 4000 + $0 * 900) }
    var series: [Series] { [Series(name: "A", data: steps), Series(name: "B", data: steps.reversed())] }
    let tasks = [PlanTask(name: "Design", start: 0, end: 3), PlanTask(name: "Build", start: 2, end: 7)]
    @State private var selectedDate: Date?
    @State private var selectedAngle: Double?
    @State private var rawSelected: Int?

    @ChartContentBuilder
    func extraMarks() -> some ChartContent {
        PointMark(x: .value("Day", steps[0].date, unit: .day), y: .value("Steps", steps[0].count))
            .symbolSize(100)
            .foregroundStyle(.red)
    }

    var body: some View {
        ScrollView {
            Chart(steps, id: \.id) { step in
                BarMark(x: .value("Day", step.date, unit: .day), y: .value("Steps", step.count))
                    .foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: .bottom, endPoint: .top))
                    .annotation(position: .overlay, alignment: .top) { Text("\(step.count)").font(.caption2) }
                    .accessibilityLabel(step.date.formatted())
                    .accessibilityValue("\(step.count) steps")
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { value in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
            .chartYAxis { AxisMarks(values: .automatic(desiredCount: 3)) }
            .chartPlotStyle { plotArea in plotArea.frame(height: 200).background(.gray.opacity(0.1)) }
            .frame(height: 240)

            Chart {
                ForEach(series) { s in
                    ForEach(s.data) { step in
                        LineMark(x: .value("Day", step.date), y: .value("Steps", step.count))
                            .interpolationMethod(.monotone)
                            .lineStyle(.init(lineWidth: 3))
                            .symbol { Circle().fill(.white).frame(width: 8) }
                    }
                    .foregroundStyle(by: .value("Series", s.name))
                    .symbol(by: .value("Series", s.name))
                }
                GoalMarks(goal: 8000)
                extraMarks()
                if let selectedDate {
                    RuleMark(x: .value("Selected", selectedDate)).offset(yStart: -10).zIndex(-1)
                }
            }
            .chartForegroundStyleScale(["A": .blue, "B": .red])
            .chartLegend(position: .top, alignment: .center)
            .chartYScale(domain: .automatic(includesZero: false))
            .chartXScale(domain: steps.first!.date...steps.last!.date, range: .plotDimension(padding: 20))
            .chartXSelection(value: $selectedDate)
            .chartXAxisLabel(position: .bottom, alignment: .center) { Text("Day") }
            .chartYAxisLabel("Steps", position: .leading)
            .chartBackground { proxy in
                GeometryReader { geometry in
                    if let frame = proxy.plotFrame {
                        Rectangle().fill(.yellow.opacity(0.05)).frame(width: geometry[frame].width)
                    }
                }
            }
            .frame(height: 240)

            Chart(tasks) { task in
                BarMark(xStart: .value("Start", task.start), xEnd: .value("End", task.end), y: .value("Task", task.name))
                    .position(by: .value("Type", task.name), axis: .horizontal)
                    .cornerRadius(5, style: .continuous)
            }
            .chartXAxis(.hidden)
            .chartYAxis { AxisMarks(preset: .aligned, position: .leading) { _ in AxisValueLabel(centered: true) } }

            Chart(steps) { step in
                SectorMark(angle: .value("Steps", step.count), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .cornerRadius(5)
                    .foregroundStyle(by: .value("Day", step.date.formatted(.dateTime.weekday())))
                    .opacity(selectedAngle == nil ? 1 : 0.5)
            }
            .chartAngleSelection(value: $selectedAngle)
            .chartLegend(.visible)
            .frame(height: 200)

            Chart(steps) { step in
                AreaMark(x: .value("Day", step.date), yStart: .value("Low", step.count - 500), yEnd: .value("High", step.count + 500))
                    .foregroundStyle(LinearGradient(colors: [.blue.opacity(0.4), .clear], startPoint: .top, endPoint: .bottom))
                PointMark(x: .value("Day", step.date), y: .value("Steps", step.count))
                    .annotation { Text("•") }
            }
            .chartYScale(domain: 0...12_000, range: .plotDimension(startPadding: 10, endPadding: 10))
            .chartXVisibleDomain(length: 3600 * 24 * 7)
            .chartScrollableAxes(.horizontal)
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .onTapGesture { location in
                            let origin = geometry[proxy.plotAreaFrame].origin
                            if let (date, count) = proxy.value(at: CGPoint(x: location.x - origin.x, y: location.y - origin.y), as: (Date, Int).self) {
                                print(date, count)
                            }
                        }
                }
            }
            .chartGesture { proxy in
                DragGesture(minimumDistance: 0).onChanged { proxy.selectXValue(at: $0.location.x) }
            }

            Chart {
                ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                    RectangleMark(x: .value("Index", index), y: .value("Row", index % 3), width: 20, height: 20)
                        .foregroundStyle(by: .value("Count", step.count))
                }
            }
            .chartXAxis { AxisMarks { value in AxisValueLabel { if let v = value.as(Int.self) { Text("#\(v)") } } } }
            .chartYAxis { AxisMarks(position: .leading, values: [0, 1, 2]) }
        }
    }
}




struct StockPrice: Identifiable { let id = UUID(); let day: Int; let price: Double; let asset: String }

struct Waves: View {
    @State private var phase = 0.0
    let prices: [StockPrice] = (0..<10).flatMap { d in [StockPrice(day: d, price: Double(d * d), asset: "A"), StockPrice(day: d, price: Double(50 + d), asset: "B")] }
    var body: some View {
        VStack {
            Chart {
                LinePlot(x: "x", y: "sin") { sin($0 + phase) }
                    .foregroundStyle(.blue)
                AreaPlot(x: "x", yStart: "lo", yEnd: "hi") { x in (yStart: sin(x + phase) - 0.3, yEnd: sin(x + phase) + 0.3) }
                    .foregroundStyle(.blue.opacity(0.2))
            }
            .chartXScale(domain: -6...6)
            .chartYScale(domain: -1.5...1.5)
            .frame(height: 200)
            Chart {
                LinePlot(prices, x: .value("Day", \.day), y: .value("Price", \.price), series: .value("Asset", \.asset)).foregroundStyle(by: .value("Asset", \.asset))
                BarPlot(prices.filter { $0.asset == "A" }, x: .value("Day", \.day), y: .value("Price", \.price))
                    .opacity(0.3)
            }
            .frame(height: 200)
        }
        .padding()
        .onAppear { withAnimation(.linear(duration: 2)) { phase = .pi } }
    }
}


struct QuarterSales: Identifiable { let id = UUID(); let quarter: String; let year: String; let amount: Int }

struct ChartShowcase: View {
    let sales = [QuarterSales(quarter: "Q1", year: "2025", amount: 75), QuarterSales(quarter: "Q2", year: "2025", amount: 25),
                 QuarterSales(quarter: "Q1", year: "2026", amount: 40), QuarterSales(quarter: "Q2", year: "2026", amount: 90)]
    @State private var selectedRange: ClosedRange<Date>?
    @State private var scrollPosition = String()

    var body: some View {
        VStack {
            Chart(sales) { sale in
                LineMark(x: .value("Quarter", sale.quarter), y: .value("Amount", sale.amount), series: .value("Year", sale.year))
                    .foregroundStyle(by: .value("Year", sale.year))
                    .lineStyle(by: .value("Year", sale.year))
                PointMark(x: .value("Quarter", sale.quarter), y: .value("Amount", sale.amount))
                    .symbolSize(by: .value("Amount", sale.amount))
            }
            .chartLineStyleScale(["2025": StrokeStyle(lineWidth: 2, dash: [5]), "2026": StrokeStyle(lineWidth: 3)])
            .chartSymbolSizeScale(range: 20...200)
            .chartYAxis {
                AxisMarks {
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel(multiLabelAlignment: .center)
                }
            }
            .chartXAxis { AxisMarks(format: Decimal.FormatStyle.number.precision(.fractionLength(2))) }
            .chartYScale(domain: .automatic(dataType: Int.self) { domain in domain.append(200) })
            .chartXScale(domain: .automatic(dataType: String.self) { domain in domain.append("Q3") })
            .chartXSelection(range: $selectedRange)
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 2)
            .chartScrollPosition(x: $scrollPosition)
            .chartScrollTargetBehavior(.valueAligned(unit: 1))
        }
    }
}


struct DailySale: Identifiable { let id = UUID(); let day: Date; let sales: Int }
extension Date { var isFirstMonthOfQuarter: Bool { Calendar.current.component(.month, from: self) % 3 == 1 } }

struct RaiseTheBar: View {
    let data: [DailySale] = (0..<120).map { DailySale(day: Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 86_400 * 3), sales: 50 + ($0 * 37) % 90) }
    @State private var selectedDay: Date?
    @State private var showAverage = true
    var average: Double { Double(data.map(\.sales).reduce(0, +)) / Double(data.count) }

    var body: some View {
        VStack {
            Chart(data) { item in
                BarMark(x: .value("Month", item.day, unit: .month), y: .value("Sales", item.sales))
                    .foregroundStyle(.gray.opacity(0.5))
                if showAverage {
                    RuleMark(y: .value("Average", average))
                        .lineStyle(StrokeStyle(lineWidth: 3))
                        .annotation(position: .top, alignment: .leading) {
                            Text("Average: \(average, format: .number.precision(.fractionLength(0)))")
                                .font(.title2.bold())
                                .foregroundStyle(.blue)
                        }
                }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { value in
                    if value.as(Date.self)!.isFirstMonthOfQuarter {
                        AxisGridLine().foregroundStyle(.black)
                        AxisTick().foregroundStyle(.black)
                        AxisValueLabel(format: .dateTime.month(.narrow))
                    } else {
                        AxisGridLine()
                    }
                }
            }
            .chartYAxis(.hidden)
            .chartLegend(position: .top, alignment: .leading)
            .chartBackground { chartProxy in
                GeometryReader { geometry in
                    let frame = geometry[chartProxy.plotAreaFrame]
                    if let day = selectedDay, let x = chartProxy.position(forX: day) {
                        Rectangle().fill(.quaternary).frame(width: 2, height: frame.height).offset(x: x + frame.origin.x)
                    }
                }
            }
            .chartOverlay { proxy in
                GeometryReader { geo in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(SpatialTapGesture().onEnded { value in
                            let x = value.location.x - geo[proxy.plotAreaFrame].origin.x
                            if let day: Date = proxy.value(atX: x) { selectedDay = day }
                        })
                }
            }
            .frame(height: 240)

            Chart(data.prefix(30)) { item in
                RectangleMark(x: .value("Day", item.day, unit: .day), y: .value("Row", item.sales % 5))
                    .foregroundStyle(by: .value("Sales", item.sales))
            }
            .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .red]))
            .frame(height: 120)

            Chart(data.prefix(20)) { item in
                LineMark(x: .value("Day", item.day, unit: .day), y: .value("Sales", item.sales))
                    .interpolationMethod(.catmullRom)
                    .symbol(Circle().strokeBorder(lineWidth: 2))
                    .symbolSize(60)
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day, count: 5)) { _ in
                    AxisTick()
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
                }
            }
            .frame(height: 160)
        }
        .padding()
    }
}




struct OpenSquare: Shape, InsettableShape, ChartSymbolShape {
    var inset: CGFloat = 0
    var perceptualUnitRect: CGRect { CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8) }
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
    func inset(by amount: CGFloat) -> OpenSquare { OpenSquare(inset: inset + amount) }
}

struct Pt: Identifiable { let id = UUID(); let x: Int; let y: Int; let city: String }

struct SymbolsView: View {
    let points = [Pt(x: 1, y: 2, city: "Cupertino"), Pt(x: 2, y: 5, city: "Cupertino"), Pt(x: 1, y: 4, city: "San Francisco"), Pt(x: 2, y: 1, city: "San Francisco")]
    var body: some View {
        VStack {
            Circle().strokeBorder(lineWidth: 4).frame(width: 40, height: 40)
            Circle().strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40)
            Chart(points) { p in
                LineMark(x: .value("x", p.x), y: .value("y", p.y))
                    .foregroundStyle(by: .value("City", p.city))
                    .symbol(by: .value("City", p.city))
                    .symbolSize(100)
            }
            .chartSymbolScale([
                "Cupertino": Circle().strokeBorder(lineWidth: 2),
                "San Francisco": OpenSquare().strokeBorder(lineWidth: 2)
            ])
            .frame(height: 200)
            Chart(points) { p in
                PointMark(x: .value("x", p.x), y: .value("y", p.y)).symbol(Circle().strokeBorder(lineWidth: 2))
                PointMark(x: .value("x", p.x), y: .value("y", p.y + 1)).symbol(.diamond.strokeBorder(lineWidth: 1))
            }
            .chartSymbolScale(["A": Circle(), "B": Circle()])
            .frame(height: 150)
        }
        .padding()
    }
}



struct MappedStyles: View {
    let kinds = ["hot", "cold"]
    var body: some View {
        VStack {
            Chart(kinds, id: \.self) { kind in
                BarMark(x: .value("Kind", kind), y: .value("Count", kind.count)).foregroundStyle(by: .value("Kind", kind))
            }
            .chartForegroundStyleScale { (kind: String) in kind == "hot" ? Color.red : Color.blue }
            Chart(kinds, id: \.self) { kind in
                BarMark(x: .value("Kind", kind), y: .value("Count", kind.count)).foregroundStyle(by: .value("Kind", kind))
            }
            .chartForegroundStyleScale(domain: kinds, mapping: { kind in kind == "hot" ? Color.orange : Color.cyan })
        }
    }
}

struct PercentAxis: View {
    let values: [Double] = [0.1, 0.45, 0.8]
    var body: some View {
        Chart(Array(values.enumerated()), id: \.offset) { index, value in
            BarMark(x: .value("Index", "\(index)"), y: .value("Share", value))
        }
        .chartYAxis {
            AxisMarks(values: .automatic(minimumStride: 0.25, desiredCount: 4)) { value in
                AxisGridLine()
                AxisValueLabel(format: FloatingPointFormatStyle<Double>.Percent())
            }
        }
        .chartYScale(domain: 0...1)
    }
}


struct StepCount: Identifiable { let id = UUID(); let date: Date; let count: Double; let type: String }
struct TaskSpan: Identifiable { let id = UUID(); let name: String; let start: Date; let end: Date }

struct Probe3: View {
    let data: [StepCount] = (0..<7).map { (day: Int) -> StepCount in
        let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400)
        let count = Double(3000 + day * 700)
        return StepCount(date: date, count: count, type: day % 2 == 0 ? "Walk" : "Run")
    }
    let tasks = [TaskSpan(name: "Plan", start: .now, end: .now.addingTimeInterval(86_400 * 2)),
                 TaskSpan(name: "Build", start: .now.addingTimeInterval(86_400), end: .now.addingTimeInterval(86_400 * 5))]
    @State private var selectedAngle: Double?
    @State private var selected: String?

    var body: some View {
        ScrollView {
            Chart {
                ForEach(data) {
                    LineMark(x: .value("Date", $0.date, unit: .day), y: .value("Steps", $0.count))
                        .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
                        .symbol(.circle)
                        .symbolSize(30)
                        .foregroundStyle(.pink.gradient)
                        .interpolationMethod(.catmullRom)
                    AreaMark(x: .value("Date", $0.date, unit: .day), yStart: .value("min", 0), yEnd: .value("Steps", $0.count))
                        .foregroundStyle(.linearGradient(colors: [.pink.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom))
                }
            }
            .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(), centered: true) } }
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let v = value.as(Double.self) { Text(v, format: .number.notation(.compactName)) }
                    }
                }
            }
            .chartYScale(domain: .automatic(includesZero: true, reversed: false))
            .frame(height: 200)

            Chart(data) {
                BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.count))
                    .foregroundStyle(by: .value("Type", $0.type))
                    .annotation(position: .overlay, alignment: .center) { Text("x").font(.caption).foregroundStyle(.white) }
            }
            .chartXAxis(content: { AxisMarks() })
            .chartLegend(position: .bottom, alignment: .center, spacing: 10)
            .frame(height: 200)

            Chart(tasks) {
                RuleMark(xStart: .value("Start", $0.start), xEnd: .value("End", $0.end), y: .value("Task", $0.name))
                    .lineStyle(.init(lineWidth: 10, lineCap: .round))
            }
            .chartXScale(domain: Date.now.addingTimeInterval(-86_400)...Date.now.addingTimeInterval(86_400 * 6))
            .frame(height: 120)

            Chart(data) { item in
                SectorMark(angle: .value("Value", item.count), innerRadius: .ratio(0.6),
                           outerRadius: selected == item.type ? .ratio(1) : .ratio(0.9))
                    .foregroundStyle(by: .value("Type", item.type))
            }
            .chartAngleSelection(value: $selectedAngle)
            .chartOverlay { proxy in
                GeometryReader { geo in
                    Color.clear.contentShape(Rectangle()).onTapGesture { location in
                        let angle = proxy.angle(at: location)
                        if let total: Double = proxy.value(atAngle: angle) { selectedAngle = total }
                    }
                }
            }
            .frame(height: 200)
        }
    }
}



struct MaskedBand: View {
    let values: [Double] = [2, 5, 3]
    var body: some View {
        Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                AreaMark(x: .value("Index", index), y: .value("Value", value))
            }
            .mask {
                RectangleMark(xStart: .value("Start", 0), xEnd: .value("End", 1))
            }
            PointMark(x: .value("Index", 1), y: .value("Value", 5))
                .symbol(BasicChartSymbolShape.circle.strokeBorder(lineWidth: 3.0))
                .symbolSize(250)
        }
        .chartXAxis {
            if #available(iOS 17.0, *) {
                AxisMarks(values: .automatic) { _ in AxisValueLabel() }
            } else {
                AxisMarks()
            }
        }
    }
}
