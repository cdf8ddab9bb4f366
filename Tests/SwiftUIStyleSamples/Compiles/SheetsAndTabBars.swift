import SwiftUI

enum Tab: String, CaseIterable, Identifiable {
    case home, search, profile
    var id: String { rawValue }
    var icon: String {
        switch self {
        case .home: return "house"
        case .search: return "magnifyingglass"
        case .profile: return "person"
        }
    }
}

struct CustomTabBar: View {
    @Binding var selected: Tab
    @Namespace private var indicator

    var body: some View {
        HStack {
            ForEach(Tab.allCases) { tab in
                VStack(spacing: 4) {
                    Image(systemName: selected == tab ? tab.icon + ".fill" : tab.icon)
                        .font(.system(size: 22, weight: .semibold))
                        .symbolVariant(selected == tab ? .fill : .none)
                    if selected == tab {
                        Capsule().frame(width: 20, height: 3)
                            .matchedGeometryEffect(id: "indicator", in: indicator)
                    }
                }
                .foregroundStyle(selected == tab ? Color.accentColor : .gray)
                .frame(maxWidth: .infinity)
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { selected = tab }
                }
            }
        }
        .padding(.vertical, 10)
        .background(.regularMaterial, in: Capsule())
        .padding(.horizontal)
    }
}

struct Sheet2: View {
    @State private var offset: CGFloat = 0
    @State private var lastOffset: CGFloat = 0
    @GestureState private var isDragging = false
    @State private var selected: Tab = .home
    @State private var rating = 3
    @State private var date = Date()
    @State private var volume = 0.5
    @AppStorage("onboarded") private var onboarded = false

    var body: some View {
        GeometryReader { proxy in
            let height = proxy.size.height
            ZStack(alignment: .bottom) {
                Color(.systemGroupedBackground).ignoresSafeArea()
                VStack {
                    HStack {
                        ForEach(1...5, id: \.self) { i in
                            Image(systemName: i <= rating ? "star.fill" : "star")
                                .foregroundColor(.yellow)
                                .onTapGesture { rating = i }
                        }
                    }
                    Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                    Stepper("Rating \(rating)", value: $rating, in: 1...5)
                    DatePicker("Date", selection: $date, in: ...Date(), displayedComponents: [.date])
                        .datePickerStyle(.compact)
                    CustomTabBar(selected: $selected)
                }
                .frame(height: height * 0.6)
                .frame(maxWidth: .infinity)
                .background(
                    RoundedRectangle(cornerRadius: 30, style: .continuous)
                        .fill(.white)
                        .shadow(color: .black.opacity(0.1), radius: 10, y: -5)
                )
                .offset(y: max(0, offset))
                .gesture(
                    DragGesture(minimumDistance: 10, coordinateSpace: .global)
                        .updating($isDragging) { _, state, _ in state = true }
                        .onChanged { value in offset = value.translation.height + lastOffset }
                        .onEnded { value in
                            withAnimation(.interactiveSpring(response: 0.4, dampingFraction: 0.8)) {
                                offset = value.predictedEndTranslation.height > height * 0.2 ? height * 0.5 : 0
                                lastOffset = offset
                            }
                        }
                )
            }
        }
        .onAppear { if !onboarded { onboarded = true } }
        .task { try? await Task.sleep(nanoseconds: 1_000_000_000) }
    }
}

struct Sheet2_Previews: PreviewProvider {
    static var previews: some View {
        Sheet2()
            .previewDevice("iPhone 15 Pro")
            .preferredColorScheme(.dark)
    }
}

#Preview("Tab bar") {
    CustomTabBar(selected: .constant(.home))
}
