import SwiftUI

// Patterns from real projects that once failed to compile: a text field style written with `_body`, a group box
// style, iOS 18 preview modifiers and container values read by a layout, gradients by stops, Core Graphics path
// copies, iOS 13 field callbacks, symbol-titled menus and helpers that name SwiftUI's edge types.

struct PillFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.vertical, 10)
            .padding(.horizontal, 14)
            .background(Capsule().stroke(Color.gray.opacity(0.4), lineWidth: 1))
    }
}

struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct SampleNotes: PreviewModifier {
    static func makeSharedContext() async throws -> [String] { ["One", "Two"] }

    func body(content: Content, context: [String]) -> some View {
        content.overlay(alignment: .bottom) { Text(context.joined(separator: ", ")) }
    }
}

extension ContainerValues {
    @Entry var weight: Double = 1
}

struct WeightedRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0.containerValues.weight }.reduce(0, +)
        var x = bounds.minX
        for subview in subviews {
            let width = bounds.width * subview.containerValues.weight / max(total, 1)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

extension View {
    func edgeBanner(_ text: String, edge: VerticalEdge = .top, alignment: HorizontalEdge = .leading) -> some View {
        safeAreaInset(edge: edge) {
            Text(text).frame(maxWidth: .infinity, alignment: alignment == .leading ? .leading : .trailing)
        }
    }
}

struct StylesAndSetupScreen: View {
    @State private var name = ""
    @State private var password = ""
    @State private var log: [String] = []
    @State private var flavor = "Vanilla"
    @State private var picked = Set<Int>()

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name, onEditingChanged: { log.append("editing \($0)") }, onCommit: { log.append("done") })
                    .textFieldStyle(PillFieldStyle())
                SecureField("Password", text: $password, onCommit: {})
                TextField("Notes", text: $name, prompt: Text("Anything"), axis: .vertical)
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Mint"], id: \.self) { Text($0) }
                }
                Toggle("Sprinkles", isOn: .constant(true)).labelsHidden()
                GroupBox("Totals") { Text("3 items") }.groupBoxStyle(CardGroupBoxStyle())
                Menu("Share", systemImage: "square.and.arrow.up") {
                    Button("Copy") {}
                } primaryAction: {
                    log.append("shared")
                }
            }
            .edgeBanner("Welcome", edge: .top, alignment: .trailing)
            WeightedRow {
                Circle().fill(RadialGradient(stops: [.init(color: .white, location: 0), .init(color: .clear, location: 1)],
                                             center: .center, startRadius: 0, endRadius: 30))
                    .containerValue(\.weight, 2)
                Circle().fill(.conicGradient(colors: [.red, .orange, .red], center: .center))
                Circle().strokeBorder(AngularGradient(stops: [.init(color: .blue, location: 0), .init(color: .mint, location: 1)],
                                                      center: .center, startAngle: .zero, endAngle: .degrees(360)), lineWidth: 4)
            }
            .frame(height: 60)
            Canvas { context, size in
                let line = CGMutablePath()
                line.move(to: .zero)
                line.addLine(to: CGPoint(x: size.width, y: size.height))
                let outline = line.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
                let dashes = line.copy(dashingWithPhase: 0, lengths: [6, 4])
                context.fill(Path(outline), with: .color(.purple))
                context.stroke(Path(dashes), with: .color(.white), lineWidth: 1)
            }
            List(0..<3, selection: $picked) { Text("Row \($0)") }
            Text("Older spellings")
                .contextMenu(ContextMenu { Button("Copy") {} })
            Menu("More") { Button("Rename") {} }.menuStyle(BorderlessButtonMenuStyle())
            NavigationLink(destination: Text("Details"), isActive: .constant(false)) { Text("Details") }
        }
    }
}

#Preview("Styles and setup", traits: .modifier(SampleNotes())) {
    StylesAndSetupScreen()
}
