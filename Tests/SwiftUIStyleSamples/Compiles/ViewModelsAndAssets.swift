import SwiftUI
import Combine

// A Combine view model, asset catalog colours and Xcode colour literals, as 2020–2023 tutorials write them.

final class CountdownModel: ObservableObject {
    @Published var remaining = 10
    @Published var isRunning = false
    private var bag = Set<AnyCancellable>()

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self, self.isRunning, self.remaining > 0 else { return }
                self.remaining -= 1
            }
            .store(in: &bag)
    }
}

struct Deck: Identifiable { var id = UUID().uuidString; var depth: Double = 0; var tilted = false; var scale: CGFloat = 1 }

struct WaveEdge: Shape {
    var pull: CGSize
    var animatableData: CGSize.AnimatableData {
        get { return pull.animatableData }
        set { pull.animatableData = newValue }
    }
    func path(in rect: CGRect) -> Path {
        return Path { path in
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: rect.width, y: 0))
            let middle: CGFloat = 80 + pull.height
            path.addCurve(to: CGPoint(x: rect.width, y: rect.height),
                          control1: CGPoint(x: rect.width - 40, y: middle), control2: CGPoint(x: rect.width - 40, y: middle))
            path.addLine(to: CGPoint(x: 0, y: rect.height))
        }
    }
}

struct CountdownScreen: View {
    @StateObject private var model = CountdownModel()
    @State private var deck: [Deck] = []
    @State private var drag: CGFloat = 0
    @State private var pull: CGSize = .zero
    @State private var blurred = false
    private let ticker = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
    let panel = Color(#colorLiteral(red: 0.07, green: 0.08, blue: 0.09, alpha: 1))
    let accent = #colorLiteral(red: 0.2, green: 0.6, blue: 1, alpha: 1)

    var body: some View {
        VStack(alignment: .leading, spacing: 24, content: {
            Toggle("Blur the cards", isOn: $blurred)
            Text("\(model.remaining)")
                .font(.system(size: 64, weight: .heavy, design: .rounded))
                .foregroundColor(Color(accent))
                .onReceive(ticker) { _ in model.isRunning = true }
            GeometryReader { proxy in
                let size = proxy.size
                ZStack {
                    ForEach(deck.reversed()) { card in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(Color("CardBackground"))
                            .frame(width: size.width, height: size.height)
                            .blur(radius: card.tilted && blurred ? 6 : 0)
                            .scaleEffect(card.scale, anchor: card.tilted ? .center : .top)
                            .rotation3DEffect(.init(degrees: card.tilted ? 360 : 0), axis: (x: 0, y: 0, z: 1))
                            .zIndex(card.depth)
                    }
                }
                .animation(.spring(response: 0.6, dampingFraction: 0.7, blendDuration: 0.7), value: drag == .zero)
                .gesture(DragGesture(minimumDistance: 2).onChanged(dragged(value:)).onEnded(dropped(value:)))
            }
            Color("bg")
                .overlay(Text("Swipe").foregroundColor(.white).offset(x: -15))
                .clipShape(WaveEdge(pull: pull))
                .ignoresSafeArea()
                .overlay(Image(systemName: "chevron.left").font(.largeTitle).contentShape(Rectangle()), alignment: .topTrailing)
        })
        .padding(EdgeInsets(top: 16, leading: 32, bottom: 16, trailing: 32))
        .background(panel.ignoresSafeArea())
        .background(Color(.systemGray4))
        .cornerRadius(32)
        .onAppear(perform: deal)
    }

    func deal() { deck = (0..<5).map { Deck(depth: Double(-$0)) } }
    func dragged(value: DragGesture.Value) { drag = value.translation.height }
    func dropped(value: DragGesture.Value) {
        withAnimation(.interactiveSpring(response: 0.7, dampingFraction: 0.6, blendDuration: 0.6)) { drag = 0 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            withAnimation(.linear) { deck[0].scale = 1 }
        }
    }
}
