import Flipbook

/// An onboarding pager: a page-style `TabView` of cards swiped by a flick and turned by a button inside
/// `withAnimation`, its dots following; the page's title in a navigation bar whose toolbar counts the turns.
struct OnboardingPagerScene: View {
    @State private var page = 0
    @State private var turns = 0

    private let pages: [(title: String, symbol: String, color: Color)] = [
        ("Draw", "paintbrush.fill", .orange), ("Animate", "sparkles", .purple), ("Share", "square.and.arrow.up", .teal),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                TabView(selection: $page) {
                    ForEach(pages.indices, id: \.self) { index in
                        VStack(spacing: 12) {
                            Image(systemName: pages[index].symbol).font(.system(size: 56))
                            Text(pages[index].title).font(.system(.title, design: .rounded, weight: .bold))
                        }
                        .foregroundStyle(.white)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(RoundedRectangle(cornerRadius: 24).fill(pages[index].color.gradient))
                        .padding(.horizontal, 20)
                        .tag(index)
                    }
                }
                .tabViewStyle(.page)
                .frame(height: 320)
                Button(page < pages.count - 1 ? "Next" : "Start over") {
                    withAnimation(.spring(duration: 0.6, bounce: 0.25)) { page = (page + 1) % pages.count }
                }
                .buttonStyle(.borderedProminent)
            }
            .navigationTitle(pages[page].title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Text("\(turns) turns").foregroundStyle(.secondary) }
            }
            .onChange(of: page) { turns += 1 }
        }
    }
}
