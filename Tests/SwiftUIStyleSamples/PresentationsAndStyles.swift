import SwiftUI
import Combine

// Surface group: Presentations, styles and colours
// Surface: fullScreenCover(isPresented:content:), confirmationDialog, @SceneStorage, sensoryFeedback, objectWillChange, @Environment(\.colorScheme)
// Surface: PrimitiveButtonStyle, buttonStyle(.borderless), buttonStyle(.plain), buttonStyle(.bordered), Picker, pickerStyle(.wheel), pickerStyle(.inline), LazyHGrid, GridItem(.fixed), GridItem(.flexible), coordinateSpace(.named)
// Surface: UnevenRoundedRectangle, ContainerRelativeShape, radialGradient, angularGradient, RadialGradient(stops:center:startRadius:endRadius:), conicGradient(stops:center:angle:), AngularGradient(colors:center:angle:), quaternary, Color(.systemGray6), Color(.systemBackground), Color(.label), Color(.separator), Color(.systemFill), tracking, fontWidth (accepted), ImagePaint, image(_:sourceRect:scale:), opacity(_:) (on a shape style)
// Surface: import Combine, #colorLiteral, Color("Name"), MeshGradient, MeshGradient(width:height:locations:colors:)
// Surface: CGMutablePath, Path(CGPath), cgPath
// Surface: union(_:eoFill:), intersection(_:eoFill:), subtracting(_:eoFill:), symmetricDifference(_:eoFill:), lineIntersection(_:eoFill:), lineSubtraction(_:eoFill:), normalized(eoFill:)
// Surface: size(width:height:), layoutDirectionBehavior
// Surface: popover(isPresented:attachmentAnchor:arrowEdge:content:), presentationCompactAdaptation(.popover)
// Surface: resolve(in:) (a ShapeStyle of your own), blendMode(_:) (on a shape style)

// A full-screen story, a confirmation, a picker in every style and the iOS palette, as real projects write them.

final class StoryModel: ObservableObject {
    var reads = 0 {
        willSet { objectWillChange.send() }
    }
}

struct TapOnlyStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(6)
            .background(UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).fill(.quaternary))
            .onTapGesture { configuration.trigger() }
    }
}

struct StoryRoot: View {
    @StateObject private var model = StoryModel()
    @State private var showingStory = false
    @State private var confirming = false
    @State private var flavour = "Mint"
    @SceneStorage("lastFlavour") private var lastFlavour = "none"
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(spacing: 10) {
            Text("scheme \(scheme == .light ? "light" : "dark"), reads \(model.reads), last \(lastFlavour)")
            Button("Read") { showingStory = true }
                .buttonStyle(TapOnlyStyle())
            Button("Delete…") { confirming = true }
                .buttonStyle(.borderless)
            HStack {
                Button("Plain") {}.buttonStyle(.plain)
                Button("Bordered") {}.buttonStyle(.bordered)
            }
            Picker("Flavour", selection: $flavour) {
                ForEach(["Mint", "Lime"], id: \.self) { Text($0) }
            }
            .pickerStyle(.wheel)
            Picker("Size", selection: .constant(1)) {
                Text("S").tag(1)
                Text("L").tag(2)
            }
            .pickerStyle(.inline)
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.flexible())], spacing: 4) {
                ForEach(0..<4, id: \.self) { index in
                    Color(.systemGray6).frame(width: 30).overlay(Text("\(index)"))
                }
            }
            .frame(height: 70)
            Text("SPACED").tracking(4).fontWidth(.expanded)
        }
        .sensoryFeedback(.selection, trigger: flavour)
        .onChange(of: flavour) { _, new in lastFlavour = new }
        .fullScreenCover(isPresented: $showingStory) {
            StoryScreen(model: model)
        }
        .confirmationDialog("Delete the story?", isPresented: $confirming, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { model.reads = 0 }
        }
    }
}

struct StoryScreen: View {
    @ObservedObject var model: StoryModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack {
            Color(.systemBackground)
            VStack {
                Text("Once upon a time").foregroundStyle(Color(.label))
                Button("Done") {
                    model.reads += 1
                    dismiss()
                }
            }
        }
    }
}

