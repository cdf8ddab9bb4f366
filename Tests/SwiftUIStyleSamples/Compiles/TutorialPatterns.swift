import SwiftUI

struct OnboardingPage: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let image: String
}

struct OnboardingViewTabView: View {
    @State private var currentPageIndex = 0
    @State private var pages = [OnboardingPage(title: "A", image: "star"), OnboardingPage(title: "B", image: "heart")]
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.horizontalSizeClass) var sizeClass

    var body: some View {
        NavigationView {
            ZStack {
                LinearGradient(gradient: Gradient(colors: [.purple, .blue]), startPoint: .top, endPoint: .bottom)
                    .edgesIgnoringSafeArea(.all)
                TabView(selection: $currentPageIndex) {
                    ForEach(pages.indices, id: \.self) { index in
                        VStack(spacing: 20) {
                            Image(systemName: pages[index].image)
                                .resizable()
                                .scaledToFit()
                                .frame(width: 120, height: 120)
                                .foregroundColor(.white)
                                .shadow(color: .black.opacity(0.3), radius: 10, x: 0, y: 5)
                            Text(pages[index].title)
                                .font(.largeTitle)
                                .fontWeight(.heavy)
                                .foregroundColor(.white)
                                .lineSpacing(4)
                                .multilineTextAlignment(.center)
                        }
                        .tag(index)
                    }
                }
                .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
                .indexViewStyle(.page(backgroundDisplayMode: .never))
                .animation(.easeInOut, value: currentPageIndex)
            }
            .navigationBarTitle("Welcome", displayMode: .inline)
            .navigationBarItems(trailing: Button(action: { presentationMode.wrappedValue.dismiss() }) {
                Image(systemName: "xmark.circle.fill")
            })
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct CardView: View {
    @State private var isFlipped = false
    @State private var offset = CGSize.zero
    @GestureState private var dragState = CGSize.zero
    @Namespace private var animation

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 25, style: .continuous)
                .fill(Color.orange)
                .frame(width: 300, height: 200)
                .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .offset(x: offset.width + dragState.width, y: offset.height)
                .gesture(
                    DragGesture()
                        .updating($dragState) { value, state, _ in state = value.translation }
                        .onEnded { value in
                            withAnimation(.spring(response: 0.5, dampingFraction: 0.6, blendDuration: 0)) {
                                offset = value.translation.width > 100 ? CGSize(width: 500, height: 0) : .zero
                            }
                        }
                )
                .onTapGesture(count: 2) { withAnimation { isFlipped.toggle() } }
                .matchedGeometryEffect(id: "card", in: animation)
            Button(action: { withAnimation(.interpolatingSpring(stiffness: 170, damping: 15)) { isFlipped.toggle() } }) {
                Label("Flip", systemImage: "arrow.triangle.2.circlepath")
                    .padding()
                    .background(Capsule().fill(Color.accentColor))
                    .foregroundColor(.white)
            }
            .buttonStyle(PlainButtonStyle())
            ProgressView(value: 0.5)
                .progressViewStyle(LinearProgressViewStyle(tint: .green))
            Text("Updated \(Date(), style: .time)")
            Text(Date(), style: .relative)
            Toggle(isOn: $isFlipped) { Text("Flipped") }
                .toggleStyle(SwitchToggleStyle(tint: .purple))
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(Animation.easeInOut(duration: 1).repeatForever(autoreverses: true)) { isFlipped = true }
            }
        }
    }
}

struct ListDemo: View {
    @State private var items = ["One", "Two", "Three"]
    @State private var search = ""
    @State private var selection: String?

    var body: some View {
        NavigationStack {
            List(selection: $selection) {
                ForEach(items, id: \.self) { item in
                    HStack {
                        Image(systemName: "circle.fill").foregroundStyle(.blue.gradient)
                        Text(item)
                        Spacer()
                        Text("\(item.count)").foregroundColor(.secondary).font(.caption)
                    }
                    .listRowSeparator(.hidden)
                    .swipeActions {
                        Button(role: .destructive) { items.removeAll { $0 == item } } label: { Label("Delete", systemImage: "trash") }
                    }
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $search)
            .refreshable { }
            .navigationTitle("Items")
            .toolbar {
                EditButton()
                Button { withAnimation { items.append("New") } } label: { Image(systemName: "plus") }
            }
        }
    }
}

// iOS 13's control spellings beside today's, as older tutorials write them.
struct OlderControlSpellings: View {
    @State private var volume = 0.4
    @State private var list = ["One", "Two"]

    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...1, step: 0.1, onEditingChanged: { _ in },
                   minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Volume") }
            Slider(value: $volume, in: 0...1, onEditingChanged: { editing in print(editing) }) { Text("Volume") }
            Slider(value: $volume, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("-") } maximumValueLabel: { Text("+") }
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .blue))
            Text("A long title that gets cut").lineLimit(1).truncationMode(.middle)
            List {
                ForEach(list, id: \.self) { Text($0) }
                    .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
                    .listRowSeparator(.hidden)
                    .listRowSeparatorTint(.red, edges: .bottom)
            }
            .listRowSpacing(8)
            .listSectionSpacing(.compact)
            .environment(\.defaultMinListRowHeight, 30)
        }
    }
}