private let literalOrange = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)

struct PaletteRoot: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 4) {
                Circle().fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
                    .frame(width: 80, height: 80)
                // A hot core with a quick falloff, by stops.
                Circle().fill(RadialGradient(stops: [.init(color: .white, location: 0), .init(color: .white.opacity(0.4), location: 0.3),
                                                     .init(color: .clear, location: 1)],
                                             center: .center, startRadius: 0, endRadius: 20))
                    .frame(width: 40, height: 40)
            }
            HStack(spacing: 4) {
                Circle().fill(.angularGradient(colors: [.red, .yellow, .red], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                    .frame(width: 80, height: 80)
                Circle().fill(.conicGradient(stops: [.init(color: .green, location: 0), .init(color: .mint, location: 0.75)],
                                             center: .center, angle: .degrees(90)))
                    .frame(width: 40, height: 40)
                Circle().strokeBorder(AngularGradient(colors: [.pink, .purple, .pink], center: .center), lineWidth: 3)
                    .frame(width: 40, height: 40)
            }
            ContainerRelativeShape().fill(Color(.systemFill)).frame(width: 80, height: 30)
            Rectangle().fill(Color(.separator)).frame(height: 1)
            HStack(spacing: 0) {
                Rectangle().fill(Color(#colorLiteral(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)))
                Rectangle().fill(Color(literalOrange))
                // No asset catalog among this sample's resources: SwiftUI's warning, and nothing drawn.
                Rectangle().fill(Color("Brand"))
            }
            .frame(width: 90, height: 20)
            MeshGradient(width: 2, height: 2, locations: .points([[0, 0], [1, 0], [0, 1], [1, 1]]),
                         colors: .colors([.purple, .indigo, .orange, .pink]))
                .frame(width: 80, height: 30)
            HStack(spacing: 4) {
                // A picture tiled at a tenth of its size, and the top half of it.
                RoundedRectangle(cornerRadius: 6).fill(.image(Image("avatar"), scale: 0.1))
                RoundedRectangle(cornerRadius: 6)
                    .fill(ImagePaint(image: Image("avatar"), sourceRect: CGRect(x: 0, y: 0, width: 1, height: 0.5), scale: 0.1))
                    .overlay {
                        RoundedRectangle(cornerRadius: 6)
                            .stroke(LinearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)
                                .opacity(0.5), lineWidth: 2)
                    }
            }
            .frame(width: 90, height: 20)
            GeometryReader { proxy in
                Text("x \(Int(proxy.frame(in: .named("palette")).minX))")
            }
            .frame(height: 20)
            .padding(.leading, 12)
        }
        .coordinateSpace(.named("palette"))
    }
}

// A ticket outline built with Core Graphics' path API, as code shared with UIKit writes it, and measured through
// `cgPath`.
struct TicketShape: Shape {
    func path(in rect: CGRect) -> Path {
        let notch: CGFloat = 10
        let outline = CGMutablePath()
        outline.move(to: CGPoint(x: rect.minX, y: rect.minY))
        outline.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        outline.addLine(to: CGPoint(x: rect.maxX, y: rect.midY - notch))
        outline.addArc(center: CGPoint(x: rect.maxX, y: rect.midY), radius: notch, startAngle: -.pi / 2,
                       endAngle: .pi / 2, clockwise: true)
        outline.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        outline.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        outline.closeSubpath()
        return Path(outline)
    }
}

struct TicketRoot: View {
    @State private var showsPrice = false

    var body: some View {
        VStack {
            TicketShape()
                .fill(Color.purple)
                .frame(width: 160, height: 80)
                .onTapGesture { showsPrice = true }
                .popover(isPresented: $showsPrice, attachmentAnchor: .point(.bottom), arrowEdge: .top) {
                    Text("$12 a seat")
                        .padding()
                        .presentationCompactAdaptation(.popover)
                }
            Text("width \(Int(TicketShape().path(in: CGRect(x: 0, y: 0, width: 160, height: 80)).cgPath.boundingBoxOfPath.width))")
        }
    }
}

/// A ramp rising towards the trailing edge: mirrored in a right-to-left layout, as iOS 17 shapes are.
struct Ramp: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

// Shapes cut from shapes with the iOS 17 path operations: a moon whose shadow slides in when tapped (the offset
// inside the subtracted circle animates), a ring, a badge, a half lens and a dashed-off capsule.
struct MoonRoot: View {
    @State private var waning = false

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .subtracting(Circle().offset(x: waning ? 30 : 80))
                .fill(.yellow)
                .frame(width: 80, height: 80)
                .onTapGesture { withAnimation(.linear(duration: 1)) { waning = true } }
            HStack(spacing: 12) {
                Circle().symmetricDifference(Circle().scale(0.5)).fill(.red)
                    .frame(width: 60, height: 60)
                Circle().union(Rectangle().scale(0.5, anchor: .bottomTrailing)).fill(.blue)
                    .frame(width: 60, height: 60)
                Circle().intersection(Rectangle().offset(x: 30)).fill(.green)
                    .frame(width: 60, height: 60)
                Capsule().lineSubtraction(Rectangle().scale(x: 0.5, y: 2)).stroke(.orange, lineWidth: 4)
                    .frame(width: 60, height: 30)
                Circle().lineIntersection(Rectangle().offset(y: 30)).stroke(.purple, lineWidth: 4)
                    .frame(width: 60, height: 60)
            }
            HStack(spacing: 12) {
                Circle().size(width: 20, height: 20).fill(Color(red: 0, green: 0.5, blue: 0.5))
                    .frame(width: 60, height: 30)
                Ramp().fill(Color(red: 0.3, green: 0, blue: 0.6))
                    .frame(width: 60, height: 30)
                    .environment(\.layoutDirection, .rightToLeft)
                Ramp().fill(Color(red: 0.6, green: 0.3, blue: 0))
                    .frame(width: 60, height: 30)
                    .layoutDirectionBehavior(.mirrors(in: .leftToRight))
            }
            Text("star pieces \(starPieces)")
        }
    }

    /// A five-pointed star drawn in one stroke crosses itself; normalized by the even-odd rule it is five tips.
    private var starPieces: Int {
        var star = Path()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * .pi / 5
            let point = CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            if k == 0 { star.move(to: point) } else { star.addLine(to: point) }
        }
        star.closeSubpath()
        var pieces = 0
        star.normalized(eoFill: true).forEach { element in
            if case .move = element { pieces += 1 }
        }
        return pieces
    }
}

// Shape styles of one's own (iOS 17), as Apple's Backyard Birds writes them: a style that picks black or white for
// the colour scheme, and one that draws its base in a blend mode for it.
struct InkStyle: ShapeStyle {
    var opacity: Double

    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        let ink = {
            switch environment.colorScheme {
            case .light: return Color.black
            case .dark: return Color.white
            @unknown default: return Color.black
            }
        }()
        return ink.opacity(opacity).blended
    }
}

struct BlendedInkStyle: ShapeStyle {
    var base: AnyShapeStyle

    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        switch environment.colorScheme {
        case .light: return base.blendMode(.multiply)
        case .dark: return base.blendMode(.screen)
        @unknown default: return base.blendMode(.normal)
        }
    }
}

extension ShapeStyle where Self == InkStyle {
    static func ink(opacity: Double) -> InkStyle { InkStyle(opacity: opacity) }
}

extension ShapeStyle {
    var blended: BlendedInkStyle { BlendedInkStyle(base: AnyShapeStyle(self)) }
}

struct InkRoot: View {
    var body: some View {
        HStack(spacing: 0) {
            ZStack {
                Color.orange
                Circle().fill(.ink(opacity: 0.5)).frame(width: 60, height: 60)
            }
            ZStack {
                Color.indigo
                Circle().fill(.ink(opacity: 0.5)).frame(width: 60, height: 60)
            }
            .environment(\.colorScheme, .dark)
        }
        .frame(width: 200, height: 100)
    }
}
